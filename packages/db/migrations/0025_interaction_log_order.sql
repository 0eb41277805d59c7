DROP INDEX "audit_log_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_list_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);