CREATE TABLE "pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"started_on" date NOT NULL,
	"until" date,
	"reason" text DEFAULT '' NOT NULL,
	"ended_on" date,
	"shifted_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pauses_reason_check" CHECK (char_length("pauses"."reason") <= 500),
	CONSTRAINT "pauses_dates_check" CHECK ("pauses"."until" is null or "pauses"."until" > "pauses"."started_on")
);
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_status_check";--> statement-breakpoint
ALTER TABLE "pauses" ADD CONSTRAINT "pauses_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pauses" ADD CONSTRAINT "pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pauses_open_key" ON "pauses" USING btree ("plan_id","user_id") WHERE "pauses"."ended_on" is null;--> statement-breakpoint
CREATE INDEX "pauses_user_idx" ON "pauses" USING btree ("user_id","started_on");--> statement-breakpoint
CREATE INDEX "pauses_until_idx" ON "pauses" USING btree ("until") WHERE "pauses"."ended_on" is null and "pauses"."until" is not null;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_status_check" CHECK ("goals"."status" in ('active', 'paused', 'completed', 'abandoned'));