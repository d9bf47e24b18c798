#!/usr/bin/env node
// How long the server takes to answer a page it draws for a guest (the time to the last byte of GET /{username}
// and friends, which a phone's LCP waits for), for this build and, with --base DIR, another one, both running at
// once on fresh embedded databases and asked in turn, so the two read side by side under the same machine load.
//
// Usage: node apps/web/bench/server-page-time.mjs [--base DIR] [--runs 60] [--concurrency 1]
//   [--pages profile,/login,/registration]
// DIR holds another build as the first-paint bench takes it (DIR/web: its apps/web/dist, DIR/server: its
// apps/server/dist). `profile` is the public profile of a user with a full profile (first-paint-server.mjs);
// --concurrency N asks N at a time (each figure is still one request's time). Prints median and p95 per page and
// build, and the load average at the start and the end.
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../../../scripts/lib.mjs';
import { createUser, startServer } from './first-paint-server.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    runs: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '1' },
    pages: { type: 'string', default: 'profile,/login' },
  },
});
const runs = Math.max(1, Number(values.runs));
const concurrency = Math.max(1, Number(values.concurrency));

const builds = [
  ...(values.base
    ? [{ name: 'base', web: path.join(values.base, 'web'), main: path.join(values.base, 'server/main.js') }]
    : []),
  { name: 'new', web: path.join(root, 'apps/web/dist'), main: path.join(root, 'apps/server/dist/main.js') },
];

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function timed(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie: 'lang=ru', accept: 'text/html' } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok || !body.includes('id="root"')) throw new Error(`${url}: ${res.status}`);
  return { ms, drawn: body.includes('id="ssr-data"') };
}

const servers = [];
try {
  for (const build of builds) {
    const server = await startServer(build);
    servers.push({ build, server, user: await createUser(server.base) });
  }
  const pages = values.pages.split(',').filter(Boolean);
  const times = new Map();
  const drawn = new Map();
  console.log(`load average at the start: ${load()}`);
  for (const { server, user } of servers)
    for (const page of pages) {
      // Warm: the SSR build loaded, the stylesheets compiled, the route's code in.
      const url = `${server.base}${page === 'profile' ? `/${user.username}` : page}`;
      for (let i = 0; i < 3; i += 1) await timed(url);
    }
  for (let run = 0; run < runs; run += 1)
    // In turn, the order flipped every run: neither build always goes first.
    for (const page of pages)
      for (const { build, server, user } of run % 2 ? [...servers].reverse() : servers) {
        const url = `${server.base}${page === 'profile' ? `/${user.username}` : page}`;
        const key = `${page}\t${build.name}`;
        const answers = await Promise.all(Array.from({ length: concurrency }, () => timed(url)));
        times.set(key, [...(times.get(key) ?? []), ...answers.map((a) => a.ms)]);
        drawn.set(
          key,
          answers.every((a) => a.drawn),
        );
      }
  console.log(`load average at the end: ${load()}`);
  console.log(
    `\npage\tbuild\tmedian ms\tp95 ms\tdrawn by the server (${runs} runs × ${concurrency} at a time)`,
  );
  for (const [key, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `${key}\t${quantile(sorted, 0.5).toFixed(1)}\t${quantile(sorted, 0.95).toFixed(1)}\t${drawn.get(key) ? 'yes' : 'no'}`,
    );
  }
} finally {
  for (const { server } of servers) await server.stop();
}
