// Mentors over HTTP: becoming a mentor, choosing one, the mentees view, comment threads,
// suggestions, endorsements and the playbook; and every denial (a stranger, a follower, a plan member,
// another mentor, a former mentor, a mentor who takes no new mentees, the mentor trying to edit the plan).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, planMembers, plans, tasks } from '../src/db/schema.js';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';
import { subscribe } from './sse.js';

let app: TestApp;
type User = Awaited<ReturnType<typeof registerUser>>;
let mentor: User; // M: U's mentor
let former: User; // U's mentor before M
let other: User; // another mentor (not U's)
let closed: User; // a mentor who takes no new mentees
let mentee: User; // U
let stranger: User;
let follower: User; // follows U
let member: User; // a member of U's private plan
let privateGoal: { id: string; tasks: Array<{ id: string; parentId: string | null; label: string }> };
let publicGoal: { id: string; tasks: Array<{ id: string; parentId: string | null; label: string }> };

const PROFILE = `mutation($input: MentorProfileInput!) { becomeMentor(input: $input) { active headline bio categories languages accepting menteeCount } }`;
const UPDATE_PROFILE = `mutation($input: MentorProfileInput!) { updateMentorProfile(input: $input) { accepting headline } }`;
const SET = 'mutation($id: ID) { setMentor(mentorId: $id) { mentorId } }';
const CREATE =
  'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId label position } } }';
const GOAL = `query($id: ID!) { goal(id: $id) { id status
  suggestions { id label parentId status notes }
  endorsement { mentor { username } note }
  tasks { id parentId label position notes commentCount comments { body mine author { username } } } } }`;
const COMMENT =
  'mutation($t: ID!, $b: String!) { commentTask(taskId: $t, body: $b) { id body mine author { username } } }';
const SUGGEST = `mutation($g: ID!, $p: ID, $l: String!, $d: Date, $tm: String, $n: String) {
  suggestTask(goalId: $g, parentId: $p, label: $l, date: $d, time: $tm, notes: $n) { id status label parentId } }`;
const ACCEPT =
  'mutation($id: ID!) { acceptSuggestion(id: $id) { suggestion { status taskId } task { id label parentId position notes } } }';
const DECLINE =
  'mutation($id: ID!) { declineSuggestion(id: $id) { suggestion { status taskId } task { id } } }';
const ENDORSE =
  'mutation($g: ID!, $n: String) { endorseGoal(goalId: $g, note: $n) { mentor { username } note } }';
const MENTEES = `{ mentees { person { username } overdueCount lastActiveAt
  goals { overdueCount goal { id title visibility progress } } } }`;
const BELL =
  '{ notifications(first: 20) { items { kind actor { username } taskId goalId title text decision } } }';

const profile = (over: Record<string, unknown> = {}) => ({
  headline: 'Running coach, ten years',
  bio: 'Slow and steady.',
  categories: ['health', 'career'],
  languages: ['en'],
  ...over,
});

async function makeMentor(user: User, over: Record<string, unknown> = {}) {
  const res = await app.gql(PROFILE, { input: profile(over) }, { token: user.token });
  expect(res.errors).toBeUndefined();
}

async function createGoal(user: User, text: string, visibility: string, category?: string) {
  const res = await app.gql(CREATE, { input: { text, visibility, category } }, { token: user.token });
  expect(res.errors).toBeUndefined();
  return res.data!.createGoal as typeof privateGoal;
}

async function kinds(user: User) {
  const res = await app.gql(BELL, {}, { token: user.token });
  return (res.data!.notifications.items as Array<{ kind: string }>).map((n) => n.kind);
}

const firstStep = (goal: typeof privateGoal) => goal.tasks.find((t) => t.parentId !== null)!;
const firstMilestone = (goal: typeof privateGoal) => goal.tasks.find((t) => t.parentId === null)!;

