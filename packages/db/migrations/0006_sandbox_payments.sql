CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"application_fee_pence" integer NOT NULL,
	"currency" text NOT NULL,
	"connected_account_id" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text NOT NULL,
	"card_last4" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_payment_intents_status_check" CHECK ("sandbox_payment_intents"."status" in ('requires_payment_method', 'requires_action', 'succeeded', 'canceled')),
	CONSTRAINT "sandbox_payment_intents_amount_check" CHECK ("sandbox_payment_intents"."amount_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_secret_hash" text;--> statement-breakpoint
CREATE INDEX "sandbox_payment_intents_created_idx" ON "sandbox_payment_intents" USING btree ("created_at");