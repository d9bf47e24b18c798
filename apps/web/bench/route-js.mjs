#!/usr/bin/env node
// The JavaScript each route evaluates before it is usable, and what it fetches after.
//
// Starts the real server (apps/server/dist/main.js) on a fresh embedded database with a private copy of a web
// build, creates a user with a public profile and a plan, then opens, on Debian's Chromium (nothing is
// downloaded), `/`, `/login`, `/registration`, the profile `/{username}` as a guest and `/plans` signed in, each in a
// fresh context without a service worker. "Usable" is the moment React owns the route's own element (the welcome
// heading, the sign-in and registration forms, the profile's heading, the plans page's "Today"): the element is on
// screen and carries React's fiber (hydrated or rendered); a page the server drew for a guest, which runs the app
// at the guest's first act, is usable once its element is on screen. V8's precise coverage at that moment says which scripts
// ran their top level (evaluated); the rest of the scripts fetched until then were only fetched (modulepreload).
// Then the page is left idle for a few seconds, and whatever it fetched meanwhile is the prefetch.
// Sizes are each file's gzip (level 9) from the build folder.
//
// Also, `/login` under 4x CPU throttling (CDP Emulation.setCPUThrottlingRate): the main entry's evaluation time
// (its module's top level, trace event v8.evaluateModule) and the script time until usable, as medians.
//
// Also, on `/` and the profile, a press on the phone's menu made once the page has loaded, at 4x CPU: the time
// until the menu opens.
//
// Usage: node apps/web/bench/route-js.mjs [--web apps/web/dist] [--main apps/server/dist/main.js] [--runs 3]
//        [--pages /,/login] [--json]
//        [--connection 3g|save-data]: the prefetch under that connection (navigator.connection as a phone's).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createUser, startServer } from './first-paint-server.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const SOURCE = path.resolve(option('web', path.join(root, 'apps/web/dist')));
/** The private copy the server serves (set once it starts): sizes and chunk contents are read from it too. */
let WEB = SOURCE;
const RUNS = Number(option('runs', 3));
const CONNECTION = option('connection', '');
const IDLE_MS = Number(option('idle-ms', 6000));
const CHROME = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The element that makes each route usable, once React owns it. */
const READY = {
  '/': 'main h1',
  '/login': 'main form input[type=password]',
  '/registration': 'main form input[type=password]',
  profile: 'main h1',
  '/plans': '#agenda-today',
};

const gzipCache = new Map();
function gzipKb(urlPath) {
  if (!gzipCache.has(urlPath)) {
    const file = path.join(WEB, urlPath);
    gzipCache.set(urlPath, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0);
  }
  return gzipCache.get(urlPath);
}

/**
 * Waits until React owns `selector` (or, with `drawn`, until a page the server drew shows it: `readable`). With
 * `pause`, the check stops the page right there (a `debugger` statement, with the Debugger domain on): the coverage
 * is read at that moment, not a round trip later, while the page would go on evaluating what it loads next (a
 * route's parts loaded once its first screen is drawn).
 */
async function owned(page, selector, timeout = 60_000, { pause = false, drawn = false } = {}) {
  await page.waitForFunction(
    ({ sel, pause, drawn }) => {
      const el = document.querySelector(sel);
      if (!el || !(el instanceof HTMLElement) || el.offsetParent === null) return false;
      const runsOnAct = drawn && document.querySelector('meta[name="stepwise-entry"]') !== null;
      const ok = runsOnAct || Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
      // biome-ignore lint/suspicious/noDebugger: the bench reads the coverage while the page is paused here
      if (ok && pause) debugger;
      return ok;
    },
    { sel: selector, pause, drawn },
    { timeout, polling: 'raf' },
  );
}

/**
 * A page the server drew for a guest, which runs the app at the guest's first act (decision 133), is usable once
 * its element is on screen: it is read, and its links work, without the app. Any other page once React owns it.
 * One check in the page (each frame), which with `pause` stops the page the moment it passes.
 */
async function readable(page, selector, pause = false) {
  await owned(page, selector, 60_000, { pause, drawn: true });
}

/**
 * A press on the phone's menu button at 4x CPU, made as soon as the page has loaded with its content on screen:
 * how long until the menu opens (the app evaluated and the page hydrated, whether it started on load or at the
 * press itself).
 */
async function firstPress(browser, url) {
  const { context, page, cdp } = await newPage(browser);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 60_000 });
  const menu = page.locator('button[aria-controls="mobile-nav"]');
  await menu.waitFor({ state: 'visible' });
  const t0 = Date.now();
  await menu.tap();
  await page.waitForFunction(
    () =>
      document.querySelector('button[aria-controls="mobile-nav"]')?.getAttribute('aria-expanded') === 'true',
    null,
    { timeout: 120_000, polling: 50 },
  );
  const ms = Date.now() - t0;
  await context.close();
  return ms;
}

