-- Privacy follows every change (decision 085), for what was stored before: a private goal's plan keeps no members,
-- nobody stays in the plans of someone a block stands between them and, and a block ends mentoring either way.
-- A member's progress on a plan goes with their membership, as when they leave or are removed.
DELETE FROM "task_progress" tp
USING "tasks" t, "plan_members" pm, "plans" p, "goals" g
WHERE t."id" = tp."task_id" AND pm."plan_id" = t."plan_id" AND pm."user_id" = tp."user_id" AND pm."role" = 'member'
  AND p."id" = pm."plan_id" AND g."id" = p."goal_id"
  AND (g."visibility" = 'private' OR EXISTS (SELECT 1 FROM "blocks" b
    WHERE (b."blocker_id" = g."user_id" AND b."blocked_id" = pm."user_id")
       OR (b."blocker_id" = pm."user_id" AND b."blocked_id" = g."user_id")));
--> statement-breakpoint
DELETE FROM "plan_members" pm
USING "plans" p, "goals" g
WHERE pm."role" = 'member' AND p."id" = pm."plan_id" AND g."id" = p."goal_id"
  AND (g."visibility" = 'private' OR EXISTS (SELECT 1 FROM "blocks" b
    WHERE (b."blocker_id" = g."user_id" AND b."blocked_id" = pm."user_id")
       OR (b."blocker_id" = pm."user_id" AND b."blocked_id" = g."user_id")));
--> statement-breakpoint
UPDATE "plan_offers" o SET "closed_at" = now()
FROM "plans" p, "goals" g
WHERE o."closed_at" IS NULL AND p."id" = o."plan_id" AND g."id" = p."goal_id" AND g."visibility" = 'private';
--> statement-breakpoint
UPDATE "users" u SET "mentor_id" = NULL
WHERE u."mentor_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "blocks" b
  WHERE (b."blocker_id" = u."id" AND b."blocked_id" = u."mentor_id")
     OR (b."blocker_id" = u."mentor_id" AND b."blocked_id" = u."id"));
