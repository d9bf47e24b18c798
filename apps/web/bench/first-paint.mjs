#!/usr/bin/env node
// First paint, as figures printed beside their goals. Part of `npm run bench`.
//
// Builds the app when stale, starts the real server (apps/server/dist/main.js) on a fresh embedded database
// with a private copy of apps/web/dist (as apps/web/e2e/global-setup.ts does), creates a user with a public
// profile and a plan, then measures on Debian's Chromium (nothing is downloaded):
// - Lighthouse 12 mobile (its default: Moto G Power, simulated Slow 4G, 4x CPU) on `/`, `/login`, the public
//   profile `/{username}` (a guest) and `/plans` (signed in): performance score, LCP, TBT, CLS;
// - a throttled first visit (Playwright, DevTools network and CPU throttling, empty cache, no service
//   worker) of `/` and of the public profile: the first contentful paint (something other than a white
//   page: the inline shell's header counts) and the moment the route's own content is on screen;
// - the welcome route's initial JS, gzipped (apps/web/scripts/bundle-size.mjs).
//
// Usage: node apps/web/bench/first-paint.mjs [lighthouse runs per page = 1]
// FIRST_PAINT_PAGES=/,/login: those pages only; FIRST_PAINT_DETAILS=1: LCP element, long tasks, render-blocking
// requests; FIRST_PAINT_SAVE=dir: every run's whole Lighthouse report (JSON) in dir. FIRST_PAINT_BASE=dir: also
// another build (dir/web: its apps/web/dist, dir/server: its apps/server/dist), measured run by run in turn with
// this one on the same machine, so the two read side by side.
// Each Lighthouse figure is the median of its runs; the machine is shared, so its load moves the figures.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildIfStale, root } from '../../../scripts/lib.mjs';
import { createUser, startServer } from './first-paint-server.mjs';

const RUNS = Math.max(1, Number(process.argv[2] ?? process.env.FIRST_PAINT_RUNS ?? 1));
const CHROME = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const GOALS = { score: 95, cls: 0, firstVisitMs: 2500, initialJsKb: 120 };

