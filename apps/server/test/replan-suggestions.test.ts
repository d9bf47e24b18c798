// A mentor's suggestion that is a re-plan ("move the long run to Sundays"), over HTTP against buildApp() with
// the test clock: only the mentee's mentor may suggest; the mentee reads it with the goal and previews it with
// the re-plan rule (reflowPreview); accepting saves exactly that preview through the re-plan path (undo puts
// the plan back), declining changes nothing; the mentor is told either way; bad input in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    limits: { registerIp: { points: 1000, duration: 60 }, goalPlan: { points: 1000, duration: 60 } },
  });
}, 120_000);
afterAll(() => app.close());

type User = Awaited<ReturnType<typeof registerUser>>;

const GOAL = `id deadline rhythm { weekdays timeOfDay } tasks { id parentId date time completed }
  suggestions { id label status replan { kind weekdays timeOfDay days } }`;
const OPTION = 'kind available reason moves { id date time } drops finish deadline perWeek';
const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { ${GOAL} } }`;
const GET = `query($id: ID!) { goal(id: $id) { ${GOAL} } }`;
const SUGGEST = `mutation($g: ID!, $c: ReflowChange!, $l: String!, $n: String) {
  suggestReplan(goalId: $g, change: $c, label: $l, notes: $n) { id status label replan { kind weekdays timeOfDay days } } }`;
const PREVIEW = `query($g: ID!, $c: ReflowChange!) { reflowPreview(goalId: $g, change: $c) { ${OPTION} } }`;
const ACCEPT = `mutation($id: ID!) { acceptSuggestion(id: $id) {
  suggestion { id status replanId } task { id } replanId } }`;
const DECLINE = 'mutation($id: ID!) { declineSuggestion(id: $id) { suggestion { id status replanId } } }';
const UNDO = `mutation($id: ID!) { undoReflow(replanId: $id) { ${GOAL} } }`;
const PROFILE = 'mutation($input: MentorProfileInput!) { becomeMentor(input: $input) { active } }';
const PICK = 'mutation($id: ID) { selectMentor(mentorId: $id) { mentorId } }';
const BELL = '{ notifications(first: 5) { items { kind goalId text decision } } }';

const NOW = '2026-05-04T09:00:00Z'; // Monday

async function call<T = any>(query: string, variables: Record<string, unknown>, user: User, lang = 'en') {
  return app.gql<T>(query, variables, { token: user.token, lang, headers: { 'x-stepwise-now': NOW } });
}
async function ok<T = any>(query: string, variables: Record<string, unknown>, user: User): Promise<T> {
  const res = await call<T>(query, variables, user);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

const shape = (g: any) => Object.fromEntries(g.tasks.map((t: any) => [t.id, `${t.date} ${t.time}`]));

describe('a mentor suggests a re-plan', () => {
  let mentee: User;
  let mentor: User;
  let stranger: User;
  let goal: any;
  const SUNDAYS = { kind: 'rhythm', weekdays: [2, 4, 7], timeOfDay: '18:30' };

  beforeAll(async () => {
    [mentee, mentor, stranger] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    const input = { headline: 'Running coach', bio: '', categories: ['health'], languages: ['en'] };
    await ok(PROFILE, { input }, mentor);
    await ok(PROFILE, { input }, stranger);
    await ok(PICK, { id: mentor.id }, mentee);
    goal = (await ok(CREATE, { input: { text: 'Run 10 km in 2 months', visibility: 'public' } }, mentee))
      .createGoal;
  }, 120_000);

  it('only the mentee’s mentor may suggest; the mentee cannot suggest to themself', async () => {
    const other = await call(SUGGEST, { g: goal.id, c: SUNDAYS, l: 'Sundays' }, stranger);
    expect(codeOf(other)).toBe('FORBIDDEN');
    const self = await call(SUGGEST, { g: goal.id, c: SUNDAYS, l: 'Sundays' }, mentee);
    expect(codeOf(self)).toBe('FORBIDDEN');
    expect((await ok(GET, { id: goal.id }, mentee)).goal.suggestions).toEqual([]);
  });

  it('refuses bad input in the person’s language, with a code, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp, RegExp]> = [
      [{ c: { kind: 'drop' }, l: 'Drop it' }, 'kind', /Unknown way/, /Неизвестный способ/],
      [{ c: { kind: 'rhythm', weekdays: [] }, l: 'x' }, 'weekdays', /./, /./],
      [{ c: { kind: 'shiftBy', days: 0 }, l: 'x' }, 'days', /./, /./],
      [{ c: SUNDAYS, l: '  ' }, 'label', /./, /./],
    ];
    for (const [vars, field, en, ru] of cases) {
      for (const [lang, text] of [
        ['en', en],
        ['ru', ru],
      ] as const) {
        const res = await call(SUGGEST, { g: goal.id, ...vars }, mentor, lang);
        expect(codeOf(res), `${field} ${lang}`).toBe('BAD_USER_INPUT');
        expect(res.errors?.[0]?.extensions?.field).toBe(field);
        expect(messageOf(res)).toMatch(text);
        if (lang === 'ru') expect(messageOf(res)).toMatch(/[а-я]/);
      }
    }
    expect((await ok(GET, { id: goal.id }, mentee)).goal.suggestions).toEqual([]);
  });

  it('accepting saves exactly the preview, undo puts it back, the mentor is told', async () => {
    const made = (await ok(SUGGEST, { g: goal.id, c: SUNDAYS, l: 'Move the long run to Sundays' }, mentor))
      .suggestReplan;
    expect(made).toMatchObject({ status: 'pending', replan: { kind: 'rhythm', weekdays: [2, 4, 7] } });
    expect((await ok(BELL, {}, mentee)).notifications.items[0]).toMatchObject({
      kind: 'mentor_suggestion',
      text: 'Move the long run to Sundays',
    });
    const before = (await ok(GET, { id: goal.id }, mentee)).goal;
    expect(before.suggestions.map((s: any) => s.replan)).toEqual([
      { kind: 'rhythm', weekdays: [2, 4, 7], timeOfDay: '18:30', days: null },
    ]);
    // The mentor reads it too (waiting), a stranger does not.
    expect((await ok(GET, { id: goal.id }, mentor)).goal.suggestions).toHaveLength(1);
    const { replan } = before.suggestions[0];
    const preview = (await ok(PREVIEW, { g: goal.id, c: replan }, mentee)).reflowPreview;
    expect(preview.available).toBe(true);
    expect(preview.moves.length).toBeGreaterThan(0);
    // The mentor may not answer it.
    expect(codeOf(await call(ACCEPT, { id: made.id }, mentor))).toBe('FORBIDDEN');

    const accepted = (await ok(ACCEPT, { id: made.id }, mentee)).acceptSuggestion;
    expect(accepted.task).toBeNull();
    expect(accepted.suggestion).toMatchObject({ status: 'accepted', replanId: accepted.replanId });
    const after = (await ok(GET, { id: goal.id }, mentee)).goal;
    expect(after.rhythm).toEqual({ weekdays: [2, 4, 7], timeOfDay: '18:30' });
    expect(after.suggestions).toEqual([]);
    const moved = new Map(preview.moves.map((m: any) => [m.id, `${m.date} ${m.time}`]));
    expect(shape(after)).toEqual({ ...shape(before), ...Object.fromEntries(moved) });
    for (const t of after.tasks.filter((x: any) => moved.has(x.id)))
      expect([2, 4, 7]).toContain(((new Date(`${t.date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1);
    expect((await ok(BELL, {}, mentor)).notifications.items[0]).toMatchObject({
      kind: 'suggestion_decided',
      decision: 'accepted',
      goalId: goal.id,
    });
    // Answered twice (another device): refused, nothing more changes.
    expect(codeOf(await call(ACCEPT, { id: made.id }, mentee))).toBe('BAD_USER_INPUT');
    const undone = (await ok(UNDO, { id: accepted.replanId }, mentee)).undoReflow;
    expect(shape(undone)).toEqual(shape(before));
    expect(undone.rhythm).toBeNull();
  });

  it('declining records it, changes nothing, and tells the mentor', async () => {
    const made = (
      await ok(SUGGEST, { g: goal.id, c: { kind: 'shiftBy', days: 7 }, l: 'A week later' }, mentor)
    ).suggestReplan;
    expect(made.replan).toEqual({ kind: 'shiftBy', weekdays: null, timeOfDay: null, days: 7 });
    const before = (await ok(GET, { id: goal.id }, mentee)).goal;
    const declined = (await ok(DECLINE, { id: made.id }, mentee)).declineSuggestion;
    expect(declined.suggestion).toEqual({ id: made.id, status: 'declined', replanId: null });
    const after = (await ok(GET, { id: goal.id }, mentee)).goal;
    expect(shape(after)).toEqual(shape(before));
    expect(after.deadline).toBe(before.deadline);
    expect((await ok(BELL, {}, mentor)).notifications.items[0]).toMatchObject({
      kind: 'suggestion_decided',
      decision: 'declined',
    });
  });

  it('a re-plan that cannot be done now is refused with its reason and stays pending', async () => {
    // Shifting a year back would put open steps before today.
    const made = (await ok(SUGGEST, { g: goal.id, c: { kind: 'shiftBy', days: -300 }, l: 'Earlier' }, mentor))
      .suggestReplan;
    const before = (await ok(GET, { id: goal.id }, mentee)).goal;
    for (const lang of ['en', 'ru']) {
      const res = await call(ACCEPT, { id: made.id }, mentee, lang);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(messageOf(res)).toMatch(lang === 'ru' ? /[а-я]/ : /[a-z]/);
    }
    const after = (await ok(GET, { id: goal.id }, mentee)).goal;
    expect(shape(after)).toEqual(shape(before));
    expect(after.suggestions.map((s: any) => [s.id, s.status])).toEqual([[made.id, 'pending']]);
  });
});
