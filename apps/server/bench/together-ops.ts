// The hot reads that came with plans in company, mentoring, achievements and the bell,
// through the real services as their GraphQL fields batch them (one call per loader): the plans page's
// company panel (myCompanyGoals) and joined plans (joinedGoals), a profile's open offers, a profile's
// achievements (a stranger's view and one's own), a mentor's mentees and the bell (unread count and the
// first page). Timed by scale.bench.ts, their plans checked by test/explain-together.test.ts.
import type pg from 'pg';
import type { Db } from '../src/db/client.js';
import { achievementsOf } from '../src/modules/achievements/achievements.service.js';
import {
  companyGoals,
  joinedGoals,
  membersOf,
  milestoneProgressOf,
  rolesOf,
} from '../src/modules/company/members.service.js';
import { offersOf, profileOffers } from '../src/modules/company/offers.service.js';
import { progressOf, tasksOf } from '../src/modules/goals/goal-reads.service.js';
import { commentCounts } from '../src/modules/mentors/comments.service.js';
import { endorsementsOf, listMentees } from '../src/modules/mentors/mentoring.service.js';
import { pendingSuggestions } from '../src/modules/mentors/suggestions.service.js';
import { listNotifications, unreadCount } from '../src/modules/notifications/notifications.service.js';
import type { Operation } from './scale-ops.js';
import { SCALE_DOMAIN } from './seed-kit.js';

/** Whom the together operations act as. */
export interface TogetherSubject {
  /** A member of someone else's plan: opens the plans page (joined plans). */
  memberId: string;
  memberTimezone: string;
  /** An owner whose plan has company (an offer and members): the company panel, and their profile's offers. */
  ownerId: string;
  ownerTimezone: string;
  ownerUsername: string;
  /** That owner's goals (the plans page's, up to 100) and all their tasks. */
  ownerGoalIds: string[];
  ownerTaskIds: string[];
  /** Someone else looking at that owner's profile. */
  viewerId: string;
  /** A mentor with mentees. */
  mentorId: string;
  /** Anyone: the bell. */
  bellUserId: string;
}

/** GoalFields, CompanyFields and TaskFields of a list of goals, as the loaders batch them for one request. */
async function goalsWithCompany(db: Db, goalIds: string[], viewer: { id: string; timezone: string }) {
  const [progress, tasks, endorsements, suggestions, offers, members, roles] = await Promise.all([
    progressOf(db, goalIds, viewer.id),
    tasksOf(db, goalIds, viewer.id),
    endorsementsOf(db, goalIds),
    pendingSuggestions(db, viewer.id, goalIds),
    offersOf(db, goalIds),
    membersOf(db, goalIds, viewer),
    rolesOf(db, goalIds, viewer.id),
  ]);
  const all = [...tasks.values()].flat();
  const planIds = [...new Set(all.map((t) => t.planId))];
  const [comments, milestones] = await Promise.all([
    commentCounts(
      db,
      viewer.id,
      all.map((t) => t.id),
    ),
    milestoneProgressOf(db, planIds, viewer.id),
  ]);
  return { progress, tasks, endorsements, suggestions, offers, members, roles, comments, milestones };
}

export const togetherOperations: Operation<TogetherSubject>[] = [
  {
    // MyPlans' GoalFields and TaskFields beyond goals, tasks and progress (timed as 'plans' in scale-ops.ts):
    // each goal's endorsement and pending suggestions, each task's comment count, for the plans' owner.
    name: 'plans extras',
    run: (db, s) =>
      Promise.all([
        endorsementsOf(db, s.ownerGoalIds),
        pendingSuggestions(db, s.ownerId, s.ownerGoalIds),
        commentCounts(db, s.ownerId, s.ownerTaskIds),
      ]),
  },
  {
    // query PlansCompany { myCompanyGoals { ...CompanyFields } }: offer, members, tasks' memberProgress.
    name: 'company',
    run: async (db, s) => {
      const goals = await companyGoals(db, s.ownerId);
      const ids = goals.map((g) => g.id);
      const viewer = { id: s.ownerId, timezone: s.ownerTimezone };
      const [offers, members, roles, tasks] = await Promise.all([
        offersOf(db, ids),
        membersOf(db, ids, viewer),
        rolesOf(db, ids, s.ownerId),
        tasksOf(db, ids, s.ownerId),
      ]);
      const planIds = [...new Set([...tasks.values()].flat().map((t) => t.planId))];
      return { goals, offers, members, roles, milestones: await milestoneProgressOf(db, planIds, s.ownerId) };
    },
  },
  {
    // query JoinedPlans { joinedGoals { ...GoalFields ...CompanyFields tasks { ...TaskFields } } }
    name: 'joined',
    run: async (db, s) => {
      const goals = await joinedGoals(db, s.memberId);
      return goalsWithCompany(
        db,
        goals.map((g) => g.id),
        { id: s.memberId, timezone: s.memberTimezone },
      );
    },
  },
  { name: 'offers', run: (db, s) => profileOffers(db, s.ownerId, s.viewerId) },
  { name: 'achievements', run: (db, s) => achievementsOf(db, s.ownerUsername, s.viewerId) },
  { name: 'my achievements', run: (db, s) => achievementsOf(db, s.ownerUsername, s.ownerId) },
  { name: 'mentees', run: (db, s) => listMentees(db, s.mentorId) },
  {
    // The bell's badge (UnreadNotificationCount) and its first page (Notifications(first: 20)).
    name: 'bell',
    run: (db, s) =>
      Promise.all([unreadCount(db, s.bellUserId), listNotifications(db, s.bellUserId, { first: 20 })]),
  },
];

