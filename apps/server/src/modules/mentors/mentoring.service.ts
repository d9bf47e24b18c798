// What a mentor does with their mentees: the mentees view and the endorsement of an achieved goal.
// Comment threads under tasks: ./comments.service.ts; suggested tasks: ./suggestions.service.ts.
// Who may do what is decided in policies/mentors.ts; each write records what happened, and its
// notifications, news and achievements follow from the event registry (effects/registry.ts).

import { ACHIEVED_GOAL_STATUS } from '@stepwise/domain/goal-status';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goalStatusIs } from '../../db/goal-status.js';
import { rowsOf } from '../../db/rows.js';
import { goalEndorsements, goals, users } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { badInput } from '../../kernel/errors.js';
import type { PersonRef } from '../../kernel/people.js';
import { goalAsMentor, requireMentor } from '../../policies/mentors.js';
import { notBlockedSql } from '../../policies/people.js';
import type { GoalRow } from '../goals/types.js';

export const person = {
  id: users.id,
  username: users.username,
  name: users.name,
  avatarUrl: users.avatarUrl,
};

// ---------------------------------------------------------------------------------------------------------
// Mentees

export interface MenteeGoal {
  goal: GoalRow;
  overdueCount: number;
}

export interface Mentee {
  person: PersonRef;
  goals: MenteeGoal[];
  overdueCount: number;
  lastActiveAt: Date | null;
  since: Date | null;
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The mentor's mentees, those needing attention first (most overdue steps, then longest without activity):
 * each with every goal (private ones too), overdue steps (undone steps dated before the mentee's today) and
 * last activity (a ticked step or a visit to a plan they follow).
 */
export async function listMentees(db: Db, mentorId: string): Promise<Mentee[]> {
  // Two round trips in line instead of four: the mentor check beside the mentees, their goals beside the
  // overdue counts (each pair on two connections on PostgreSQL; a non-mentor's answer is still FORBIDDEN).
  const peopleQuery = db
    .select({
      ...person,
      lastActiveAt: sql<string | null>`greatest(
        (select max(d.completed_at) from task_progress d where d.user_id = users.id),
        (select max(m.last_active_at) from plan_members m where m.user_id = users.id))`,
      since: sql<string | null>`(select max(e.created_at) from events e
        where e.actor_id = ${mentorId} and e.kind = 'mentee_joined' and e.subject_id = users.id)`,
    })
    .from(users)
    // Someone who blocked their mentor (or was blocked by them) is not listed, whatever their mentor_id says.
    .where(and(eq(users.mentorId, mentorId), notBlockedSql(sql`${users.id}`, mentorId)));
  const [, people] = await Promise.all([requireMentor(db, mentorId), peopleQuery]);
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  const goalsQuery = db
    .select()
    .from(goals)
    .where(and(inArray(goals.userId, ids), isNull(goals.deletedAt)))
    .orderBy(desc(goals.createdAt), desc(goals.id));
  const overdueQuery = db.execute(sql`
    select g.id as goal_id, count(t.id)::int as n
    from goals g
    join users u on u.id = g.user_id
    join plans p on p.goal_id = g.id
    join tasks t on t.plan_id = p.id
    where g.user_id in (${idList(ids)}) and g.deleted_at is null and ${goalStatusIs(sql`g.status`, 'agenda')}
      and t.date < (now() at time zone u.timezone)::date
      and not exists (select 1 from tasks c where c.parent_id = t.id)
      and not exists (select 1 from task_progress d where d.task_id = t.id and d.user_id = g.user_id)
    group by g.id`);
  const [goalRows, overdue] = await Promise.all([goalsQuery, overdueQuery]);
  const overdueOf = new Map(
    rowsOf<{ goal_id: string; n: number }>(overdue).map((r) => [r.goal_id, Number(r.n)]),
  );
  const mentees: Mentee[] = people.map((p) => {
    const own = goalRows
      .filter((g) => g.userId === p.id)
      .map((goal) => ({ goal, overdueCount: overdueOf.get(goal.id) ?? 0 }));
    return {
      person: { id: p.id, username: p.username, name: p.name, avatarUrl: p.avatarUrl },
      goals: own,
      overdueCount: own.reduce((sum, g) => sum + g.overdueCount, 0),
      lastActiveAt: p.lastActiveAt ? new Date(p.lastActiveAt) : null,
      since: p.since ? new Date(p.since) : null,
    };
  });
  return mentees.sort(
    (a, b) =>
      b.overdueCount - a.overdueCount ||
      (a.lastActiveAt?.getTime() ?? 0) - (b.lastActiveAt?.getTime() ?? 0) ||
      a.person.name.localeCompare(b.person.name),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Comments

export interface EndorsementItem {
  goalId: string;
  mentor: PersonRef;
  note: string;
  createdAt: Date;
}

/** Endorsements of many goals in one query (shown wherever the goal is). */
export async function endorsementsOf(
  db: Db,
  goalIds: readonly string[],
): Promise<Map<string, EndorsementItem>> {
  if (goalIds.length === 0) return new Map();
  const rows = await db
    .select({
      goalId: goalEndorsements.goalId,
      note: goalEndorsements.note,
      createdAt: goalEndorsements.createdAt,
      mentor: person,
    })
    .from(goalEndorsements)
    .innerJoin(users, eq(users.id, goalEndorsements.mentorId))
    .where(inArray(goalEndorsements.goalId, [...goalIds]));
  return new Map(rows.map((r) => [r.goalId, r]));
}

/**
 * The mentee's mentor endorses an achieved goal, once: the endorsement, its news ('goal_endorsed', by the
 * mentee, at the goal's visibility), the mentee's notification and the 'endorsed' achievement commit together.
 */
export async function endorseGoal(
  { db, events }: WriteDeps,
  mentorId: string,
  goalId: string,
  note: string | null | undefined,
): Promise<EndorsementItem> {
  const goal = await goalAsMentor(db, mentorId, goalId);
  if (goal.status !== ACHIEVED_GOAL_STATUS) throw badInput('endorseNotCompleted', 'goalId');
  const text = (note ?? '').trim();
  if (text.length > 500) throw badInput('endorseNoteLength', 'note');
  const [endorsement] = await events.transaction(db, async (tx, record) => {
    const [row] = await tx
      .insert(goalEndorsements)
      .values({ goalId: goal.id, mentorId, note: text })
      .onConflictDoNothing()
      .returning();
    if (!row) throw badInput('alreadyEndorsed', 'goalId');
    await record({ type: 'goalEndorsed', mentorId, goal, note: text });
    const [mentor] = await tx.select(person).from(users).where(eq(users.id, mentorId));
    return { goalId: goal.id, mentor: mentor!, note: row.note, createdAt: row.createdAt };
  });
  return endorsement;
}
