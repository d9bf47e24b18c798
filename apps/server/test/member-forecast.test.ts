// Each member's forecast on the company panel, over HTTP against buildApp() with the test clock: the owner
// keeps up, the member ticks nothing for two weeks; each participant reads every row (the owner on pace, the
// member N days behind, the same the member's own plan shows); a follower who is not in the plan reads none;
// a paused member's row has no forecast and says paused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp: { points: 1000, duration: 60 } } });
}, 120_000);
afterAll(() => app.close());

type User = Awaited<ReturnType<typeof registerUser>>;

const MEMBERS = `members { user { id } paused forecast { state daysBehind expectedFinish } }
  forecast { state daysBehind expectedFinish }`;
const CREATE = 'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId date } } }';
const GET = `query($id: ID!) { goal(id: $id) { ${MEMBERS} } }`;
const OPEN = 'mutation($g: ID!) { openOffer(goalId: $g, input: {}) { id } }';
const JOIN = 'mutation($g: ID!) { joinPlan(goalId: $g) { id } }';
const TICK = 'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }';
const PAUSE = 'mutation($g: ID!) { pauseGoal(goalId: $g) { id } }';
const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';

const T0 = '2026-05-04T09:00:00Z';
const LATER = '2026-05-18T09:00:00Z';

async function ok<T = any>(when: string, query: string, variables: Record<string, unknown>, user: User) {
  const res = await app.gql<T>(query, variables, { token: user.token, headers: { 'x-stepwise-now': when } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

describe('each member’s forecast on the company panel', () => {
  let owner: User;
  let member: User;
  let follower: User;
  let goalId: string;
  beforeAll(async () => {
    [owner, member, follower] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    const goal = (
      await ok(T0, CREATE, { input: { text: 'Run 10 km in 2 months', visibility: 'public' } }, owner)
    ).createGoal;
    goalId = goal.id;
    await ok(T0, OPEN, { g: goalId }, owner);
    await ok(T0, JOIN, { g: goalId }, member);
    await ok(T0, FOLLOW, { id: owner.id }, follower);
    // The owner does every step due by LATER, each on its day; the member does none.
    for (const t of goal.tasks.filter((x: any) => x.parentId && x.date && x.date < '2026-05-18'))
      await ok(`${t.date}T18:00:00Z`, TICK, { id: t.id }, owner);
  }, 120_000);

  it('participants read every member’s forecast; it agrees with each one’s own plan', async () => {
    const asOwner = (await ok(LATER, GET, { id: goalId }, owner)).goal;
    const asMember = (await ok(LATER, GET, { id: goalId }, member)).goal;
    const row = (g: any, u: User) => g.members.find((m: any) => m.user.id === u.id);
    expect(row(asOwner, owner).forecast.state).toBe('onPace');
    expect(row(asOwner, member).forecast.state).toBe('behind');
    expect(row(asOwner, member).forecast.daysBehind).toBeGreaterThanOrEqual(3);
    // The same rows whoever of them reads, and each row is what that person's own plan shows.
    expect(asMember.members).toEqual(asOwner.members);
    expect(row(asOwner, owner).forecast).toEqual(asOwner.forecast);
    expect(row(asOwner, member).forecast).toEqual(asMember.forecast);
  });

  it('someone outside the plan reads no member’s forecast', async () => {
    const seen = (await ok(LATER, GET, { id: goalId }, follower)).goal;
    expect(seen.members.length).toBeGreaterThan(0);
    for (const m of seen.members) expect(m.forecast).toBeNull();
  });

  it('a paused member has no forecast and reads as paused', async () => {
    await ok(LATER, PAUSE, { g: goalId }, member);
    const seen = (await ok(LATER, GET, { id: goalId }, owner)).goal;
    const paused = seen.members.find((m: any) => m.user.id === member.id);
    expect(paused).toMatchObject({ paused: true, forecast: null });
    expect(seen.members.find((m: any) => m.user.id === owner.id).forecast.state).toBe('onPace');
  });
});
