CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(100) NOT NULL,
	"image_key" text,
	"thumbnail_key" text,
	"start_at" timestamp with time zone NOT NULL,
	"expiry_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_key" text,
	"thumbnail_key" text,
	"publish_date" timestamp with time zone NOT NULL,
	"scheduled_date" timestamp with time zone NOT NULL,
	"reporter_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dos_and_donts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"points" jsonb NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dos_and_donts_singleton_unique" UNIQUE("singleton")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "post_counts" (
	"status" text NOT NULL,
	"category_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "post_counts_status_category_id_language_id_pk" PRIMARY KEY("status","category_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"category_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"posted_on" timestamp with time zone NOT NULL,
	"image_key" text,
	"thumbnail_key" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporter_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"description" text NOT NULL,
	"image_key" text,
	"status" text DEFAULT 'inProgress' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shorts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_key" text,
	"poster_key" text,
	"duration_seconds" integer,
	"category_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"posted_on" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"mobile_number" varchar(10) NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"profile_pic_key" text,
	"search_text" text GENERATED ALWAYS AS (lower("users"."first_name" || ' ' || coalesce("users"."middle_name", '') || ' ' || "users"."last_name" || ' ' || "users"."mobile_number" || ' ' || "users"."email")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_quotes" ADD CONSTRAINT "daily_quotes_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporter_tickets" ADD CONSTRAINT "reporter_tickets_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shorts" ADD CONSTRAINT "shorts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shorts" ADD CONSTRAINT "shorts_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_expiry_idx" ON "ads" USING btree ("expiry_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ads_start_idx" ON "ads" USING btree ("start_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "categories_kind_name_key" ON "categories" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE INDEX "categories_kind_created_idx" ON "categories" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "daily_quotes_status_scheduled_idx" ON "daily_quotes" USING btree ("status","scheduled_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "daily_quotes_reporter_status_idx" ON "daily_quotes" USING btree ("reporter_id","status","scheduled_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "languages_name_key" ON "languages" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "languages_status_idx" ON "languages" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "posts_status_posted_on_idx" ON "posts" USING btree ("status","posted_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_status_created_idx" ON "posts" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_status_updated_idx" ON "posts" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_category_status_idx" ON "posts" USING btree ("category_id","status","posted_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_language_status_idx" ON "posts" USING btree ("language_id","status","posted_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_reporter_status_idx" ON "posts" USING btree ("reporter_id","status","posted_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_location_trgm_idx" ON "posts" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reporter_tickets_status_created_idx" ON "reporter_tickets" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shorts_status_posted_on_idx" ON "shorts" USING btree ("status","posted_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shorts_category_status_idx" ON "shorts" USING btree ("category_id","status","posted_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shorts_reporter_status_idx" ON "shorts" USING btree ("reporter_id","status","posted_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_number_key" ON "users" USING btree ("mobile_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_status_role_idx" ON "users" USING btree ("status","role");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);