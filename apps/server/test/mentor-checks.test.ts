// Mentors notice, over HTTP against buildApp(): the "behind" check and the weekly digest run as the real
// scheduled jobs on the queue (sent with a time, as the schedule sends them without one), and the mentor
// reads the bell and the digest through the API. Steps are laid out and ticks dated by SQL, so the weeks are
// fixed whatever day the test runs; mentees set their own time zones.
// Each test makes dozens of requests and runs jobs through the queue: 2 minutes each on a loaded machine.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../src/jobs/queue.js';
import { behindReason } from '../src/modules/mentors/behind.service.js';
import { MENTEES_BEHIND_QUEUE, MENTOR_DIGEST_QUEUE } from '../src/modules/mentors/mentor-jobs.js';
import { codeOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
let queue: JobQueue;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp: { points: 1000, duration: 60 } } });
  queue = createJobQueue(app.database, { warn: () => undefined } as never, { work: false });
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await app.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;
type Task = { id: string; parentId: string | null; label: string };

const rows = async <T = Record<string, any>>(query: ReturnType<typeof sql>) =>
  ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function ok<T = any>(query: string, variables: Record<string, unknown>, user: User): Promise<T> {
  const res = await app.gql<T>(query, variables, { token: user.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

const PROFILE = 'mutation($input: MentorProfileInput!) { becomeMentor(input: $input) { active } }';
const PICK = 'mutation($id: ID) { selectMentor(mentorId: $id) { mentorId } }';
const ZONE = 'mutation($tz: String) { updateSettings(timezone: $tz) { timezone } }';
const CREATE =
  'mutation($input: GoalInput!) { createGoal(input: $input) { id title tasks { id parentId label } } }';
const TICK = 'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }';
const BELL = `{ notifications(first: 50) { items { id kind goalId title reason days digestId week actor { username } } } }`;
const DIGEST = `query($id: ID) { mentorDigest(id: $id) { id weekStart weekEnd mentees {
  person { username } done { count items { label date } } slipped { count items { label date } }
  goals { goalId state daysBehind } unreadComments latestComment openSuggestions { count items { label } } } } }`;

async function mentorUser() {
  const mentor = await registerUser(app);
  await ok(
    PROFILE,
    { input: { headline: 'Coach', bio: '', categories: ['health'], languages: ['en'] } },
    mentor,
  );
  return mentor;
}

async function menteeOf(mentor: User, timezone = 'UTC') {
  const mentee = await registerUser(app);
  await ok(ZONE, { tz: timezone }, mentee);
  await ok(PICK, { id: mentor.id }, mentee);
  return mentee;
}

const plus = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * A goal whose steps fall one a day from `first` (milestones keep no date), with the first `ticked` of them
 * done on their own day at 10:00 UTC. Returns the steps in date order.
 */
async function dailyGoal(user: User, first: string, ticked: number) {
  const goal = (await ok(CREATE, { input: { text: 'Run 10 km in 2 months', visibility: 'public' } }, user))
    .createGoal as { id: string; title: string; tasks: Task[] };
  const parents = new Set(goal.tasks.map((t) => t.parentId).filter(Boolean));
  const steps = goal.tasks.filter((t) => !parents.has(t.id));
  for (const [i, step] of steps.entries()) {
    await app.database.db.execute(
      sql`update tasks set date = ${plus(first, i)}::date where id = ${step.id}::uuid`,
    );
  }
  await app.database.db.execute(sql`update goals set created_at = ${`${plus(first, -1)}T09:00:00Z`}::timestamptz
    where id = ${goal.id}::uuid`);
  for (const step of steps.slice(0, ticked))
    await tick(user, step.id, `${plus(first, steps.indexOf(step))}T10:00:00Z`);
  return { ...goal, steps };
}

/** Ticks a step through the API, then dates the tick. */
async function tick(user: User, taskId: string, at: string) {
  await ok(TICK, { id: taskId }, user);
  await app.database.db.execute(sql`update task_progress set completed_at = ${at}::timestamptz
    where task_id = ${taskId}::uuid and user_id = ${user.id}::uuid`);
}

/** Sends the job as the schedule would, for the given moment, and waits until a worker finished it. */
async function runJob(name: string, at: string) {
  const id = await queue.send(name, { at });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [job] = await rows<{ state: string }>(sql`select state from pgboss.job where id = ${id}::uuid`);
    if (job?.state === 'completed') return;
    if (job?.state === 'failed') throw new Error(`${name} failed`);
    if (Date.now() > deadline) throw new Error(`${name} did not finish (${job?.state})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const bell = async (user: User) =>
  (await ok(BELL, {}, user)).notifications.items as Array<Record<string, any>>;

describe('a mentee falling behind', () => {
  it('tells the mentor once per goal in a week (the job run twice), again after a week; nobody for an on-pace, blocking or departed mentee', async () => {
    const mentor = await mentorUser();
    const slipping = await menteeOf(mentor);
    const steady = await menteeOf(mentor);
    const blocker = await menteeOf(mentor);
    const leaver = await menteeOf(mentor);
    // Steps daily from 18 May; at 26 May 08:00 the slipping mentee did 2 of 8 due, the steady one all 8.
    const late = await dailyGoal(slipping, '2026-05-18', 2);
    const kept = await dailyGoal(steady, '2026-05-18', 8);
    const blocked = await dailyGoal(blocker, '2026-05-18', 1);
    const left = await dailyGoal(leaver, '2026-05-18', 1);
    await ok('mutation($u: ID!) { block(userId: $u) { username } }', { u: mentor.id }, blocker);
    await ok(PICK, { id: null }, leaver);
    const about = async (goalId: string) =>
      (await bell(mentor)).filter((n) => n.kind === 'mentee_behind' && n.goalId === goalId);

    await runJob(MENTEES_BEHIND_QUEUE, '2026-05-26T08:00:00Z');
    await runJob(MENTEES_BEHIND_QUEUE, '2026-05-26T14:00:00Z');
    const behind = (await bell(mentor)).filter((n) => n.kind === 'mentee_behind');
    expect(behind).toHaveLength(1);
    expect(behind[0]).toMatchObject({
      goalId: late.id,
      title: late.title,
      reason: 'forecast',
      actor: { username: slipping.username },
    });
    expect(behind[0]!.days).toBeGreaterThanOrEqual(3);

    // Later the same week, still slipping: nothing new about it (the steady mentee, idle since 25 May, now
    // slips too). Eight days after the notice: once more.
    await runJob(MENTEES_BEHIND_QUEUE, '2026-06-01T20:00:00Z');
    expect(await about(late.id)).toHaveLength(1);
    expect(await about(kept.id)).toHaveLength(1);
    await runJob(MENTEES_BEHIND_QUEUE, '2026-06-03T09:00:00Z');
    expect(await about(late.id)).toHaveLength(2);
    expect(await about(kept.id)).toHaveLength(1);
    // Never a word about the mentee who blocked the mentor or the one who left.
    expect(await about(blocked.id)).toEqual([]);
    expect(await about(left.id)).toEqual([]);
  }, 120_000);

  it('a week without a tick while steps are due counts as behind (idle), a paused goal does not', async () => {
    const mentor = await mentorUser();
    const idle = await menteeOf(mentor, 'Europe/Berlin');
    // One step every day from 1 May, all done up to 11 May; nothing since. On 19 May the forecast may still
    // be within the band, but eight days passed without a tick.
    const goal = await dailyGoal(idle, '2026-05-01', 11);
    const paused = await dailyGoal(idle, '2026-05-01', 0);
    await ok('mutation($g: ID!) { pauseGoal(goalId: $g) { id } }', { g: paused.id }, idle);
    await runJob(MENTEES_BEHIND_QUEUE, '2026-05-19T12:00:00Z');
    const items = (await bell(mentor)).filter((n) => n.kind === 'mentee_behind');
    expect(items.map((n) => n.goalId)).toEqual([goal.id]);
    expect(['idle', 'forecast']).toContain(items[0]!.reason);
  }, 120_000);
});

describe('the behind rule', () => {
  const now = new Date('2026-05-20T12:00:00Z');
  it('is the forecast three or more days late, else a week without a tick', () => {
    const recent = new Date('2026-05-19T12:00:00Z');
    const weekAgo = new Date('2026-05-13T11:00:00Z');
    expect(behindReason({ state: 'behind', daysBehind: 3 }, recent, now)).toEqual({
      reason: 'forecast',
      days: 3,
    });
    expect(behindReason({ state: 'onPace', daysBehind: 0 }, recent, now)).toBeNull();
    expect(behindReason({ state: 'onPace', daysBehind: 0 }, weekAgo, now)).toEqual({
      reason: 'idle',
      days: 7,
    });
    expect(behindReason({ state: 'ahead', daysBehind: -4 }, recent, now)).toBeNull();
  });
});

describe('the weekly digest', () => {
  it('lists each mentee’s week (done in their calendar, slipped, forecast, unread comments, open suggestions), once a week, leaves out who blocked or left, and mails it', async () => {
    const mentor = await mentorUser();
    const anna = await menteeOf(mentor, 'Europe/Berlin');
    const blocker = await menteeOf(mentor);
    const leaver = await menteeOf(mentor);
    // The digest of Monday 1 June covers 25–31 May. Anna's steps: one a day from 22 May.
    const goal = await dailyGoal(anna, '2026-05-22', 0);
    const [s22, , , s25, s26, s27, , , , s31] = goal.steps;
    await tick(anna, s22!.id, '2026-05-22T10:00:00Z'); // before the week
    await tick(anna, s25!.id, '2026-05-24T23:30:00Z'); // 25 May 01:30 in Berlin: in the week
    await tick(anna, s26!.id, '2026-05-26T10:00:00Z');
    await tick(anna, s27!.id, '2026-05-31T22:30:00Z'); // 1 June 00:30 in Berlin: after the week
    await tick(anna, s31!.id, '2026-05-31T12:00:00Z');
    // Two comments from Anna, the mentor reads the later one (the bell lists the newest first); two suggestions, Anna declines one.
    const COMMENT = 'mutation($t: ID!, $b: String!) { commentTask(taskId: $t, body: $b) { id } }';
    await ok(COMMENT, { t: s25!.id, b: 'Knee hurts a bit' }, anna);
    await ok(COMMENT, { t: s26!.id, b: 'Better today' }, anna);
    const comments = (await bell(mentor)).filter((n) => n.kind === 'member_comment');
    expect(comments).toHaveLength(2);
    await ok(
      'mutation($ids: [String!]) { markNotificationsRead(ids: $ids) }',
      { ids: [comments[0]!.id] },
      mentor,
    );
    const SUGGEST = 'mutation($g: ID!, $l: String!) { suggestTask(goalId: $g, label: $l) { id } }';
    await ok(SUGGEST, { g: goal.id, l: 'Stretch after each run' }, mentor);
    const declined = (await ok(SUGGEST, { g: goal.id, l: 'Buy new shoes' }, mentor)).suggestTask.id;
    await ok(
      'mutation($id: ID!) { declineSuggestion(id: $id) { suggestion { status } } }',
      { id: declined },
      anna,
    );
    // The others: a goal each, then one blocks the mentor and one leaves.
    await dailyGoal(blocker, '2026-05-25', 3);
    await dailyGoal(leaver, '2026-05-25', 3);
    await ok('mutation($u: ID!) { block(userId: $u) { username } }', { u: mentor.id }, blocker);
    await ok(PICK, { id: null }, leaver);

    await runJob(MENTOR_DIGEST_QUEUE, '2026-06-01T12:00:00Z');
    await runJob(MENTOR_DIGEST_QUEUE, '2026-06-01T18:00:00Z');
    const items = (await bell(mentor)).filter((n) => n.kind === 'mentor_digest');
    expect(items).toHaveLength(1);
    expect(items[0]!.week).toBe('2026-05-25');

    const digest = (await ok(DIGEST, { id: items[0]!.digestId }, mentor)).mentorDigest;
    expect(digest).toMatchObject({ weekStart: '2026-05-25', weekEnd: '2026-05-31' });
    expect(digest.mentees.map((m: any) => m.person.username)).toEqual([anna.username]);
    const week = digest.mentees[0];
    expect(week.done.count).toBe(3);
    expect(week.done.items.map((i: any) => i.date)).toEqual(['2026-05-25', '2026-05-26', '2026-05-31']);
    // Due 25–31 May and not done: 28, 29, 30 May (27 May was done, if after the week).
    expect(week.slipped.count).toBe(3);
    expect(week.slipped.items.map((i: any) => i.date)).toEqual(['2026-05-28', '2026-05-29', '2026-05-30']);
    expect(week.goals).toEqual([expect.objectContaining({ goalId: goal.id, state: 'behind' })]);
    expect(week.unreadComments).toBe(1);
    expect(week.latestComment).toBe('Knee hurts a bit');
    expect(week.openSuggestions).toEqual({ count: 1, items: [{ label: 'Stretch after each run' }] });
    // The latest digest is the same one; another mentor's id is NOT_FOUND; a non-mentor is FORBIDDEN.
    expect((await ok(DIGEST, {}, mentor)).mentorDigest.id).toBe(digest.id);
    const other = await mentorUser();
    expect(codeOf(await app.gql(DIGEST, { id: digest.id }, { token: other.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(DIGEST, {}, { token: anna.token }))).toBe('FORBIDDEN');

    // The letter: one, to the mentor, in their language, with the week's figures.
    const letters = await rows<{ subject: string; text: string }>(
      sql`select subject, text from outbox where "to" = ${mentor.email}`,
    );
    expect(letters).toHaveLength(1);
    expect(letters[0]!.subject).toContain('2026-05-25');
    expect(letters[0]!.text).toContain(`@${anna.username}`);
    expect(letters[0]!.text).not.toContain(`@${blocker.username}`);
  }, 120_000);

  it('with the letter turned off: the digest in the bell, no e-mail; a mentor whose mentees all left gets none', async () => {
    const mentor = await mentorUser();
    const lang = await app.gql(
      'mutation { updateSettings(lang: "ru") { lang } }',
      {},
      { token: mentor.token },
    );
    expect(lang.errors).toBeUndefined();
    await ok('mutation { setEmailOnDigest(on: false) { emailOnDigest } }', {}, mentor);
    const mentee = await menteeOf(mentor);
    await dailyGoal(mentee, '2026-05-25', 2);
    const lonely = await mentorUser();
    const gone = await menteeOf(lonely);
    await ok(PICK, { id: null }, gone);

    await runJob(MENTOR_DIGEST_QUEUE, '2026-06-01T12:00:00Z');
    expect((await bell(mentor)).filter((n) => n.kind === 'mentor_digest')).toHaveLength(1);
    expect(await rows(sql`select 1 from outbox where "to" = ${mentor.email}`)).toHaveLength(0);
    expect((await bell(lonely)).filter((n) => n.kind === 'mentor_digest')).toHaveLength(0);
    expect((await ok(DIGEST, {}, lonely)).mentorDigest).toBeNull();
  }, 120_000);
});
