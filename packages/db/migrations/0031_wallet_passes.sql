CREATE TABLE "apple_pass_registrations" (
	"device_library_identifier" text NOT NULL,
	"voucher_id" text NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apple_pass_registrations_device_library_identifier_voucher_id_pk" PRIMARY KEY("device_library_identifier","voucher_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"voucher_id" text PRIMARY KEY NOT NULL,
	"apple_issued_at" timestamp with time zone,
	"google_object_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apple_pass_registrations" ADD CONSTRAINT "apple_pass_registrations_voucher_id_wallet_passes_voucher_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."wallet_passes"("voucher_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apple_pass_registrations_voucher_idx" ON "apple_pass_registrations" USING btree ("voucher_id");