async function newPage(browser, { token, connection } = {}) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(
    ({ token, connection }) => {
      if (token && location.pathname !== '/favicon.svg') localStorage.setItem('token', token);
      if (connection) {
        const info =
          connection === 'save-data'
            ? { saveData: true, effectiveType: '4g' }
            : { saveData: false, effectiveType: connection };
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          get: () => ({ ...info, addEventListener() {}, removeEventListener() {} }),
        });
      }
    },
    { token, connection },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** Scripts evaluated (their top-level function ran) per URL path, from V8's precise coverage. */
async function evaluated(cdp, origin) {
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  const out = new Set();
  for (const script of result) {
    if (!script.url.startsWith(origin)) continue;
    const top = script.functions.find((f) => f.ranges[0]?.startOffset === 0 && f.functionName === '');
    if (top && top.ranges[0].count > 0) out.add(new URL(script.url).pathname);
  }
  return out;
}

async function routeRun(browser, base, route, url, token) {
  const { context, page, cdp } = await newPage(browser, { token, connection: CONNECTION });
  // A device signed in before: the session's cookie beside the stored token, as the app writes both
  // (shared/session/store.ts), so the server draws a signed-in /plans as it does for such a device.
  if (token)
    await context.addCookies([
      { name: 'stepwise-session', value: encodeURIComponent(token), url: new URL('/plans', base).href },
    ]);
  const origin = new URL(base).origin;
  const fetched = [];
  let usable = false;
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.origin === origin && u.pathname.endsWith('.js')) fetched.push({ path: u.pathname, after: usable });
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  // The coverage at the usable moment, read while the page is paused there (owned: pause).
  let atUsable = null;
  await cdp.send('Debugger.enable');
  cdp.on('Debugger.paused', async () => {
    usable = true; // what is fetched from here on is fetched after the usable moment
    atUsable ??= await evaluated(cdp, origin);
    await cdp.send('Debugger.resume');
  });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await readable(page, READY[route], true);
  usable = true;
  const usableMs = Date.now() - t0;
  await cdp.send('Debugger.disable');
  const before = atUsable ?? (await evaluated(cdp, origin));
  await page.waitForTimeout(IDLE_MS);
  const after = await evaluated(cdp, origin);
  await context.close();
  const fetchedBefore = [...new Set(fetched.filter((f) => !f.after).map((f) => f.path))];
  const fetchedAfter = [...new Set(fetched.filter((f) => f.after).map((f) => f.path))].filter(
    (p) => !fetchedBefore.includes(p),
  );
  return {
    route,
    usableMs,
    evaluated: [...before],
    fetchedNotEvaluated: fetchedBefore.filter((p) => !before.has(p)),
    prefetched: fetchedAfter,
    evaluatedAfter: [...after].filter((p) => !before.has(p)),
  };
}

