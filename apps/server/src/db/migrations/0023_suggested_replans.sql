ALTER TABLE "task_suggestions" ADD COLUMN "replan" jsonb;--> statement-breakpoint
ALTER TABLE "task_suggestions" ADD COLUMN "replan_id" uuid;--> statement-breakpoint
ALTER TABLE "task_suggestions" ADD CONSTRAINT "task_suggestions_replan_id_replans_id_fk" FOREIGN KEY ("replan_id") REFERENCES "public"."replans"("id") ON DELETE set null ON UPDATE no action;