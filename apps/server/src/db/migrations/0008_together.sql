CREATE TABLE "achievements" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"goal_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "achievements_key_check" CHECK ("achievements"."key" in ('first_goal', 'first_milestone', 'goal_achieved', 'streak_7', 'streak_30', 'streak_100', 'company_finished', 'endorsed'))
);
--> statement-breakpoint
CREATE TABLE "goal_endorsements" (
	"goal_id" uuid PRIMARY KEY NOT NULL,
	"mentor_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kudos" (
	"plan_id" uuid NOT NULL,
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kudos_plan_id_from_id_to_id_day_pk" PRIMARY KEY("plan_id","from_id","to_id","day"),
	CONSTRAINT "kudos_not_self_check" CHECK ("kudos"."from_id" <> "kudos"."to_id")
);
--> statement-breakpoint
CREATE TABLE "plan_offers" (
	"plan_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"audience" text DEFAULT 'anyone' NOT NULL,
	"member_cap" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "plan_offers_audience_check" CHECK ("plan_offers"."audience" in ('anyone', 'followers')),
	CONSTRAINT "plan_offers_cap_check" CHECK ("plan_offers"."member_cap" is null or "plan_offers"."member_cap" between 1 and 100),
	CONSTRAINT "plan_offers_note_check" CHECK (char_length("plan_offers"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "task_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_comments_body_check" CHECK (char_length("task_comments"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "task_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"parent_id" uuid,
	"mentor_id" uuid NOT NULL,
	"label" text NOT NULL,
	"date" date,
	"time" text,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "task_suggestions_status_check" CHECK ("task_suggestions"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "task_suggestions_label_check" CHECK (char_length("task_suggestions"."label") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
DROP INDEX "events_goal_once";--> statement-breakpoint
ALTER TABLE "plan_members" ADD COLUMN "day_offset" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "accepting" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_endorsements" ADD CONSTRAINT "goal_endorsements_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_endorsements" ADD CONSTRAINT "goal_endorsements_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kudos" ADD CONSTRAINT "kudos_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kudos" ADD CONSTRAINT "kudos_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kudos" ADD CONSTRAINT "kudos_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_offers" ADD CONSTRAINT "plan_offers_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_offers" ADD CONSTRAINT "plan_offers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_suggestions" ADD CONSTRAINT "task_suggestions_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_suggestions" ADD CONSTRAINT "task_suggestions_parent_id_tasks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_suggestions" ADD CONSTRAINT "task_suggestions_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_suggestions" ADD CONSTRAINT "task_suggestions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kudos_to_idx" ON "kudos" USING btree ("to_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "plan_offers_owner_open_idx" ON "plan_offers" USING btree ("owner_id","opened_at" DESC NULLS LAST) WHERE "plan_offers"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "task_comments_task_idx" ON "task_comments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_suggestions_goal_idx" ON "task_suggestions" USING btree ("goal_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "task_suggestions_pending_idx" ON "task_suggestions" USING btree ("goal_id") WHERE "task_suggestions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "events_goal_once" ON "events" USING btree ("actor_id","goal_id","kind") WHERE "events"."kind" in ('goal_set', 'goal_achieved', 'plan_opened', 'plan_joined', 'goal_endorsed');--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('goal_set', 'milestone_reached', 'goal_achieved', 'plan_opened', 'achievement_earned', 'mentee_joined', 'plan_joined', 'goal_endorsed'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('new_follower', 'message', 'mentor_comment', 'mentor_suggestion', 'achievement', 'plan_joined', 'kudos', 'new_mentee', 'endorsement', 'suggestion_decided', 'member_comment', 'plan_left', 'plan_removed'));