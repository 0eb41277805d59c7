CREATE TABLE "page_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"saved_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perk_companies" (
	"perk_id" text NOT NULL,
	"company_id" text NOT NULL,
	CONSTRAINT "perk_companies_perk_id_company_id_pk" PRIMARY KEY("perk_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_expiry_reminders" (
	"voucher_id" text NOT NULL,
	"kind" text NOT NULL,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_expiry_reminders_voucher_id_kind_pk" PRIMARY KEY("voucher_id","kind"),
	CONSTRAINT "voucher_expiry_reminders_kind_check" CHECK ("voucher_expiry_reminders"."kind" in ('30d', '7d'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "press_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company_notification_recipients" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_notifications" ADD COLUMN "audience" text DEFAULT 'chosen' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_notifications" ADD COLUMN "category_id" text;--> statement-breakpoint
ALTER TABLE "company_notifications" ADD COLUMN "emailed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "content" text NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "updated_by_user_id" text;--> statement-breakpoint
ALTER TABLE "perks" ADD COLUMN "partner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "perks" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "perks" ADD COLUMN "audience" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "perks" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "perks" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_companies" ADD CONSTRAINT "perk_companies_perk_id_perks_id_fk" FOREIGN KEY ("perk_id") REFERENCES "public"."perks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_companies" ADD CONSTRAINT "perk_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_versions_page_idx" ON "page_versions" USING btree ("page_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "perk_companies_company_idx" ON "perk_companies" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perks" ADD CONSTRAINT "perks_audience_check" CHECK ("perks"."audience" in ('all', 'chosen'));