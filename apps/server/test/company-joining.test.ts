// "With company": offers, joining and leaving, members' own progress and dates, kudos,
// "finished with company", and every denial, over HTTP against buildApp().
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../src/db/schema.js';
import {
  app,
  BLOCK,
  CLOSE,
  FOLLOW,
  GET,
  JOIN,
  kinds,
  LEAVE,
  newGoal,
  OFFERS,
  OPEN,
  offered,
  ok,
  REMOVE,
  setUpFile,
  TICK,
  type User,
} from './company-kit.js';
import { codeOf, messageOf, registerUser } from './harness.js';
import { subscribe } from './sse.js';

setUpFile();

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
