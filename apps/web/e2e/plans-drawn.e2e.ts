import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, createUser, gql, holdScripts, launch, openContext, type TestUser } from './fixtures';

// A signed-in /plans arrives drawn by the server for the session in its cookie (apps/web/src/entry-server.tsx),
// and the app runs at the person's first act (public/theme-init.js): readable without JavaScript, taken over
// without a change on screen, a step ticked before the app ran ticked once, and never shown to another session
// than this device's; a signed-out visitor is sent to sign in as before.

let browser: Browser;
const shots = process.env.SCREENSHOTS_DIR;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TEXTS = {
  ru: { title: 'Планы', today: 'Сегодня' },
  en: { title: 'Plans', today: 'Today' },
} as const;

const PHONE = { width: 390, height: 844 };

/**
 * A device signed in as `user` the way the app leaves it: the token and the language stored, and the cookies
 * that mirror them (shared/session/store.ts, theme-init.js).
 */
async function signedIn(user: TestUser, lang: 'ru' | 'en', options: Parameters<typeof openContext>[1] = {}) {
  const context = await openContext(browser, { lang, token: user.token, viewport: PHONE, ...options });
  await context.addCookies([
    { name: 'lang', value: lang, url: baseURL },
    { name: 'stepwise-session', value: encodeURIComponent(user.token), url: `${baseURL}/plans` },
  ]);
  return context;
}

const hydrated = (page: Page) =>
  page.evaluate(() => {
    const first = document.querySelector('#root > *');
    return first !== null && Object.keys(first).some((k) => k.startsWith('__reactFiber'));
  });

/** The chunks that load after the page is taken over (the plans below the agenda, the header's tools), held. */
async function holdLater(context: BrowserContext) {
  await context.route(
    /\/assets\/(PlansRest|Bell|MessagesIndicator|HeaderSearch|MenteesNavItem)-[^/]*\.js$/,
    () => {
      // never answered while the page is compared
    },
  );
}

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (/service ?worker/i.test(m.text())) return;
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  return errors;
}

const openSteps = async (user: TestUser) =>
  (
    await gql<{ agenda: { dueToday: { id: string; label: string; completed: boolean }[] } }>(
      'query { agenda(days: 14) { dueToday { id label completed } } }',
      {},
      user.token,
    )
  ).agenda.dueToday;

