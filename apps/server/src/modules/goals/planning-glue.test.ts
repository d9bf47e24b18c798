import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineEdit, planFor, planWithModel } from './planning.js';

let calls = 0;
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls++;
      res.writeHead(500);
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const base = { today: '2026-11-22', timezone: 'Europe/Moscow' };

describe('planning glue (goals ↔ planner)', () => {
  it('plans without a model when none is configured, and falls back when the model fails', async () => {
    const request = { ...base, text: 'Learn to whistle with two fingers' };
    calls = 0;
    expect(await planWithModel(request)).toEqual(planFor(request));
    expect(calls).toBe(0);
    const plan = await planWithModel(request, { url, timeoutMs: 2000, cache: new Map() });
    expect(calls).toBe(1);
    expect(plan).toEqual(planFor(request));
  });

  it('passes one-tap answers to the planner', () => {
    const plain = planFor({ ...base, text: 'Run a marathon in 16 weeks' });
    const answered = planFor({
      ...base,
      text: 'Run a marathon in 16 weeks',
      answers: { 'running-now': '21' },
    });
    expect(plain.warnings?.map((w) => w.code)).toContain('running-volume');
    expect(answered.goal.target?.start).toBe(21);
  });

  it('warns when the level named is out of reach from the level answered', () => {
    const request = { ...base, text: 'Выучить немецкий до B1 за 3 месяца' };
    expect(planFor(request).questions?.map((q) => q.id)).toEqual(['level-now']);
    const fromZero = planFor({ ...request, answers: { 'level-now': 'A0' } });
    expect(fromZero.warnings?.map((w) => w.code)).toEqual(['language-level']);
    expect(fromZero.warnings?.[0]?.alternative?.deadline).toBe('2027-10-24');
    expect(planFor({ ...request, answers: { 'level-now': 'B1' } }).warnings).toEqual([]);
  });

  it('plans with an alternative the user accepted: a later deadline or a smaller target', () => {
    const request = { ...base, text: 'Lose 30 kg in 2 weeks' };
    const warning = planFor(request).warnings!.find((w) => w.code === 'weight-rate')!;
    const later = planFor({ ...request, deadline: warning.alternative!.deadline });
    expect(later.warnings).toEqual([]);
    const smaller = planFor({ ...request, target: warning.alternative!.target });
    expect(smaller.goal.target?.value).toBe(warning.alternative!.target!.value);
    expect(smaller.warnings).toEqual([]);
  });

  it('reports the steps an earlier deadline leaves out and the warnings of the new one', () => {
    const request = { ...base, text: 'Read 12 books in 6 months' };
    const plan = planFor(request);
    const tasks = plan.tasks.map((t) => ({ id: t.id, date: t.date, completed: false }));
    const edit = deadlineEdit(request, tasks, '2026-12-20');
    expect(edit.earlier).toBe(true);
    expect(edit.stepsAfter.length).toBeGreaterThan(0);
    expect(edit.warnings.map((w) => w.code)).toContain('reading-rate');
  });
});
