// Invite links to a plan's offer, over HTTP against buildApp(): the owner shares one (a secret token, the same
// until revoked), anyone holding it sees a preview (milestones, members, the owner's note), signed in joins
// through it (a followers-only offer and a followers-only goal take the invited), and every refusal is clear:
// a revoked or unknown link, a goal made private, a block, a full plan, a closed offer, a removal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp: { points: 1000, duration: 60 } } });
});
afterAll(() => app.close());

const CREATE = 'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId } } }';
const OPEN = 'mutation($g: ID!, $input: OfferInput!) { openOffer(goalId: $g, input: $input) { id } }';
const CLOSE = 'mutation($g: ID!) { closeOffer(goalId: $g) { id } }';
const SHARE = 'mutation($g: ID!) { sharePlanInvite(goalId: $g) { id inviteToken } }';
const REVOKE = 'mutation($g: ID!) { revokePlanInvite(goalId: $g) { id inviteToken } }';
const TOKEN = 'query($id: ID!) { goal(id: $id) { inviteToken } }';
const PREVIEW = `query($t: String!) { planInvite(token: $t) { goalId title category deadline note memberCap memberCount
  owner { id username } members { id } milestones { id label date stepCount } state } }`;
const JOIN = 'mutation($t: String!) { joinPlanByInvite(token: $t) { id myRole } }';
const JOIN_PLAN = 'mutation($g: ID!) { joinPlan(goalId: $g) { id } }';
const REMOVE = 'mutation($g: ID!, $u: ID!) { removeMember(goalId: $g, userId: $u) { id } }';
const BLOCK = 'mutation($id: ID!) { block(userId: $id) { id } }';
const VISIBILITY =
  'mutation($id: ID!, $v: Visibility!) { updateGoal(id: $id, patch: { visibility: $v }) { id } }';
const JOINED = '{ joinedGoals { id } }';

