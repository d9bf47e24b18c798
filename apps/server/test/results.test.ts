// A measurable goal's results over HTTP against buildApp(): the owner records two results (one at a step,
// with a time), the chart's progression and the results read back, the forecast moves with them; bad input
// answers in the person's language with a code and changes nothing; only the owner writes, the owner and
// their mentor read, a companion and a follower see none; a change id sent again adds nothing; the export
// holds them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp: { points: 1000, duration: 60 } } });
}, 120_000);
afterAll(() => app.close());

type User = Awaited<ReturnType<typeof registerUser>>;

const GOAL = `id tasks { id parentId date completed }
  progression { unit direction points { date value } }
  results { id on value seconds note taskId }
  forecast { state daysBehind expectedFinish }`;
const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { ${GOAL} } }`;
const GET = `query($id: ID!) { goal(id: $id) { ${GOAL} } }`;
const RECORD = `mutation($g: ID!, $v: Float!, $on: Date, $t: ID, $s: Int, $n: String, $c: ID) {
  recordResult(goalId: $g, value: $v, on: $on, taskId: $t, seconds: $s, note: $n, changeId: $c) {
    id on value seconds note taskId goalId } }`;
const DELETE = 'mutation($id: ID!) { deleteResult(id: $id) }';
const PROFILE = 'mutation($input: MentorProfileInput!) { becomeMentor(input: $input) { active } }';
const PICK = 'mutation($id: ID) { selectMentor(mentorId: $id) { mentorId } }';
const OPEN = 'mutation($g: ID!) { openOffer(goalId: $g, input: {}) { id } }';
const JOIN = 'mutation($g: ID!) { joinPlan(goalId: $g) { id } }';
const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';

const NOW = '2026-05-04T09:00:00Z';

async function call<T = any>(
  query: string,
  variables: Record<string, unknown>,
  user?: User,
  lang = 'en',
  when = NOW,
) {
  return app.gql<T>(query, variables, { token: user?.token, lang, headers: { 'x-stepwise-now': when } });
}
async function ok<T = any>(
  query: string,
  variables: Record<string, unknown>,
  user?: User,
  when = NOW,
): Promise<T> {
  const res = await call<T>(query, variables, user, 'en', when);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

describe('results of a measurable goal', () => {
  let owner: User;
  let goal: any;
  beforeAll(async () => {
    owner = await registerUser(app);
    goal = (await ok(CREATE, { input: { text: 'Run 10 km in 2 months', visibility: 'public' } }, owner))
      .createGoal;
  }, 120_000);

  it('shows the planned progression and starts without results', () => {
    expect(goal.progression).toMatchObject({ unit: 'km', direction: 'up' });
    expect(goal.progression.points.length).toBeGreaterThan(1);
    expect(goal.progression.points.at(-1).value).toBe(10);
    expect(goal.results).toEqual([]);
  });

  it('records two results; the forecast follows them', async () => {
    const before = (await ok(GET, { id: goal.id }, owner, '2026-05-25T09:00:00Z')).goal.forecast;
    const step = goal.tasks.find((t: any) => t.parentId !== null);
    const first = (
      await ok(
        RECORD,
        { g: goal.id, v: 2, on: '2026-05-20', t: step.id, s: 900, n: 'test run' },
        owner,
        '2026-05-25T09:00:00Z',
      )
    ).recordResult;
    expect(first).toMatchObject({
      on: '2026-05-20',
      value: 2,
      seconds: 900,
      note: 'test run',
      taskId: step.id,
    });
    const behind = (await ok(GET, { id: goal.id }, owner, '2026-05-25T09:00:00Z')).goal;
    expect(behind.results.map((r: any) => r.value)).toEqual([2]);
    // 2 km three weeks in: well behind the progression, whatever the steps say.
    expect(behind.forecast.state).toBe('behind');
    expect(behind.forecast.expectedFinish).not.toBe(before.expectedFinish);
    await ok(RECORD, { g: goal.id, v: 9, on: '2026-05-25' }, owner, '2026-05-25T09:00:00Z');
    const after = (await ok(GET, { id: goal.id }, owner, '2026-05-25T09:00:00Z')).goal;
    expect(after.results.map((r: any) => [r.on, r.value])).toEqual([
      ['2026-05-20', 2],
      ['2026-05-25', 9],
    ]);
    expect(after.forecast.state).toBe('ahead');
    expect(after.forecast.expectedFinish < behind.forecast.expectedFinish).toBe(true);
  });

  it('adds nothing twice for the same change id, and deletes', async () => {
    const changeId = crypto.randomUUID();
    const a = (await ok(RECORD, { g: goal.id, v: 3, on: '2026-05-01', c: changeId }, owner)).recordResult;
    const b = (await ok(RECORD, { g: goal.id, v: 3, on: '2026-05-01', c: changeId }, owner)).recordResult;
    expect(b.id).toBe(a.id);
    expect(
      (await ok(GET, { id: goal.id }, owner)).goal.results.filter((r: any) => r.id === a.id),
    ).toHaveLength(1);
    expect((await ok(DELETE, { id: a.id }, owner)).deleteResult).toBe(goal.id);
    expect((await ok(GET, { id: goal.id }, owner)).goal.results.some((r: any) => r.id === a.id)).toBe(false);
    const again = await call(DELETE, { id: a.id }, owner);
    expect(codeOf(again)).toBe('NOT_FOUND');
  });

  it('refuses bad input in the person’s language, with a code, and changes nothing', async () => {
    const count = async () => (await ok(GET, { id: goal.id }, owner)).goal.results.length;
    const n = await count();
    const cases: Array<[Record<string, unknown>, string, RegExp, RegExp]> = [
      [{ v: 1e12 }, 'value', /between/, /от -1 000 000 000/],
      [{ v: 1, on: '2026-05-05' }, 'on', /not after today/, /не позже сегодняшней/],
      [{ v: 1, on: '2026-02-30' }, 'on', /real date/, /настоящую дату/],
      [{ v: 1, s: 0 }, 'seconds', /seconds/, /секунд/],
      [{ v: 1, n: 'x'.repeat(201) }, 'note', /200 characters/, /200 символов/],
    ];
    for (const [vars, field, en, ru] of cases) {
      for (const [lang, text] of [
        ['en', en],
        ['ru', ru],
      ] as const) {
        const res = await call(RECORD, { g: goal.id, ...vars }, owner, lang);
        expect(codeOf(res), `${field} ${lang}`).toBe('BAD_USER_INPUT');
        expect(res.errors?.[0]?.extensions?.field).toBe(field);
        expect(messageOf(res)).toMatch(text);
      }
    }
    // A step of another goal.
    const other = (await ok(CREATE, { input: { text: 'Run 5 km in 6 weeks' } }, owner)).createGoal;
    const foreign = other.tasks.find((t: any) => t.parentId !== null).id;
    const res = await call(RECORD, { g: goal.id, v: 1, t: foreign }, owner, 'ru');
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(messageOf(res)).toBe('Этого шага нет в плане цели.');
    // A goal without a measurable target.
    const plain = (await ok(CREATE, { input: { text: 'Learn to play the guitar' } }, owner)).createGoal;
    expect(plain.progression).toBeNull();
    const none = await call(RECORD, { g: plain.id, v: 1 }, owner, 'en');
    expect(codeOf(none)).toBe('BAD_USER_INPUT');
    expect(messageOf(none)).toMatch(/no measurable target/);
    expect(await count()).toBe(n);
  });

  it('lets only the owner write; the owner and their mentor read, a companion and a follower do not', async () => {
    const mentor = await registerUser(app);
    await ok(
      PROFILE,
      { input: { headline: 'Coach', bio: '', categories: ['health'], languages: ['en'] } },
      mentor,
    );
    const runner = await registerUser(app);
    await ok(PICK, { id: mentor.id }, runner);
    const mine = (
      await ok(CREATE, { input: { text: 'Run 10 km in 2 months', visibility: 'public' } }, runner)
    ).createGoal;
    const result = (await ok(RECORD, { g: mine.id, v: 4, on: '2026-05-03' }, runner)).recordResult;
    const companion = await registerUser(app);
    await ok(OPEN, { g: mine.id }, runner);
    await ok(JOIN, { g: mine.id }, companion);
    const follower = await registerUser(app);
    await ok(FOLLOW, { id: runner.id }, follower);

    expect((await ok(GET, { id: mine.id }, mentor)).goal.results.map((r: any) => r.value)).toEqual([4]);
    for (const who of [companion, follower]) {
      const seen = (await ok(GET, { id: mine.id }, who)).goal;
      expect(seen.results).toBeNull();
      expect(seen.progression).not.toBeNull();
    }
    expect((await call(GET, { id: mine.id })).data?.goal?.results ?? null).toBeNull();
    for (const who of [mentor, companion, follower]) {
      const write = await call(RECORD, { g: mine.id, v: 5 }, who);
      expect(codeOf(write)).toBe('NOT_FOUND');
      const del = await call(DELETE, { id: result.id }, who);
      expect(codeOf(del)).toBe('NOT_FOUND');
    }
    const anonymous = await call(RECORD, { g: mine.id, v: 5 });
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    expect((await ok(GET, { id: mine.id }, runner)).goal.results).toHaveLength(1);

    // The mentor's weekly digest reads the same forecast the plan shows (results included).
    const at = '2026-05-11T12:00:00Z';
    await ok(RECORD, { g: mine.id, v: 1, on: '2026-05-10' }, runner, at);
    const shown = (await ok(GET, { id: mine.id }, runner, at)).goal.forecast;
    expect(shown.state).toBe('behind');
    const job = await fetch(`${app.url}/test/jobs/mentors.digest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at }),
    });
    expect(await job.json()).toEqual({ state: 'completed' });
    const digest = (
      await ok('{ mentorDigest { mentees { goals { goalId state daysBehind } } } }', {}, mentor, at)
    ).mentorDigest;
    const listed = digest.mentees.flatMap((m: any) => m.goals).find((g: any) => g.goalId === mine.id);
    expect(listed).toEqual({ goalId: mine.id, state: shown.state, daysBehind: shown.daysBehind });
  }, 120_000);

  it('keeps the results in the data export', async () => {
    const id = (await ok('mutation { requestDataExport { id } }', {}, owner)).requestDataExport.id as string;
    let doc: Record<string, any> | null = null;
    for (let i = 0; i < 120 && !doc; i++) {
      const res = await fetch(`${app.url}/exports/${id}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      if (res.status === 200) doc = (await res.json()) as Record<string, any>;
      else await new Promise((r) => setTimeout(r, 500));
    }
    expect(doc).not.toBeNull();
    const values = (
      doc!.results as Array<{ goal_id: string; value: number; measured_on: string; seconds: number }>
    )
      .filter((r) => r.goal_id === goal.id)
      .map((r) => [r.measured_on, r.value, r.seconds]);
    expect(values).toEqual([
      ['2026-05-20', 2, 900],
      ['2026-05-25', 9, null],
    ]);
  }, 120_000);
});
