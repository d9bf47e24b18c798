// Privacy follows every change, over HTTP against buildApp(): a goal made private takes its plan away from its
// company (the members are told), a block leaves neither person in the other's plans and ends mentoring
// between them, news about a person never reaches someone a block stands between them and, and an e-mail
// change voids the reset links sent to the old address.
import { readFileSync } from 'node:fs';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, goals, outbox, planMembers, users } from '../src/db/schema.js';
import { codeOf, messageOf } from './harness.js';
import {
  app,
  BLOCK,
  bell,
  FOLLOW,
  GOAL,
  JOIN,
  JOINED,
  MENTEES,
  MENTOR,
  membershipsOf,
  NEWS,
  NEWS_ADDED,
  n,
  newGoal,
  OPEN,
  ok,
  PASSWORD,
  PRIVATE,
  person,
  SET_MENTOR,
  setUpFile,
  sharedPlan,
  USER_NEWS,
} from './privacy-kit.js';
import { subscribe } from './sse.js';

setUpFile();

describe('a goal made private', () => {
  it('takes its plan away from the members, closes the offer, and each member is told', async () => {
    const owner = await person();
    const anna = await person();
    const boris = await person();
    const goal = await sharedPlan(owner, anna, boris);
    expect((await ok(GOAL, { id: goal.id }, anna)).goal.myRole).toBe('member');

    const stream = await subscribe(app, 'subscription { planActivity { goalId kind } }', anna.token);
    try {
      expect((await ok(PRIVATE, { id: goal.id }, owner)).updateGoal.visibility).toBe('private');
      // Live: the member's open page hears that the plan changed for them.
      const heard = await stream.next(1, 3000);
      expect(heard.data?.planActivity).toMatchObject({ goalId: goal.id, kind: 'removed' });
    } finally {
      stream.close();
    }

    // Before: members kept the plan and read the private goal through their membership.
    for (const member of [anna, boris]) {
      expect(codeOf(await app.gql(GOAL, { id: goal.id }, { token: member.token }))).toBe('NOT_FOUND');
      expect((await ok(JOINED, {}, member)).joinedGoals).toEqual([]);
      expect(await membershipsOf(member.id)).toEqual([]);
      // Told by a bell item that names the plan (its title copied: the private goal itself is not linked).
      const items = await bell(member);
      expect(items[0]).toMatchObject({ kind: 'plan_private', actor: { id: owner.id }, goalId: null });
      expect(items[0]!.title).toBe(goal.title);
    }
    const own = (await ok(GOAL, { id: goal.id }, owner)).goal;
    expect(own.offer).toMatchObject({ open: false, memberCount: 0 });
    // Nobody joins a private plan (the offer is closed, and a private goal cannot be offered again).
    const stranger = await person();
    expect(codeOf(await app.gql(JOIN, { g: goal.id }, { token: stranger.token }))).toBe('NOT_FOUND');
    const reopen = await app.gql(OPEN, { g: goal.id }, { token: owner.token, lang: 'ru' });
    expect(codeOf(reopen)).toBe('BAD_USER_INPUT');
    expect(messageOf(reopen)).toMatch(/Личную цель/);
  });

  it('a goal already private, or made followers-only, keeps its members where they are', async () => {
    const owner = await person();
    const member = await person();
    const goal = await sharedPlan(owner, member);
    await ok(
      'mutation($id: ID!) { updateGoal(id: $id, patch: { visibility: followers }) { id } }',
      { id: goal.id },
      owner,
    );
    expect((await ok(GOAL, { id: goal.id }, member)).goal.myRole).toBe('member');
    expect((await bell(member)).map((i) => i.kind)).not.toContain('plan_private');
  });
});
describe('a block', () => {
  it('removes the blocked person from your plans and you from theirs (rows and progress), without telling them', async () => {
    const anna = await person();
    const boris = await person();
    const annas = await sharedPlan(anna, boris);
    const boriss = await sharedPlan(boris, anna);
    expect((await ok(GOAL, { id: annas.id }, boris)).goal.myRole).toBe('member');
    await ok(BLOCK, { id: boris.id }, anna);
    // Before: both memberships stayed (each still followed and read the other's plan).
    expect(await membershipsOf(anna.id)).toEqual([
      expect.objectContaining({ userId: anna.id, role: 'owner' }),
    ]);
    expect(await membershipsOf(boris.id)).toEqual([
      expect.objectContaining({ userId: boris.id, role: 'owner' }),
    ]);
    expect((await ok(GOAL, { id: annas.id }, boris)).goal.myRole).toBeNull();
    expect((await ok(JOINED, {}, anna)).joinedGoals).toEqual([]);
    expect((await ok(JOINED, {}, boris)).joinedGoals).toEqual([]);
    // Nobody is told of a block.
    expect((await bell(boris)).map((i) => i.kind)).not.toContain('plan_removed');
    // And they cannot join again across it.
    expect(codeOf(await app.gql(JOIN, { g: annas.id }, { token: boris.token }))).toBe('FORBIDDEN');
    void boriss;
  });

  it('a mentee who blocks their mentor leaves every list of the mentor; the mentor is theirs no more', async () => {
    const mentor = await person();
    const mentee = await person();
    await ok(
      MENTOR,
      {
        input: {
          headline: 'Reading coach, ten years',
          bio: '',
          categories: ['self-development'],
          languages: ['en'],
        },
      },
      mentor,
    );
    await ok(SET_MENTOR, { id: mentor.id }, mentee);
    await newGoal(mentee, 'private');
    const listed = async () =>
      ((await ok(MENTEES, {}, mentor)).mentees as Array<{ person: { id: string } }>).map((m) => m.person.id);
    expect(await listed()).toEqual([mentee.id]);

    const bellNames = async () => (await bell(mentor)).map((i) => `${i.kind}:${i.actor?.id}`);
    expect(await bellNames()).toContain(`new_mentee:${mentee.id}`);

    await ok(BLOCK, { id: mentor.id }, mentee);
    // Before: the mentor still listed them with every goal, private ones included, and their bell named them.
    expect(await listed()).toEqual([]);
    expect(await bellNames()).not.toContain(`new_mentee:${mentee.id}`);
    const [row] = await app.database.db
      .select({ mentorId: users.mentorId })
      .from(users)
      .where(eq(users.id, mentee.id));
    expect(row?.mentorId).toBeNull();
    // Choosing them again across the block is refused, in the person's language.
    const again = await app.gql(SET_MENTOR, { id: mentor.id }, { token: mentee.token, lang: 'ru' });
    expect(codeOf(again)).toBe('FORBIDDEN');
    expect(messageOf(again)).toBe('Между вами и этим наставником стоит блокировка.');
    const en = await app.gql(SET_MENTOR, { id: mentor.id }, { token: mentee.token, lang: 'en' });
    expect(messageOf(en)).toBe('A block stands between you and this mentor.');
  });
});
describe('news about someone', () => {
  it('does not reach a person they blocked: not in the feed, not on a third profile, not live', async () => {
    const bob = await person();
    const anna = await person(); // Bob blocks her
    const carol = await person(); // Anna follows Carol; Carol joins Bob's plan
    await ok(FOLLOW, { id: carol.id }, anna);
    await ok(BLOCK, { id: anna.id }, bob);
    const goal = await newGoal(bob);
    await ok(OPEN, { g: goal.id }, bob);
    const live = await subscribe(app, NEWS_ADDED, anna.token);
    try {
      await ok(JOIN, { g: goal.id }, carol);
      // Carol's own news (a goal of hers) still reaches Anna, so the stream is known to work.
      const hers = await newGoal(carol);
      const first = await live.next(1, 3000);
      expect(first.data?.newsAdded).toMatchObject({ kind: 'goal_set', goalId: hers.id });
      expect(live.events.map((e) => e.data?.newsAdded.kind)).not.toContain('plan_joined');
    } finally {
      live.close();
    }
    const kinds = (items: Array<{ kind: string; goalId: string | null }>) =>
      items.filter((i) => i.goalId === goal.id).map((i) => i.kind);
    // Before: "Carol joined Bob's plan" showed in Anna's feed and on Carol's profile for her.
    expect(kinds((await ok(NEWS, {}, anna)).news.items)).toEqual([]);
    expect(kinds((await ok(USER_NEWS, { u: carol.username }, anna)).userNews.items)).toEqual([]);
    // Someone without a block still sees it.
    const dan = await person();
    await ok(FOLLOW, { id: carol.id }, dan);
    expect(kinds((await ok(NEWS, {}, dan)).news.items)).toEqual(['plan_joined']);
  });
});
describe('an e-mail change', () => {
  const RESET_REQUEST = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
  const RESET = 'mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }';
  const REQUEST_EMAIL =
    'mutation($e: String!, $p: String) { requestEmailChange(newEmail: $e, password: $p) }';
  const CONFIRM_EMAIL = 'mutation($t: String!) { confirmEmailChange(token: $t) }';

  const tokenIn = async (address: string, path: string) => {
    for (let i = 0; i < 200; i++) {
      const [mail] = await app.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, address))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      const token = mail?.text.match(new RegExp(`${path}\\?token=([^\\s]+)`))?.[1];
      if (token) return decodeURIComponent(token);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${path} letter to ${address}`);
  };

  it('voids the reset links sent to the old address', async () => {
    const me = await person();
    await ok(RESET_REQUEST, { email: me.email });
    const oldLink = await tokenIn(me.email, '/reset-password');
    const newAddress = `moved${n}.${Date.now()}@example.com`;
    await ok(REQUEST_EMAIL, { e: newAddress, p: PASSWORD }, me);
    await ok(CONFIRM_EMAIL, { t: await tokenIn(newAddress, '/confirm-email') });
    // Before: whoever still read the old mailbox could set a new password with it and take the account.
    const res = await app.gql(RESET, { t: oldLink, p: 'a brand new passphrase 42' }, { lang: 'en' });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    const login = await app.gql(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      { e: newAddress, p: PASSWORD },
    );
    expect(login.errors).toBeUndefined();
  });
});
describe('what was stored before (migration 0020)', () => {
  it('takes private plans from their members, parts blocked people, ends mentoring across blocks', async () => {
    const owner = await person();
    const member = await person();
    const blocked = await person();
    const mentor = await person();
    const mentee = await person();
    const secret = await sharedPlan(owner, member);
    const open = await sharedPlan(owner, blocked);
    const stays = await person(); // an ordinary member: left alone
    await ok(JOIN, { g: open.id }, stays);
    await ok(
      MENTOR,
      {
        input: {
          headline: 'Reading coach, ten years',
          bio: '',
          categories: ['self-development'],
          languages: ['en'],
        },
      },
      mentor,
    );
    await ok(SET_MENTOR, { id: mentor.id }, mentee);
    // The state the old code left: written around the events, as it was stored then.
    const { db } = app.database;
    await db.update(goals).set({ visibility: 'private' }).where(eq(goals.id, secret.id));
    await db.insert(blocks).values([
      { blockerId: owner.id, blockedId: blocked.id },
      { blockerId: mentee.id, blockedId: mentor.id },
    ]);
    const file = new URL('../src/db/migrations/0020_privacy_backfill.sql', import.meta.url);
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    expect(await membershipsOf(member.id)).toEqual([]);
    expect(await membershipsOf(blocked.id)).toEqual([]);
    expect((await ok(GOAL, { id: secret.id }, owner)).goal.offer.open).toBe(false);
    expect((await ok(GOAL, { id: open.id }, owner)).goal.offer.open).toBe(true);
    const [row] = await db.select({ mentorId: users.mentorId }).from(users).where(eq(users.id, mentee.id));
    expect(row?.mentorId).toBeNull();
    expect(
      await db
        .select()
        .from(planMembers)
        .where(and(eq(planMembers.userId, stays.id), eq(planMembers.role, 'member'))),
    ).toHaveLength(1);
  });
});
