import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const PREVIEW = `query($text: String!, $deadline: Date, $answers: [PlanAnswerInput!], $target: TargetInput) {
  previewGoal(text: $text, deadline: $deadline, answers: $answers, target: $target) {
    title language category kind domain subject generic deadline deadlineFromText deadlineSource
    target { value unit }
    schedule { sessionsPerWeek hoursPerWeek weekdays timeOfDay }
    warnings { code message alternative { deadline target { value unit } } }
    questions { id text options { label value } }
  }
}`;
const GOAL_FIELDS = 'id deadline target { value unit } tasks { id parentId label date completed }';
const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { ${GOAL_FIELDS} } }`;
const CHECK = `query($id: ID!, $d: Date!) { deadlineEditCheck(goalId: $id, deadline: $d) {
  deadline earlier stepsAfterDeadline warnings { code message alternative { deadline } } } }`;
const UPDATE = `mutation($id: ID!, $patch: GoalPatch!) { updateGoal(id: $id, patch: $patch) { ${GOAL_FIELDS} } }`;

type Task = { id: string; parentId: string | null; label: string; date: string; completed: boolean };

async function preview(token: string, variables: Record<string, unknown>, lang = 'en') {
  const res = await app.gql(PREVIEW, variables, { token, lang });
  if (!res.data?.previewGoal) throw new Error(JSON.stringify(res.errors));
  return res.data.previewGoal;
}

async function create(a: TestApp, token: string, input: Record<string, unknown>) {
  const res = await a.gql(CREATE, { input }, { token });
  if (!res.data?.createGoal) throw new Error(JSON.stringify(res.errors));
  return res.data.createGoal as { id: string; deadline: string; target: unknown; tasks: Task[] };
}

describe('previewGoal: what the planner understood, its warnings and questions', () => {
  it('plans 30 kg in 2 weeks for a safe amount, and offers the later date that fits 30 kg', async () => {
    const user = await registerUser(app);
    const p = await preview(user.token, { text: 'Lose 30 kg in 2 weeks' });
    expect(p).toMatchObject({
      language: 'en',
      category: 'health',
      kind: 'quantity',
      domain: 'weight',
      deadlineFromText: true,
      deadlineSource: 'text',
    });
    // The plan is for the safe version (at most 1 kg a week), never for the unsafe target.
    expect(p.target.unit).toBe('kg');
    expect(p.target.value).toBeLessThanOrEqual(2);
    const warning = p.warnings.find((w: { code: string }) => w.code === 'weight-rate');
    expect(warning.message).toMatch(/30 kg/);
    expect(warning.alternative.deadline > p.deadline).toBe(true);
    expect(warning.alternative.target.unit).toBe('kg');
    expect(warning.alternative.target.value).toBeLessThan(30);

    // Accepting either alternative plans again without the warning.
    const later = await preview(user.token, {
      text: 'Lose 30 kg in 2 weeks',
      deadline: warning.alternative.deadline,
    });
    expect(later.deadline).toBe(warning.alternative.deadline);
    expect(later.warnings.map((w: { code: string }) => w.code)).not.toContain('weight-rate');
    const smaller = await preview(user.token, {
      text: 'Lose 30 kg in 2 weeks',
      target: warning.alternative.target,
    });
    expect(smaller.target).toEqual(warning.alternative.target);
    expect(smaller.warnings.map((w: { code: string }) => w.code)).not.toContain('weight-rate');
  });

  it('reads “Бросить курить” as quitting a habit, in Russian', async () => {
    const user = await registerUser(app);
    const p = await preview(user.token, { text: 'Бросить курить' }, 'ru');
    expect(p).toMatchObject({ language: 'ru', kind: 'quit-habit', domain: 'quit-smoking', generic: false });
    expect(p.deadlineSource).toBe('default');
  });

  it('reads a schedule as a preference and asks where a runner starts; the answer changes the plan', async () => {
    const user = await registerUser(app);
    const p = await preview(user.token, { text: 'Run a marathon, 4 times a week' });
    expect(p.kind).toBe('quantity');
    expect(p.schedule?.sessionsPerWeek).toBe(4);
    const q = p.questions.find((x: { id: string }) => x.id === 'running-now');
    expect(q.text).toMatch(/run/i);
    expect(q.options.length).toBeGreaterThan(1);
    const answered = await preview(user.token, {
      text: 'Run a marathon, 4 times a week',
      answers: [{ id: 'running-now', value: '21' }],
    });
    expect(answered.questions.map((x: { id: string }) => x.id)).not.toContain('running-now');

    const base = await create(app, user.token, { text: 'Run a marathon, 4 times a week' });
    const fit = await create(app, user.token, {
      text: 'Run a marathon, 4 times a week',
      answers: [{ id: 'running-now', value: '21' }],
    });
    const labels = (g: { tasks: Task[] }) => g.tasks.map((t) => t.label).join('\n');
    expect(labels(fit)).not.toEqual(labels(base));
  });

  it('refuses malformed answers and targets', async () => {
    const user = await registerUser(app);
    const bad = await app.gql(
      PREVIEW,
      { text: 'Run 10 km', answers: [{ id: 'Robert"); drop', value: 'x' }] },
      { token: user.token },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    const neg = await app.gql(
      PREVIEW,
      { text: 'Run 10 km', target: { value: -5, unit: 'km' } },
      { token: user.token },
    );
    expect(codeOf(neg)).toBe('BAD_USER_INPUT');
  });
});

describe('createGoal with an accepted alternative', () => {
  it('saves the smaller target, or the later deadline, that the warning offered', async () => {
    const user = await registerUser(app);
    const p = await preview(user.token, { text: 'Lose 30 kg in 2 weeks' });
    const alt = p.warnings.find((w: { code: string }) => w.code === 'weight-rate').alternative;
    const smaller = await create(app, user.token, { text: 'Lose 30 kg in 2 weeks', target: alt.target });
    expect(smaller.target).toEqual(alt.target);
    expect(smaller.deadline).toBe(p.deadline);
    const later = await create(app, user.token, { text: 'Lose 30 kg in 2 weeks', deadline: alt.deadline });
    expect(later.deadline).toBe(alt.deadline);
    expect(later.target).toEqual({ value: 30, unit: 'kg' });
    expect(later.tasks.every((t) => t.date <= alt.deadline)).toBe(true);
  });
});

describe('an earlier deadline', () => {
  it('reports the open steps it leaves after it; a later one leaves none', async () => {
    const user = await registerUser(app);
    const goal = await create(app, user.token, { text: 'Read 12 books in 6 months' });
    const steps = goal.tasks.filter((t) => t.parentId !== null);
    const early = steps[Math.floor(steps.length / 3)]!.date;
    const res = await app.gql(CHECK, { id: goal.id, d: early }, { token: user.token });
    const check = res.data?.deadlineEditCheck;
    expect(check.earlier).toBe(true);
    expect(check.stepsAfterDeadline).toBe(steps.filter((t) => t.date > early).length);
    expect(check.stepsAfterDeadline).toBeGreaterThan(0);

    const later = await app.gql(CHECK, { id: goal.id, d: '2099-01-01' }, { token: user.token });
    expect(later.data?.deadlineEditCheck).toMatchObject({ earlier: false, stepsAfterDeadline: 0 });

    // updateGoal keeps its shape: the goal, with the deadline saved.
    const saved = await app.gql(UPDATE, { id: goal.id, patch: { deadline: early } }, { token: user.token });
    expect(saved.data?.updateGoal.deadline).toBe(early);

    const stranger = await registerUser(app);
    const hidden = await app.gql(CHECK, { id: goal.id, d: early }, { token: stranger.token });
    expect(codeOf(hidden)).toBe('NOT_FOUND');
  });

  it('warns in the goal’s language when the new deadline is too close', async () => {
    const user = await registerUser(app);
    const goal = await create(app, user.token, { text: 'Пробежать марафон' });
    const soon = [...new Set(goal.tasks.map((t) => t.date))].sort()[3]!;
    const res = await app.gql(CHECK, { id: goal.id, d: soon }, { token: user.token, lang: 'en' });
    const check = res.data?.deadlineEditCheck;
    expect(check.earlier).toBe(true);
    expect(check.warnings.length).toBeGreaterThan(0);
    expect(check.warnings[0].message).toMatch(/[а-яё]/i);
  });
});

describe('the language model (PLANNER_LLM_URL)', () => {
  let server: Server;
  let calls = 0;
  let llmApp: TestApp;

  const answer = {
    kind: 'skill',
    category: 'hobbies',
    variant: {
      id: 'whistle',
      defaultWeeks: 6,
      sessionsPerWeek: 3,
      time: '18:00',
      phases: [
        {
          id: 'basics',
          weight: 1,
          milestone: { en: 'Finger position for whistling found' },
          steps: [
            {
              label: { en: 'Whistle basics: watch one tutorial, wet fingers, tongue folded back' },
              cadence: 'start',
            },
            {
              label: { en: 'Whistle practice, 10 min: finger position in front of a mirror' },
              cadence: 'weekly',
              times: 3,
              minutes: 10,
            },
          ],
        },
        {
          id: 'sound',
          weight: 2,
          milestone: { en: 'First clear two-finger whistle' },
          steps: [
            {
              label: { en: 'Whistle practice, 10 min: air angle, find the first sound' },
              cadence: 'weekly',
              times: 3,
              minutes: 10,
            },
          ],
        },
        {
          id: 'loud',
          weight: 1,
          milestone: { en: 'A loud whistle on demand' },
          steps: [
            {
              label: { en: 'Whistle practice, 10 min: louder, ten in a row' },
              cadence: 'weekly',
              times: 3,
              minutes: 10,
            },
            {
              label: { en: 'Whistle test: ten loud whistles out of ten, outdoors' },
              cadence: 'end',
              key: true,
            },
          ],
        },
      ],
    },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        calls++;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(answer) } }] }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    llmApp = await startTestApp({ env: { PLANNER_LLM_URL: url, PLANNER_LLM_MODEL: 'fake' } });
  });

  afterAll(async () => {
    await llmApp?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the model for a goal without a playbook and saves its plan', async () => {
    calls = 0;
    const user = await registerUser(llmApp);
    const goal = await create(llmApp, user.token, { text: 'Learn to whistle with two fingers in 6 weeks' });
    expect(calls).toBe(1);
    const steps = goal.tasks.filter((t) => t.parentId !== null);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((t) => /whistl/i.test(t.label))).toBe(true);
  });

  it('does not call the model for a goal with a built-in playbook, nor for a preview', async () => {
    calls = 0;
    const user = await registerUser(llmApp);
    await create(llmApp, user.token, { text: 'Swim 2 km by March' });
    await llmApp.gql(PREVIEW, { text: 'Learn to juggle three balls' }, { token: user.token });
    expect(calls).toBe(0);
  });

  it('without PLANNER_LLM_URL nothing is called and the built-in plan is saved', async () => {
    calls = 0;
    const user = await registerUser(app);
    const goal = await create(app, user.token, { text: 'Learn to whistle with two fingers in 6 weeks' });
    expect(calls).toBe(0);
    expect(goal.tasks.length).toBeGreaterThan(0);
    expect(app.config.plannerLlm).toBeUndefined();
  });
});
