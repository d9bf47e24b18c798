import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { generatePlanWithLlm } from './llm.js';

type Reply = { status?: number; delayMs?: number; content?: string; raw?: string };

let reply: Reply = {};
let lastBody: unknown = null;
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
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

const input = { text: 'Read 4 books in 6 weeks', today: '2026-11-23', preferences: { weekdays: [1, 3, 5] } };

function goodAnswer() {
  return JSON.stringify({
    milestones: [
      {
        label: 'First book finished',
        date: '2026-12-04',
        steps: [{ label: 'Read 40 pages of book one', date: '2026-11-25', time: '21:00' }],
      },
      {
        label: 'Two books finished',
        date: '2026-12-18',
        steps: [{ label: 'Read 50 pages of book two', date: '2026-12-09', time: '21:00' }],
      },
      {
        label: 'Four books finished',
        date: '2027-01-01',
        steps: [{ label: 'Finish book four', date: '2027-01-01', time: '21:00' }],
      },
    ],
  });
}

describe('generatePlanWithLlm', () => {
  it('uses a valid answer of the model and sends the schema', async () => {
    reply = { content: goodAnswer() };
    const plan = await generatePlanWithLlm(input, { url, model: 'test-model', apiKey: 'k' });
    expect(plan.source).toBe('llm');
    expect(plan.tasks.map((t) => t.id)).toEqual(['m1', 'm1s1', 'm2', 'm2s1', 'm3', 'm3s1']);
    expect(lastBody).toMatchObject({ model: 'test-model', response_format: { type: 'json_schema' } });
  });

  it.each<[string, Reply]>([
    ['a server error', { status: 500, raw: '{}' }],
    ['text that is not JSON', { content: 'Sure! Here is your plan: …' }],
    ['JSON of another shape', { content: JSON.stringify({ steps: [] }) }],
    ['a step outside the allowed days', { content: goodAnswer().replace('2026-11-25', '2026-11-24') }],
    [
      'a label in the wrong language',
      { content: goodAnswer().replace('Finish book four', 'Дочитать четвёртую книгу') },
    ],
    ['a body that is not JSON', { raw: '<html>' }],
  ])('falls back to the built-in plan on %s', async (_name, r) => {
    reply = r;
    const plan = await generatePlanWithLlm(input, { url });
    expect(plan).toEqual(generatePlan(input));
  });

  it('falls back after the timeout', async () => {
    reply = { content: goodAnswer(), delayMs: 2000 };
    const t0 = Date.now();
    const plan = await generatePlanWithLlm(input, { url, timeoutMs: 100 });
    expect(plan.source).toBe('builtin');
    expect(Date.now() - t0).toBeLessThan(1500);
  });

  it('falls back when nothing listens', async () => {
    const plan = await generatePlanWithLlm(input, { url: 'http://127.0.0.1:9/v1', timeoutMs: 1000 });
    expect(plan.source).toBe('builtin');
  });
});
