ALTER TABLE "branches" ADD COLUMN "branch_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "phone_number" text DEFAULT '' NOT NULL;