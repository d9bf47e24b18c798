import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { generatePlanWithLlm, type LlmAnswerInput, readWithConfidence } from './llm.js';
import { planProblems } from './plan-invariants.js';

type Reply = { status?: number; delayMs?: number; content?: string; raw?: string };

let reply: Reply = {};
let lastBody: unknown = null;
let calls = 0;
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      calls++;
      lastBody = JSON.parse(data);
      const send = () => {
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(
          reply.raw ??
            JSON.stringify({ choices: [{ message: { role: 'assistant', content: reply.content ?? '' } }] }),
        );
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const input = {
  text: 'Learn to whistle with two fingers in 6 weeks',
  today: '2026-11-23',
  preferences: { weekdays: [1, 3, 5] },
};

function goodAnswer(): LlmAnswerInput {
  const step = (en: string, cadence: 'start' | 'weekly' | 'end', extra = {}) => ({
    label: { en },
    cadence,
    ...extra,
  });
  return {
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
            step('Whistle basics: watch one tutorial, wet fingers, tongue folded back', 'start'),
            step('Whistle practice, 10 min: finger position in front of a mirror', 'weekly', {
              times: 3,
              minutes: 10,
            }),
          ],
        },
        {
          id: 'sound',
          weight: 2,
          milestone: { en: 'First clear two-finger whistle' },
          steps: [
            step('Whistle practice, 10 min: air angle, find the first sound', 'weekly', {
              times: 3,
              minutes: 10,
            }),
          ],
        },
        {
          id: 'loud',
          weight: 1,
          milestone: { en: 'A loud whistle on demand' },
          steps: [
            step('Whistle practice, 10 min: louder, ten in a row', 'weekly', { times: 3, minutes: 10 }),
            step('Whistle test: ten loud whistles out of ten, outdoors', 'end', { key: true }),
          ],
        },
      ],
    },
  };
}

describe('generatePlanWithLlm', () => {
  it('asks for a playbook, dates it with the scheduler, and caches the answer by goal text', async () => {
    reply = { content: JSON.stringify(goodAnswer()) };
    calls = 0;
    const cache = new Map();
    const plan = await generatePlanWithLlm(input, { url, model: 'test-model', apiKey: 'k', cache });
    expect(plan.source).toBe('llm');
    expect(plan.goal.category).toBe('hobbies');
    expect(planProblems(plan, input)).toEqual([]);
    expect(plan.tasks.filter((t) => t.parentId !== null).every((t) => /whistl/i.test(t.label))).toBe(true);
    expect(plan.warnings?.some((w) => w.code === 'generic-plan')).toBe(false);
    expect(lastBody).toMatchObject({ model: 'test-model', response_format: { type: 'json_schema' } });
    const again = await generatePlanWithLlm(
      { ...input, text: 'learn to whistle with two fingers in 6 weeks!' },
      {
        url,
        cache,
      },
    );
    expect(calls).toBe(1);
    expect(again.tasks).toEqual(plan.tasks);
  });

  it('does not call the model for a goal with a playbook of its own', async () => {
    calls = 0;
    const plan = await generatePlanWithLlm({ text: 'Swim 2 km by March', today: '2026-11-23' }, { url });
    expect(calls).toBe(0);
    expect(plan.goal.domain).toBe('swimming');
  });

  const bad = goodAnswer();
  const wrongLanguage = structuredClone(bad);
  wrongLanguage.variant.phases[0]!.milestone = { ru: 'Положение пальцев найдено' };
  const offTopic = structuredClone(bad);
  for (const p of offTopic.variant.phases)
    for (const s of p.steps) s.label = { en: 'Do something useful for 10 minutes' };
  const dated = { milestones: [{ label: 'x', date: '2026-12-01', steps: [] }] };

  it.each<[string, Reply]>([
    ['a server error', { status: 500, raw: '{}' }],
    ['text that is not JSON', { content: 'Sure! Here is your plan: …' }],
    ['JSON of another shape (dated steps)', { content: JSON.stringify(dated) }],
    ['a playbook in the wrong language', { content: JSON.stringify(wrongLanguage) }],
    ['labels that never name the subject', { content: JSON.stringify(offTopic) }],
    ['a body that is not JSON', { raw: '<html>' }],
  ])('falls back to the built-in plan on %s', async (_name, r) => {
    reply = r;
    const plan = await generatePlanWithLlm(input, { url, cache: new Map() });
    expect(plan).toEqual(generatePlan(input));
  });

  it('asks the model for a goal read without high confidence, not only for generic ones', async () => {
    const unsure = { text: 'Get fit', today: '2026-11-23' };
    expect(readWithConfidence(generatePlan(unsure))).toBe(false);
    reply = { content: JSON.stringify(goodAnswer()) };
    calls = 0;
    const plan = await generatePlanWithLlm(unsure, { url, cache: new Map() });
    expect(calls).toBe(1);
    expect(plan.source).toBe('llm');
    // The structured reading goes with the question.
    const sent = JSON.stringify(lastBody);
    expect(sent).toContain('Level now:');
    expect(sent).toContain('Time:');
  });

  it("puts the model's playbook through the same safety screen", async () => {
    const unsafe = { text: 'Get in shape, train hard every day with no rest days', today: '2026-11-23' };
    const hard = goodAnswer();
    for (const p of hard.variant.phases)
      p.steps = [
        {
          label: { en: 'Hard full-body training in shape, 60 min, no rest day' },
          cadence: 'weekly',
          times: 7,
          minutes: 60,
        },
      ];
    hard.variant.sessionsPerWeek = 7;
    reply = { content: JSON.stringify(hard) };
    const plan = await generatePlanWithLlm(unsafe, { url, cache: new Map() });
    expect(plan.source).toBe('llm');
    expect(plan.warnings?.map((w) => w.code)).toContain('safety-rest');
    const perWeek = new Map<string, number>();
    for (const t of plan.tasks.filter((x) => x.parentId !== null)) {
      const d = new Date(`${t.date}T00:00:00Z`);
      const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      perWeek.set(monday, (perWeek.get(monday) ?? 0) + 1);
    }
    expect(Math.max(...perWeek.values())).toBeLessThanOrEqual(5);
    expect(planProblems(plan, unsafe)).toEqual([]);
  });

  it('falls back after the timeout', async () => {
    reply = { content: JSON.stringify(goodAnswer()), delayMs: 2000 };
    const t0 = Date.now();
    const plan = await generatePlanWithLlm(input, { url, timeoutMs: 100, cache: new Map() });
    expect(plan.source).toBe('builtin');
    expect(Date.now() - t0).toBeLessThan(1500);
  });

  it('falls back when nothing listens', async () => {
    const plan = await generatePlanWithLlm(input, {
      url: 'http://127.0.0.1:9/v1',
      timeoutMs: 1000,
      cache: new Map(),
    });
    expect(plan.source).toBe('builtin');
  });
});