/**
 * `count` together subjects, random but repeatable: members of others' plans, owners of plans with company
 * and an open offer (with a stranger to view them), mentors with mentees, and anyone for the bell.
 */
export async function pickTogether(pool: pg.Pool, count: number, seed = 1): Promise<TogetherSubject[]> {
  const scale = `u.email like '%@${SCALE_DOMAIN}'`;
  const members = await pool.query<{ id: string; timezone: string }>(
    `select u.id, u.timezone from users u
     where ${scale} and exists (select 1 from plan_members m where m.user_id = u.id and m.role = 'member')
     order by md5(u.id::text || $1) limit $2`,
    [`${seed}-members`, count],
  );
  const owners = await pool.query<{ id: string; timezone: string; username: string }>(
    `select u.id, u.timezone, u.username from users u
     where ${scale} and exists (select 1 from plan_offers o where o.owner_id = u.id and o.closed_at is null)
     order by md5(u.id::text || $1) limit $2`,
    [`${seed}-owners`, count],
  );
  const viewers = await pool.query<{ id: string }>(
    `select u.id from users u where ${scale} order by md5(u.id::text || $1) limit $2`,
    [`${seed}-viewers`, count],
  );
  const mentors = await pool.query<{ id: string }>(
    `select u.id from users u
     where ${scale} and u.is_mentor and exists (select 1 from users e where e.mentor_id = u.id)
     order by md5(u.id::text || $1) limit $2`,
    [`${seed}-mentors`, count],
  );
  if (mentors.rows.length === 0) return [];
  const n = Math.min(members.rows.length, owners.rows.length);
  const plans = await pool.query<{ owner: string; goals: string[]; tasks: string[] }>(
    `select o.id as owner, array_agg(distinct g.id) as goals, array_agg(t.id) as tasks
     from unnest($1::uuid[]) o(id)
     cross join lateral (select g.id from goals g where g.user_id = o.id and g.deleted_at is null
                         order by g.created_at desc limit 100) g
     join plans p on p.goal_id = g.id join tasks t on t.plan_id = p.id
     group by o.id`,
    [owners.rows.slice(0, n).map((o) => o.id)],
  );
  const planOf = new Map(plans.rows.map((r) => [r.owner, r]));
  return Array.from({ length: n }, (_, i) => {
    const owner = owners.rows[i]!;
    const viewer = viewers.rows[i]?.id;
    return {
      ownerGoalIds: planOf.get(owner.id)?.goals ?? [],
      ownerTaskIds: planOf.get(owner.id)?.tasks ?? [],
      memberId: members.rows[i]!.id,
      memberTimezone: members.rows[i]!.timezone,
      ownerId: owner.id,
      ownerTimezone: owner.timezone,
      ownerUsername: owner.username,
      viewerId: viewer && viewer !== owner.id ? viewer : members.rows[i]!.id,
      mentorId: mentors.rows[i % mentors.rows.length]!.id,
      bellUserId: viewers.rows[(i + 1) % viewers.rows.length]!.id,
    };
  });
}

/**
 * Relations a sequential scan must never read in the together operations: those that grow with every user
 * and every tick. The small ones (plan_offers, task_suggestions, goal_endorsements, task_comments: a few
 * thousand rows at full scale) are read by their primary key or an index when they grow; while they are
 * tiny the planner rightly reads them whole (goal_endorsements: 201 rows at 100k users).
 */
export const TOGETHER_GUARDED = [
  'tasks',
  'goals',
  'plans',
  'task_progress',
  'plan_members',
  'kudos',
  'achievements',
  'notifications',
  'events',
  'users',
  'follows',
];
