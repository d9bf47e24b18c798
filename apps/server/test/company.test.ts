// "With company": offers, joining and leaving, members' own progress and dates, kudos,
// "finished with company", and every denial, over HTTP against buildApp().
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, events, plans, tasks, users } from '../src/db/schema.js';
import { todayIn } from '../src/kernel/time.js';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';
import { subscribe } from './sse.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp: { points: 1000, duration: 60 } } });
});
afterAll(() => app.close());

type User = Awaited<ReturnType<typeof registerUser>>;
type TaskItem = { id: string; parentId: string | null; date: string | null; completed: boolean };

const TASK = 'id parentId date completed memberProgress { userId done total }';
const GOAL = `id visibility doneCount totalCount myRole owner { id username }
  offer { note audience memberCap memberCount open openedAt }
  members { user { id username } role doneCount totalCount kudosToday lastActiveAt }
  tasks { ${TASK} }`;
const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { ${GOAL} } }`;
const GET = `query($id: ID!) { goal(id: $id) { ${GOAL} } }`;
const OPEN = `mutation($g: ID!, $input: OfferInput!) { openOffer(goalId: $g, input: $input) { ${GOAL} } }`;
const CLOSE = `mutation($g: ID!) { closeOffer(goalId: $g) { ${GOAL} } }`;
const JOIN = `mutation($g: ID!) { joinPlan(goalId: $g) { ${GOAL} } }`;
const LEAVE = 'mutation($g: ID!) { leavePlan(goalId: $g) { id } }';
const REMOVE = 'mutation($g: ID!, $u: ID!) { removeMember(goalId: $g, userId: $u) { id } }';
const KUDOS = 'mutation($g: ID!, $u: ID!) { giveKudos(goalId: $g, userId: $u) { user { id } kudosToday } }';
const TICK = `mutation($id: ID!, $c: Boolean!) { setTaskCompleted(id: $id, completed: $c) { ${TASK} } }`;
const OFFERS = `query($u: String!) { userProfile(username: $u) { offers {
  goal { id } note audience memberCap memberCount joinState } } }`;
const NOTES = '{ notifications { items { kind actor { id } goalId } } }';
const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';
const BLOCK = 'mutation($id: ID!) { block(userId: $id) { id } }';

async function ok<T = any>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await app.gql(query, variables, { token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

async function newGoal(user: User, visibility = 'public') {
  const data = await ok(CREATE, { input: { text: 'Read 12 books in 3 months', visibility } }, user.token);
  return data.createGoal as { id: string; tasks: TaskItem[] };
}

async function offered(owner: User, input: Record<string, unknown> = {}, visibility = 'public') {
  const goal = await newGoal(owner, visibility);
  await ok(OPEN, { g: goal.id, input }, owner.token);
  return goal;
}

const kinds = async (user: User) =>
  (
    (await ok(NOTES, {}, user.token)).notifications.items as Array<{ kind: string; actor: { id: string } }>
  ).map((n) => `${n.kind}:${n.actor?.id}`);

describe('offers', () => {
  it('the owner opens a plan to company, changes and closes it; re-opening reuses the offer', async () => {
    const owner = await registerUser(app);
    const goal = await newGoal(owner);
    const opened = await ok(OPEN, { g: goal.id, input: { note: ' Join me ', memberCap: 5 } }, owner.token);
    expect(opened.openOffer.offer).toMatchObject({
      note: 'Join me',
      audience: 'anyone',
      memberCap: 5,
      memberCount: 0,
      open: true,
    });
    expect(opened.openOffer.myRole).toBe('owner');
    const changed = await ok(OPEN, { g: goal.id, input: { audience: 'followers' } }, owner.token);
    expect(changed.openOffer.offer).toMatchObject({ audience: 'followers', memberCap: null, open: true });
    const closed = await ok(CLOSE, { g: goal.id }, owner.token);
    expect(closed.closeOffer.offer.open).toBe(false);
    const reopened = await ok(OPEN, { g: goal.id, input: {} }, owner.token);
    expect(reopened.openOffer.offer.open).toBe(true);
    // One offer row, one 'plan_opened' news event, whatever the number of openings.
    const [plan] = await app.database.db.select().from(plans).where(eq(plans.goalId, goal.id));
    const rows = await app.database.db.execute(
      sql`select count(*)::int as n from plan_offers where plan_id = ${plan!.id}`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    const news = await app.database.db
      .select()
      .from(events)
      .where(and(eq(events.goalId, goal.id), eq(events.kind, 'plan_opened')));
    expect(news).toHaveLength(1);
  });

  it('refuses a private goal, bad input, strangers and members, and changes nothing', async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const secret = await newGoal(owner, 'private');
    const res = await app.gql(OPEN, { g: secret.id, input: {} }, { token: owner.token, lang: 'ru' });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(messageOf(res)).toMatch(/Личную цель/);
    const goal = await newGoal(owner);
    expect(
      codeOf(await app.gql(OPEN, { g: goal.id, input: { note: 'x'.repeat(501) } }, { token: owner.token })),
    ).toBe('BAD_USER_INPUT');
    for (const memberCap of [0, 101]) {
      expect(codeOf(await app.gql(OPEN, { g: goal.id, input: { memberCap } }, { token: owner.token }))).toBe(
        'BAD_USER_INPUT',
      );
    }
    expect(
      codeOf(await app.gql(OPEN, { g: goal.id, input: { audience: 'friends' } }, { token: owner.token })),
    ).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.gql(OPEN, { g: goal.id, input: {} }, { token: stranger.token }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await app.gql(OPEN, { g: secret.id, input: {} }, { token: stranger.token }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await app.gql(OPEN, { g: goal.id, input: {} }))).toBe('UNAUTHENTICATED');
    expect((await ok(GET, { id: goal.id }, owner.token)).goal.offer).toBeNull();
    // A member cannot change the offer either.
    await ok(OPEN, { g: goal.id, input: {} }, owner.token);
    await ok(JOIN, { g: goal.id }, stranger.token);
    expect(
      codeOf(await app.gql(OPEN, { g: goal.id, input: { memberCap: 1 } }, { token: stranger.token })),
    ).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(CLOSE, { g: goal.id }, { token: stranger.token }))).toBe('FORBIDDEN');
    expect((await ok(GET, { id: goal.id }, owner.token)).goal.offer).toMatchObject({
      memberCap: null,
      open: true,
    });
  });

  it('a profile lists open offers the viewer may see, with what each viewer can do', async () => {
    const owner = await registerUser(app);
    const follower = await registerUser(app);
    const stranger = await registerUser(app);
    const blocked = await registerUser(app);
    await ok(FOLLOW, { id: owner.id }, follower.token);
    const open = await offered(owner, { note: 'anyone' });
    const followersOnly = await offered(owner, { audience: 'followers' });
    const followersGoal = await offered(owner, {}, 'followers');
    const closed = await offered(owner);
    await ok(CLOSE, { g: closed.id }, owner.token);
    await ok(BLOCK, { id: blocked.id }, owner.token);
    const seen = async (viewer?: User) =>
      Object.fromEntries(
        (
          (await ok(OFFERS, { u: owner.username }, viewer?.token)).userProfile.offers as Array<{
            goal: { id: string };
            joinState: string;
          }>
        ).map((o) => [o.goal.id, o.joinState]),
      );
    expect(await seen(owner)).toEqual({
      [open.id]: 'owner',
      [followersOnly.id]: 'owner',
      [followersGoal.id]: 'owner',
    });
    expect(await seen(follower)).toEqual({
      [open.id]: 'open',
      [followersOnly.id]: 'open',
      [followersGoal.id]: 'open',
    });
    expect(await seen(stranger)).toEqual({ [open.id]: 'open', [followersOnly.id]: 'followersOnly' });
    expect(await seen(blocked)).toEqual({ [open.id]: 'blocked', [followersOnly.id]: 'blocked' });
    expect(await seen()).toEqual({ [open.id]: 'signedOut', [followersOnly.id]: 'signedOut' });
    await ok(JOIN, { g: open.id }, stranger.token);
    expect((await seen(stranger))[open.id]).toBe('joined');
  });
});

describe('joining and leaving', () => {
  it('anyone may join an open offer; the owner is told, the news says so; joining twice is a no-op', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const goal = await offered(owner);
    const joined = (await ok(JOIN, { g: goal.id }, member.token)).joinPlan;
    expect(joined.myRole).toBe('member');
    expect(joined.owner.id).toBe(owner.id);
    expect(joined.offer.memberCount).toBe(1);
    expect(joined.members.map((m: { role: string; user: { id: string } }) => [m.role, m.user.id])).toEqual([
      ['owner', owner.id],
      ['member', member.id],
    ]);
    await ok(JOIN, { g: goal.id }, member.token);
    expect((await kinds(owner)).filter((k) => k === `plan_joined:${member.id}`)).toHaveLength(1);
    const news = await app.database.db
      .select()
      .from(events)
      .where(and(eq(events.goalId, goal.id), eq(events.kind, 'plan_joined')));
    expect(news).toMatchObject([{ actorId: member.id, subjectId: owner.id, visibility: 'public' }]);
    // Their plans page lists it as joined, with its owner.
    const list = await ok('{ joinedGoals { id myRole owner { id } } }', {}, member.token);
    expect(list.joinedGoals).toEqual([{ id: goal.id, myRole: 'member', owner: { id: owner.id } }]);
    expect((await ok('{ joinedGoals { id } }', {}, owner.token)).joinedGoals).toEqual([]);
    // The owner's goals with company (for the plans page's panels): this one, not a goal followed alone.
    await newGoal(owner);
    const withCompany = await ok('{ myCompanyGoals { id members { user { id } } } }', {}, owner.token);
    expect(withCompany.myCompanyGoals.map((g: { id: string }) => g.id)).toEqual([goal.id]);
    expect((await ok('{ myCompanyGoals { id } }', {}, member.token)).myCompanyGoals).toEqual([]);
  });

  it('joining a followers-only plan: the member’s followers see it only if they follow the owner too', async () => {
    const NEWS = '{ news(first: 100) { items { kind goalId goalTitle actor { id } } } }';
    const USER_NEWS =
      'query($u: String!) { userNews(username: $u, first: 100) { items { kind goalId goalTitle } } }';
    const ADDED = 'subscription { newsAdded { kind goalId goalTitle } }';
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const onlyMember = await registerUser(app); // follows the member, not the owner
    const both = await registerUser(app); // follows both
    const stranger = await registerUser(app); // reads the member's profile
    await ok(FOLLOW, { id: owner.id }, member.token);
    await ok(FOLLOW, { id: member.id }, onlyMember.token);
    await ok(FOLLOW, { id: member.id }, both.token);
    await ok(FOLLOW, { id: owner.id }, both.token);
    const goal = await offered(owner, { audience: 'followers' }, 'followers');
    const onlyMemberLive = await subscribe(app, ADDED, onlyMember.token);
    const bothLive = await subscribe(app, ADDED, both.token);
    await new Promise((r) => setTimeout(r, 300));
    await ok(JOIN, { g: goal.id }, member.token);
    const joinedIn = (items: Array<{ kind: string; goalId: string | null }>) =>
      items.filter((i) => i.kind === 'plan_joined' && i.goalId === goal.id);

    // Who may see the owner's goal sees the news, with its title.
    expect((await bothLive.next(1)).data.newsAdded).toMatchObject({ kind: 'plan_joined', goalId: goal.id });
    expect(joinedIn((await ok(NEWS, {}, both.token)).news.items)).toMatchObject([
      { goalTitle: 'Read 12 books in 3 months' },
    ]);
    expect(joinedIn((await ok(USER_NEWS, { u: member.username }, both.token)).userNews.items)).toHaveLength(
      1,
    );
    expect(joinedIn((await ok(USER_NEWS, { u: member.username }, member.token)).userNews.items)).toHaveLength(
      1,
    );
    // The member's follower who does not follow the owner: not in the news, nor on the member's profile, nor live.
    expect(joinedIn((await ok(NEWS, {}, onlyMember.token)).news.items)).toEqual([]);
    expect(joinedIn((await ok(USER_NEWS, { u: member.username }, onlyMember.token)).userNews.items)).toEqual(
      [],
    );
    expect(joinedIn((await ok(USER_NEWS, { u: member.username }, stranger.token)).userNews.items)).toEqual(
      [],
    );
    expect(joinedIn((await ok(USER_NEWS, { u: member.username })).userNews.items)).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(onlyMemberLive.events).toEqual([]);
    // The member's milestone in that plan follows the same rule.
    const milestone = goal.tasks.find((t) => t.parentId === null)!;
    for (const step of goal.tasks.filter((t) => t.parentId === milestone.id))
      await ok(TICK, { id: step.id, c: true }, member.token);
    const reached = (items: Array<{ kind: string; goalId: string | null }>) =>
      items.filter((i) => i.kind === 'milestone_reached' && i.goalId === goal.id);
    expect(reached((await ok(NEWS, {}, both.token)).news.items)).toHaveLength(1);
    expect(reached((await ok(NEWS, {}, onlyMember.token)).news.items)).toEqual([]);
    expect(reached((await ok(USER_NEWS, { u: member.username }, onlyMember.token)).userNews.items)).toEqual(
      [],
    );
    // Following the owner later opens it to them, as the goal itself.
    await ok(FOLLOW, { id: owner.id }, onlyMember.token);
    expect(joinedIn((await ok(NEWS, {}, onlyMember.token)).news.items)).toHaveLength(1);
    onlyMemberLive.close();
    bothLive.close();
  });

  it('refuses: own plan, closed offer, followers only, blocked either way, private goal, and adds nobody', async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const goal = await offered(owner, { audience: 'followers' });
    expect(codeOf(await app.gql(JOIN, { g: goal.id }, { token: owner.token }))).toBe('BAD_USER_INPUT');
    const res = await app.gql(JOIN, { g: goal.id }, { token: other.token, lang: 'ru' });
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(messageOf(res)).toMatch(/подписчики/);
    await ok(FOLLOW, { id: owner.id }, other.token);
    await ok(CLOSE, { g: goal.id }, owner.token);
    expect(codeOf(await app.gql(JOIN, { g: goal.id }, { token: other.token }))).toBe('BAD_USER_INPUT');
    const never = await newGoal(owner);
    expect(codeOf(await app.gql(JOIN, { g: never.id }, { token: other.token }))).toBe('BAD_USER_INPUT');
    const secret = await newGoal(owner, 'private');
    expect(codeOf(await app.gql(JOIN, { g: secret.id }, { token: other.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(JOIN, { g: 'nope' }, { token: other.token }))).toBe('BAD_USER_INPUT'); // malformed id
    expect(codeOf(await app.gql(JOIN, { g: goal.id }))).toBe('UNAUTHENTICATED');
    // Blocked, either way.
    const open = await offered(owner);
    const blockedByOwner = await registerUser(app);
    const blocker = await registerUser(app);
    await ok(BLOCK, { id: blockedByOwner.id }, owner.token);
    await ok(BLOCK, { id: owner.id }, blocker.token);
    expect(codeOf(await app.gql(JOIN, { g: open.id }, { token: blockedByOwner.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(JOIN, { g: open.id }, { token: blocker.token }))).toBe('FORBIDDEN');
    expect((await ok(GET, { id: open.id }, owner.token)).goal.members).toHaveLength(1);
    expect((await ok(GET, { id: goal.id }, owner.token)).goal.members).toHaveLength(1);
  });

  it('holds the member cap under 10 parallel joins', async () => {
    const owner = await registerUser(app);
    const goal = await offered(owner, { memberCap: 3 });
    const people = await Promise.all(Array.from({ length: 10 }, () => registerUser(app)));
    const results = await Promise.all(people.map((p) => app.gql(JOIN, { g: goal.id }, { token: p.token })));
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    expect(results.filter((r) => codeOf(r) === 'BAD_USER_INPUT')).toHaveLength(7);
    const after = (await ok(GET, { id: goal.id }, owner.token)).goal;
    expect(after.offer.memberCount).toBe(3);
    expect(after.members).toHaveLength(4);
    const late = await registerUser(app);
    const full = await app.gql(JOIN, { g: goal.id }, { token: late.token });
    expect(messageOf(full)).toMatch(/as many members/);
  });

  it('leaving and removal take the member’s progress; the owner and the removed are told', async () => {
    const owner = await registerUser(app);
    const a = await registerUser(app);
    const b = await registerUser(app);
    const goal = await offered(owner);
    await ok(JOIN, { g: goal.id }, a.token);
    await ok(JOIN, { g: goal.id }, b.token);
    const step = goal.tasks.find((t) => t.parentId)!;
    await ok(TICK, { id: step.id, c: true }, a.token);
    await ok(TICK, { id: step.id, c: true }, b.token);
    // A member cannot remove anyone; the owner cannot leave their own plan.
    expect(codeOf(await app.gql(REMOVE, { g: goal.id, u: b.id }, { token: a.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(LEAVE, { g: goal.id }, { token: owner.token }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.gql(REMOVE, { g: goal.id, u: owner.id }, { token: owner.token }))).toBe(
      'BAD_USER_INPUT',
    );
    await ok(LEAVE, { g: goal.id }, a.token);
    expect(codeOf(await app.gql(LEAVE, { g: goal.id }, { token: a.token }))).toBe('BAD_USER_INPUT');
    await ok(REMOVE, { g: goal.id, u: b.id }, owner.token);
    expect(await kinds(owner)).toContain(`plan_left:${a.id}`);
    expect(await kinds(b)).toContain(`plan_removed:${owner.id}`);
    const after = (await ok(GET, { id: goal.id }, owner.token)).goal;
    expect(after.members).toHaveLength(1);
    expect(after.offer.memberCount).toBe(0);
    const left = await app.database.db.execute(
      sql`select count(*)::int as n from task_progress where user_id in (${a.id}::uuid, ${b.id}::uuid)`,
    );
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    // No longer a participant: their tick is refused.
    expect(codeOf(await app.gql(TICK, { id: step.id, c: true }, { token: a.token }))).toBe('NOT_FOUND');
  });

  it('a removed member may not join again while the offer stays open; a reopened offer lets them back', async () => {
    const owner = await registerUser(app);
    const removed = await registerUser(app);
    const other = await registerUser(app);
    const goal = await offered(owner);
    await ok(JOIN, { g: goal.id }, removed.token);
    await ok(JOIN, { g: goal.id }, other.token);
    await ok(REMOVE, { g: goal.id, u: removed.id }, owner.token);
    // Removing someone who is not a member records nothing.
    const stranger = await registerUser(app);
    expect(codeOf(await app.gql(REMOVE, { g: goal.id, u: stranger.id }, { token: owner.token }))).toBe(
      'BAD_USER_INPUT',
    );
    const recorded = await app.database.db.execute(
      sql`select user_id from plan_removals r join plans p on p.id = r.plan_id where p.goal_id = ${goal.id}`,
    );
    expect((recorded as unknown as { rows: Array<{ user_id: string }> }).rows).toEqual([
      { user_id: removed.id },
    ]);
    // Denied with its code and a message in the user's language; nothing added.
    const ru = await app.gql(JOIN, { g: goal.id }, { token: removed.token, lang: 'ru' });
    expect(codeOf(ru)).toBe('FORBIDDEN');
    expect(messageOf(ru)).toBe(
      'Владелец исключил вас из этого плана. Присоединиться снова можно, когда он закроет предложение и откроет его заново.',
    );
    const en = await app.gql(JOIN, { g: goal.id }, { token: removed.token, lang: 'en' });
    expect(codeOf(en)).toBe('FORBIDDEN');
    expect(messageOf(en)).toBe(
      'The owner removed you from this plan. You can join again once they close the offer and open it anew.',
    );
    // Changing the terms of the open offer is not reopening it.
    await ok(OPEN, { g: goal.id, input: { note: 'New terms' } }, owner.token);
    expect(codeOf(await app.gql(JOIN, { g: goal.id }, { token: removed.token }))).toBe('FORBIDDEN');
    expect((await ok(GET, { id: goal.id }, owner.token)).goal.members).toHaveLength(2);
    // The profile says why instead of offering "Join"; others are unaffected.
    const stateOf = async (viewer: User) =>
      (await ok(OFFERS, { u: owner.username }, viewer.token)).userProfile.offers.find(
        (o: { goal: { id: string } }) => o.goal.id === goal.id,
      ).joinState;
    expect(await stateOf(removed)).toBe('removed');
    expect(await stateOf(other)).toBe('joined');
    expect(await stateOf(stranger)).toBe('open');
    await ok(LEAVE, { g: goal.id }, other.token);
    expect(await stateOf(other)).toBe('open');
    await ok(JOIN, { g: goal.id }, other.token);
    // Closed and opened anew: they may join again.
    await ok(CLOSE, { g: goal.id }, owner.token);
    await ok(OPEN, { g: goal.id, input: {} }, owner.token);
    expect(await stateOf(removed)).toBe('open');
    const back = await ok(JOIN, { g: goal.id }, removed.token);
    expect(back.joinPlan.myRole).toBe('member');
    expect(await stateOf(removed)).toBe('joined');
    // Removed again under the new offer: denied again, until the next reopening.
    await ok(REMOVE, { g: goal.id, u: removed.id }, owner.token);
    expect(codeOf(await app.gql(JOIN, { g: goal.id }, { token: removed.token }))).toBe('FORBIDDEN');
    expect(await stateOf(removed)).toBe('removed');
  });
});

describe('following together', () => {
  it('a member ticks only their own progress; the owner’s is unaffected; everyone sees each member’s', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const viewer = await registerUser(app);
    const goal = await offered(owner);
    await ok(JOIN, { g: goal.id }, member.token);
    const milestone = goal.tasks.find((t) => !t.parentId)!;
    const steps = goal.tasks.filter((t) => t.parentId === milestone.id);
    const ticked = (await ok(TICK, { id: steps[0]!.id, c: true }, member.token)).setTaskCompleted;
    expect(ticked.completed).toBe(true);
    const mine = (await ok(GET, { id: goal.id }, member.token)).goal;
    const owners = (await ok(GET, { id: goal.id }, owner.token)).goal;
    expect(mine.doneCount).toBe(1);
    expect(owners.doneCount).toBe(0);
    expect(owners.tasks.find((t: TaskItem) => t.id === steps[0]!.id).completed).toBe(false);
    const byUser = Object.fromEntries(
      owners.members.map((m: { user: { id: string }; doneCount: number }) => [m.user.id, m.doneCount]),
    );
    expect(byUser).toEqual({ [owner.id]: 0, [member.id]: 1 });
    const bars = owners.tasks.find((t: TaskItem) => t.id === milestone.id).memberProgress;
    expect(bars).toEqual(
      expect.arrayContaining([
        { userId: owner.id, done: 0, total: steps.length },
        { userId: member.id, done: 1, total: steps.length },
      ]),
    );
    expect(owners.tasks.find((t: TaskItem) => t.parentId).memberProgress).toEqual([]);
    // Anyone who may see the goal sees its members.
    expect((await ok(GET, { id: goal.id }, viewer.token)).goal.members).toHaveLength(2);
    expect((await ok(GET, { id: goal.id })).goal.members).toHaveLength(2);
    // Alone, a plan shows no per-member bars.
    const alone = await newGoal(owner);
    expect(
      alone.tasks.every((t) => (t as unknown as { memberProgress: unknown[] }).memberProgress.length === 0),
    ).toBe(true);
  });

  it('a member may not change the plan, nor tick for others, nor a stranger tick at all', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const stranger = await registerUser(app);
    const goal = await offered(owner);
    await ok(JOIN, { g: goal.id }, member.token);
    const step = goal.tasks.find((t) => t.parentId)!;
    for (const [query, vars] of [
      ['mutation($id: ID!) { updateTask(id: $id, patch: { label: "mine" }) { id } }', { id: step.id }],
      ['mutation($id: ID!) { deleteTask(id: $id) { id } }', { id: step.id }],
      ['mutation($id: ID!) { moveTask(id: $id, position: 0) { id } }', { id: step.id }],
    ] as const) {
      expect(codeOf(await app.gql(query, vars, { token: member.token }))).toBe('FORBIDDEN');
    }
    const add = 'mutation($g: ID!) { addTask(goalId: $g, label: "extra") { id } }';
    expect(codeOf(await app.gql(add, { g: goal.id }, { token: member.token }))).toBe('NOT_FOUND');
    const edit = 'mutation($g: ID!) { updateGoal(id: $g, patch: { title: "Mine" }) { id } }';
    expect(codeOf(await app.gql(edit, { g: goal.id }, { token: member.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(TICK, { id: step.id, c: true }, { token: stranger.token }))).toBe(
      'NOT_FOUND',
    );
    const [row] = await app.database.db.select().from(tasks).where(eq(tasks.id, step.id));
    expect(row!.label).not.toBe('mine');
  });

  it('a member who joins later follows their own copy of the schedule, from the day they join', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const goal = await offered(owner);
    // The plan began ten days ago.
    const [plan] = await app.database.db.select().from(plans).where(eq(plans.goalId, goal.id));
    await app.database.db.execute(
      sql`update tasks set date = date - 10 where plan_id = ${plan!.id} and date is not null`,
    );
    const planDates = (await ok(GET, { id: goal.id }, owner.token)).goal.tasks as TaskItem[];
    await ok(JOIN, { g: goal.id }, member.token);
    const memberDates = (await ok(GET, { id: goal.id }, member.token)).goal.tasks as TaskItem[];
    // "Today" is the member's own (their time zone), as the offset is counted.
    const [who] = await app.database.db
      .select({ timezone: users.timezone })
      .from(users)
      .where(eq(users.id, member.id));
    const today = todayIn(who!.timezone);
    const firstPlan = planDates
      .map((t) => t.date)
      .filter(Boolean)
      .sort()[0]!;
    const firstMine = memberDates
      .map((t) => t.date)
      .filter(Boolean)
      .sort()[0]!;
    const shift = (Date.parse(firstMine) - Date.parse(firstPlan)) / 86_400_000;
    expect(firstMine).toBe(today);
    expect(shift).toBe(10);
    for (const t of memberDates) {
      const p = planDates.find((x) => x.id === t.id)!;
      if (p.date) expect((Date.parse(t.date!) - Date.parse(p.date)) / 86_400_000).toBe(shift);
    }
    // The agenda and the tick answer the member's own dates too; the owner's stay.
    const AGENDA = '{ agenda(days: 7) { overdue { id date } dueToday { id date } } }';
    const mine = (await ok(AGENDA, {}, member.token)).agenda;
    const theirs = (await ok(AGENDA, {}, owner.token)).agenda;
    expect(mine.overdue.filter((t: { id: string }) => planDates.some((p) => p.id === t.id))).toEqual([]);
    expect(theirs.overdue.length).toBeGreaterThan(0);
    const firstStep = memberDates.find((t) => t.parentId && t.date === today);
    if (firstStep) {
      expect(mine.dueToday.map((t: { id: string }) => t.id)).toContain(firstStep.id);
      const ticked = (await ok(TICK, { id: firstStep.id, c: true }, member.token)).setTaskCompleted;
      expect(ticked.date).toBe(today);
    }
    // A plan that starts in the future: no shift (never negative).
    const future = await offered(owner);
    const someone = await registerUser(app);
    await ok(JOIN, { g: future.id }, someone.token);
    const again = (await ok(GET, { id: future.id }, someone.token)).goal.tasks as TaskItem[];
    expect(again.map((t) => t.date)).toEqual(future.tasks.map((t) => t.date));
  });

  it('finishing every step of a plan with company earns "company_finished"; alone it does not', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const goal = await offered(owner);
    await ok(JOIN, { g: goal.id }, member.token);
    for (const m of goal.tasks.filter((t) => !t.parentId))
      await ok(TICK, { id: m.id, c: true }, member.token);
    const mine = await app.database.db
      .select()
      .from(achievements)
      .where(and(eq(achievements.userId, member.id), eq(achievements.key, 'company_finished')));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.goalId).toBe(goal.id);
    expect((await ok(GET, { id: goal.id }, owner.token)).goal.doneCount).toBe(0);
    const solo = await registerUser(app);
    const alone = await newGoal(solo);
    for (const m of alone.tasks.filter((t) => !t.parentId)) await ok(TICK, { id: m.id, c: true }, solo.token);
    const none = await app.database.db
      .select()
      .from(achievements)
      .where(and(eq(achievements.userId, solo.id), eq(achievements.key, 'company_finished')));
    expect(none).toHaveLength(0);
  });
});

describe('kudos', () => {
  it('participants cheer each other once a day; not themselves; not strangers', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const stranger = await registerUser(app);
    const goal = await offered(owner);
    await ok(JOIN, { g: goal.id }, member.token);
    const given = (await ok(KUDOS, { g: goal.id, u: member.id }, owner.token)).giveKudos;
    expect(given).toEqual({ user: { id: member.id }, kudosToday: true });
    // Twice the same day: idempotent, one notification.
    expect((await ok(KUDOS, { g: goal.id, u: member.id }, owner.token)).giveKudos.kudosToday).toBe(true);
    expect((await kinds(member)).filter((k) => k === `kudos:${owner.id}`)).toHaveLength(1);
    await ok(KUDOS, { g: goal.id, u: owner.id }, member.token);
    expect(await kinds(owner)).toContain(`kudos:${member.id}`);
    const seen = (await ok(GET, { id: goal.id }, owner.token)).goal.members;
    expect(seen.find((m: { user: { id: string } }) => m.user.id === member.id).kudosToday).toBe(true);
    expect(seen.find((m: { user: { id: string } }) => m.user.id === owner.id).kudosToday).toBe(false);
    expect(codeOf(await app.gql(KUDOS, { g: goal.id, u: owner.id }, { token: owner.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await app.gql(KUDOS, { g: goal.id, u: member.id }, { token: stranger.token }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await app.gql(KUDOS, { g: goal.id, u: stranger.id }, { token: owner.token }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await app.gql(KUDOS, { g: goal.id, u: member.id }))).toBe('UNAUTHENTICATED');
    const secret = await newGoal(owner, 'private');
    expect(codeOf(await app.gql(KUDOS, { g: secret.id, u: owner.id }, { token: stranger.token }))).toBe(
      'NOT_FOUND',
    );
    const rows = await app.database.db.execute(
      sql`select count(*)::int as n from kudos where to_id = ${member.id}`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });
});