/** Slow 4G as Lighthouse simulates it (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) and a 4x slower CPU. */
const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** This checkout's build, and with FIRST_PAINT_BASE=dir another one (dir/web: its web dist, dir/server: its server dist). */
function builds() {
  const here = {
    name: 'new',
    web: path.join(root, 'apps/web/dist'),
    main: path.join(root, 'apps/server/dist/main.js'),
  };
  const base = process.env.FIRST_PAINT_BASE;
  if (!base) return [{ ...here, name: 'this build' }];
  return [{ name: 'base', web: path.join(base, 'web'), main: path.join(base, 'server/main.js') }, here];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run may not take longer than this; a stuck run is killed and tried again. */
const RUN_TIMEOUT_MS = 180_000;

/**
 * Lighthouse (mobile, performance only) on one page, in a Chromium of its own (a fresh profile, closed after the
 * run): a run that lost its trace cannot leave the next one a half-used browser, and a stuck run is killed.
 * `token` signs the page in through localStorage and the session's cookie.
 */
async function lighthouseRun(url, token) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  let timer;
  try {
    return await Promise.race([
      lighthouseIn(chrome, url, token),
      new Promise((_, fail) => {
        timer = setTimeout(() => fail(new Error(`no result in ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    await chrome.kill();
  }
}

async function lighthouseIn(chrome, url, token) {
  if (token) {
    // Written through the DevTools protocol of the same Chromium, into the origin's localStorage, before
    // Lighthouse loads the page (with storage reset off, so it stays).
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(new URL('/favicon.svg', url).href);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    // And the session's cookie beside it, as the app writes both at sign-in (shared/session/store.ts) and
    // theme-init.js keeps them in step on every page: a device signed in before.
    await context.addCookies([
      { name: 'stepwise-session', value: encodeURIComponent(token), url: new URL('/plans', url).href },
    ]);
    await page.close();
    await browser.close().catch(() => undefined);
  }
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(token),
    },
    undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  // FIRST_PAINT_SAVE=dir keeps each run's whole report (lhr JSON) there, to read what the summary leaves out.
  if (process.env.FIRST_PAINT_SAVE) {
    mkdirSync(process.env.FIRST_PAINT_SAVE, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.FIRST_PAINT_SAVE, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    unusedJs: (a['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024,
    unusedCss: (a['unused-css-rules']?.details?.overallSavingsBytes ?? 0) / 1024,
    lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    renderBlocking: (a['render-blocking-resources']?.details?.items ?? []).map(
      (i) => `${String(i.url ?? '').replace(/^https?:\/\/[^/]+/, '')} ${Math.round(i.wastedMs ?? 0)} ms`,
    ),
    longTasks: (a['long-tasks']?.details?.items ?? [])
      .slice(0, 6)
      .map(
        (i) =>
          `${Math.round(i.duration)} ms at ${Math.round(i.startTime)} ms ${String(i.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`,
      ),
    shifts: (a['layout-shifts']?.details?.items ?? [])
      .map((i) => `${(i.score ?? 0).toFixed(3)} ${i.node?.snippet?.slice(0, 80) ?? ''}`)
      .slice(0, 3),
  };
}

/** A first visit on a throttled phone network: empty cache, no service worker, a phone viewport. */
async function firstVisit(browser, url, contentSelector) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForSelector(contentSelector, { state: 'visible', timeout: 60_000 });
  const contentMs = Date.now() - started;
  const paint = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { fcp: fcp ? fcp.startTime : null, requestStart: nav ? nav.startTime : 0 };
  });
  await context.close();
  return { fcpMs: paint.fcp ?? contentMs, contentMs };
}

const mark = (ok) => (ok ? 'met' : 'MISSED');
const ms = (v) => `${(v / 1000).toFixed(2)} s`;

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Lighthouse on one page, a few times; with two builds, their runs take turns. */
async function measurePage(targets) {
  const runs = targets.map(() => []);
  for (let i = 0; i < RUNS; i += 1) {
    for (const [t, target] of targets.entries()) {
      // A loaded machine sometimes loses the trace (NO_NAVSTART, NO_FCP): that run is tried again, twice.
      for (let attempt = 1; ; attempt += 1) {
        try {
          runs[t].push(await lighthouseRun(target.url, target.token));
          break;
        } catch (error) {
          if (attempt >= 3) throw error;
          console.warn(`${target.url}: ${error instanceof Error ? error.message : error}; trying again`);
        }
      }
    }
  }
  return runs.map((list) => {
    const m = (k) => median(list.map((r) => r[k]));
    return {
      score: m('score'),
      fcp: m('fcp'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      unusedJs: m('unusedJs'),
      unusedCss: m('unusedCss'),
      last: list[list.length - 1],
    };
  });
}

async function main() {
  buildIfStale();
  const bundle = spawnSync(
    process.execPath,
    [path.join(root, 'apps/web/scripts/bundle-size.mjs'), '--json', '--limit-kb', '10000'],
    { encoding: 'utf8' },
  );
  const initialJsKb = JSON.parse(bundle.stdout.trim().split('\n').pop()).gzipKb;
  const loadAtStart = loadAverage();

  const list = builds();
  const servers = [];
  let browser;
  try {
    for (const build of list) servers.push({ build, server: await startServer(build) });
    for (const s of servers) s.user = await createUser(s.server.base);
    const pages = [
      { name: '/', path: () => '/' },
      { name: '/login', path: () => '/login' },
      { name: '/{username}', path: (s) => `/${s.user.username}` },
      { name: '/plans (signed in)', path: () => '/plans', signedIn: true },
    ];
    // FIRST_PAINT_PAGES=/,/login measures Lighthouse on those pages only (by name prefix).
    const only = process.env.FIRST_PAINT_PAGES?.split(',');
    if (only)
      pages.splice(
        0,
        pages.length,
        ...pages.filter((p) => only.some((o) => p.name === o || p.name.startsWith(`${o} `))),
      );

    const figures = [];
    for (const p of pages) {
      const targets = servers.map((s) => ({
        url: `${s.server.base}${p.path(s)}`,
        token: p.signedIn ? s.user.token : undefined,
      }));
      const results = await measurePage(targets);
      figures.push({ ...p, results });
    }

    browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
    const visits = [];
    for (const [name, selector, pathOf] of [
      ['/', 'main h1', () => '/'],
      ['/{username}', 'main h1, main h2', (s) => `/${s.user.username}`],
    ]) {
      const runs = servers.map(() => []);
      for (let i = 0; i < RUNS; i += 1)
        for (const [t, s] of servers.entries())
          runs[t].push(await firstVisit(browser, `${s.server.base}${pathOf(s)}`, selector));
      visits.push({
        name,
        results: runs.map((r) => ({
          fcpMs: median(r.map((v) => v.fcpMs)),
          contentMs: median(r.map((v) => v.contentMs)),
        })),
      });
    }
    await browser.close();
    browser = undefined;

    console.log(
      `\nFirst paint: Lighthouse ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per page, mobile` +
        (list.length > 1 ? `; builds ${list.map((b) => b.name).join(' and ')} taking turns` : ''),
    );
    for (const f of figures) {
      for (const [t, r] of f.results.entries()) {
        const clsMet = Number(r.cls.toFixed(3)) <= GOALS.cls;
        const ok = r.score >= GOALS.score && clsMet;
        const label = list.length > 1 ? `${f.name} [${list[t].name}]` : f.name;
        console.log(
          `  ${label.padEnd(27)} score ${String(r.score).padStart(3)} (goal >= ${GOALS.score}) ${mark(r.score >= GOALS.score).padEnd(6)}` +
            `  CLS ${r.cls.toFixed(3)} (goal ${GOALS.cls}) ${mark(clsMet).padEnd(6)}` +
            `  FCP ${ms(r.fcp)}  LCP ${ms(r.lcp)}  TBT ${Math.round(r.tbt)} ms` +
            `  unused JS ${r.unusedJs.toFixed(0)} KB, CSS ${r.unusedCss.toFixed(0)} KB  ${ok ? '' : '<-'}`,
        );
        if (process.env.FIRST_PAINT_DETAILS) {
          console.log(`      LCP element: ${r.last.lcpElement.slice(0, 120)}`);
          for (const s of r.last.shifts) console.log(`      shift: ${s}`);
          for (const x of r.last.longTasks) console.log(`      long task: ${x}`);
          for (const x of r.last.renderBlocking) console.log(`      render-blocking: ${x}`);
        }
      }
    }
    for (const v of visits) {
      for (const [t, r] of v.results.entries()) {
        const label = list.length > 1 ? `${v.name} [${list[t].name}]` : v.name;
        console.log(
          `  throttled first visit ${label.padEnd(20)} something on screen (FCP) ${ms(r.fcpMs)} (goal <= ${ms(GOALS.firstVisitMs)}) ${mark(r.fcpMs <= GOALS.firstVisitMs)}` +
            `; the page's own content ${ms(r.contentMs)}`,
        );
      }
    }
    console.log(
      `  welcome route initial JS ${initialJsKb.toFixed(1)} KB gzipped (goal <= ${GOALS.initialJsKb} KB) ${mark(initialJsKb <= GOALS.initialJsKb)}`,
    );
    console.log(`  load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end`);
  } finally {
    if (browser) await browser.close();
    for (const s of servers) await s.server.stop();
  }
}

await main();