describe('a signed-in /plans drawn by the server', () => {
  for (const lang of ['ru', 'en'] as const) {
    it(`is readable without JavaScript, with the header as signed in (${lang})`, async () => {
      const user = await createUser({ setup: true, guide: true, lang });
      const [step] = await openSteps(user);
      for (const [name, viewport, colorScheme] of [
        ['phone', PHONE, 'light'],
        ['desktop', { width: 1280, height: 800 }, 'dark'],
      ] as const) {
        const context = await signedIn(user, lang, { javaScriptEnabled: false, viewport, colorScheme });
        const page = await context.newPage();
        const res = await page.goto('/plans');
        expect(res?.status()).toBe(200);
        expect(res?.headers()['cache-control']).toBe('private, no-store');
        await page.getByRole('heading', { name: TEXTS[lang].title, exact: true }).waitFor();
        await page.locator('#agenda-today').waitFor();
        expect(await page.locator('#agenda-today').innerText()).toContain(TEXTS[lang].today);
        await page.getByText(step!.label).first().waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await page.locator('header a[href="/settings"]').count()).toBe(1);
        if (shots)
          await page.screenshot({ path: `${shots}/ssr-plans-nojs-${lang}-${name}.png`, fullPage: true });
        await context.close();
      }
    });
  }

  for (const lang of ['ru', 'en'] as const) {
    it(`is taken over by the app without a change on screen or a warning (${lang})`, async () => {
      const user = await createUser({ setup: true, guide: true, lang });
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await signedIn(user, lang, { colorScheme });
        const release = await holdScripts(context);
        await holdLater(context);
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto('/plans', { waitUntil: 'commit' });
        await page.locator('#ssr-data').waitFor({ state: 'attached' });
        await page.locator('#agenda-today').waitFor();
        const before = await page.locator('#root').innerText();
        const shotBefore = await page.screenshot();
        if (shots) await page.screenshot({ path: `${shots}/ssr-plans-${lang}-${colorScheme}.png` });
        await page.evaluate(() => {
          for (const el of document.querySelectorAll('#root main *'))
            (el as unknown as { drawn: boolean }).drawn = true;
        });
        expect(await hydrated(page)).toBe(false);
        release();
        await page.keyboard.press('Shift');
        await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
        await page.evaluate(
          () => new Promise((ok) => requestIdleCallback(() => ok(null), { timeout: 3000 })),
        );
        await page.waitForTimeout(500);
        expect(await page.locator('#root').innerText()).toBe(before);
        const same = await page.evaluate(() =>
          [...document.querySelectorAll('#root main *')].every(
            (el) => (el as unknown as { drawn?: boolean }).drawn,
          ),
        );
        expect(same).toBe(true);
        expect(Buffer.compare(await page.screenshot(), shotBefore)).toBe(0);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('ticks a step ticked before the app ran, once', async () => {
    const user = await createUser({ setup: true, guide: true, lang: 'en' });
    const [step] = await openSteps(user);
    expect(step?.completed).toBe(false);
    const context = await signedIn(user, 'en');
    const release = await holdScripts(context);
    const page = await context.newPage();
    const ticks: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && /SetTaskCompleted/.test(r.postData() ?? ''))
        ticks.push(r.postData()!);
    });
    await page.goto('/plans', { waitUntil: 'commit' });
    const row = page
      .locator('section[aria-labelledby="agenda-today"]')
      .getByTestId('task-row')
      .filter({ hasText: step!.label });
    await row.getByTestId('task-tick').click(); // the first act: the app starts (its scripts held here)
    expect(await row.getByRole('checkbox').isChecked()).toBe(true);
    expect(await hydrated(page)).toBe(false);
    release();
    await expect
      .poll(async () => (await openSteps(user)).find((s) => s.id === step!.id)?.completed, {
        timeout: 20_000,
      })
      .toBe(true);
    await page.waitForTimeout(1500);
    expect(ticks).toHaveLength(1);
    expect(await row.getByRole('checkbox').isChecked()).toBe(true);
    expect((await openSteps(user)).find((s) => s.id === step!.id)?.completed).toBe(true);
    await context.close();
  });

  it('is never shown for another session than the device’s, and sends a signed-out visitor to sign in', async () => {
    const anna = await createUser({ setup: true, guide: true, lang: 'en', firstName: 'Anna' });
    const boris = await createUser({ setup: true, guide: true, lang: 'en', firstName: 'Boris' });
    const [annaStep] = await openSteps(anna);
    await gql(
      'mutation($t: String!) { finishSetup(interests: ["health"], goalText: $t) { id } }',
      { t: 'x' },
      boris.token,
    ).catch(() => undefined);

    // Anna's cookie, Boris's stored session: Boris's own page, Anna's never in it.
    const mixed = await signedIn(anna, 'en');
    const page = await mixed.newPage();
    await page.addInitScript((token) => localStorage.setItem('token', token), boris.token);
    await page.goto('/plans');
    await expect
      .poll(() => page.locator('header a[href="/settings"]').getAttribute('aria-label'), {
        timeout: 15_000,
      })
      .toMatch(/Boris/);
    expect(await page.locator('body').innerText()).not.toContain('Anna');
    // The cookie now mirrors the stored session.
    const cookie = (await mixed.cookies(`${baseURL}/plans`)).find((c) => c.name === 'stepwise-session');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe(boris.token);
    await mixed.close();

    // A cookie left without a stored session (signed out): sent to sign in, as without a cookie.
    for (const withCookie of [true, false]) {
      const context = await openContext(browser, { lang: 'en', viewport: PHONE });
      if (withCookie)
        await context.addCookies([
          { name: 'stepwise-session', value: encodeURIComponent(anna.token), url: `${baseURL}/plans` },
        ]);
      const guest = await context.newPage();
      await guest.goto('/plans');
      await guest.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
      expect(await guest.locator('body').innerText()).not.toContain(annaStep!.label);
      await context.close();
    }
  });
});
