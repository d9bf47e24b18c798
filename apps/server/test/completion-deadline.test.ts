// Completing and editing without surprises, over HTTP: a goal marked complete with open steps needs the owner's
// word on them (tick: achieved for real, with the 'goal_achieved' achievement and public news; keep: closed,
// without either), and a step dated after the goal's deadline is refused unless the person moves the deadline.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, events } from '../src/db/schema.js';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
type User = Awaited<ReturnType<typeof registerUser>>;
let owner: User;

const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) {
  id deadline tasks { id parentId date completed } } }`;
const STATUS = `mutation($id: ID!, $s: GoalStatus!, $o: OpenStepsChoice) {
  setGoalStatus(id: $id, status: $s, openSteps: $o) { id status progress } }`;
const GOAL = 'query($id: ID!) { goal(id: $id) { status deadline tasks { id date completed } } }';
const UPDATE = `mutation($id: ID!, $patch: TaskPatch!) { updateTask(id: $id, patch: $patch) { id date } }`;
const ADD = `mutation($g: ID!, $p: ID, $l: String!, $d: Date, $m: Boolean) {
  addTask(goalId: $g, parentId: $p, label: $l, date: $d, moveDeadline: $m) { id date } }`;

type Goal = {
  id: string;
  deadline: string;
  tasks: Array<{ id: string; parentId: string | null; date: string | null }>;
};

async function createGoal(text: string): Promise<Goal> {
  const res = await app.gql(
    CREATE,
    { input: { text, visibility: 'public', deadline: '2027-03-31' } },
    { token: owner.token },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createGoal as Goal;
}

const achieved = async (goalId: string) => ({
  achievement: (
    await app.database.db
      .select()
      .from(achievements)
      .where(and(eq(achievements.userId, owner.id), eq(achievements.key, 'goal_achieved')))
  ).some((a) => a.goalId === goalId),
  news: (
    await app.database.db
      .select()
      .from(events)
      .where(and(eq(events.goalId, goalId), eq(events.kind, 'goal_achieved')))
  ).length,
});

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app);
}, 60_000);
afterAll(() => app.close());

describe('marking a goal complete with open steps (rule: real completion)', () => {
  it('asks first, in the person’s language, and changes nothing', async () => {
    const goal = await createGoal('Read 12 books');
    const ru = await app.gql(STATUS, { id: goal.id, s: 'completed' }, { token: owner.token, lang: 'ru' });
    expect(codeOf(ru)).toBe('BAD_USER_INPUT');
    expect(ru.errors![0]!.extensions!.field).toBe('openSteps');
    expect(messageOf(ru)).toMatch(/открытые шаги \(\d+\)/);
    const en = await app.gql(STATUS, { id: goal.id, s: 'completed' }, { token: owner.token, lang: 'en' });
    expect(messageOf(en)).toMatch(/still has open steps \(\d+\)/);
    const now = await app.gql(GOAL, { id: goal.id }, { token: owner.token });
    expect(now.data!.goal.status).toBe('active');
  });

  it('keep: closed, the steps stay undone, no achievement and no news', async () => {
    const goal = await createGoal('Learn to juggle three balls');
    const res = await app.gql(STATUS, { id: goal.id, s: 'completed', o: 'keep' }, { token: owner.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.setGoalStatus.status).toBe('completed');
    const now = await app.gql(GOAL, { id: goal.id }, { token: owner.token });
    expect(now.data!.goal.tasks.every((t: { completed: boolean }) => !t.completed)).toBe(true);
    expect(await achieved(goal.id)).toEqual({ achievement: false, news: 0 });
  });

  it('tick: the open steps are done too, achieved for real with its achievement and news', async () => {
    const goal = await createGoal('Run 5 km without stopping');
    const res = await app.gql(STATUS, { id: goal.id, s: 'completed', o: 'tick' }, { token: owner.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.setGoalStatus).toMatchObject({ status: 'completed', progress: 1 });
    expect(await achieved(goal.id)).toEqual({ achievement: true, news: 1 });
    // Sent again (the offline queue): nothing twice.
    await app.gql(STATUS, { id: goal.id, s: 'completed', o: 'tick' }, { token: owner.token });
    expect((await achieved(goal.id)).news).toBe(1);
  });
});

describe('a step dated after the goal’s deadline', () => {
  it('is refused with the deadline named; moveDeadline moves it; on the deadline is fine', async () => {
    const goal = await createGoal('Learn 500 Spanish words');
    expect(goal.deadline).toBe('2027-03-31');
    const step = goal.tasks.find((t) => t.parentId !== null)!;
    const late = await app.gql(
      UPDATE,
      { id: step.id, patch: { date: '2027-04-10' } },
      { token: owner.token, lang: 'ru' },
    );
    expect(codeOf(late)).toBe('BAD_USER_INPUT');
    expect(late.errors![0]!.extensions!.field).toBe('date');
    expect(messageOf(late)).toMatch(/позже срока цели \(2027-03-31\)/);
    let now = await app.gql(GOAL, { id: goal.id }, { token: owner.token });
    expect(now.data!.goal.deadline).toBe('2027-03-31');
    expect(now.data!.goal.tasks.find((t: { id: string }) => t.id === step.id).date).toBe(step.date);

    const inside = await app.gql(
      UPDATE,
      { id: step.id, patch: { date: '2027-03-31' } },
      { token: owner.token },
    );
    expect(inside.data!.updateTask.date).toBe('2027-03-31');

    const moved = await app.gql(
      UPDATE,
      { id: step.id, patch: { date: '2027-04-10', moveDeadline: true } },
      { token: owner.token },
    );
    expect(moved.errors).toBeUndefined();
    now = await app.gql(GOAL, { id: goal.id }, { token: owner.token });
    expect(now.data!.goal.deadline).toBe('2027-04-10');

    // Adding a step: the same rule.
    const milestone = goal.tasks.find((t) => t.parentId === null)!;
    const add = { g: goal.id, p: milestone.id, l: 'Review all words', d: '2027-05-01' };
    const refused = await app.gql(ADD, add, { token: owner.token, lang: 'en' });
    expect(messageOf(refused)).toMatch(/after the goal’s deadline \(2027-04-10\)/);
    const added = await app.gql(ADD, { ...add, m: true }, { token: owner.token });
    expect(added.data!.addTask.date).toBe('2027-05-01');
    now = await app.gql(GOAL, { id: goal.id }, { token: owner.token });
    expect(now.data!.goal.deadline).toBe('2027-05-01');
  });
});
