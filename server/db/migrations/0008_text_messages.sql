CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"stopped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "text_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_sms" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "short_links_appointment_idx" ON "short_links" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_provider_idx" ON "mail_outbox" USING btree ("provider_message_id");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_text_channel_check" CHECK ("branches"."text_channel" in ('off', 'sms', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_channel_check" CHECK ("mail_outbox"."channel" in ('email', 'sms', 'whatsapp'));