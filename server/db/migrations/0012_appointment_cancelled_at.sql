ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
-- Cancellations before this column: nothing changes a cancelled appointment, so its last update is its cancellation.
UPDATE "appointments" SET "cancelled_at" = "updated_at" WHERE "booking_status" = 'CANCELLED';
