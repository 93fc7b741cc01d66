CREATE TYPE "public"."waitlist_status" AS ENUM('WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'LEFT');--> statement-breakpoint
CREATE TYPE "public"."waitlist_window" AS ENUM('MORNING', 'AFTERNOON', 'EVENING', 'ANY');--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"day" text NOT NULL,
	"window" "waitlist_window" NOT NULL,
	"service_ids" uuid[] NOT NULL,
	"branch_employee_id" uuid,
	"status" "waitlist_status" DEFAULT 'WAITING' NOT NULL,
	"last_offered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_branch_employee_id_employees_id_fk" FOREIGN KEY ("branch_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "waitlist_entries_branch_day_idx" ON "waitlist_entries" USING btree ("branch_id","day") WHERE "waitlist_entries"."status" in ('WAITING', 'OFFERED');