beforeAll(async () => {
  app = await startTestApp();
  const people = await Promise.all(Array.from({ length: 8 }, () => registerUser(app)));
  [mentor, former, other, closed, mentee, stranger, follower, member] = people as [
    User,
    User,
    User,
    User,
    User,
    User,
    User,
    User,
  ];
  await makeMentor(mentor);
  await makeMentor(former);
  await makeMentor(other);
  await makeMentor(closed, { accepting: false });
  expect((await app.gql(SET, { id: former.id }, { token: mentee.token })).errors).toBeUndefined();
  expect((await app.gql(SET, { id: mentor.id }, { token: mentee.token })).errors).toBeUndefined();
  await app.gql(
    'mutation($id: ID!) { follow(userId: $id) { id } }',
    { id: mentee.id },
    { token: follower.token },
  );
  privateGoal = await createGoal(mentee, 'Read 12 books by the end of the year', 'private');
  publicGoal = await createGoal(mentee, 'Run 10 km in three months', 'public');
  // A member of the private plan (as joining an offered plan makes one).
  const [plan] = await app.database.db.select().from(plans).where(eq(plans.goalId, privateGoal.id));
  await app.database.db.insert(planMembers).values({ planId: plan!.id, userId: member.id, role: 'member' });
}, 60_000);
afterAll(() => app.close());

