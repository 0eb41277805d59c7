-- The admin levels' areas follow the admin menu (issue 16): 'roles' becomes 'admins', 'auditLog'
-- becomes 'interactionLog', and 'settings' (gifting and perks lived there) grants both.
UPDATE "permission_levels"
SET "permissions" = jsonb_strip_nulls(
      ("permissions" - 'roles' - 'auditLog' - 'settings')
      || jsonb_build_object(
        'admins', "permissions" -> 'roles',
        'interactionLog', "permissions" -> 'auditLog',
        'gifting', "permissions" -> 'settings',
        'perks', "permissions" -> 'settings'
      )
    )
WHERE "audience" = 'admin';--> statement-breakpoint
UPDATE "permission_levels" AS l
SET "sort_value" = COALESCE((SELECT sum(v::int) FROM jsonb_each_text(l."permissions") AS e(k, v) WHERE v IN ('1', '2')), 0)
WHERE l."audience" = 'admin';--> statement-breakpoint
-- Every admin account has its admins row; one without gets the most powerful admin level, as it
-- had every right before levels were enforced.
INSERT INTO "admins" ("user_id", "permission_level_id")
SELECT u."id", (SELECT "id" FROM "permission_levels" WHERE "audience" = 'admin' ORDER BY "sort_value" DESC LIMIT 1)
FROM "user" u
WHERE u."role_class" = 'admin'
ON CONFLICT ("user_id") DO NOTHING;
