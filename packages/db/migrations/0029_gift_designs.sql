CREATE TABLE "gift_design_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_design_categories_name_check" CHECK (char_length("gift_design_categories"."name") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "gift_designs" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_designs_name_check" CHECK (char_length("gift_designs"."name") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "gift_design_id" text;--> statement-breakpoint
ALTER TABLE "gift_designs" ADD CONSTRAINT "gift_designs_category_id_gift_design_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."gift_design_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_design_categories_sort_idx" ON "gift_design_categories" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "gift_designs_category_sort_idx" ON "gift_designs" USING btree ("category_id","sort_order");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_gift_design_id_gift_designs_id_fk" FOREIGN KEY ("gift_design_id") REFERENCES "public"."gift_designs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vouchers_gift_design_idx" ON "vouchers" USING btree ("gift_design_id") WHERE "vouchers"."gift_design_id" is not null;--> statement-breakpoint
-- ADR 041/056: the public list of gift designs (GET /api/gift-designs) is kept in memory like the
-- catalog's answers; a change to either table bumps the public answers' version.
CREATE CONSTRAINT TRIGGER "gift_design_categories_public_read" AFTER INSERT OR UPDATE OR DELETE ON "gift_design_categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "gift_designs_public_read" AFTER INSERT OR UPDATE OR DELETE ON "gift_designs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE TRIGGER "gift_design_categories_public_read_truncate" AFTER TRUNCATE ON "gift_design_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();--> statement-breakpoint
CREATE TRIGGER "gift_designs_public_read_truncate" AFTER TRUNCATE ON "gift_designs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_read_version"();
