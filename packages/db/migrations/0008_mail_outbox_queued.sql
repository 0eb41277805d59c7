ALTER TABLE "mail_outbox" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_unqueued_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."queued_at" is null and "mail_outbox"."status" = 'pending';--> statement-breakpoint
-- Messages written before this column existed were queued when they were written.
UPDATE "mail_outbox" SET "queued_at" = "created_at" WHERE "queued_at" IS NULL;
