CREATE TABLE "campaign_step_sales" (
	"company_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"step" integer NOT NULL,
	"vouchers_sold" integer DEFAULT 0 NOT NULL,
	"vouchers_redeemed" integer DEFAULT 0 NOT NULL,
	"face_value_pence" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_step_sales_company_id_campaign_id_step_pk" PRIMARY KEY("company_id","campaign_id","step")
);
--> statement-breakpoint
ALTER TABLE "campaign_step_sales" ADD CONSTRAINT "campaign_step_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_step_sales" ADD CONSTRAINT "campaign_step_sales_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_admin_list_idx" ON "customers" USING btree ("created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_listed_popular_idx" ON "campaigns" USING btree ("sales_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "campaigns"."status" = 'live' and "campaigns"."is_active" and not "campaigns"."frozen";--> statement-breakpoint
CREATE INDEX "campaigns_listed_newest_idx" ON "campaigns" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "campaigns"."status" = 'live' and "campaigns"."is_active" and not "campaigns"."frozen";--> statement-breakpoint
CREATE INDEX "campaigns_company_created_idx" ON "campaigns" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_admin_list_idx" ON "payments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vouchers_company_open_expiry_idx" ON "vouchers" USING btree ("company_id","expires_at") WHERE "vouchers"."used_at" is null and "vouchers"."cancelled_at" is null;
--> statement-breakpoint
-- The dashboard's counters (ADR 044) follow every voucher write, in its transaction: a voucher
-- counts while it is not cancelled; redeemed once used. An UPDATE takes the old row out and puts
-- the new one in, so a redemption, cancellation, refund or any other change lands exactly.
CREATE OR REPLACE FUNCTION campaign_step_sales_count(v vouchers, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF v.cancelled_at IS NOT NULL THEN
    RETURN;
  END IF;
  INSERT INTO campaign_step_sales AS s
    (company_id, campaign_id, step, vouchers_sold, vouchers_redeemed, face_value_pence)
  VALUES (
    v.company_id, v.campaign_id, v.step, sign,
    CASE WHEN v.used_at IS NULL THEN 0 ELSE sign END,
    sign * v.face_value_pence
  )
  ON CONFLICT (company_id, campaign_id, step) DO UPDATE SET
    vouchers_sold = s.vouchers_sold + excluded.vouchers_sold,
    vouchers_redeemed = s.vouchers_redeemed + excluded.vouchers_redeemed,
    face_value_pence = s.face_value_pence + excluded.face_value_pence;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vouchers_campaign_step_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (OLD.company_id, OLD.campaign_id, OLD.step, OLD.face_value_pence,
         OLD.used_at IS NULL, OLD.cancelled_at IS NULL)
      IS NOT DISTINCT FROM
        (NEW.company_id, NEW.campaign_id, NEW.step, NEW.face_value_pence,
         NEW.used_at IS NULL, NEW.cancelled_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM campaign_step_sales_count(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM campaign_step_sales_count(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vouchers_campaign_step_sales
  AFTER INSERT OR DELETE OR UPDATE OF company_id, campaign_id, step, face_value_pence, used_at, cancelled_at
  ON vouchers FOR EACH ROW EXECUTE FUNCTION vouchers_campaign_step_sales();
--> statement-breakpoint
-- Backfill: the figures as the dashboard summed them until now.
INSERT INTO campaign_step_sales
  (company_id, campaign_id, step, vouchers_sold, vouchers_redeemed, face_value_pence)
SELECT company_id, campaign_id, step, count(*), count(used_at), coalesce(sum(face_value_pence), 0)
FROM vouchers
WHERE cancelled_at IS NULL
GROUP BY company_id, campaign_id, step;
