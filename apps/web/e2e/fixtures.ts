import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { noteWorkerTrouble } from './device-kit';

export { type SavedCopy, savedCopies, waitForSavedQuery, waitForServiceWorker } from './device-kit';

export const baseURL = inject('baseURL');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

let clientCounter = 0;
/** A distinct client address per fixture call, so the server's per-IP limits do not trip over the tests. */
function nextClientIp() {
  clientCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`;
}

export async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: token ? `Bearer ${token}` : '',
      'x-forwarded-for': nextClientIp(),
    },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(`GraphQL: ${json.errors.map((e) => e.message).join(' | ')}`);
  return json.data as T;
}

export interface TestUser {
  email: string;
  password: string;
  token: string;
  username: string;
  id: string;
}

let userCounter = 0;

/** Registers a user through the API (not the UI); `setup: true` also finishes the setup wizard's steps. */
export async function createUser(
  options: {
    lang?: 'ru' | 'en';
    setup?: boolean;
    firstName?: string;
    lastName?: string;
    bio?: string;
    /** The setup picks a built-in guide, not the first mentor listed (people come first once any mentor). */
    guide?: boolean;
  } = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = `e2e-${process.pid}-${Date.now()}-${userCounter}@example.test`;
  const password = 'correct horse 42';
  const data = await gql<{ register: { token: string; user: { id: string; username: string } } }>(
    `mutation Register($email: String!, $password: String!, $lang: String) {
      register(email: $email, password: $password, lang: $lang) { token user { id username } }
    }`,
    { email, password, lang: options.lang ?? 'ru' },
  );
  const user: TestUser = { email, password, token: data.register.token, ...data.register.user };
  if (options.setup) {
    await gql(
      `mutation FillBaseBio($f: String!, $l: String!) { fillBaseBio(firstName: $f, lastName: $l, birthday: "1990-05-07") { id } }`,
      { f: options.firstName ?? 'Анна', l: options.lastName ?? 'Петрова' },
      user.token,
    );
    const { mentors } = await gql<{ mentors: { id: string; guide: boolean }[] }>(
      'query Mentors { mentors { id guide } }',
    );
    const mentor = options.guide ? mentors.find((m) => m.guide) : mentors[0];
    await gql(
      'mutation SelectMentor($id: ID) { selectMentor(mentorId: $id) { id } }',
      { id: mentor?.id },
      user.token,
    );
    // Public on purpose: the tests that use it show this goal to strangers (a health goal is private otherwise).
    await gql(
      'mutation FinishSetup { finishSetup(interests: ["health"], goalText: "Run 10 km by May", visibility: public) { id } }',
      {},
      user.token,
    );
  }
  if (options.bio !== undefined) {
    await gql(
      'mutation UpdateBio($t: String!) { updateBio(text: $t) { id } }',
      { t: options.bio },
      user.token,
    );
  }
  return user;
}

export interface ContextOptions extends BrowserContextOptions {
  lang?: 'ru' | 'en';
  token?: string;
  /** Extra localStorage entries to seed before the app first loads. */
  storage?: Record<string, string>;
}

/** A fresh browser context; language and token go into localStorage before the app's first load. */
export async function openContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const { lang, token, storage, ...contextOptions } = options;
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    ...contextOptions,
  });
  // Fail an action well before the test's own time limit, so the report names the locator.
  context.setDefaultTimeout(10_000);
  if (contextOptions.serviceWorkers === 'allow') noteWorkerTrouble(context);
  const items: Record<string, string> = { ...storage };
  if (lang) items.lang = lang;
  if (token) items.token = token;
  if (Object.keys(items).length) {
    // A same-origin document that does not run the app, to write localStorage before the app starts.
    const page = await context.newPage();
    await page.goto('/favicon.svg');
    await page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, items);
    await page.close();
  }
  return context;
}

export async function openPage(browser: Browser, path: string, options: ContextOptions = {}) {
  const context = await openContext(browser, options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  return { context, page, errors };
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core in the page; fails on serious or critical violations. */
export async function checkA11y(page: Page, label = page.url()): Promise<void> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated over the DevTools protocol: the app's CSP (no inline script) stays on.
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    const text = bad
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n')}`,
      )
      .join('\n');
    throw new Error(`Accessibility violations on ${label}:\n${text}`);
  }
}

export async function waitForPath(page: Page, pathname: string, timeout = 10_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Picks a language in the header's switch (a radio group whose inputs are visually hidden). */
export async function chooseLanguage(page: Page, name: 'English' | 'Русский'): Promise<void> {
  await page
    .getByRole('banner')
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
    .click();
  await page.waitForFunction(
    (lang) => document.documentElement.lang === lang,
    name === 'English' ? 'en' : 'ru',
  );
}

/**
 * Ticks a step's box with one click and waits until it shows ticked. Playwright's `check()` reads the box once,
 * at once after the click: the box is controlled by the query's data, drawn again a task later, and on a loaded
 * machine that read came first ("Clicking the checkbox did not change its state", seen in CI). One
 * click only: a tap that is lost still fails here.
 */
export async function tickBox(box: Locator, timeout = 10_000): Promise<void> {
  // The element itself: its name changes with its state ("Mark … done" becomes "Mark … not done").
  const element = await box.elementHandle();
  if (!element) throw new Error('No checkbox to tick');
  await element.click();
  await expect.poll(() => element.isChecked(), { timeout }).toBe(true);
}

/** Holds the app's scripts back until `release()`: a phone still fetching or evaluating them. */
export async function holdScripts(context: BrowserContext) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((ok) => {
    release = ok;
  });
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
