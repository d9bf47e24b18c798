CREATE TABLE "plan_members" (
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_members_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id"),
	CONSTRAINT "plan_members_role_check" CHECK ("plan_members"."role" in ('owner', 'member'))
);
--> statement-breakpoint
CREATE TABLE "task_progress" (
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_progress_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tombstones" (
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"goal_id" uuid,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tombstones_kind_id_pk" PRIMARY KEY("kind","id"),
	CONSTRAINT "tombstones_kind_check" CHECK ("tombstones"."kind" in ('task'))
);
--> statement-breakpoint
DROP INDEX "tasks_plan_date_idx";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "progression" SET DATA TYPE jsonb USING "progression"::jsonb;--> statement-breakpoint
-- Progression points named the generator's task ids (t1, t2, ...): point them at the real milestone of that date.
UPDATE "plans" p SET "progression" = jsonb_set(p."progression", '{points}', coalesce((
  SELECT jsonb_agg(jsonb_set(e.pt, '{taskId}', coalesce((
    SELECT to_jsonb(t."id"::text) FROM "tasks" t
    WHERE t."plan_id" = p."id" AND t."parent_id" IS NULL AND t."date" = (e.pt->>'date')::date
    ORDER BY t."position" LIMIT 1), 'null'::jsonb)) ORDER BY e.ord)
  FROM jsonb_array_elements(p."progression"->'points') WITH ORDINALITY AS e(pt, ord)), '[]'::jsonb))
WHERE jsonb_typeof(p."progression"->'points') = 'array';--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_members" ADD CONSTRAINT "plan_members_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_members" ADD CONSTRAINT "plan_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_progress" ADD CONSTRAINT "task_progress_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_progress" ADD CONSTRAINT "task_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tombstones" ADD CONSTRAINT "tombstones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_members_user_idx" ON "plan_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "task_progress_user_completed_idx" ON "task_progress" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "tombstones_user_deleted_idx" ON "tombstones" USING btree ("user_id","deleted_at");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_resets_expires_at_idx" ON "password_resets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "goals_user_updated_idx" ON "goals" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "tasks_parent_id_idx" ON "tasks" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "tasks_plan_date_all_idx" ON "tasks" USING btree ("plan_id","date");--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_status_check" CHECK ("goals"."status" in ('active', 'completed', 'abandoned'));--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_visibility_check" CHECK ("goals"."visibility" in ('public', 'followers', 'private'));--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_category_check" CHECK ("goals"."category" in ('self-development', 'finances', 'career', 'health', 'relationships', 'creativity', 'spirituality', 'hobbies', 'technology', 'science'));--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_language_check" CHECK ("goals"."language" in ('en', 'ru'));--> statement-breakpoint
-- Every plan's owner is its first member; their ticks become their progress rows.
INSERT INTO "plan_members" ("plan_id", "user_id", "role", "joined_at", "last_active_at")
SELECT p."id", g."user_id", 'owner', p."generated_at", g."updated_at" FROM "plans" p JOIN "goals" g ON g."id" = p."goal_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "task_progress" ("task_id", "user_id", "completed_at")
SELECT t."id", g."user_id", coalesce(t."completed_at", t."created_at")
FROM "tasks" t JOIN "plans" p ON p."id" = t."plan_id" JOIN "goals" g ON g."id" = p."goal_id"
WHERE t."completed"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Close gaps and duplicates that concurrent writes may have left, then make sibling positions unique.
UPDATE "tasks" t SET "position" = r.rn - 1
FROM (SELECT "id", row_number() OVER (PARTITION BY "plan_id", "parent_id" ORDER BY "position", "created_at", "id") AS rn FROM "tasks") r
WHERE r."id" = t."id" AND t."position" <> r.rn - 1;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_sibling_position_key"
  UNIQUE NULLS NOT DISTINCT ("plan_id", "parent_id", "position") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- Every change raises the row's version and updated_at: what an offline client compares to sync.
CREATE OR REPLACE FUNCTION "stepwise_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  NEW."updated_at" := now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "goals_touch" BEFORE UPDATE ON "goals" FOR EACH ROW EXECUTE FUNCTION "stepwise_touch"();--> statement-breakpoint
CREATE TRIGGER "tasks_touch" BEFORE UPDATE ON "tasks" FOR EACH ROW EXECUTE FUNCTION "stepwise_touch"();