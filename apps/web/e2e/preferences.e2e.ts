import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  checkA11y,
  chooseLanguage,
  createUser,
  launch,
  openContext,
  openPage,
  waitForPath,
  waitForServiceWorker,
} from './fixtures';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('language, theme, offline, small screens', () => {
  it('S-P2: ru by default; the switch changes the language and it persists across reload', async () => {
    const { context, page } = await openPage(browser, '/');
    await page.getByRole('heading', { name: 'Добро пожаловать в Stepwise' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await chooseLanguage(page, 'English');
    await page.getByRole('heading', { name: 'Welcome to Stepwise' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to Stepwise' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });

  it("a signed-in user's language choice is saved to the account too (birthday in the user's language)", async () => {
    const user = await createUser({ setup: true, lang: 'ru' });
    const { context, page } = await openPage(browser, '/profile', { token: user.token });
    await page.getByText('7 мая 1990 г.').waitFor();
    await chooseLanguage(page, 'English');
    await page.getByText('May 7, 1990').waitFor();
    await page.reload();
    await page.getByText('May 7, 1990').waitFor();
    await context.close();
  });

  it('S-P5: follows the system scheme until the user chooses; the choice persists; dark via one root selector', async () => {
    const { context, page } = await openPage(browser, '/', { lang: 'en', colorScheme: 'dark' });
    await page.getByRole('heading', { name: 'Welcome to Stepwise' }).waitFor();
    expect(await page.evaluate(scheme)).toBe('dark');
    // The first press also runs the app (the page is the server's: public/theme-init.js), then takes effect.
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(() => page.evaluate(scheme)).toBe('light');
    await page.reload({ waitUntil: 'domcontentloaded' });
    // Set before the first paint by /theme-init.js, not after React starts.
    expect(await page.evaluate(scheme)).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => page.evaluate(scheme)).toBe('dark');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).not.toBe('rgb(255, 255, 255)');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
    );
    // The primary colour is the info token in both schemes (shade 6 in dark, 7 in light).
    expect(primary).toBe('#2472e1');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    const primaryLight = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
    );
    expect(primaryLight).toBe('#1760c8');
    await context.close();
  });

  it('S-P3, S-T2: the app shell works offline after the first visit and shows the cached user', async () => {
    const user = await createUser({ setup: true, lang: 'en', firstName: 'Olya', lastName: 'Offline' });
    const context = await openContext(browser, { lang: 'en', token: user.token, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Olya Offline', level: 1 }).waitFor();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
    // The first worker takes control of the page it was installed from.
    await waitForServiceWorker(page, 30_000);
    expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).pathname)).toBe(
      '/sw.js',
    );

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Olya Offline', level: 1 }).waitFor();
    await page.getByText('You are offline. Showing the data saved on this device.').waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('S-U1: a new worker waiting brings the update dialog; accepting applies it and reloads the page', async () => {
    const swFile = join(inject('webDist'), 'sw.js');
    const original = readFileSync(swFile, 'utf8');
    const context = await openContext(browser, { serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { name: 'Добро пожаловать в Stepwise' }).waitFor();
      // The app (which installs the worker) runs at the guest's first act on the server's page: a key.
      await page.keyboard.press('Shift');
      await waitForServiceWorker(page, 30_000);
      // Publish a "new version" of the worker and let the page find it.
      writeFileSync(swFile, `${original}\n// next version\n`);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        await registration?.update();
      });
      const dialog = page.getByRole('dialog', { name: 'Доступно обновление' });
      await dialog.getByText('Доступна новая версия приложения. Обновить?').waitFor({ timeout: 20_000 });
      await checkA11y(page, 'update dialog');
      const reloaded = page.waitForEvent('load', { timeout: 20_000 });
      await dialog.getByRole('button', { name: 'Обновить' }).click();
      await reloaded;
      await page.getByRole('heading', { name: 'Добро пожаловать в Stepwise' }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      const waiting = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration('/'))?.waiting,
      );
      expect(waiting).toBeNull();
    } finally {
      writeFileSync(swFile, original);
      await context.close();
    }
  });

  // Long: in full CI-like runs the lazy Settings page has taken more than 20 s to appear after the click (seen
  // twice in full runs, never alone); the cause is not understood yet.
  it('360 px: no horizontal scrolling and the menu opens from the burger', {
    timeout: 90_000,
  }, async () => {
    const user = await createUser({ setup: true, lang: 'en' });
    const { context, page } = await openPage(browser, '/profile', {
      lang: 'en',
      token: user.token,
      viewport: { width: 360, height: 740 },
    });
    await page.getByRole('heading', { name: 'Bio', level: 2 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-nav');
    await menu.getByRole('link', { name: 'Settings' }).click();
    // The URL changes once the route's loader is done (data router).
    await waitForPath(page, '/settings', 45_000);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 20_000 });
    await checkA11y(page, 'settings 360');
    for (const path of ['/', '/login', '/registration']) {
      const guest = await openPage(browser, path, { lang: 'ru', viewport: { width: 360, height: 740 } });
      await guest.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await guest.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await guest.context.close();
    }
    await context.close();
  });

  it('logout from settings clears the session', async () => {
    const user = await createUser({ setup: true, lang: 'en' });
    const { context, page } = await openPage(browser, '/settings', { lang: 'en', token: user.token });
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    const left = await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('cachedUser'),
    ]);
    expect(left).toEqual([null, null]);
    await context.close();
  });
});
