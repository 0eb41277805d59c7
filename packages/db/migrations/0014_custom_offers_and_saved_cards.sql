CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"connected_account_id" text NOT NULL,
	"customer_id" text,
	"card_last4" text NOT NULL,
	"off_session_outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"connected_account_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text NOT NULL,
	"payment_method_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_setup_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_setup_intents_status_check" CHECK ("sandbox_setup_intents"."status" in ('requires_payment_method', 'requires_action', 'succeeded', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "custom_offers" DROP CONSTRAINT "custom_offers_buyer_check";--> statement-breakpoint
ALTER TABLE "custom_offers" DROP CONSTRAINT "custom_offers_status_check";--> statement-breakpoint
ALTER TABLE "custom_offers" ALTER COLUMN "status" SET DEFAULT 'awaiting_card';--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "custom_offer_max_face_value_pence" integer DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "custom_offer_auto_accept_discount" integer;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD COLUMN "gifting_fee_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD COLUMN "key_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD COLUMN "card_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD COLUMN "counter_discount" integer;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD COLUMN "decided_by_user_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
CREATE INDEX "sandbox_setup_intents_created_idx" ON "sandbox_setup_intents" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_offers_open_per_customer_unique" ON "custom_offers" USING btree ("customer_user_id","campaign_id") WHERE "custom_offers"."status" in ('awaiting_card', 'pending', 'countered', 'accepted', 'awaiting_payment') and "custom_offers"."customer_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_offers_open_per_guest_unique" ON "custom_offers" USING btree (lower("guest_email"),"campaign_id") WHERE "custom_offers"."status" in ('awaiting_card', 'pending', 'countered', 'accepted', 'awaiting_payment') and "custom_offers"."guest_email" is not null;--> statement-breakpoint
CREATE INDEX "custom_offers_charge_payment_idx" ON "custom_offers" USING btree ("charge_payment_id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_custom_offer_settings_check" CHECK ("campaigns"."custom_offer_max_face_value_pence" between 1 and 50000 and ("campaigns"."custom_offer_auto_accept_discount" is null or "campaigns"."custom_offer_auto_accept_discount" between 5 and 95));--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_counter_discount_check" CHECK ("custom_offers"."counter_discount" is null or "custom_offers"."counter_discount" between 5 and 95);--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_gifting_fee_check" CHECK ("custom_offers"."gifting_fee_pence" >= 0);--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_status_check" CHECK ("custom_offers"."status" in ('awaiting_card', 'pending', 'countered', 'accepted', 'awaiting_payment', 'charged', 'declined', 'expired', 'withdrawn', 'failed'));