// Mentors that are real, over HTTP: the seeded mentors are built-in guides (marked, listed after people, no
// messages, no comment thread, a tip in the bell when a milestone is done); people are listed by the mentee's
// language and goal area; a person invites their own mentor with a secret link (who sees it, a block, used
// once, revoked); a mentor who stops or deletes their account leaves the mentee told, free to choose again,
// with the mentor's comments still readable against a deleted account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentorProfiles, notifications, users } from '../src/db/schema.js';
import { seedMentors } from '../src/db/seed/mentors.js';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
type User = Awaited<ReturnType<typeof registerUser>>;

const BECOME = `mutation($input: MentorProfileInput!) { becomeMentor(input: $input) { active } }`;
const SET = 'mutation($id: ID) { setMentor(mentorId: $id) { mentorId } }';
const LIST = '{ mentors { id username guide accepting } }';
const CREATE_GOAL =
  'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId label position } } }';
const TICK = 'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }';
const BELL =
  '{ notifications(first: 30) { items { kind actor { username } taskId goalId title text label reason } } }';
const SEND = 'mutation($to: String!, $text: String!) { sendMessage(to: $to, text: $text) { id } }';
const COMMENT = 'mutation($t: ID!, $b: String!) { commentTask(taskId: $t, body: $b) { id } }';
const COMMENTS = 'query($t: ID!) { taskComments(taskId: $t) { body mine author { id username name } } }';
const CREATE_INVITE = 'mutation { createMentorInvite { token createdAt } }';
const MY_INVITE = '{ myMentorInvite { token createdAt } }';
const VIEW_INVITE =
  'query($t: String!) { mentorInvite(token: $t) { own alreadyMentor mentee { id username } } }';
const ACCEPT = 'mutation($t: String!) { acceptMentorInvite(token: $t) { id username } }';
const REVOKE = 'mutation { revokeMentorInvite }';

const profile = (over: Record<string, unknown> = {}) => ({
  headline: 'Coach for careers in tech',
  categories: ['career'],
  languages: ['en'],
  ...over,
});

let n = 0;
const person = async (lang?: 'en' | 'ru') => {
  const user = await registerUser(app, `guides${++n}.${Date.now()}@example.com`);
  if (lang) await app.database.db.update(users).set({ lang }).where(eq(users.id, user.id));
  return user;
};

async function ok(query: string, variables: Record<string, unknown>, user: User, lang: 'en' | 'ru' = 'en') {
  const res = await app.gql(query, variables, { token: user.token, lang });
  expect(res.errors).toBeUndefined();
  return res.data!;
}

const bell = async (user: User) =>
  (await ok(BELL, {}, user)).notifications.items as Array<{
    kind: string;
    actor: { username: string } | null;
    taskId: string | null;
    text: string | null;
    reason: string | null;
  }>;

let guideId: string;
let guideName: string;

beforeAll(async () => {
  app = await startTestApp();
  await seedMentors(app.database.db);
  const [guide] = await app.database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .innerJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    .where(eq(users.username, 'maya.chen'));
  guideId = guide!.id;
  guideName = guide!.username;
}, 60_000);
afterAll(() => app.close());

