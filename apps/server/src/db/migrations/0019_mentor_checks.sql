CREATE TABLE "mentee_alerts" (
	"goal_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"alerted_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "mentee_alerts_goal_id_mentor_id_pk" PRIMARY KEY("goal_id","mentor_id"),
	CONSTRAINT "mentee_alerts_reason_check" CHECK ("mentee_alerts"."reason" in ('forecast', 'idle'))
);
--> statement-breakpoint
CREATE TABLE "mentor_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_on_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mentee_alerts" ADD CONSTRAINT "mentee_alerts_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentee_alerts" ADD CONSTRAINT "mentee_alerts_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_digests" ADD CONSTRAINT "mentor_digests_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentee_alerts_mentor_idx" ON "mentee_alerts" USING btree ("mentor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_digests_mentor_week_key" ON "mentor_digests" USING btree ("mentor_id","week_start");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('new_follower', 'message', 'mentor_comment', 'mentor_suggestion', 'achievement', 'plan_joined', 'kudos', 'new_mentee', 'endorsement', 'suggestion_decided', 'member_comment', 'plan_left', 'plan_removed', 'plan_private', 'nudge', 'mentee_behind', 'mentor_digest'));