import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, createUser, holdScripts, launch, openContext, type TestUser } from './fixtures';

// A page the server drew in another language than this device's choice (the `lang` cookie it reads was missing or
// said otherwise) is taken over as drawn and switched to the stored language: the texts change, what the page shows
// stays on screen, the same elements (main.tsx, shared/i18n/i18n.ts drawInLanguage).

let browser: Browser;
let anna: TestUser;

beforeAll(async () => {
  browser = await launch();
  anna = await createUser({ setup: true });
});
afterAll(async () => {
  await browser?.close();
});

const FOLLOW = { ru: 'Подписаться', en: 'Subscribe' } as const;
const WELCOME = { ru: 'Добро пожаловать в Stepwise', en: 'Welcome to Stepwise' } as const;

describe('a page drawn in another language than the stored one', () => {
  // Stored en with no cookie: drawn in Russian, the default. Stored ru with a stale cookie: drawn in English.
  const cases = [
    { stored: 'en', cookie: null, drawn: 'ru' },
    { stored: 'ru', cookie: 'en', drawn: 'en' },
  ] as const;
  for (const { stored, cookie, drawn } of cases) {
    it(`is switched from ${drawn} to ${stored} with its lists on screen throughout, the same elements`, async () => {
      const context = await openContext(browser, { lang: stored });
      if (cookie) await context.addCookies([{ name: 'lang', value: cookie, url: baseURL }]);
      const release = await holdScripts(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (/service ?worker/i.test(m.text())) return;
        if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
      });
      // Every change to the page counts the profile's goals, from before the first paint to the end.
      await page.addInitScript(() => {
        const w = window as unknown as { goalCounts: number[] };
        w.goalCounts = [];
        new MutationObserver(() => {
          w.goalCounts.push(document.querySelectorAll('[data-testid="profile-goal"]').length);
        }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
      });
      await page.goto(`/${anna.username}`, { waitUntil: 'commit' });
      await page.locator('#ssr-data').waitFor({ state: 'attached' });
      const goals = await page.getByTestId('profile-goal').count();
      expect(goals).toBe(1);
      expect(await page.getByRole('link', { name: FOLLOW[drawn], exact: true }).count()).toBe(1);
      await page.evaluate(() => {
        for (const el of document.querySelectorAll('#root main *'))
          (el as unknown as { drawn: boolean }).drawn = true;
      });
      // The app runs at once on such a page (public/theme-init.js): no act needed.
      release();
      await page.getByRole('link', { name: FOLLOW[stored], exact: true }).waitFor();
      for (let i = 0; i < 2; i += 1)
        await page.evaluate(
          () => new Promise((ok) => requestIdleCallback(() => ok(null), { timeout: 3000 })),
        );
      await page.waitForTimeout(500);

      const counts = await page.evaluate(() => (window as unknown as { goalCounts: number[] }).goalCounts);
      const fromFirst = counts.slice(counts.findIndex((n) => n > 0));
      expect(fromFirst.length).toBeGreaterThan(0);
      expect(Math.min(...fromFirst)).toBe(goals);
      expect(await page.getByTestId('profile-goal').count()).toBe(goals);
      // Hydrated, not drawn anew: the goal and the rest of <main> are the server's elements, their texts changed.
      const sameNodes = await page.evaluate(() =>
        [...document.querySelectorAll('#root main *')].every(
          (el) => (el as unknown as { drawn?: boolean }).drawn,
        ),
      );
      expect(sameNodes).toBe(true);
      expect(await page.locator('html').getAttribute('lang')).toBe(stored);
      // The stored choice is kept, and the cookie now says it for the next page.
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(stored);
      const cookies = await context.cookies(baseURL);
      expect(cookies.find((c) => c.name === 'lang')?.value).toBe(stored);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the welcome page drawn in Russian for a device that chose English is switched to English', async () => {
    const context = await openContext(browser, { lang: 'en' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await page.getByRole('heading', { name: WELCOME.en }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
