CREATE TABLE "goal_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"task_id" uuid,
	"measured_on" date NOT NULL,
	"value" double precision NOT NULL,
	"seconds" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_id" uuid,
	CONSTRAINT "goal_results_note_check" CHECK (char_length("goal_results"."note") <= 200),
	CONSTRAINT "goal_results_seconds_check" CHECK ("goal_results"."seconds" is null or "goal_results"."seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "goal_results" ADD CONSTRAINT "goal_results_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_results" ADD CONSTRAINT "goal_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_results" ADD CONSTRAINT "goal_results_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_results_goal_idx" ON "goal_results" USING btree ("goal_id","measured_on");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_results_change_key" ON "goal_results" USING btree ("user_id","change_id") WHERE "goal_results"."change_id" is not null;