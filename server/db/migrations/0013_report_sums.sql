CREATE TABLE "report_days" (
	"branch_id" uuid NOT NULL,
	"day" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"late_cancelled" integer DEFAULT 0 NOT NULL,
	"no_shows" integer DEFAULT 0 NOT NULL,
	"online" integer DEFAULT 0 NOT NULL,
	"salon" integer DEFAULT 0 NOT NULL,
	"live_minutes" integer DEFAULT 0 NOT NULL,
	"completed_naira" numeric(14, 2) DEFAULT '0' NOT NULL,
	"kept_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_days_branch_id_day_employee_id_pk" PRIMARY KEY("branch_id","day","employee_id")
);
--> statement-breakpoint
CREATE TABLE "report_hours" (
	"branch_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_hours_branch_id_day_hour_pk" PRIMARY KEY("branch_id","day","hour")
);
--> statement-breakpoint
-- What one appointment adds to (sign 1) or takes from (sign -1) the report sums, with its deposit as it stands. A
-- booking whose unpaid hold ran out (deposit EXPIRED) never became a booking: it counts for nothing.
CREATE FUNCTION "report_count"(a "appointments", deposit "deposit_status", deposit_kobo bigint, sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text;
  window_hours integer;
  local_start timestamp;
  live boolean := a."booking_status" <> 'CANCELLED';
BEGIN
  IF deposit IS NOT DISTINCT FROM 'EXPIRED' THEN RETURN; END IF;
  SELECT b."time_zone", b."cancellation_window_hours" INTO zone, window_hours FROM "branches" b WHERE b."id" = a."branch_id";
  local_start := a."start_at" AT TIME ZONE zone;
  INSERT INTO "report_days" AS r ("branch_id", "day", "employee_id", "bookings", "completed", "cancelled",
      "late_cancelled", "no_shows", "online", "salon", "live_minutes", "completed_naira", "kept_kobo")
    VALUES (a."branch_id", local_start::date, a."branch_employee_id", sign,
      sign * (a."payment_status" = 'RECEIVED')::int,
      sign * (NOT live)::int,
      sign * COALESCE(NOT live AND a."cancelled_at" > a."start_at" - make_interval(hours => window_hours), false)::int,
      sign * (a."booking_status" = 'NO_SHOW')::int,
      sign * (a."source" = 'ONLINE')::int,
      sign * (a."source" = 'SALON')::int,
      sign * CASE WHEN live THEN round(extract(epoch FROM a."end_at" - a."start_at") / 60)::int ELSE 0 END,
      sign * CASE WHEN a."payment_status" = 'RECEIVED' THEN a."total" ELSE 0 END,
      sign * CASE WHEN deposit = 'KEPT' THEN deposit_kobo ELSE 0 END)
    ON CONFLICT ("branch_id", "day", "employee_id") DO UPDATE SET
      "bookings" = r."bookings" + EXCLUDED."bookings",
      "completed" = r."completed" + EXCLUDED."completed",
      "cancelled" = r."cancelled" + EXCLUDED."cancelled",
      "late_cancelled" = r."late_cancelled" + EXCLUDED."late_cancelled",
      "no_shows" = r."no_shows" + EXCLUDED."no_shows",
      "online" = r."online" + EXCLUDED."online",
      "salon" = r."salon" + EXCLUDED."salon",
      "live_minutes" = r."live_minutes" + EXCLUDED."live_minutes",
      "completed_naira" = r."completed_naira" + EXCLUDED."completed_naira",
      "kept_kobo" = r."kept_kobo" + EXCLUDED."kept_kobo";
  IF live THEN
    INSERT INTO "report_hours" AS h ("branch_id", "day", "hour", "bookings")
      VALUES (a."branch_id", local_start::date, extract(hour FROM local_start)::smallint, sign)
      ON CONFLICT ("branch_id", "day", "hour") DO UPDATE SET "bookings" = h."bookings" + EXCLUDED."bookings";
  END IF;
END $$;--> statement-breakpoint
-- An appointment's change: its old counts out, its new counts in, with its deposit as it stands.
CREATE FUNCTION "appointments_report"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d "deposits";
BEGIN
  SELECT * INTO d FROM "deposits" WHERE "appointment_id" = COALESCE(NEW."id", OLD."id");
  IF TG_OP <> 'INSERT' THEN PERFORM "report_count"(OLD, d."status", d."amount_kobo", -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "report_count"(NEW, d."status", d."amount_kobo", 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Named to fire before the foreign keys' own triggers (they fire in name order; theirs begin with "RI_"): when an
-- appointment is deleted, its deposit is still there to say what the appointment counted for.
CREATE TRIGGER "Appointments_report" AFTER INSERT OR DELETE OR UPDATE OF "branch_id", "branch_employee_id", "start_at", "end_at", "booking_status", "payment_status", "source", "total", "cancelled_at" ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_report"();--> statement-breakpoint
-- A deposit's change: its appointment's counts with the old deposit out, with the new one in.
CREATE FUNCTION "deposits_report"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a "appointments";
BEGIN
  SELECT * INTO a FROM "appointments" WHERE "id" = COALESCE(NEW."appointment_id", OLD."appointment_id");
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN PERFORM "report_count"(a, NULL, 0, -1);
  ELSE PERFORM "report_count"(a, OLD."status", OLD."amount_kobo", -1); END IF;
  IF TG_OP = 'DELETE' THEN PERFORM "report_count"(a, NULL, 0, 1);
  ELSE PERFORM "report_count"(a, NEW."status", NEW."amount_kobo", 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "deposits_report" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount_kobo" ON "deposits" FOR EACH ROW EXECUTE FUNCTION "deposits_report"();--> statement-breakpoint
-- The sums of the appointments there already.
SELECT "report_count"(a, d."status", d."amount_kobo", 1) FROM "appointments" a LEFT JOIN "deposits" d ON d."appointment_id" = a."id";
