CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_title" text NOT NULL,
	"location" text,
	"number_of_openings" integer,
	"job_types" jsonb NOT NULL,
	"description" text NOT NULL,
	"hyperlink" text NOT NULL,
	"expiry_date" date NOT NULL,
	"experience" text,
	"software_proficiency" jsonb NOT NULL,
	"technical_proficiency" jsonb NOT NULL,
	"role" text NOT NULL,
	"industry_type" text NOT NULL,
	"department" text NOT NULL,
	"education" jsonb NOT NULL,
	"employment_type" text,
	"image_key" text,
	"thumbnail_key" text,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_pages" (
	"render_id" uuid NOT NULL,
	"page_number" integer NOT NULL,
	"image_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "magazine_pages_render_id_page_number_pk" PRIMARY KEY("render_id","page_number")
);
--> statement-breakpoint
CREATE TABLE "magazine_renders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"magazine_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_pages" integer NOT NULL,
	"rendered_pages" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim_token" uuid,
	"lease_until" timestamp with time zone,
	"files_removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"start_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "novel_chapters" (
	"novel_id" uuid NOT NULL,
	"chapter_number" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "novel_chapters_novel_id_chapter_number_pk" PRIMARY KEY("novel_id","chapter_number")
);
--> statement-breakpoint
CREATE TABLE "novels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"coming_soon" boolean DEFAULT false NOT NULL,
	"total_chapters" integer DEFAULT 0 NOT NULL,
	"cover_key" text,
	"cover_thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "magazine_pages" ADD CONSTRAINT "magazine_pages_render_id_magazine_renders_id_fk" FOREIGN KEY ("render_id") REFERENCES "public"."magazine_renders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_renders" ADD CONSTRAINT "magazine_renders_magazine_id_magazines_id_fk" FOREIGN KEY ("magazine_id") REFERENCES "public"."magazines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novel_chapters" ADD CONSTRAINT "novel_chapters_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novels" ADD CONSTRAINT "novels_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_expiry_idx" ON "jobs" USING btree ("expiry_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_renders_done_key" ON "magazine_renders" USING btree ("magazine_id") WHERE "magazine_renders"."status" = 'done';--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_renders_latest_key" ON "magazine_renders" USING btree ("magazine_id") WHERE "magazine_renders"."status" in ('pending', 'rendering', 'failed');--> statement-breakpoint
CREATE INDEX "magazine_renders_queue_idx" ON "magazine_renders" USING btree ("created_at") WHERE "magazine_renders"."status" in ('pending', 'rendering') or ("magazine_renders"."status" in ('failed', 'discarded') and not "magazine_renders"."files_removed");--> statement-breakpoint
CREATE INDEX "magazines_expiry_idx" ON "magazines" USING btree ("expiry_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "magazines_start_idx" ON "magazines" USING btree ("start_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "novels_category_start_idx" ON "novels" USING btree ("category_id","start_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "novels_start_idx" ON "novels" USING btree ("start_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "novels_title_trgm_idx" ON "novels" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "daily_quotes_status_created_idx" ON "daily_quotes" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "daily_quotes_status_updated_idx" ON "daily_quotes" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shorts_status_created_idx" ON "shorts" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shorts_status_updated_idx" ON "shorts" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);