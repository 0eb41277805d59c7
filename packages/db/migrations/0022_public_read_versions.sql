CREATE TABLE "public_read_versions" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"bumped_by" bigint,
	CONSTRAINT "public_read_versions_single_row" CHECK ("public_read_versions"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "public_read_versions" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- ADR 041: every change to what the public answers (catalog, branding) read bumps the version, once per
-- transaction and at its commit (a deferred constraint trigger), so the single row is held only
-- while a transaction commits, not while a purchase or an edit is under way.
-- The new number is also sent as a notification (delivered at commit): an embedded PGlite server
-- learns of it without asking.
CREATE FUNCTION "bump_public_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  UPDATE "public_read_versions"
     SET "version" = "version" + 1, "bumped_by" = txid_current()
   WHERE "id" = 1 AND "bumped_by" IS DISTINCT FROM txid_current()
  RETURNING "version" INTO bumped;
  IF bumped IS NOT NULL THEN
    PERFORM pg_notify('public_read_versions', bumped::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "campaigns_public_read" AFTER INSERT OR UPDATE OR DELETE ON "campaigns" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "companies_public_read" AFTER INSERT OR UPDATE OR DELETE ON "companies" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_public_read" AFTER INSERT OR UPDATE OR DELETE ON "categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "campaign_categories_public_read" AFTER INSERT OR UPDATE OR DELETE ON "campaign_categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "company_sites_public_read" AFTER INSERT OR UPDATE OR DELETE ON "company_sites" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "campaign_sites_public_read" AFTER INSERT OR UPDATE OR DELETE ON "campaign_sites" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "site_settings_public_read" AFTER INSERT OR UPDATE OR DELETE ON "site_settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE TRIGGER "site_settings_public_read_truncate" AFTER TRUNCATE ON "site_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE TRIGGER "campaigns_public_read_truncate" AFTER TRUNCATE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE TRIGGER "companies_public_read_truncate" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE TRIGGER "categories_public_read_truncate" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE TRIGGER "campaign_categories_public_read_truncate" AFTER TRUNCATE ON "campaign_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE TRIGGER "company_sites_public_read_truncate" AFTER TRUNCATE ON "company_sites" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE TRIGGER "campaign_sites_public_read_truncate" AFTER TRUNCATE ON "campaign_sites" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();
