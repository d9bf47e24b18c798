CREATE TABLE "mentor_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentee_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "task_comments" DROP CONSTRAINT "task_comments_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "task_comments" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "guide" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_invites" ADD CONSTRAINT "mentor_invites_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_invites" ADD CONSTRAINT "mentor_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_invites_token_key" ON "mentor_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "mentor_invites_mentee_idx" ON "mentor_invites" USING btree ("mentee_id") WHERE "mentor_invites"."revoked_at" is null and "mentor_invites"."accepted_at" is null;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The mentors nobody can sign in as (the seeded ones: no password, no Google account) are the built-in guides.
UPDATE "mentor_profiles" SET "guide" = true FROM "users" WHERE "users"."id" = "mentor_profiles"."user_id" AND "users"."password_hash" IS NULL AND "users"."google_sub" IS NULL;
