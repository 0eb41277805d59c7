CREATE TABLE "bot_check_solutions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bot_check_solutions_expires_idx" ON "bot_check_solutions" USING btree ("expires_at");