describe('becoming a mentor', () => {
  it('saves the profile, sets isMentor, validates with translated errors', async () => {
    const me = await app.gql(
      '{ currentUser { entities { isMentor } } myMentorProfile { active menteeCount } }',
      {},
      {
        token: mentor.token,
      },
    );
    expect(me.data!.currentUser.entities.isMentor).toBe(true);
    expect(me.data!.myMentorProfile).toEqual({ active: true, menteeCount: 1 });

    const short = await app.gql(
      PROFILE,
      { input: profile({ headline: 'x' }) },
      { token: stranger.token, lang: 'ru' },
    );
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(short.errors![0]!.extensions!.field).toBe('headline');
    expect(messageOf(short)).toMatch(/Заголовок/);
    const cats = await app.gql(
      PROFILE,
      { input: profile({ categories: ['cooking'] }) },
      { token: stranger.token },
    );
    expect(cats.errors![0]!.extensions!.field).toBe('categories');
    const langs = await app.gql(
      PROFILE,
      { input: profile({ languages: ['de'] }) },
      { token: stranger.token },
    );
    expect(langs.errors![0]!.extensions!.field).toBe('languages');
    // A refused write changes nothing.
    const still = await app.gql(
      '{ currentUser { entities { isMentor } } myMentorProfile { active } }',
      {},
      {
        token: stranger.token,
      },
    );
    expect(still.data!.currentUser.entities.isMentor).toBe(false);
    expect(still.data!.myMentorProfile).toBeNull();

    expect(codeOf(await app.gql(UPDATE_PROFILE, { input: profile() }, { token: stranger.token }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await app.gql(PROFILE, { input: profile() }))).toBe('UNAUTHENTICATED');
  });

  it('lists mentors who take new mentees with real mentee counts, plus your own mentor', async () => {
    const list = async (token?: string) =>
      (await app.gql('{ mentors { id menteeCount accepting } }', {}, token ? { token } : {})).data!
        .mentors as Array<{
        id: string;
        menteeCount: number;
      }>;
    const seen = await list(stranger.token);
    expect(seen.find((m) => m.id === mentor.id)?.menteeCount).toBe(1);
    expect(seen.find((m) => m.id === former.id)?.menteeCount).toBe(0);
    expect(seen.some((m) => m.id === closed.id)).toBe(false);
    expect((await list(mentor.token)).some((m) => m.id === mentor.id)).toBe(false);
    // The mentee keeps seeing their mentor after the mentor stops taking new ones; others no longer do.
    await app.gql(UPDATE_PROFILE, { input: profile({ accepting: false }) }, { token: mentor.token });
    expect((await list(mentee.token)).some((m) => m.id === mentor.id)).toBe(true);
    expect((await list(stranger.token)).some((m) => m.id === mentor.id)).toBe(false);
    await app.gql(UPDATE_PROFILE, { input: profile({ accepting: true }) }, { token: mentor.token });
    const mine = await app.gql('{ myMentor { id headline } }', {}, { token: mentee.token });
    expect(mine.data!.myMentor).toEqual({ id: mentor.id, headline: 'Running coach, ten years' });
  });
});

describe('choosing a mentor', () => {
  it('refuses oneself, a mentor taking no new mentees, an unknown one; tells the new mentor', async () => {
    const self = await app.gql(SET, { id: other.id }, { token: other.token });
    expect(codeOf(self)).toBe('BAD_USER_INPUT');
    const full = await app.gql(SET, { id: closed.id }, { token: stranger.token, lang: 'ru' });
    expect(codeOf(full)).toBe('BAD_USER_INPUT');
    expect(messageOf(full)).toMatch(/не берёт/);
    // setup's selectMentor applies the same rule
    expect(
      codeOf(
        await app.gql(
          'mutation($id: ID) { selectMentor(mentorId: $id) { id } }',
          { id: closed.id },
          {
            token: stranger.token,
          },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.gql(SET, { id: stranger.id }, { token: follower.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(SET, { id: 'nope' }, { token: follower.token }))).toBe('BAD_USER_INPUT');
    expect(await kinds(mentor)).toContain('new_mentee');
    // dropping and picking again
    expect((await app.gql(SET, { id: null }, { token: stranger.token })).data!.setMentor.mentorId).toBeNull();
  });
});

describe('the mentees view', () => {
  it('shows each mentee with private goals, overdue steps and last activity; mentors only', async () => {
    const step = firstStep(privateGoal);
    await app.database.db.update(tasks).set({ date: '2020-01-01' }).where(eq(tasks.id, step.id));
    const res = await app.gql(MENTEES, {}, { token: mentor.token });
    expect(res.errors).toBeUndefined();
    const [u] = res.data!.mentees;
    expect(u.person.username).toBe(mentee.username);
    expect(u.overdueCount).toBe(1);
    const goalIds = u.goals.map((g: { goal: { id: string } }) => g.goal.id);
    expect(goalIds).toContain(privateGoal.id);
    const priv = u.goals.find((g: { goal: { id: string } }) => g.goal.id === privateGoal.id);
    expect(priv.overdueCount).toBe(1);
    expect(priv.goal.visibility).toBe('private');

    // Ticking the step clears it and is the latest activity.
    await app.gql(
      'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }',
      { id: step.id },
      {
        token: mentee.token,
      },
    );
    const after = (await app.gql(MENTEES, {}, { token: mentor.token })).data!.mentees[0];
    expect(after.overdueCount).toBe(0);
    expect(Date.now() - Date.parse(after.lastActiveAt)).toBeLessThan(60_000);

    expect((await app.gql(MENTEES, {}, { token: other.token })).data!.mentees).toEqual([]);
    expect(codeOf(await app.gql(MENTEES, {}, { token: stranger.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(MENTEES, {}))).toBe('UNAUTHENTICATED');
  });

  it('the mentor reads the private goal; the former mentor and others do not', async () => {
    expect((await app.gql(GOAL, { id: privateGoal.id }, { token: mentor.token })).data!.goal.id).toBe(
      privateGoal.id,
    );
    for (const user of [former, other, stranger, follower]) {
      expect(codeOf(await app.gql(GOAL, { id: privateGoal.id }, { token: user.token }))).toBe('NOT_FOUND');
    }
  });
});

describe('comments under a task', () => {
  it('a thread between the mentee and the mentor, each telling the other', async () => {
    const task = firstStep(privateGoal);
    const c1 = await app.gql(COMMENT, { t: task.id, b: '  Try ten pages a day.  ' }, { token: mentor.token });
    expect(c1.errors).toBeUndefined();
    expect(c1.data!.commentTask).toMatchObject({ body: 'Try ten pages a day.', mine: true });
    const bell = await app.gql(BELL, {}, { token: mentee.token });
    expect(bell.data!.notifications.items[0]).toMatchObject({
      kind: 'mentor_comment',
      actor: { username: mentor.username },
      taskId: task.id,
      goalId: privateGoal.id,
      text: 'Try ten pages a day.',
    });
    const c2 = await app.gql(COMMENT, { t: task.id, b: 'Thanks, will do' }, { token: mentee.token });
    expect(c2.errors).toBeUndefined();
    expect((await app.gql(BELL, {}, { token: mentor.token })).data!.notifications.items[0].kind).toBe(
      'member_comment',
    );

    for (const viewer of [mentee, mentor]) {
      const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: viewer.token })).data!.goal;
      const seen = goal.tasks.find((t: { id: string }) => t.id === task.id);
      expect(seen.commentCount).toBe(2);
      expect(seen.comments.map((c: { body: string }) => c.body)).toEqual([
        'Try ten pages a day.',
        'Thanks, will do',
      ]);
    }
    const thread = await app.gql(
      'query($t: ID!) { taskComments(taskId: $t) { body } }',
      { t: task.id },
      {
        token: mentor.token,
      },
    );
    expect(thread.data!.taskComments).toHaveLength(2);
  });

  it('a new comment reaches the other side’s open pages live (count and thread); nobody else’s', async () => {
    const ACTIVITY = 'subscription { planActivity { goalId userId kind taskId } }';
    // Another step than the thread above (the tests below count that one's comments).
    const task = privateGoal.tasks.filter((t) => t.parentId !== null)[1]!;
    const menteePage = await subscribe(app, ACTIVITY, mentee.token);
    const mentorPage = await subscribe(app, ACTIVITY, mentor.token);
    const memberPage = await subscribe(app, ACTIVITY, member.token);
    const followerPage = await subscribe(app, ACTIVITY, follower.token);
    await new Promise((r) => setTimeout(r, 300));
    await app.gql(COMMENT, { t: task.id, b: 'Live from the mentor' }, { token: mentor.token });
    expect((await menteePage.next(1)).data.planActivity).toEqual({
      goalId: privateGoal.id,
      userId: mentor.id,
      kind: 'comment',
      taskId: task.id,
    });
    await app.gql(COMMENT, { t: task.id, b: 'Live from the mentee' }, { token: mentee.token });
    expect((await mentorPage.next(1)).data.planActivity).toEqual({
      goalId: privateGoal.id,
      userId: mentee.id,
      kind: 'comment',
      taskId: task.id,
    });
    await new Promise((r) => setTimeout(r, 300));
    // A member of the plan and a follower do not learn that a thread exists.
    const comments = (page: typeof memberPage) =>
      page.events.filter(
        (e) => (e.data as { planActivity?: { kind: string } })?.planActivity?.kind === 'comment',
      );
    expect(comments(memberPage)).toEqual([]);
    expect(comments(followerPage)).toEqual([]);
    for (const page of [menteePage, mentorPage, memberPage, followerPage]) page.close();
  });

  it('nobody else sees or writes the thread: member, follower, stranger, another or former mentor', async () => {
    const priv = firstStep(privateGoal);
    const pub = firstStep(publicGoal);
    await app.gql(COMMENT, { t: pub.id, b: 'On the public goal' }, { token: mentor.token });
    for (const user of [member, follower, stranger, other, former]) {
      for (const t of [priv.id, pub.id]) {
        expect(codeOf(await app.gql(COMMENT, { t, b: 'hi' }, { token: user.token }))).toBe('NOT_FOUND');
        expect(
          codeOf(
            await app.gql(
              'query($t: ID!) { taskComments(taskId: $t) { body } }',
              { t },
              { token: user.token },
            ),
          ),
        ).toBe('NOT_FOUND');
      }
    }
    // Where they see the goal, the thread is hidden.
    for (const user of [follower, stranger]) {
      const goal = (await app.gql(GOAL, { id: publicGoal.id }, { token: user.token })).data!.goal;
      const seen = goal.tasks.find((t: { id: string }) => t.id === pub.id);
      expect(seen).toMatchObject({ commentCount: null, comments: null });
    }
    const asMember = await app.gql(GOAL, { id: privateGoal.id }, { token: member.token });
    expect(asMember.data!.goal.tasks.every((t: { comments: unknown }) => t.comments === null)).toBe(true);
    expect(codeOf(await app.gql(COMMENT, { t: priv.id, b: 'hi' }))).toBe('UNAUTHENTICATED');
  });

  it('refuses an empty, an over-long or a control-character comment, and saves nothing', async () => {
    const task = firstStep(privateGoal);
    const empty = await app.gql(COMMENT, { t: task.id, b: '   ' }, { token: mentor.token, lang: 'ru' });
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(messageOf(empty)).toMatch(/Комментарий/);
    expect(codeOf(await app.gql(COMMENT, { t: task.id, b: 'x'.repeat(2001) }, { token: mentor.token }))).toBe(
      'BAD_USER_INPUT',
    );
    const control = await app.gql(COMMENT, { t: task.id, b: 'a\u0007b' }, { token: mentor.token });
    expect(codeOf(control)).toBe('BAD_USER_INPUT');
    const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: mentee.token })).data!.goal;
    expect(goal.tasks.find((t: { id: string }) => t.id === task.id).commentCount).toBe(2);
    expect(
      codeOf(
        await app.gql(
          COMMENT,
          { t: '00000000-0000-4000-8000-000000000000', b: 'hi' },
          { token: mentor.token },
        ),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('suggestions', () => {
  it('the mentor suggests, the mentee accepts: the task is added at the end of its milestone', async () => {
    const milestone = firstMilestone(privateGoal);
    const res = await app.gql(
      SUGGEST,
      {
        g: privateGoal.id,
        p: milestone.id,
        l: 'Visit the library',
        d: '2030-01-05',
        tm: '10:00',
        n: 'Ask for Tolstoy',
      },
      { token: mentor.token },
    );
    expect(res.errors).toBeUndefined();
    const id = res.data!.suggestTask.id;
    expect(await kinds(mentee)).toContain('mentor_suggestion');
    for (const viewer of [mentee, mentor]) {
      const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: viewer.token })).data!.goal;
      expect(goal.suggestions.map((s: { id: string }) => s.id)).toEqual([id]);
    }
    expect(
      (await app.gql(GOAL, { id: privateGoal.id }, { token: member.token })).data!.goal.suggestions,
    ).toEqual([]);

    // Only the mentee answers.
    expect(codeOf(await app.gql(ACCEPT, { id }, { token: mentor.token }))).toBe('FORBIDDEN');
    for (const user of [stranger, member, other, former]) {
      expect(codeOf(await app.gql(ACCEPT, { id }, { token: user.token }))).toBe('NOT_FOUND');
      expect(codeOf(await app.gql(DECLINE, { id }, { token: user.token }))).toBe('NOT_FOUND');
    }

    const siblings = privateGoal.tasks.filter((t) => t.parentId === milestone.id).length;
    const accepted = await app.gql(ACCEPT, { id }, { token: mentee.token });
    expect(accepted.errors).toBeUndefined();
    const { suggestion, task } = accepted.data!.acceptSuggestion;
    expect(suggestion).toEqual({ status: 'accepted', taskId: task.id });
    expect(task).toMatchObject({ label: 'Visit the library', parentId: milestone.id, position: siblings });
    expect(task.notes).toBe('Ask for Tolstoy');
    const bell = (await app.gql(BELL, {}, { token: mentor.token })).data!.notifications.items[0];
    expect(bell).toMatchObject({
      kind: 'suggestion_decided',
      decision: 'accepted',
      text: 'Visit the library',
    });
    const again = await app.gql(ACCEPT, { id }, { token: mentee.token });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: mentee.token })).data!.goal;
    expect(goal.suggestions).toEqual([]);
    expect(goal.tasks.filter((t: { label: string }) => t.label === 'Visit the library')).toHaveLength(1);
  });

  it('a new milestone without a parent; declining adds nothing', async () => {
    const s = await app.gql(SUGGEST, { g: privateGoal.id, l: 'Book club' }, { token: mentor.token });
    const declined = await app.gql(DECLINE, { id: s.data!.suggestTask.id }, { token: mentee.token });
    expect(declined.data!.declineSuggestion).toEqual({
      suggestion: { status: 'declined', taskId: null },
      task: null,
    });
    const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: mentee.token })).data!.goal;
    expect(goal.tasks.some((t: { label: string }) => t.label === 'Book club')).toBe(false);

    const m = await app.gql(SUGGEST, { g: privateGoal.id, l: 'Reading retreat' }, { token: mentor.token });
    const made = await app.gql(ACCEPT, { id: m.data!.suggestTask.id }, { token: mentee.token });
    expect(made.data!.acceptSuggestion.task.parentId).toBeNull();
  });

  it('two accepts at once make one task', async () => {
    const s = await app.gql(
      SUGGEST,
      { g: publicGoal.id, p: firstMilestone(publicGoal).id, l: 'Hill repeats' },
      {
        token: mentor.token,
      },
    );
    const id = s.data!.suggestTask.id;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => app.gql(ACCEPT, { id }, { token: mentee.token })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'BAD_USER_INPUT')).toHaveLength(3);
    const rows = await app.database.db.select().from(tasks).where(eq(tasks.label, 'Hill repeats'));
    expect(rows).toHaveLength(1);
  });

  it('only the mentee’s mentor suggests, on an active goal, under a milestone of that plan', async () => {
    const base = { g: publicGoal.id, l: 'Stretch' };
    expect(codeOf(await app.gql(SUGGEST, base, { token: follower.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(SUGGEST, base, { token: former.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(SUGGEST, base, { token: mentee.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(SUGGEST, { ...base, g: privateGoal.id }, { token: stranger.token }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await app.gql(SUGGEST, { ...base, g: privateGoal.id }, { token: other.token }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await app.gql(SUGGEST, { ...base, g: privateGoal.id }, { token: member.token }))).toBe(
      'FORBIDDEN',
    );
    const step = firstStep(publicGoal);
    const nested = await app.gql(SUGGEST, { ...base, p: step.id }, { token: mentor.token });
    expect(codeOf(nested)).toBe('BAD_USER_INPUT');
    expect(nested.errors![0]!.extensions!.field).toBe('parentId');
    const foreign = await app.gql(
      SUGGEST,
      { ...base, p: firstMilestone(privateGoal).id },
      { token: mentor.token },
    );
    expect(codeOf(foreign)).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.gql(SUGGEST, { ...base, l: '' }, { token: mentor.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await app.gql(SUGGEST, { ...base, tm: '25:00' }, { token: mentor.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await app.gql(SUGGEST, { ...base, l: 'a\u001bb' }, { token: mentor.token }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('the mentor reads but never edits the plan', () => {
  it('every edit operation refuses the mentor and changes nothing', async () => {
    const step = firstStep(privateGoal);
    const milestone = firstMilestone(privateGoal);
    const ops: Array<[string, Record<string, unknown>]> = [
      ['mutation($id: ID!) { updateTask(id: $id, patch: { label: "Hijacked" }) { id } }', { id: step.id }],
      ['mutation($id: ID!) { deleteTask(id: $id) { id } }', { id: step.id }],
      ['mutation($id: ID!) { moveTask(id: $id, position: 0) { id } }', { id: step.id }],
      ['mutation($id: ID!) { setTaskCompleted(id: $id, completed: false) { id } }', { id: step.id }],
      [
        'mutation($g: ID!, $p: ID) { addTask(goalId: $g, parentId: $p, label: "Extra") { id } }',
        { g: privateGoal.id, p: milestone.id },
      ],
      [
        'mutation($id: ID!) { updateGoal(id: $id, patch: { title: "Mine now" }) { id } }',
        { id: privateGoal.id },
      ],
      ['mutation($id: ID!) { setGoalStatus(id: $id, status: abandoned) { id } }', { id: privateGoal.id }],
      ['mutation($id: ID!) { deleteGoal(id: $id) }', { id: privateGoal.id }],
      ['mutation($id: ID!) { regeneratePlan(goalId: $id) { id } }', { id: privateGoal.id }],
    ];
    for (const [query, variables] of ops) {
      const res = await app.gql(query, variables, { token: mentor.token });
      expect(['FORBIDDEN', 'NOT_FOUND'], query).toContain(codeOf(res));
    }
    const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: mentee.token })).data!.goal;
    expect(goal.status).toBe('active');
    expect(goal.tasks.find((t: { id: string }) => t.id === step.id).label).toBe(step.label);
    expect(goal.tasks.some((t: { label: string }) => t.label === 'Extra')).toBe(false);
  });
});

describe('endorsing an achieved goal', () => {
  it('only when achieved, only by the mentor, once; news, notification and the achievement', async () => {
    const early = await app.gql(ENDORSE, { g: publicGoal.id }, { token: mentor.token });
    expect(codeOf(early)).toBe('BAD_USER_INPUT');
    await app.gql(
      'mutation($id: ID!) { setGoalStatus(id: $id, status: completed, openSteps: tick) { id } }',
      { id: publicGoal.id },
      {
        token: mentee.token,
      },
    );
    for (const user of [follower, stranger, other, former, mentee]) {
      expect(codeOf(await app.gql(ENDORSE, { g: publicGoal.id }, { token: user.token }))).toBe('FORBIDDEN');
    }
    expect(
      codeOf(await app.gql(ENDORSE, { g: publicGoal.id, n: 'x'.repeat(501) }, { token: mentor.token })),
    ).toBe('BAD_USER_INPUT');
    const res = await app.gql(ENDORSE, { g: publicGoal.id, n: 'Well run!' }, { token: mentor.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.endorseGoal).toEqual({ mentor: { username: mentor.username }, note: 'Well run!' });
    expect(codeOf(await app.gql(ENDORSE, { g: publicGoal.id }, { token: mentor.token }))).toBe(
      'BAD_USER_INPUT',
    );

    const seen = await app.gql(GOAL, { id: publicGoal.id }, { token: stranger.token });
    expect(seen.data!.goal.endorsement).toEqual({ mentor: { username: mentor.username }, note: 'Well run!' });
    expect(seen.data!.goal.suggestions).toEqual([]);
    const got = await kinds(mentee);
    expect(got).toContain('endorsement');
    expect(got).toContain('achievement');
    const news = await app.database.db
      .select()
      .from(events)
      .where(and(eq(events.goalId, publicGoal.id), eq(events.kind, 'goal_endorsed')));
    expect(news).toHaveLength(1);
    expect(news[0]).toMatchObject({ actorId: mentee.id, subjectId: mentor.id, visibility: 'public' });
  });
});

const PLAYBOOK_FIELDS = `category mode variants { id defaultWeeks sessionsPerWeek time phases { id weight milestone { en ru }
  steps { labels { en ru } cadence times minutes key when workday } } }`;
const SAVE = `mutation($input: PlaybookInput) { saveMentorPlaybook(input: $input) { ${PLAYBOOK_FIELDS} } }`;

const phase = (n: number, label: string) => ({
  weight: 1,
  milestone: { en: `Stage ${n} done` },
  steps: [{ labels: [{ en: label }], cadence: 'weekly', times: 2, minutes: 40 }],
});
const myPlaybook = (over: Record<string, unknown> = {}) => ({
  category: 'health',
  variants: [
    {
      defaultWeeks: 8,
      sessionsPerWeek: 3,
      time: '07:30',
      phases: [
        phase(1, 'Mentor mobility drill'),
        phase(2, 'Mentor tempo session'),
        phase(3, 'Mentor long walk'),
      ],
    },
  ],
  ...over,
});

describe('the mentor’s playbook', () => {
  it('is saved from a structured form, validated with the field named, and shapes the mentees’ plans', async () => {
    expect(codeOf(await app.gql(SAVE, { input: myPlaybook() }, { token: stranger.token }))).toBe('FORBIDDEN');

    const two = myPlaybook();
    two.variants[0]!.phases = two.variants[0]!.phases.slice(0, 2);
    const bad = await app.gql(SAVE, { input: two }, { token: mentor.token, lang: 'ru' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.extensions!.field).toBe('playbook.variants.0.phases');
    expect(messageOf(bad)).toBe('Сценарий, вариант 1, этапы: нужно не меньше 3');

    const noText = myPlaybook();
    noText.variants[0]!.phases[1]!.steps[0]!.labels = [{ en: '  ' }];
    const empty = await app.gql(SAVE, { input: noText }, { token: mentor.token });
    expect(empty.errors![0]!.extensions!.field).toBe('playbook.variants.0.phases.1.steps.0.labels.0');
    expect(messageOf(empty)).toBe(
      'Playbook, variant 1, phase 2, step 1, text 1: needs an English or a Russian text',
    );

    const cadence = myPlaybook();
    (cadence.variants[0]!.phases[0]!.steps[0] as Record<string, unknown>).cadence = 'daily';
    const wrong = await app.gql(SAVE, { input: cadence }, { token: mentor.token });
    expect(wrong.errors![0]!.extensions!.field).toBe('playbook.variants.0.phases.0.steps.0.cadence');

    const time = myPlaybook();
    time.variants[0]!.time = '7:30pm';
    expect(
      (await app.gql(SAVE, { input: time }, { token: mentor.token })).errors![0]!.extensions!.field,
    ).toBe('playbook.variants.0.time');
    const foreign = await app.gql(
      SAVE,
      { input: myPlaybook({ category: 'finances' }) },
      { token: mentor.token },
    );
    expect(codeOf(foreign)).toBe('BAD_USER_INPUT');
    expect(
      (await app.gql('{ myMentorPlaybook { category } }', {}, { token: mentor.token })).data!
        .myMentorPlaybook,
    ).toBeNull();

    const saved = await app.gql(SAVE, { input: myPlaybook() }, { token: mentor.token });
    expect(saved.errors).toBeUndefined();
    const read = await app.gql(`{ myMentorPlaybook { ${PLAYBOOK_FIELDS} } }`, {}, { token: mentor.token });
    expect(read.data!.myMentorPlaybook).toEqual(saved.data!.saveMentorPlaybook);
    expect(read.data!.myMentorPlaybook.variants[0].phases[0]).toMatchObject({
      id: 'phase-1',
      steps: [
        {
          labels: [{ en: 'Mentor mobility drill', ru: null }],
          cadence: 'weekly',
          times: 2,
          minutes: 40,
          key: false,
        },
      ],
    });

    // A mentee's new goal in the playbook's area follows it; someone without this mentor gets the built-in plan.
    const text = 'Improve my posture in two months';
    const withMentor = await createGoal(mentee, text, 'private', 'health');
    const labels = withMentor.tasks.map((t) => t.label);
    expect(labels).toContain('Mentor mobility drill');
    expect(labels).toContain('Stage 3 done');
    const without = await createGoal(stranger, text, 'private', 'health');
    expect(without.tasks.map((t) => t.label)).not.toContain('Mentor mobility drill');
  });

  it('a category’s built-in playbook is a starting point that saves as it is; null removes it', async () => {
    const base = await app.gql(
      `query { defaultPlaybook(category: "career") { ${PLAYBOOK_FIELDS} } }`,
      {},
      {
        token: mentor.token,
      },
    );
    expect(base.errors).toBeUndefined();
    const input = base.data!.defaultPlaybook;
    const saved = await app.gql(SAVE, { input }, { token: mentor.token });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveMentorPlaybook.category).toBe('career');
    const removed = await app.gql(SAVE, { input: null }, { token: mentor.token });
    expect(removed.data!.saveMentorPlaybook).toBeNull();
    expect(
      (await app.gql('{ myMentorPlaybook { category } }', {}, { token: mentor.token })).data!
        .myMentorPlaybook,
    ).toBeNull();
  });
});

describe('stopping', () => {
  it('a dropped mentor loses access at once; a mentor who stops releases the mentees', async () => {
    const step = firstStep(privateGoal);
    // The mentee drops M: M no longer reads, comments or suggests.
    await app.gql(SET, { id: null }, { token: mentee.token });
    expect(codeOf(await app.gql(GOAL, { id: privateGoal.id }, { token: mentor.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(COMMENT, { t: step.id, b: 'still here?' }, { token: mentor.token }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await app.gql(SUGGEST, { g: privateGoal.id, l: 'x' }, { token: mentor.token }))).toBe(
      'NOT_FOUND',
    );
    expect((await app.gql(MENTEES, {}, { token: mentor.token })).data!.mentees).toEqual([]);

    // Picks another mentor, who then stops mentoring.
    await app.gql(SET, { id: other.id }, { token: mentee.token });
    expect((await app.gql(MENTEES, {}, { token: other.token })).data!.mentees).toHaveLength(1);
    const stop = await app.gql('mutation { stopMentoring { active } }', {}, { token: other.token });
    expect(stop.data!.stopMentoring).toEqual({ active: false });
    const me = await app.gql('{ currentUser { entities { mentorId } } }', {}, { token: mentee.token });
    expect(me.data!.currentUser.entities.mentorId).toBeNull();
    expect(codeOf(await app.gql(GOAL, { id: privateGoal.id }, { token: other.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(MENTEES, {}, { token: other.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql('mutation { stopMentoring { active } }', {}, { token: other.token }))).toBe(
      'FORBIDDEN',
    );
    expect(
      (await app.gql('{ mentors { id } }', {}, { token: stranger.token })).data!.mentors.some(
        (m: { id: string }) => m.id === other.id,
      ),
    ).toBe(false);
    // The comment thread stays with the mentee.
    const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: mentee.token })).data!.goal;
    expect(goal.tasks.find((t: { id: string }) => t.id === step.id).commentCount).toBe(2);
  });
});
