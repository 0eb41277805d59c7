CREATE TABLE "event_reminder_sends" (
	"reminder_id" text NOT NULL,
	"occurrence" date NOT NULL,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminder_sends_reminder_id_occurrence_pk" PRIMARY KEY("reminder_id","occurrence")
);
--> statement-breakpoint
CREATE TABLE "event_reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"occasion" text NOT NULL,
	"event_date" date NOT NULL,
	"month" smallint NOT NULL,
	"day" smallint NOT NULL,
	"repeats" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_repeats_check" CHECK ("event_reminders"."repeats" in ('yearly', 'once')),
	CONSTRAINT "event_reminders_month_day_check" CHECK ("event_reminders"."month" = extract(month from "event_reminders"."event_date") and "event_reminders"."day" = extract(day from "event_reminders"."event_date")),
	CONSTRAINT "event_reminders_text_check" CHECK (char_length("event_reminders"."name") between 1 and 240 and char_length("event_reminders"."occasion") between 1 and 240)
);
--> statement-breakpoint
ALTER TABLE "event_reminder_sends" ADD CONSTRAINT "event_reminder_sends_reminder_id_event_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."event_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_reminders_user_idx" ON "event_reminders" USING btree ("user_id","event_date");--> statement-breakpoint
CREATE INDEX "event_reminders_month_day_idx" ON "event_reminders" USING btree ("month","day");