CREATE TYPE "public"."team_role" AS ENUM('OWNER', 'MANAGER', 'STYLIST');--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"role" "team_role" NOT NULL,
	"branch_employee_id" uuid,
	"user_id" uuid,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_invite_token_hash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "team_members_stylist_check" CHECK ("team_members"."role" <> 'STYLIST' or "team_members"."branch_employee_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_branch_employee_id_employees_id_fk" FOREIGN KEY ("branch_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_branch_email_idx" ON "team_members" USING btree ("branch_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_employee_idx" ON "team_members" USING btree ("branch_employee_id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");