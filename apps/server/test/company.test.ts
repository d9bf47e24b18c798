// "With company": offers, joining and leaving, members' own progress and dates, kudos,
// "finished with company", and every denial, over HTTP against buildApp().
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, plans } from '../src/db/schema.js';
import {
  app,
  BLOCK,
  CLOSE,
  FOLLOW,
  GET,
  JOIN,
  newGoal,
  OFFERS,
  OPEN,
  offered,
  ok,
  setUpFile,
  type User,
} from './company-kit.js';
import { codeOf, messageOf, registerUser } from './harness.js';

setUpFile();

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
