-- Substring search in a campaign's keywords (spec §5 "Search"), indexed with trigrams like the
-- company name and description. array_to_string is only STABLE, so an index cannot use it
-- directly: this IMMUTABLE wrapper (safe for text[], whose output does not depend on settings)
-- joins the keywords with newlines. Added by hand: drizzle-kit does not emit functions.
CREATE OR REPLACE FUNCTION campaign_keywords_text(keywords text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(keywords, E'\n') $$;--> statement-breakpoint
CREATE INDEX "campaigns_keywords_trgm_idx" ON "campaigns" USING gin (campaign_keywords_text("keywords") gin_trgm_ops);
