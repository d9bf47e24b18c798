// What happened, written in the same transaction as the change itself: news never shows an event
// whose change was rolled back, and never misses one that was committed.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { events, goals, tasks } from '../../db/schema.js';

type Handle = Db | Tx;

/** A goal-level event (set, achieved, opened to company) by its owner, at the goal's visibility. */
export async function recordGoalEvent(
  db: Handle,
  kind: 'goal_set' | 'goal_achieved' | 'plan_opened',
  goal: { id: string; userId: string; title: string; visibility: string },
  actorId: string = goal.userId,
) {
  await db
    .insert(events)
    .values({
      actorId,
      kind,
      goalId: goal.id,
      data: { title: goal.title },
      visibility: goal.visibility,
    })
    .onConflictDoNothing();
}

/** A member joined someone's plan (once per person and goal), seen as far as the goal is. */
export async function recordPlanJoined(
  db: Handle,
  userId: string,
  goal: { id: string; userId: string; title: string; visibility: string },
) {
  await db
    .insert(events)
    .values({
      actorId: userId,
      kind: 'plan_joined',
      goalId: goal.id,
      subjectId: goal.userId,
      data: { title: goal.title },
      visibility: goal.visibility,
    })
    .onConflictDoNothing();
}

/** The mentor endorsed the goal: news by the goal's owner (about the mentor), at the goal's visibility. */
export async function recordGoalEndorsed(
  db: Handle,
  mentorId: string,
  goal: { id: string; userId: string; title: string; visibility: string },
  note: string,
) {
  await db
    .insert(events)
    .values({
      actorId: goal.userId,
      kind: 'goal_endorsed',
      goalId: goal.id,
      subjectId: mentorId,
      data: { title: goal.title, note },
      visibility: goal.visibility,
    })
    .onConflictDoNothing();
}

/** "Milestone reached" for each of these participants (once per person and milestone). */
export async function recordMilestoneReached(db: Handle, milestoneId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  const actors = sql.join(
    userIds.map((id) => sql`(${id}::uuid)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${events} (actor_id, kind, goal_id, task_id, data, visibility)
    select a.id, 'milestone_reached', g.id, t.id, jsonb_build_object('title', g.title, 'label', t.label), g.visibility
    from (values ${actors}) as a(id)
    cross join ${tasks} t
    join plans p on p.id = t.plan_id
    join ${goals} g on g.id = p.goal_id
    where t.id = ${milestoneId}
    on conflict do nothing`);
}

/** A goal's events follow its visibility: made private, its news disappears from every feed. */
export async function syncEventVisibility(db: Handle, goalId: string, visibility: string) {
  await db
    .update(events)
    .set({ visibility })
    .where(and(eq(events.goalId, goalId), sql`${events.visibility} <> ${visibility}`));
}
