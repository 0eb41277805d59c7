CREATE TABLE "gift_links" (
	"voucher_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "gift_links" ADD CONSTRAINT "gift_links_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_links_token_hash_unique" ON "gift_links" USING btree ("token_hash");