async function ok<T = any>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await app.gql(query, variables, { token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

/** An owner's goal opened to company, with its invite link. */
async function invited(input: Record<string, unknown> = {}, visibility = 'public') {
  const owner = await registerUser(app);
  const goal = (await ok(CREATE, { input: { text: 'Run 10 km in 3 months', visibility } }, owner.token))
    .createGoal as { id: string; tasks: Array<{ id: string; parentId: string | null }> };
  await ok(OPEN, { g: goal.id, input: { note: 'Three runs a week, together', ...input } }, owner.token);
  const token = (await ok(SHARE, { g: goal.id }, owner.token)).sharePlanInvite.inviteToken as string;
  return { owner, goal, token };
}

describe('sharing and revoking an invite link', () => {
  it('the owner gets a secret token, the same one when asking again; nobody else sees it', async () => {
    const { owner, goal, token } = await invited();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await ok(SHARE, { g: goal.id }, owner.token)).sharePlanInvite.inviteToken).toBe(token);
    const stranger = await registerUser(app);
    expect((await ok(TOKEN, { id: goal.id }, stranger.token)).goal.inviteToken).toBeNull();
    expect((await ok(TOKEN, { id: goal.id })).goal.inviteToken).toBeNull();
    expect((await ok(TOKEN, { id: goal.id }, owner.token)).goal.inviteToken).toBe(token);
  });

  it('only the owner shares or revokes (a member: FORBIDDEN; a guest: UNAUTHENTICATED)', async () => {
    const { goal, token } = await invited();
    const member = await registerUser(app);
    await ok(JOIN, { t: token }, member.token);
    expect(codeOf(await app.gql(SHARE, { g: goal.id }, { token: member.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(REVOKE, { g: goal.id }, { token: member.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(SHARE, { g: goal.id }))).toBe('UNAUTHENTICATED');
  });

  it('a closed offer has no link to share (BAD_USER_INPUT, in the person’s language)', async () => {
    const owner = await registerUser(app);
    const goal = (await ok(CREATE, { input: { text: 'Learn to swim', visibility: 'public' } }, owner.token))
      .createGoal;
    const never = await app.gql(SHARE, { g: goal.id }, { token: owner.token, lang: 'ru' });
    expect(codeOf(never)).toBe('BAD_USER_INPUT');
    expect(messageOf(never)).toMatch(/закрыт/);
  });

  it('revoked, the link stops working at once (NOT_FOUND); a new one is another token', async () => {
    const { owner, goal, token } = await invited();
    expect((await ok(REVOKE, { g: goal.id }, owner.token)).revokePlanInvite.inviteToken).toBeNull();
    const gone = await app.gql(PREVIEW, { t: token }, { lang: 'en' });
    expect(codeOf(gone)).toBe('NOT_FOUND');
    expect(messageOf(gone)).toMatch(/revoked/);
    const someone = await registerUser(app);
    expect(codeOf(await app.gql(JOIN, { t: token }, { token: someone.token }))).toBe('NOT_FOUND');
    const fresh = (await ok(SHARE, { g: goal.id }, owner.token)).sharePlanInvite.inviteToken;
    expect(fresh).not.toBe(token);
  });

  it('an unknown or malformed token is NOT_FOUND, the same answer', async () => {
    expect(codeOf(await app.gql(PREVIEW, { t: 'A'.repeat(43) }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(PREVIEW, { t: "' or 1=1 --" }))).toBe('NOT_FOUND');
  });
});

describe('the preview', () => {
  it('a guest sees the plan: its milestones, members, the owner and their note; state signedOut', async () => {
    const { owner, goal, token } = await invited({ memberCap: 3 });
    const preview = (await ok(PREVIEW, { t: token })).planInvite;
    expect(preview).toMatchObject({
      goalId: goal.id,
      title: expect.any(String),
      note: 'Three runs a week, together',
      memberCap: 3,
      memberCount: 0,
      owner: { id: owner.id },
      members: [{ id: owner.id }],
      state: 'signedOut',
    });
    const milestones = goal.tasks.filter((t) => t.parentId === null);
    expect(preview.milestones.map((m: { id: string }) => m.id)).toEqual(milestones.map((m) => m.id));
    expect(preview.milestones.every((m: { stepCount: number }) => m.stepCount >= 0)).toBe(true);
  });

  it('a followers-only goal is shown to whoever holds the link (the owner shared it)', async () => {
    const { token } = await invited({}, 'followers');
    const stranger = await registerUser(app);
    expect((await ok(PREVIEW, { t: token }, stranger.token)).planInvite.state).toBe('open');
  });

  it('a goal made private since: FORBIDDEN with the reason, for preview and join alike', async () => {
    const { owner, goal, token } = await invited();
    await ok(VISIBILITY, { id: goal.id, v: 'private' }, owner.token);
    const someone = await registerUser(app);
    const seen = await app.gql(PREVIEW, { t: token }, { token: someone.token, lang: 'ru' });
    expect(codeOf(seen)).toBe('FORBIDDEN');
    expect(messageOf(seen)).toMatch(/личной/);
    expect(codeOf(await app.gql(JOIN, { t: token }, { token: someone.token }))).toBe('FORBIDDEN');
    expect((await ok(JOINED, {}, someone.token)).joinedGoals).toEqual([]);
  });

  it('across a block, either way: FORBIDDEN, nothing shown', async () => {
    const { owner, token } = await invited();
    const blocked = await registerUser(app);
    await ok(BLOCK, { id: blocked.id }, owner.token);
    const seen = await app.gql(PREVIEW, { t: token }, { token: blocked.token });
    expect(codeOf(seen)).toBe('FORBIDDEN');
    expect(seen.data?.planInvite ?? null).toBeNull();
    expect(codeOf(await app.gql(JOIN, { t: token }, { token: blocked.token }))).toBe('FORBIDDEN');
    const blocker = await registerUser(app);
    await ok(BLOCK, { id: owner.id }, blocker.token);
    expect(codeOf(await app.gql(PREVIEW, { t: token }, { token: blocker.token }))).toBe('FORBIDDEN');
  });
});

describe('joining through the link', () => {
  it('joins (a followers-only offer takes the invited), lands in their plans; again changes nothing', async () => {
    const { owner, goal, token } = await invited({ audience: 'followers' });
    const friend = await registerUser(app);
    // Without the link, the followers-only offer refuses them.
    expect(codeOf(await app.gql(JOIN_PLAN, { g: goal.id }, { token: friend.token }))).toBe('FORBIDDEN');
    const joined = (await ok(JOIN, { t: token }, friend.token)).joinPlanByInvite;
    expect(joined).toEqual({ id: goal.id, myRole: 'member' });
    expect((await ok(JOIN, { t: token }, friend.token)).joinPlanByInvite.myRole).toBe('member');
    expect((await ok(JOINED, {}, friend.token)).joinedGoals).toEqual([{ id: goal.id }]);
    const preview = (await ok(PREVIEW, { t: token }, friend.token)).planInvite;
    expect(preview).toMatchObject({ state: 'joined', memberCount: 1 });
    expect(preview.members.map((m: { id: string }) => m.id)).toEqual([owner.id, friend.id]);
    expect((await ok(PREVIEW, { t: token }, owner.token)).planInvite.state).toBe('owner');
    expect(codeOf(await app.gql(JOIN, { t: token }, { token: owner.token }))).toBe('BAD_USER_INPUT');
  });

  it('a full plan: state full, joining refused (BAD_USER_INPUT) with the reason in English and Russian', async () => {
    const { token } = await invited({ memberCap: 1 });
    await ok(JOIN, { t: token }, (await registerUser(app)).token);
    const late = await registerUser(app);
    expect((await ok(PREVIEW, { t: token }, late.token)).planInvite.state).toBe('full');
    const en = await app.gql(JOIN, { t: token }, { token: late.token, lang: 'en' });
    expect(codeOf(en)).toBe('BAD_USER_INPUT');
    expect(messageOf(en)).toMatch(/as many members/);
    const ru = await app.gql(JOIN, { t: token }, { token: late.token, lang: 'ru' });
    expect(messageOf(ru)).toMatch(/участников/);
  });

  it('five people at once on a plan with room for two: two join', async () => {
    const { goal, owner, token } = await invited({ memberCap: 2 });
    const people = await Promise.all(Array.from({ length: 5 }, () => registerUser(app)));
    await Promise.all(people.map((p) => app.gql(JOIN, { t: token }, { token: p.token })));
    const members = (
      await ok('query($id: ID!) { goal(id: $id) { members { role } } }', { id: goal.id }, owner.token)
    ).goal.members as Array<{ role: string }>;
    expect(members.filter((m) => m.role === 'member')).toHaveLength(2);
  });

  it('a closed offer: the preview says closed, joining is refused (BAD_USER_INPUT)', async () => {
    const { owner, goal, token } = await invited();
    await ok(CLOSE, { g: goal.id }, owner.token);
    const late = await registerUser(app);
    expect((await ok(PREVIEW, { t: token }, late.token)).planInvite.state).toBe('closed');
    const refused = await app.gql(JOIN, { t: token }, { token: late.token, lang: 'en' });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(messageOf(refused)).toMatch(/offer is closed/);
  });

  it('removed by the owner under this offer: the link does not bring them back (FORBIDDEN)', async () => {
    const { owner, goal, token } = await invited();
    const member = await registerUser(app);
    await ok(JOIN, { t: token }, member.token);
    await ok(REMOVE, { g: goal.id, u: member.id }, owner.token);
    expect((await ok(PREVIEW, { t: token }, member.token)).planInvite.state).toBe('removed');
    expect(codeOf(await app.gql(JOIN, { t: token }, { token: member.token }))).toBe('FORBIDDEN');
  });

  it('a guest cannot join (UNAUTHENTICATED)', async () => {
    const { token } = await invited();
    expect(codeOf(await app.gql(JOIN, { t: token }))).toBe('UNAUTHENTICATED');
  });
});
