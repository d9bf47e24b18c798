import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, registerUser, startTestApp, type TestApp } from './harness.js';

/** Asking instead of guessing: the preview says what it understood and asks; the answers shape the plan. */
const PREVIEW = `query($text: String!, $answers: [PlanAnswerInput!]) {
  previewGoal(text: $text, answers: $answers) {
    kind deadline
    understood {
      kind { value confidence } target { value { value unit } confidence }
      deadline { value source confidence } level { value confidence }
      timePerWeek { hours sessionsPerWeek confidence }
    }
    questions { id text options { label value } }
    corrections { id options { value } }
  } }`;
const CREATE = `mutation($input: GoalInput!) {
  createGoal(input: $input) { id deadline tasks { id parentId date } } }`;
const SETUP = `mutation($g: String!, $a: [PlanAnswerInput!]) {
  finishSetup(interests: ["health"], goalText: $g, answers: $a) { status } }`;

type Preview = {
  kind: string;
  deadline: string;
  understood: {
    kind: { value: string; confidence: number };
    target: { value: { value: number; unit: string } | null; confidence: number };
    deadline: { value: string; source: string; confidence: number };
    level: { value: string | null; confidence: number };
    timePerWeek: { hours: number | null; sessionsPerWeek: number | null; confidence: number };
  };
  questions: Array<{ id: string; text: string; options: Array<{ label: string; value: string }> }>;
  corrections: Array<{ id: string; options: Array<{ value: string }> }>;
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function preview(token: string, text: string, answers?: Array<{ id: string; value: string }>) {
  const res = await app.gql(PREVIEW, { text, answers }, { token });
  if (!res.data?.previewGoal) throw new Error(JSON.stringify(res.errors));
  return res.data.previewGoal as Preview;
}

async function create(token: string, text: string, answers?: Array<{ id: string; value: string }>) {
  const res = await app.gql(CREATE, { input: { text, ...(answers ? { answers } : {}) } }, { token });
  if (!res.data?.createGoal) throw new Error(JSON.stringify(res.errors));
  return res.data.createGoal as { id: string; deadline: string; tasks: Array<{ parentId: string | null }> };
}

describe('previewGoal: what was understood, and the open questions', () => {
  it('an uncertain goal says how unsure each part is and asks one or two questions, in its language', async () => {
    const { token } = await registerUser(app);
    const fit = await preview(token, 'get fit');
    expect(fit.understood.kind).toEqual({ value: 'build-habit', confidence: expect.any(Number) });
    expect(fit.understood.deadline.source).toBe('default');
    expect(fit.understood.timePerWeek).toMatchObject({ hours: null });
    expect(fit.understood.timePerWeek.confidence).toBeLessThan(0.5);
    expect(fit.questions.map((q) => q.id)).toEqual(['time-per-week', 'deadline']);
    expect(fit.questions[1]?.options.map((o) => o.label)).toContain('In 3 months');

    const mountains = await preview(token, 'хочу в горы');
    expect(mountains.understood.kind.confidence).toBeLessThan(0.5);
    expect(mountains.questions[0]).toMatchObject({ id: 'kind', text: 'Что это за цель?' });
    expect(mountains.questions.length).toBeLessThanOrEqual(2);
    expect(mountains.corrections.map((c) => c.id)).toEqual(['kind', 'deadline', 'time-per-week']);
  }, 60_000);

  it('a goal that says what, how much and by when asks nothing', async () => {
    const { token } = await registerUser(app);
    const books = await preview(token, 'Read 12 books this year');
    expect(books.questions).toEqual([]);
    expect(books.understood.target).toMatchObject({ value: { value: 12, unit: 'book' } });
    expect(books.understood.deadline).toMatchObject({ source: 'text' });
    expect(books.understood.deadline.confidence).toBeGreaterThan(0.8);
  });

  it('an answer makes its part certain and is not asked again', async () => {
    const { token } = await registerUser(app);
    const answered = await preview(token, 'get fit', [{ id: 'time-per-week', value: '5' }]);
    expect(answered.understood.timePerWeek).toMatchObject({ hours: 5, confidence: 1 });
    expect(answered.questions.map((q) => q.id)).toEqual(['deadline']);
  });
});

describe('createGoal and finishSetup take the answers: the plan follows them', () => {
  it('the deadline answer sets the deadline the preview showed, and the plan is shorter', async () => {
    const { token } = await registerUser(app);
    const answers = [{ id: 'deadline', value: '1m' }];
    const shown = await preview(token, 'get fit', answers);
    const guessed = await create(token, 'get fit');
    const month = await create(token, 'get fit', answers);
    expect(month.deadline).toBe(shown.deadline);
    expect(shown.understood.deadline.confidence).toBe(1);
    expect(month.deadline < guessed.deadline).toBe(true);
    expect(month.tasks.length).toBeLessThan(guessed.tasks.length);
    const year = await create(token, 'get fit', [{ id: 'deadline', value: '12m' }]);
    expect(year.deadline > guessed.deadline).toBe(true);
  });

  it('the kind answer routes an unsure goal to the playbook it names', async () => {
    const { token } = await registerUser(app);
    const habit = await preview(token, 'хочу в горы', [{ id: 'kind', value: 'habit' }]);
    expect(habit.kind).toBe('build-habit');
    expect(habit.questions.map((q) => q.id)).not.toContain('kind');
    const plain = await create(token, 'хочу в горы');
    const routed = await create(token, 'хочу в горы', [{ id: 'kind', value: 'habit' }]);
    expect(routed.deadline).toBe(habit.deadline);
    expect(routed.deadline).not.toBe(plain.deadline);
  });

  it('setup step 3 takes the answers as the New goal dialog does', async () => {
    const { token } = await registerUser(app);
    const shown = await preview(token, 'get fit', [{ id: 'deadline', value: '6m' }]);
    const done = await app.gql(SETUP, { g: 'get fit', a: [{ id: 'deadline', value: '6m' }] }, { token });
    expect(done.errors).toBeUndefined();
    const mine = await app.gql('{ myGoals { items { deadline } } }', {}, { token });
    expect(mine.data?.myGoals.items).toEqual([{ deadline: shown.deadline }]);
  });

  it('an answer that is not one of the options changes nothing; a malformed one is refused', async () => {
    const { token } = await registerUser(app);
    const guessed = await preview(token, 'get fit');
    const odd = await preview(token, 'get fit', [{ id: 'deadline', value: '40y' }]);
    expect(odd.deadline).toBe(guessed.deadline);
    const bad = await app.gql(
      PREVIEW,
      { text: 'get fit', answers: [{ id: 'Deadline!', value: '1m' }] },
      { token },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });
});
