CREATE INDEX "branches_rating_idx" ON "branches" USING btree ("rating" desc,"total_ratings" desc) WHERE "branches"."status";--> statement-breakpoint
CREATE INDEX "branches_reviews_idx" ON "branches" USING btree ("total_ratings" desc) WHERE "branches"."status";--> statement-breakpoint
CREATE INDEX "branches_updated_idx" ON "branches" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "branches_sitemap_idx" ON "branches" USING btree (substr(md5("branch_url"), 1, 1)) WHERE "branches"."status";