describe('built-in guides', () => {
  it('are marked and listed after people; people by the mentee’s language, then their goal’s area', async () => {
    const ruCareer = await person();
    await ok(BECOME, { input: profile({ headline: 'Карьера в IT', languages: ['ru'] }) }, ruCareer);
    const enHealth = await person();
    await ok(BECOME, { input: profile({ categories: ['health'] }) }, enHealth);
    const enCareer = await person();
    await ok(BECOME, { input: profile() }, enCareer);
    const mentee = await person('en');
    await ok(
      CREATE_GOAL,
      { input: { text: 'Get a job as a software developer', category: 'career' } },
      mentee,
    );

    const list = (await ok(LIST, {}, mentee)).mentors as Array<{ id: string; guide: boolean }>;
    const people = list.filter((m) => !m.guide);
    const guides = list.filter((m) => m.guide);
    expect(guides.length).toBe(6);
    // People first, every one of them before any guide.
    expect(list.findIndex((m) => m.guide)).toBe(people.length);
    const at = (id: string) => people.findIndex((m) => m.id === id);
    // Speaks English and mentors careers, then English only, then Russian only.
    expect(at(enCareer.id)).toBeLessThan(at(enHealth.id));
    expect(at(enHealth.id)).toBeLessThan(at(ruCareer.id));
    expect(list.find((m) => m.id === guideId)?.guide).toBe(true);
  });

  it('take no messages and no comments; their tip arrives when a milestone is done', async () => {
    const mentee = await person('en');
    await ok(SET, { id: guideId }, mentee);

    const refused = await app.gql(
      SEND,
      { to: guideName, text: 'Hello?' },
      { token: mentee.token, lang: 'ru' },
    );
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(messageOf(refused)).toMatch(/встроенный гид/);
    const refusedEn = await app.gql(SEND, { to: guideName, text: 'Hello?' }, { token: mentee.token });
    expect(messageOf(refusedEn)).toMatch(/built-in guide, not a person/);

    const goal = (
      await ok(CREATE_GOAL, { input: { text: 'Learn Python in two months', category: 'technology' } }, mentee)
    ).createGoal as { id: string; tasks: Array<{ id: string; parentId: string | null; position: number }> };
    // The owner's own note under a step reaches no guide: nobody would read it.
    const firstMilestone = goal.tasks
      .filter((t) => t.parentId === null)
      .sort((a, b) => a.position - b.position)[0]!;
    const steps = goal.tasks.filter((t) => t.parentId === firstMilestone.id);
    await ok(COMMENT, { t: steps[0]!.id, b: 'Is this enough?' }, mentee);
    const toGuide = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, guideId));
    expect(toGuide.filter((i) => i.kind.endsWith('_comment'))).toEqual([]);

    for (const step of steps) await ok(TICK, { id: step.id }, mentee);
    const tips = (await bell(mentee)).filter((i) => i.kind === 'guide_tip');
    expect(tips).toHaveLength(1);
    expect(tips[0]).toMatchObject({ actor: { username: guideName }, taskId: firstMilestone.id });
    expect(tips[0]!.text).toMatch(/Build something tiny/);
  });
});

