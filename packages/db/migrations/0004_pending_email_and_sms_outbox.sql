CREATE TABLE "sms_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"template" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_status_check" CHECK ("sms_outbox"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "sms_outbox_attempts_check" CHECK ("sms_outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "pending_email" text;--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A pending email change now belongs to every account, not only customers: carry it over.
UPDATE "user" SET "pending_email" = "customers"."pending_email" FROM "customers" WHERE "customers"."user_id" = "user"."id" AND "customers"."pending_email" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "pending_email";--> statement-breakpoint
-- One spelling of the owner role (the demo seed wrote 'Owner', sign-up 'owner').
UPDATE "company_members" SET "role_in_company" = 'owner' WHERE "role_in_company" = 'Owner';