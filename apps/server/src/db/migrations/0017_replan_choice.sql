CREATE TABLE "replans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"deadline_before" date,
	"rhythm_before" jsonb,
	"change_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "rhythm" jsonb;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "replans" ADD CONSTRAINT "replans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replans" ADD CONSTRAINT "replans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replans_plan_idx" ON "replans" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "replans_user_change_key" ON "replans" USING btree ("user_id","change_id") WHERE "replans"."change_id" is not null;