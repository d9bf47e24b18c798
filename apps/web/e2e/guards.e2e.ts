import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, createUser, launch, openPage, pathOf, type TestUser, waitForPath } from './fixtures';

let browser: Browser;
let active: TestUser;

beforeAll(async () => {
  browser = await launch();
  active = await createUser({ setup: true, lang: 'en' });
});
afterAll(async () => {
  await browser?.close();
});

const signedInOnly = ['/profile', '/roadmap', '/setup', '/settings', '/plans', '/goals', '/achievements'];

describe('guards', () => {
  it('S-R2: every signed-in-only route sends a guest to /login', async () => {
    const { context, page } = await openPage(browser, '/favicon.svg', { lang: 'en' });
    for (const path of signedInOnly) {
      await page.goto(path);
      await waitForPath(page, '/login');
      expect(pathOf(page)).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
    await page.getByRole('heading', { name: 'Sign in to Stepwise' }).waitFor();
    await checkA11y(page, 'login');
    await context.close();
  });

  it('S-R2: after signing in, the guest lands where they were going', async () => {
    const { context, page } = await openPage(browser, '/goals', { lang: 'en' });
    await waitForPath(page, '/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(active.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(active.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, '/goals');
    await page.getByRole('heading', { name: 'Goals', level: 1 }).waitFor();
    await checkA11y(page, 'goals');
    await context.close();
  });

  it('S-R1, S-R4: a signed-in user is sent from welcome to /plans and from login/registration to /profile', async () => {
    const { context, page } = await openPage(browser, '/', { lang: 'en', token: active.token });
    await waitForPath(page, '/plans');
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    await checkA11y(page, 'plans');
    await page.goto('/login');
    await waitForPath(page, '/profile');
    await page.goto('/registration');
    await waitForPath(page, '/profile');
    await context.close();
  });

  it('S-G1, S-G2: a stored token that the server rejects logs the user out', async () => {
    const { context, page } = await openPage(browser, '/profile', {
      lang: 'en',
      token: 'not-a-real-token',
      storage: { cachedUser: JSON.stringify({ id: 'x', username: 'ghost', status: 1 }) },
    });
    await waitForPath(page, '/login');
    const storage = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      cachedUser: localStorage.getItem('cachedUser'),
    }));
    expect(storage).toEqual({ token: null, cachedUser: null });
    await context.close();
  });

  it('PRODUCT: a user who has not finished setup is sent to /setup once per session', async () => {
    const fresh = await createUser({ lang: 'en' });
    const { context, page } = await openPage(browser, '/plans', { lang: 'en', token: fresh.token });
    await waitForPath(page, '/setup');
    await page.getByRole('link', { name: 'Skip for now' }).click();
    await waitForPath(page, '/profile');
    await page.goto('/plans');
    await waitForPath(page, '/plans');
    await context.close();
  });

  it('S-R3: an unknown username gets a real not-found page; S-R5: /test is public', async () => {
    const { context, page } = await openPage(browser, '/nobody-by-this-name', { lang: 'en' });
    await page.getByRole('heading', { name: 'User not found' }).waitFor();
    expect(await page.getByText('There is no user with the name @nobody-by-this-name.').isVisible()).toBe(
      true,
    );
    await checkA11y(page, 'not found');
    await page.goto('/test');
    await page.getByRole('heading', { name: 'Diagnostics' }).waitFor();
    await page.getByText('reachable', { exact: true }).waitFor();
    await checkA11y(page, 'test');
    await context.close();
  });
});
