DROP INDEX "campaigns_company_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_one_pending_per_company" ON "campaigns" USING btree ("company_id") WHERE "campaigns"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_company_name_unique" ON "campaigns" USING btree ("company_id",lower("name")) WHERE "campaigns"."status" not in ('cancelled', 'rejected');