describe('an invite link for one’s own mentor', () => {
  it('is seen only by its maker, accepted once by someone else, who becomes the mentor', async () => {
    const mentee = await person('en');
    const friend = await person('ru');
    const late = await person();
    expect(codeOf(await app.gql(CREATE_INVITE, {}))).toBe('UNAUTHENTICATED');

    const { token } = (await ok(CREATE_INVITE, {}, mentee)).createMentorInvite as { token: string };
    expect(token.length).toBeGreaterThan(30);
    // Read again, the link's secret is not given out: not even to its maker.
    expect((await ok(MY_INVITE, {}, mentee)).myMentorInvite.token).toBeNull();
    expect((await ok(MY_INVITE, {}, friend)).myMentorInvite).toBeNull();

    expect((await ok(VIEW_INVITE, { t: token }, mentee)).mentorInvite).toMatchObject({ own: true });
    expect(codeOf(await app.gql(ACCEPT, { t: token }, { token: mentee.token }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.gql(VIEW_INVITE, { t: 'x'.repeat(43) }, { token: friend.token }))).toBe(
      'NOT_FOUND',
    );

    const seen = (await ok(VIEW_INVITE, { t: token }, friend)).mentorInvite;
    expect(seen).toEqual({
      own: false,
      alreadyMentor: false,
      mentee: { id: mentee.id, username: mentee.username },
    });
    expect((await ok(ACCEPT, { t: token }, friend)).acceptMentorInvite.id).toBe(mentee.id);

    // The friend mentors now, by invitation only: not listed for others.
    const me = await ok('{ currentUser { entities { mentorId } } }', {}, mentee);
    expect(me.currentUser.entities.mentorId).toBe(friend.id);
    const theirs = await ok('{ myMentorProfile { active accepting headline } }', {}, friend);
    expect(theirs.myMentorProfile).toEqual({
      active: true,
      accepting: false,
      headline: 'Наставник по приглашению',
    });
    expect(
      ((await ok(LIST, {}, late)).mentors as Array<{ id: string }>).some((m) => m.id === friend.id),
    ).toBe(false);
    expect((await bell(mentee)).some((i) => i.kind === 'mentor_invite_accepted')).toBe(true);
    expect((await bell(friend)).some((i) => i.kind === 'new_mentee')).toBe(true);

    // Used once.
    const again = await app.gql(ACCEPT, { t: token }, { token: late.token, lang: 'ru' });
    expect(codeOf(again)).toBe('NOT_FOUND');
    expect(messageOf(again)).toMatch(/не действует/);
  });

  it('a block stands in the way either way; a revoked or replaced link stops working', async () => {
    const mentee = await person();
    const blocked = await person();
    const other = await person();
    const first = (await ok(CREATE_INVITE, {}, mentee)).createMentorInvite.token as string;
    const second = (await ok(CREATE_INVITE, {}, mentee)).createMentorInvite.token as string;
    expect(codeOf(await app.gql(VIEW_INVITE, { t: first }, { token: other.token }))).toBe('NOT_FOUND');

    await ok('mutation($id: ID!) { block(userId: $id) { id } }', { id: blocked.id }, mentee);
    expect(codeOf(await app.gql(VIEW_INVITE, { t: second }, { token: blocked.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(ACCEPT, { t: second }, { token: blocked.token }))).toBe('NOT_FOUND');
    const still = await ok('{ currentUser { entities { mentorId } } }', {}, mentee);
    expect(still.currentUser.entities.mentorId).toBeNull();

    expect((await ok(REVOKE, {}, mentee)).revokeMentorInvite).toBe(true);
    expect((await ok(MY_INVITE, {}, mentee)).myMentorInvite).toBeNull();
    expect(codeOf(await app.gql(ACCEPT, { t: second }, { token: other.token }))).toBe('NOT_FOUND');
    expect((await ok(REVOKE, {}, mentee)).revokeMentorInvite).toBe(false);
  });
});

describe('a mentor who leaves', () => {
  it('stopping: the mentee is told and free to choose again', async () => {
    const mentor = await person();
    await ok(BECOME, { input: profile() }, mentor);
    const mentee = await person();
    await ok(SET, { id: mentor.id }, mentee);
    await ok('mutation { stopMentoring { active } }', {}, mentor);
    const me = await ok('{ currentUser { entities { mentorId } } }', {}, mentee);
    expect(me.currentUser.entities.mentorId).toBeNull();
    const left = (await bell(mentee)).find((i) => i.kind === 'mentor_left');
    expect(left).toMatchObject({ actor: { username: mentor.username }, reason: 'stopped' });
  });

  it('deleting the account: the mentee is told, the comments stay against a deleted account (en, ru)', async () => {
    const mentor = await person();
    await ok(BECOME, { input: profile() }, mentor);
    const mentee = await person();
    await ok(SET, { id: mentor.id }, mentee);
    const goal = (
      await ok(CREATE_GOAL, { input: { text: 'Get a job as a data analyst', category: 'career' } }, mentee)
    ).createGoal as { tasks: Array<{ id: string; parentId: string | null }> };
    const step = goal.tasks.find((t) => t.parentId !== null)!;
    await ok(COMMENT, { t: step.id, b: 'Start with SQL, then one small project.' }, mentor);
    await ok(COMMENT, { t: step.id, b: 'Thank you!' }, mentee);

    expect(
      (await ok('mutation($p: String) { deleteAccount(password: $p) }', { p: mentor.password }, mentor))
        .deleteAccount,
    ).toBe(true);

    const left = (await bell(mentee)).find((i) => i.kind === 'mentor_left');
    expect(left).toMatchObject({ actor: null, reason: 'deleted' });
    expect(
      (await ok('{ currentUser { entities { mentorId } } }', {}, mentee)).currentUser.entities.mentorId,
    ).toBeNull();
    const thread = (await ok(COMMENTS, { t: step.id }, mentee)).taskComments as Array<{
      body: string;
      mine: boolean;
      author: { username: string; name: string };
    }>;
    expect(thread.map((c) => c.body)).toEqual(['Start with SQL, then one small project.', 'Thank you!']);
    expect(thread[0]).toMatchObject({ mine: false, author: { username: '', name: 'Deleted account' } });
    const ru = (await ok(COMMENTS, { t: step.id }, mentee, 'ru')).taskComments as typeof thread;
    expect(ru[0]!.author.name).toBe('Удалённый аккаунт');
  });
});
