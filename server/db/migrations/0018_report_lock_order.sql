-- An appointment's move changes two days' report rows (its old time's and its new time's, migration 0013), taken in
-- the order the trigger met them: two moves in opposite directions at once (Monday to Tuesday and Tuesday to Monday,
-- one stylist) could each hold the row the other needed next, and PostgreSQL's deadlock detector failed one of them
-- (40P01: a 500; tests/api/report-lock-order.test.ts). A change of an appointment now takes the rows of both its
-- times first, in one order for everyone: the day rows in key order, then the hour rows in key order (a booking or a
-- cancellation touches one time: a day row, then an hour row, the same order). A row that does not exist yet is made
-- with nothing in it, so that it too is taken in that order.
CREATE FUNCTION "report_take_rows"(states "appointments"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "report_days" AS r ("branch_id", "day", "employee_id")
	SELECT DISTINCT s."branch_id", (s."start_at" AT TIME ZONE b."time_zone")::date, s."branch_employee_id"
	FROM unnest(states) s JOIN "branches" b ON b."id" = s."branch_id"
	ORDER BY 1, 2, 3
	ON CONFLICT ("branch_id", "day", "employee_id") DO UPDATE SET "bookings" = r."bookings";
	INSERT INTO "report_hours" AS h ("branch_id", "day", "hour")
	SELECT DISTINCT s."branch_id", (s."start_at" AT TIME ZONE b."time_zone")::date,
		extract(hour FROM s."start_at" AT TIME ZONE b."time_zone")::smallint
	FROM unnest(states) s JOIN "branches" b ON b."id" = s."branch_id"
	WHERE s."booking_status" <> 'CANCELLED'
	ORDER BY 1, 2, 3
	ON CONFLICT ("branch_id", "day", "hour") DO UPDATE SET "bookings" = h."bookings";
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "appointments_report"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d "deposits";
BEGIN
  SELECT * INTO d FROM "deposits" WHERE "appointment_id" = COALESCE(NEW."id", OLD."id");
  IF TG_OP = 'UPDATE' THEN PERFORM "report_take_rows"(ARRAY[OLD, NEW]); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM "report_count"(OLD, d."status", d."amount_kobo", -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "report_count"(NEW, d."status", d."amount_kobo", 1); END IF;
  RETURN NULL;
END $$;
