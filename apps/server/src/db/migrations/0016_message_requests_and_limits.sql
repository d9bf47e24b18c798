CREATE TABLE "login_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "request_for" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "request_declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "login_devices_token_hash_key" ON "login_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "login_devices_user_idx" ON "login_devices" USING btree ("user_id","last_used_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_request_for_users_id_fk" FOREIGN KEY ("request_for") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_request_idx" ON "conversations" USING btree ("request_for","last_message_at" DESC NULLS LAST) WHERE "conversations"."request_for" is not null;--> statement-breakpoint
CREATE INDEX "notifications_pair_idx" ON "notifications" USING btree ("user_id","actor_id","created_at" DESC NULLS LAST) WHERE "notifications"."actor_id" is not null;