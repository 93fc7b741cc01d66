CREATE TYPE "public"."booking_source" AS ENUM('ONLINE', 'SALON');--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'NO_SHOW';--> statement-breakpoint
CREATE TABLE "employee_busy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"appointment_id" uuid,
	"time_off_id" uuid
);
--> statement-breakpoint
CREATE TABLE "employee_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_time_off_time_check" CHECK ("employee_time_off"."end_at" > "employee_time_off"."start_at")
);
--> statement-breakpoint
CREATE TABLE "salon_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "source" "booking_source" DEFAULT 'ONLINE' NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_busy" ADD CONSTRAINT "employee_busy_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_busy" ADD CONSTRAINT "employee_busy_time_off_id_employee_time_off_id_fk" FOREIGN KEY ("time_off_id") REFERENCES "public"."employee_time_off"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_time_off" ADD CONSTRAINT "employee_time_off_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_time_off" ADD CONSTRAINT "employee_time_off_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_guests" ADD CONSTRAINT "salon_guests_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_busy_appointment_idx" ON "employee_busy" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_busy_time_off_idx" ON "employee_busy" USING btree ("time_off_id");--> statement-breakpoint
CREATE INDEX "employee_time_off_branch_idx" ON "employee_time_off" USING btree ("branch_id","start_at");--> statement-breakpoint
CREATE INDEX "salon_guests_branch_phone_idx" ON "salon_guests" USING btree ("branch_id","phone_number");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_guest_id_salon_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."salon_guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_guest_idx" ON "appointments" USING btree ("guest_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_check" CHECK (("appointments"."user_id" is null) <> ("appointments"."guest_id" is null));--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express it). One guarantee for "this employee is taken": every live appointment
-- (not cancelled) and every time off has a row in employee_busy, kept by the triggers below in the same statement,
-- and no two rows of one employee may overlap. It replaces appointments_no_overlap, which could not see time off.
INSERT INTO "employee_busy" ("employee_id", "start_at", "end_at", "appointment_id")
  SELECT "branch_employee_id", "start_at", "end_at", "id" FROM "appointments" WHERE "booking_status" <> 'CANCELLED';--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "employee_busy" ADD CONSTRAINT "employee_busy_no_overlap" EXCLUDE USING gist ("employee_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&);--> statement-breakpoint
CREATE FUNCTION "appointments_keep_busy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "employee_busy" WHERE "appointment_id" = OLD."id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."booking_status" <> 'CANCELLED' THEN
    INSERT INTO "employee_busy" ("employee_id", "start_at", "end_at", "appointment_id")
      VALUES (NEW."branch_employee_id", NEW."start_at", NEW."end_at", NEW."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "appointments_keep_busy" AFTER INSERT OR DELETE OR UPDATE OF "branch_employee_id", "start_at", "end_at", "booking_status" ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_keep_busy"();--> statement-breakpoint
CREATE FUNCTION "time_off_keep_busy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "employee_busy" WHERE "time_off_id" = OLD."id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "employee_busy" ("employee_id", "start_at", "end_at", "time_off_id")
      VALUES (NEW."employee_id", NEW."start_at", NEW."end_at", NEW."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "time_off_keep_busy" AFTER INSERT OR DELETE OR UPDATE OF "employee_id", "start_at", "end_at" ON "employee_time_off" FOR EACH ROW EXECUTE FUNCTION "time_off_keep_busy"();
