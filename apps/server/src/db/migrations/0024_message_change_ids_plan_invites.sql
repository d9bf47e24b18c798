ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "plan_offers" ADD COLUMN "invite_token" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "change_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_offers_invite_token_key" ON "plan_offers" USING btree ("invite_token");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_change_key" ON "messages" USING btree ("sender_id","change_id") WHERE "messages"."change_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('new_follower', 'message', 'mentor_comment', 'mentor_suggestion', 'achievement', 'plan_joined', 'kudos', 'new_mentee', 'endorsement', 'suggestion_decided', 'member_comment', 'plan_left', 'plan_removed', 'plan_private', 'nudge', 'mentee_behind', 'mentor_digest', 'mentor_left', 'mentor_invite_accepted', 'guide_tip'));