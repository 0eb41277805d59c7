CREATE TABLE "campaign_ratings" (
	"id" text PRIMARY KEY NOT NULL,
	"voucher_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text,
	"stars" integer NOT NULL,
	"comment" text,
	"comment_hidden_at" timestamp with time zone,
	"comment_hidden_by" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_ratings_stars_check" CHECK ("campaign_ratings"."stars" between 1 and 5),
	CONSTRAINT "campaign_ratings_comment_length_check" CHECK ("campaign_ratings"."comment" is null or char_length("campaign_ratings"."comment") <= 1000),
	CONSTRAINT "campaign_ratings_reply_check" CHECK (("campaign_ratings"."reply" is null) = ("campaign_ratings"."replied_at" is null) and ("campaign_ratings"."reply" is null or char_length("campaign_ratings"."reply") <= 1000))
);
--> statement-breakpoint
CREATE TABLE "rating_invitations" (
	"voucher_id" text PRIMARY KEY NOT NULL,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "rating_stars_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_ratings" ADD CONSTRAINT "campaign_ratings_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_ratings" ADD CONSTRAINT "campaign_ratings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_ratings" ADD CONSTRAINT "campaign_ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_ratings" ADD CONSTRAINT "campaign_ratings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_ratings" ADD CONSTRAINT "campaign_ratings_comment_hidden_by_user_id_fk" FOREIGN KEY ("comment_hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_ratings" ADD CONSTRAINT "campaign_ratings_replied_by_user_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_invitations" ADD CONSTRAINT "rating_invitations_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_ratings_voucher_unique" ON "campaign_ratings" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "campaign_ratings_campaign_idx" ON "campaign_ratings" USING btree ("campaign_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaign_ratings_company_idx" ON "campaign_ratings" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_ratings_check" CHECK ("campaigns"."rating_count" >= 0 and "campaigns"."rating_stars_total" between "campaigns"."rating_count" and 5 * "campaigns"."rating_count");--> statement-breakpoint
-- ADR 052: a campaign's rating totals follow its ratings, whichever code adds or removes one (a
-- closed account's vouchers, a deleted campaign); the update of the campaign row bumps the public
-- answers' version through campaigns_public_read, so a card shows the new average at once.
CREATE FUNCTION "campaign_ratings_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "campaigns" SET "rating_count" = "rating_count" + 1,
      "rating_stars_total" = "rating_stars_total" + NEW."stars"
     WHERE "id" = NEW."campaign_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "campaigns" SET "rating_count" = "rating_count" - 1,
      "rating_stars_total" = "rating_stars_total" - OLD."stars"
     WHERE "id" = OLD."campaign_id";
  ELSIF NEW."stars" <> OLD."stars" OR NEW."campaign_id" <> OLD."campaign_id" THEN
    UPDATE "campaigns" SET "rating_count" = "rating_count" - 1,
      "rating_stars_total" = "rating_stars_total" - OLD."stars"
     WHERE "id" = OLD."campaign_id";
    UPDATE "campaigns" SET "rating_count" = "rating_count" + 1,
      "rating_stars_total" = "rating_stars_total" + NEW."stars"
     WHERE "id" = NEW."campaign_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_ratings_totals" AFTER INSERT OR UPDATE OR DELETE ON "campaign_ratings" FOR EACH ROW EXECUTE FUNCTION "campaign_ratings_totals"();--> statement-breakpoint
-- ADR 041: the campaign page's public answer reads the ratings (their comments, replies, hiding).
CREATE CONSTRAINT TRIGGER "campaign_ratings_public_read" AFTER INSERT OR UPDATE OR DELETE ON "campaign_ratings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE TRIGGER "campaign_ratings_public_read_truncate" AFTER TRUNCATE ON "campaign_ratings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();
