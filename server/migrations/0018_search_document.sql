ALTER TABLE "ads" ADD COLUMN "search_document" text GENERATED ALWAYS AS (btrim(search_normalize(coalesce("ads"."title"::text, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_document" text GENERATED ALWAYS AS (btrim(search_normalize(coalesce("categories"."name"::text, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_document" text GENERATED ALWAYS AS (btrim(search_normalize(coalesce("jobs"."job_title"::text, ''))) || '|' || btrim(search_normalize(coalesce("jobs"."role"::text, ''))) || '|' || btrim(search_normalize(coalesce("jobs"."department"::text, ''))) || '|' || btrim(search_normalize(coalesce("jobs"."industry_type"::text, ''))) || '|' || btrim(search_normalize(coalesce("jobs"."location"::text, ''))) || '|' || btrim(search_normalize(coalesce("jobs"."description"::text, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "search_document" text GENERATED ALWAYS AS (btrim(search_normalize(coalesce("languages"."name"::text, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "magazines" ADD COLUMN "search_document" text GENERATED ALWAYS AS (btrim(search_normalize(coalesce("magazines"."name"::text, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "novels" ADD COLUMN "search_document" text GENERATED ALWAYS AS (btrim(search_normalize(coalesce("novels"."title"::text, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_document" text GENERATED ALWAYS AS (btrim(search_normalize(coalesce("posts"."title"::text, ''))) || '|' || btrim(search_normalize(coalesce("posts"."location"::text, ''))) || '|' || btrim(search_normalize(coalesce("posts"."description"::text, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reporter_tickets" ADD COLUMN "search_document" text GENERATED ALWAYS AS (btrim(search_normalize(coalesce("reporter_tickets"."description"::text, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_document" text GENERATED ALWAYS AS (btrim(search_normalize(coalesce("users"."first_name"::text, ''))) || '|' || btrim(search_normalize(coalesce("users"."last_name"::text, ''))) || '|' || btrim(search_normalize(coalesce("users"."mobile_number"::text, ''))) || '|' || btrim(search_normalize(coalesce("users"."email"::text, ''))) || '|' || btrim(search_normalize(coalesce("users"."middle_name"::text, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "ads_search_document_idx" ON "ads" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_search_document_idx" ON "categories" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_document_idx" ON "jobs" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "languages_search_document_idx" ON "languages" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "magazines_search_document_idx" ON "magazines" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "novels_search_document_idx" ON "novels" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_document_idx" ON "posts" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reporter_tickets_search_document_idx" ON "reporter_tickets" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_document_idx" ON "users" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
-- hand-written:
-- The expression indexes of 0016 normalised every candidate again on each recheck; the search reads the stored
-- search_document above instead.
DROP INDEX "posts_search_trgm_idx";--> statement-breakpoint
DROP INDEX "users_reporters_search_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_search_trgm_idx";--> statement-breakpoint
DROP INDEX "novels_search_trgm_idx";
