DROP INDEX "branches_sitemap_idx";--> statement-breakpoint
CREATE INDEX "branches_sitemap_idx" ON "branches" USING btree (substr(md5("branch_url"), 1, 2)) WHERE "branches"."status";