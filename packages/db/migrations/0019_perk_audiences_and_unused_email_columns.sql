-- A perk made for one company becomes a perk for the companies chosen, that one.
INSERT INTO "perk_companies" ("perk_id", "company_id")
  SELECT "id", "company_id" FROM "perks" WHERE "company_id" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "perks" SET "audience" = 'chosen' WHERE "company_id" IS NOT NULL;--> statement-breakpoint
-- email_templates holds each trigger's wording; email_notifications was never used.
DROP TABLE "email_notifications" CASCADE;--> statement-breakpoint
ALTER TABLE "perks" DROP CONSTRAINT "perks_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "email_templates" DROP COLUMN "html";--> statement-breakpoint
ALTER TABLE "email_templates" DROP COLUMN "text";--> statement-breakpoint
ALTER TABLE "perks" DROP COLUMN "company_id";