/** `/login` under 4x CPU: the entry module's evaluation and the script time until the form is React's. */
async function loginCpu(browser, base) {
  const { context, page, cdp } = await newPage(browser);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: ['devtools.timeline', 'v8.execute', 'v8', 'disabled-by-default-devtools.timeline'],
    },
  });
  await page.goto(`${base}/login`, { waitUntil: 'commit' });
  await owned(page, READY['/login'], 120_000);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  const html = (await (await fetch(`${base}/login`)).text()).match(
    /<script type="module"[^>]*src="([^"]+)"/,
  )?.[1];
  const entryUrl = html ? new URL(html, base).href : '';
  const complete = (e) => e.ph === 'X' && typeof e.dur === 'number';
  const byUrl = (e) => e.args?.data?.url ?? e.args?.url ?? e.args?.fileName ?? '';
  const entryEval = events
    .filter((e) => complete(e) && e.name === 'v8.evaluateModule' && byUrl(e) === entryUrl)
    .reduce((s, e) => s + e.dur / 1000, 0);
  // Script work on the renderer's main thread: the outermost script events, nested ones counted once.
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = (e) => mains.has(`${e.pid}:${e.tid}`);
  const scriptNames = new Set([
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'EventDispatch',
    'FireAnimationFrame',
    'RunMicrotasks',
    'FireIdleCallback',
  ]);
  const script = events
    .filter((e) => complete(e) && onMain(e) && scriptNames.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  let scriptMs = 0;
  let end = 0;
  for (const e of script) {
    if (e.ts >= end) {
      scriptMs += e.dur / 1000;
      end = e.ts + e.dur;
    } else if (e.ts + e.dur > end) {
      scriptMs += (e.ts + e.dur - end) / 1000;
      end = e.ts + e.dur;
    }
  }
  const longTasks = events
    .filter((e) => complete(e) && onMain(e) && e.name === 'RunTask' && e.dur > 50_000)
    .map((e) => Math.round(e.dur / 1000));
  return { entryEvalMs: entryEval, scriptMs, longTasks };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (paths) => paths.reduce((s, p) => s + gzipKb(p), 0);
const short = (p) => p.replace('/assets/', '').replace(/-[\w-]{8}\.js$/, '');

/** With --modules: the modules of the given chunks (from dist/.vite/chunk-modules.json), by folder, largest first. */
function printModules(files) {
  const report = path.join(WEB, '.vite/chunk-modules.json');
  if (!existsSync(report)) return;
  const chunks = JSON.parse(readFileSync(report, 'utf8'));
  const sizes = new Map();
  for (const file of files) {
    for (const m of chunks[file.slice(1)]?.modules ?? []) {
      const group = m.id.startsWith('npm:')
        ? m.id
            .split('/')
            .slice(0, m.id.startsWith('npm:@') ? 2 : 1)
            .join('/')
        : m.id.split('/').slice(0, 3).join('/');
      sizes.set(group, (sizes.get(group) ?? 0) + m.size);
    }
  }
  const rows = [...sizes].sort((a, b) => b[1] - a[1]);
  console.log(
    `    modules (raw KB, minified): ${rows.map(([g, s]) => `${g} ${(s / 1024).toFixed(1)}`).join(', ')}`,
  );
}

const PAGES = option('pages', '/,/login,/registration,profile,/plans')
  .split(',')
  .filter((p) => p in READY);
const MAIN = path.resolve(option('main', path.join(root, 'apps/server/dist/main.js')));
const server = await startServer({ web: SOURCE, main: MAIN });
WEB = server.web;
const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
try {
  const user = await createUser(server.base);
  const report = { web: SOURCE, connection: CONNECTION || 'none', routes: [], login: null };
  for (const route of PAGES) {
    if (route === 'login-cpu') continue;
    const url = `${server.base}${route === 'profile' ? `/${user.username}` : route}`;
    const runs = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(
        await routeRun(browser, server.base, route, url, route === '/plans' ? user.token : undefined),
      );
    const last = runs.at(-1);
    report.routes.push({
      route,
      usableMs: median(runs.map((r) => r.usableMs)),
      evaluatedKb: +kb(last.evaluated).toFixed(1),
      evaluated: last.evaluated.map((p) => ({ file: p, kb: +gzipKb(p).toFixed(1) })),
      fetchedNotEvaluatedKb: +kb(last.fetchedNotEvaluated).toFixed(1),
      fetchedNotEvaluated: last.fetchedNotEvaluated,
      prefetchedKb: +kb(last.prefetched).toFixed(1),
      prefetchedFiles: last.prefetched.length,
      evaluatedAfter: last.evaluatedAfter,
    });
  }
  report.firstPress = [];
  for (const route of PAGES.filter((p) => p === '/' || p === 'profile')) {
    const url = `${server.base}${route === 'profile' ? `/${user.username}` : route}`;
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await firstPress(browser, url));
    report.firstPress.push({ route, ms: median(runs), runs });
  }
  if (!args.includes('--no-cpu')) {
    const cpu = [];
    for (let i = 0; i < RUNS; i++) cpu.push(await loginCpu(browser, server.base));
    report.login = {
      entryEvalMs: Math.round(median(cpu.map((c) => c.entryEvalMs))),
      scriptMs: Math.round(median(cpu.map((c) => c.scriptMs))),
      runs: cpu,
    };
  }
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(
      `build: ${SOURCE}  connection: ${report.connection}  load: ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
    );
    for (const r of report.routes) {
      console.log(
        `\n${r.route.padEnd(14)} evaluated before usable ${r.evaluatedKb} KB gzip in ${r.evaluated.length} files` +
          ` (usable after ${r.usableMs} ms); fetched, not evaluated ${r.fetchedNotEvaluatedKb} KB;` +
          ` after: ${r.prefetchedFiles} files, ${r.prefetchedKb} KB`,
      );
      for (const f of r.evaluated) console.log(`    ${String(f.kb).padStart(6)}  ${short(f.file)}`);
      if (args.includes('--modules')) printModules(r.evaluated.map((f) => f.file));
      if (r.fetchedNotEvaluated.length)
        console.log(`    fetched only: ${r.fetchedNotEvaluated.map(short).join(', ')}`);
    }
    for (const p of report.firstPress)
      console.log(
        `\n${p.route} at 4x CPU: a press on the menu once the page has loaded, until it opens: ${p.ms} ms (median); runs ${JSON.stringify(p.runs)}`,
      );
    if (report.login)
      console.log(
        `\n/login at 4x CPU: entry module evaluation ${report.login.entryEvalMs} ms (median), script time until usable ${report.login.scriptMs} ms; runs ${JSON.stringify(report.login.runs.map((c) => [Math.round(c.entryEvalMs), Math.round(c.scriptMs)]))}`,
      );
  }
} finally {
  await browser.close();
  await server.stop();
}
