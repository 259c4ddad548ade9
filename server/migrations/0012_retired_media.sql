CREATE TABLE "retired_media" (
	"key" text PRIMARY KEY NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retired_media_retired_at_idx" ON "retired_media" USING btree ("retired_at");