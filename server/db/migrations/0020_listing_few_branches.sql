CREATE INDEX "branches_location_lower_idx" ON "branches" USING btree (lower("location"));--> statement-breakpoint
CREATE INDEX "branches_city_lower_idx" ON "branches" USING btree (lower("city"));