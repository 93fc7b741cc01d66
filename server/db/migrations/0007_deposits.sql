CREATE TYPE "public"."deposit_status" AS ENUM('DUE', 'PAID', 'REFUND_PENDING', 'REFUNDED', 'KEPT', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."deposit_type" AS ENUM('NONE', 'PERCENT', 'FIXED');--> statement-breakpoint
CREATE TYPE "public"."money_kind" AS ENUM('CHARGE', 'REFUND', 'KEPT', 'BALANCE');--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" "deposit_status" DEFAULT 'DUE' NOT NULL,
	"tx_ref" text NOT NULL,
	"checkout_url" text DEFAULT '' NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"gateway_tx_id" text,
	"paid_at" timestamp with time zone,
	"released_by" text,
	"checked_at" timestamp with time zone,
	"refund_attempts" integer DEFAULT 0 NOT NULL,
	"refund_next_at" timestamp with time zone,
	"refund_error" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "deposits_tx_ref_unique" UNIQUE("tx_ref"),
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "money_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"deposit_id" uuid NOT NULL,
	"kind" "money_kind" NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_movements_amount_check" CHECK ("money_movements"."amount_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "subscription_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "cancellation_window_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_type" "deposit_type" DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_due_idx" ON "deposits" USING btree ("hold_until") WHERE "deposits"."status" = 'DUE';--> statement-breakpoint
CREATE INDEX "deposits_refund_idx" ON "deposits" USING btree ("refund_next_at") WHERE "deposits"."status" = 'REFUND_PENDING';--> statement-breakpoint
CREATE INDEX "deposits_branch_idx" ON "deposits" USING btree ("branch_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "money_movements_once_idx" ON "money_movements" USING btree ("appointment_id","kind");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_cancellation_window_check" CHECK ("branches"."cancellation_window_hours" between 0 and 168);--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_purpose_check" CHECK (("payment_transactions"."subscription_type_id" is null) <> ("payment_transactions"."appointment_id" is null));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_deposit_check" CHECK (("services"."deposit_type" = 'NONE' and "services"."deposit_value" = 0)
        or ("services"."deposit_type" = 'PERCENT' and "services"."deposit_value" between 1 and 100)
        or ("services"."deposit_type" = 'FIXED' and "services"."deposit_value" > 0));