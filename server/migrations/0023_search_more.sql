CREATE INDEX "posts_search_time_idx" ON "posts" USING btree ("posted_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_search_prefix_idx" ON "posts" USING btree (left("search_document", 200) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_search_time_idx" ON "users" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_search_prefix_idx" ON "users" USING btree (left("search_document", 200) text_pattern_ops);