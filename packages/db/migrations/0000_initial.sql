-- pg_trgm backs the case-insensitive substring search indexes (gin_trgm_ops). Added by hand:
-- drizzle-kit does not manage extensions. PGlite loads it via the client's `extensions` option.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text
);
--> statement-breakpoint
CREATE TABLE "two_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audience" text DEFAULT 'customer' NOT NULL,
	"role" text DEFAULT 'user',
	"role_class" text,
	"two_factor_enabled" boolean DEFAULT false,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"is_anonymous" boolean DEFAULT false,
	"phone_number" text,
	"phone_number_verified" boolean,
	CONSTRAINT "user_audience_check" CHECK ("user"."audience" in ('customer', 'business')),
	CONSTRAINT "user_role_class_check" CHECK ("user"."role_class" is null or "user"."role_class" in ('admin', 'company'))
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email_lower" text NOT NULL,
	"pending_email" text,
	"status" text DEFAULT 'approved' NOT NULL,
	"tester" boolean DEFAULT false NOT NULL,
	"buying_enabled" boolean DEFAULT true NOT NULL,
	"redemptions_enabled" boolean DEFAULT true NOT NULL,
	"gifting_fee_pence" integer,
	"last_active" timestamp with time zone,
	"last_web_active" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_status_check" CHECK ("customers"."status" in ('approved', 'denied')),
	CONSTRAINT "customers_gifting_fee_check" CHECK ("customers"."gifting_fee_pence" is null or "customers"."gifting_fee_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_campaign_id_pk" PRIMARY KEY("user_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"permission_level_id" text,
	"last_activity" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trading_name" text,
	"website" text,
	"description" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"primary_image_url" text,
	"voucher_image_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_status" text DEFAULT 'offline' NOT NULL,
	"payment_account_id" text,
	"payments_enabled" boolean DEFAULT false NOT NULL,
	"redemptions_enabled" boolean DEFAULT true NOT NULL,
	"commission_percent" integer DEFAULT 0 NOT NULL,
	"registered_number" text,
	"contact_email" text,
	"contact_phone" text,
	"address_line_1" text,
	"address_line_2" text,
	"city" text,
	"postcode" text,
	"country" text DEFAULT 'GB' NOT NULL,
	"auto_accept_offers" boolean DEFAULT false NOT NULL,
	"max_auto_accept_discount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('pending', 'approved', 'denied')),
	CONSTRAINT "companies_current_status_check" CHECK ("companies"."current_status" in ('online', 'offline')),
	CONSTRAINT "companies_commission_check" CHECK ("companies"."commission_percent" between 0 and 100),
	CONSTRAINT "companies_max_auto_accept_discount_check" CHECK ("companies"."max_auto_accept_discount" is null or "companies"."max_auto_accept_discount" between 5 and 95)
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role_in_company" text NOT NULL,
	"permission_level_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_value" integer DEFAULT 0 NOT NULL,
	"audience" text NOT NULL,
	"company_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permission_levels_audience_check" CHECK ("permission_levels"."audience" in ('company', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "campaign_categories" (
	"campaign_id" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "campaign_categories_campaign_id_category_id_pk" PRIMARY KEY("campaign_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"face_value_1_pence" integer NOT NULL,
	"face_value_2_pence" integer NOT NULL,
	"face_value_3_pence" integer NOT NULL,
	"discount_1" integer NOT NULL,
	"discount_2" integer NOT NULL,
	"discount_3" integer NOT NULL,
	"total_value_pence" integer NOT NULL,
	"sales_value_left_1_pence" integer NOT NULL,
	"sales_value_left_2_pence" integer NOT NULL,
	"sales_value_left_3_pence" integer NOT NULL,
	"expiry_years" integer DEFAULT 1 NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"top_pick" boolean DEFAULT false NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"custom_offers_enabled" boolean DEFAULT false NOT NULL,
	"primary_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('pending', 'live', 'rejected', 'cancelled', 'ended')),
	CONSTRAINT "campaigns_face_values_check" CHECK ("campaigns"."face_value_1_pence" between 1000 and 100000 and "campaigns"."face_value_2_pence" between 1000 and 100000 and "campaigns"."face_value_3_pence" between 1000 and 100000
        and "campaigns"."face_value_1_pence" % 500 = 0 and "campaigns"."face_value_2_pence" % 500 = 0 and "campaigns"."face_value_3_pence" % 500 = 0
        and "campaigns"."face_value_2_pence" >= "campaigns"."face_value_1_pence" + 500 and "campaigns"."face_value_3_pence" >= "campaigns"."face_value_2_pence" + 500),
	CONSTRAINT "campaigns_discounts_check" CHECK ("campaigns"."discount_1" between 5 and 90 and "campaigns"."discount_2" between 5 and 90 and "campaigns"."discount_3" between 5 and 90
        and "campaigns"."discount_1" % 5 = 0 and "campaigns"."discount_2" % 5 = 0 and "campaigns"."discount_3" % 5 = 0
        and "campaigns"."discount_2" >= "campaigns"."discount_1" + 5 and "campaigns"."discount_3" >= "campaigns"."discount_2" + 5),
	CONSTRAINT "campaigns_total_value_check" CHECK ("campaigns"."total_value_pence" > 0),
	CONSTRAINT "campaigns_budgets_check" CHECK ("campaigns"."sales_value_left_1_pence" between 0 and "campaigns"."total_value_pence" and "campaigns"."sales_value_left_2_pence" between 0 and "campaigns"."total_value_pence" and "campaigns"."sales_value_left_3_pence" between 0 and "campaigns"."total_value_pence"),
	CONSTRAINT "campaigns_expiry_years_check" CHECK ("campaigns"."expiry_years" between 1 and 10),
	CONSTRAINT "campaigns_sales_count_check" CHECK ("campaigns"."sales_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"icon_url" text,
	"image_url" text,
	"widget" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"step" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_reservations_status_check" CHECK ("budget_reservations"."status" in ('held', 'committed', 'released')),
	CONSTRAINT "budget_reservations_step_check" CHECK ("budget_reservations"."step" between 1 and 3),
	CONSTRAINT "budget_reservations_amount_check" CHECK ("budget_reservations"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "custom_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_user_id" text,
	"guest_email" text,
	"campaign_id" text NOT NULL,
	"company_id" text NOT NULL,
	"face_value_pence" integer NOT NULL,
	"discount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"setup_payment_id" text,
	"charge_payment_id" text,
	"voucher_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"auto_accepted" boolean DEFAULT false NOT NULL,
	"buy_for" text DEFAULT 'self' NOT NULL,
	"gift_recipient_name" text,
	"gift_recipient_email" text,
	"gift_message" text,
	"gift_deliver_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_offers_status_check" CHECK ("custom_offers"."status" in ('pending', 'accepted', 'declined', 'expired', 'charged', 'failed')),
	CONSTRAINT "custom_offers_face_value_check" CHECK ("custom_offers"."face_value_pence" > 0 and "custom_offers"."face_value_pence" <= 50000),
	CONSTRAINT "custom_offers_discount_check" CHECK ("custom_offers"."discount" between 5 and 95),
	CONSTRAINT "custom_offers_buy_for_check" CHECK ("custom_offers"."buy_for" in ('self', 'gift')),
	CONSTRAINT "custom_offers_buyer_check" CHECK ("custom_offers"."customer_user_id" is not null or "custom_offers"."guest_email" is not null),
	CONSTRAINT "custom_offers_gift_message_length_check" CHECK ("custom_offers"."gift_message" is null or char_length("custom_offers"."gift_message") <= 800)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"provider_setup_id" text,
	"provider_customer_id" text,
	"provider_payment_method_id" text,
	"connected_account_id" text,
	"kind" text DEFAULT 'payment' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"amount_pence" integer NOT NULL,
	"voucher_amount_pence" integer NOT NULL,
	"gifting_amount_pence" integer DEFAULT 0 NOT NULL,
	"application_fee_pence" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"amount_captured_pence" integer DEFAULT 0 NOT NULL,
	"amount_refunded_pence" integer DEFAULT 0 NOT NULL,
	"user_id" text,
	"guest_email" text,
	"campaign_id" text NOT NULL,
	"company_id" text NOT NULL,
	"step" integer NOT NULL,
	"slot" integer,
	"face_value_pence" integer NOT NULL,
	"discount" integer NOT NULL,
	"buy_for" text DEFAULT 'self' NOT NULL,
	"gifting_data" jsonb,
	"idempotency_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('stripe', 'sandbox')),
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('payment', 'setup')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'succeeded', 'payment_failed', 'cancelled')),
	CONSTRAINT "payments_buy_for_check" CHECK ("payments"."buy_for" in ('self', 'gift')),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" = 'GBP'),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount_pence" >= 0 and "payments"."voucher_amount_pence" >= 0 and "payments"."gifting_amount_pence" >= 0 and "payments"."application_fee_pence" >= 0 and "payments"."amount_captured_pence" >= 0 and "payments"."amount_refunded_pence" >= 0),
	CONSTRAINT "payments_step_check" CHECK ("payments"."step" between 1 and 4),
	CONSTRAINT "payments_slot_check" CHECK ("payments"."slot" is null or "payments"."slot" between 0 and 2),
	CONSTRAINT "payments_buyer_check" CHECK ("payments"."user_id" is not null or "payments"."guest_email" is not null)
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_webhook_events_provider_check" CHECK ("processed_webhook_events"."provider" in ('stripe', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"campaign_id" text NOT NULL,
	"company_id" text NOT NULL,
	"buyer_user_id" text,
	"guest_email" text,
	"step" integer NOT NULL,
	"slot" integer,
	"face_value_pence" integer NOT NULL,
	"discount" integer NOT NULL,
	"price_paid_pence" integer NOT NULL,
	"gifting_fee_pence" integer DEFAULT 0 NOT NULL,
	"buy_for" text DEFAULT 'self' NOT NULL,
	"gift_recipient_name" text,
	"gift_recipient_email" text,
	"gift_message" text,
	"gift_deliver_at" timestamp with time zone,
	"gift_delivered_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_pence" integer,
	"payment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_step_check" CHECK ("vouchers"."step" between 1 and 4),
	CONSTRAINT "vouchers_slot_check" CHECK ("vouchers"."slot" is null or "vouchers"."slot" between 0 and 2),
	CONSTRAINT "vouchers_discount_check" CHECK ("vouchers"."discount" between 5 and 95 and ("vouchers"."step" = 4 or "vouchers"."discount" <= 90)),
	CONSTRAINT "vouchers_face_value_check" CHECK ("vouchers"."face_value_pence" > 0),
	CONSTRAINT "vouchers_amounts_check" CHECK ("vouchers"."price_paid_pence" >= 0 and "vouchers"."gifting_fee_pence" >= 0 and ("vouchers"."refund_pence" is null or "vouchers"."refund_pence" >= 0)),
	CONSTRAINT "vouchers_buy_for_check" CHECK ("vouchers"."buy_for" in ('self', 'gift')),
	CONSTRAINT "vouchers_buyer_check" CHECK ("vouchers"."buyer_user_id" is not null or "vouchers"."guest_email" is not null),
	CONSTRAINT "vouchers_gift_check" CHECK ("vouchers"."buy_for" = 'self' or ("vouchers"."gift_recipient_name" is not null and "vouchers"."gift_recipient_email" is not null)),
	CONSTRAINT "vouchers_gift_message_length_check" CHECK ("vouchers"."gift_message" is null or char_length("vouchers"."gift_message") <= 800)
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_items" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"publication" text NOT NULL,
	"url" text,
	"image_url" text,
	"published_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"video_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" text NOT NULL,
	"tab_info" text NOT NULL,
	"logo_url" text,
	"favicon_url" text,
	"gifting_fee_pence" integer DEFAULT 0 NOT NULL,
	"perks_enabled" boolean DEFAULT true NOT NULL,
	"contact_email" text,
	"postal_address" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1),
	CONSTRAINT "site_settings_gifting_fee_check" CHECK ("site_settings"."gifting_fee_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" text PRIMARY KEY NOT NULL,
	"header" text NOT NULL,
	"image_url" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"actor_label" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"data" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_notification_recipients" (
	"notification_id" text NOT NULL,
	"company_id" text NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "company_notification_recipients_notification_id_company_id_pk" PRIMARY KEY("notification_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "company_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"data" text DEFAULT '' NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"subject" text NOT NULL,
	"content_html" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"shop_url" text,
	"access_token_encrypted" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_kind_check" CHECK ("integrations"."kind" in ('shopify', 'woocommerce', 'manual', 'group', 'custom_api')),
	CONSTRAINT "integrations_status_check" CHECK ("integrations"."status" in ('pending', 'connected', 'error', 'disconnected'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"html" text,
	"template" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_attempts_check" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "perks" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"company_id" text,
	"image_url" text,
	"url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_permission_level_id_permission_levels_id_fk" FOREIGN KEY ("permission_level_id") REFERENCES "public"."permission_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_permission_level_id_permission_levels_id_fk" FOREIGN KEY ("permission_level_id") REFERENCES "public"."permission_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_levels" ADD CONSTRAINT "permission_levels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_categories" ADD CONSTRAINT "campaign_categories_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_categories" ADD CONSTRAINT "campaign_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_reservations" ADD CONSTRAINT "budget_reservations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_reservations" ADD CONSTRAINT "budget_reservations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_customer_user_id_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_setup_payment_id_payments_id_fk" FOREIGN KEY ("setup_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_charge_payment_id_payments_id_fk" FOREIGN KEY ("charge_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_buyer_user_id_user_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_notification_recipients" ADD CONSTRAINT "company_notification_recipients_notification_id_company_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."company_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_notification_recipients" ADD CONSTRAINT "company_notification_recipients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_notifications" ADD CONSTRAINT "company_notifications_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perks" ADD CONSTRAINT "perks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_provider_account_unique" ON "account" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_token_unique" ON "session" USING btree ("token");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_user_idx" ON "two_factor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_secret_idx" ON "two_factor" USING btree ("secret");--> statement-breakpoint
CREATE UNIQUE INDEX "user_email_unique" ON "user" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "user_phone_number_unique" ON "user" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "customers_email_lower_idx" ON "customers" USING btree ("email_lower");--> statement-breakpoint
CREATE INDEX "favourites_campaign_idx" ON "favourites" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_company_user_unique" ON "company_members" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "company_members_user_idx" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "permission_levels_audience_idx" ON "permission_levels" USING btree ("audience","company_id");--> statement-breakpoint
CREATE INDEX "campaign_categories_category_idx" ON "campaign_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_company_name_unique" ON "campaigns" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "campaigns_visibility_idx" ON "campaigns" USING btree ("status","is_active","frozen");--> statement-breakpoint
CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_sales_count_idx" ON "campaigns" USING btree ("sales_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_company_idx" ON "campaigns" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "campaigns_name_trgm_idx" ON "campaigns" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_description_trgm_idx" ON "campaigns" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_keywords_idx" ON "campaigns" USING gin ("keywords");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_key_unique" ON "categories" USING btree ("key");--> statement-breakpoint
CREATE INDEX "categories_enabled_sort_idx" ON "categories" USING btree ("enabled","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_reservations_payment_unique" ON "budget_reservations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "budget_reservations_held_expiry_idx" ON "budget_reservations" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "budget_reservations_campaign_idx" ON "budget_reservations" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "custom_offers_company_status_idx" ON "custom_offers" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "custom_offers_status_expiry_idx" ON "custom_offers" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "custom_offers_customer_idx" ON "custom_offers" USING btree ("customer_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "custom_offers_campaign_idx" ON "custom_offers" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_id_unique" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_setup_id_unique" ON "payments" USING btree ("provider_setup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_unique" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_company_idx" ON "payments" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_campaign_idx" ON "payments" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "processed_webhook_events_event_unique" ON "processed_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_unique" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_payment_unique" ON "vouchers" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "vouchers_buyer_payment_date_idx" ON "vouchers" USING btree ("buyer_user_id","payment_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vouchers_campaign_buyer_idx" ON "vouchers" USING btree ("campaign_id","buyer_user_id");--> statement-breakpoint
CREATE INDEX "vouchers_company_idx" ON "vouchers" USING btree ("company_id","payment_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vouchers_guest_email_idx" ON "vouchers" USING btree (lower("guest_email"),"campaign_id");--> statement-breakpoint
CREATE INDEX "vouchers_gift_pending_idx" ON "vouchers" USING btree ("gift_deliver_at") WHERE "vouchers"."buy_for" = 'gift' and "vouchers"."gift_delivered_at" is null;--> statement-breakpoint
CREATE INDEX "faqs_sort_idx" ON "faqs" USING btree ("enabled","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_unique" ON "pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "press_items_sort_idx" ON "press_items" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "stories_published_at_idx" ON "stories" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_notification_recipients_company_idx" ON "company_notification_recipients" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "email_notifications_trigger_idx" ON "email_notifications" USING btree ("trigger");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_key_unique" ON "email_templates" USING btree ("key");--> statement-breakpoint
CREATE INDEX "integrations_company_idx" ON "integrations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_created_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree (lower("to"),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "perks_enabled_sort_idx" ON "perks" USING btree ("enabled","sort_order");