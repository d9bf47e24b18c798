ALTER TABLE "goals" ADD COLUMN "change_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "change_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "goals_user_change_key" ON "goals" USING btree ("user_id","change_id") WHERE "goals"."change_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_plan_change_key" ON "tasks" USING btree ("plan_id","change_id") WHERE "tasks"."change_id" is not null;