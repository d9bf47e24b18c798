CREATE TABLE "nudges" (
	"plan_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"day" date NOT NULL,
	"from_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nudges_plan_id_to_id_day_pk" PRIMARY KEY("plan_id","to_id","day"),
	CONSTRAINT "nudges_not_self_check" CHECK ("nudges"."from_id" <> "nudges"."to_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "plan_members" ADD COLUMN "nudges_muted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nudges" ADD CONSTRAINT "nudges_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudges" ADD CONSTRAINT "nudges_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudges" ADD CONSTRAINT "nudges_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nudges_from_idx" ON "nudges" USING btree ("from_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('new_follower', 'message', 'mentor_comment', 'mentor_suggestion', 'achievement', 'plan_joined', 'kudos', 'new_mentee', 'endorsement', 'suggestion_decided', 'member_comment', 'plan_left', 'plan_removed', 'plan_private', 'nudge'));