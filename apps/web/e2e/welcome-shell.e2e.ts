import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, launch, openContext, openPage, waitForPath } from './fixtures';

// A guest's `/` arrives drawn by the server and runs the app at the guest's first act (public/theme-init.js); the
// app starts without React Router (app/WelcomeShell.tsx), whose module (app/router.tsx, its own chunk) loads
// once the app is up, and takes over at the first link followed (app/fullApp.ts).

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const routerChunk = /\/assets\/router-[^/]*\.js$/;

/** Whether the page has fetched the full app's module (the welcome shell does it once the page is up). */
function routerFetched(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').some((e) => /\/assets\/router-[^/]*\.js$/.test(e.name)),
  );
}

const welcomeHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Добро пожаловать в Stepwise', level: 1 });

describe('the welcome shell: a guest on / before the router', () => {
  it('is the whole welcome page without the router; a header link waits for it, then lands with the focus kept', async () => {
    const context = await openContext(browser);
    // The full app's module is held back until the test lets it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((ok) => {
      release = ok;
    });
    let asked = 0;
    await context.route(routerChunk, async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await welcomeHeading(page).waitFor();
    const nav = page.getByRole('navigation', { name: 'Основная навигация' }).first();
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Дорожная карта',
      'Новости',
      'Войти',
      'Профиль',
    ]);
    // Nothing of the app runs while the guest only reads.
    await page.waitForTimeout(1000);
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    expect(asked).toBe(0);
    // The guest acts (a key): the app runs, and asks for the router's module once it is up.
    await page.keyboard.press('Shift');
    await expect.poll(() => asked, { timeout: 10_000 }).toBe(1);
    expect(await page.locator('#boot').count()).toBe(0);
    expect(await page.locator('.boot').count()).toBe(0);

    // A link followed before the module is in: the welcome page stays, with the progress bar, until it is.
    const login = nav.getByRole('link', { name: 'Войти' });
    await login.focus();
    await page.keyboard.press('Enter');
    await page.locator('.nav-progress[data-active="true"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await welcomeHeading(page).isVisible()).toBe(true);
    release();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Вход в Stepwise' }).waitFor();
    // The focus stays on the header's link, as it does on any navigation of the app.
    expect(
      await page.evaluate(() => {
        const el = document.activeElement;
        return el?.closest('header') ? `${el.tagName} ${el.getAttribute('href')} ${el.textContent}` : null;
      }),
    ).toBe('A /login Войти');
    // The form works.
    const email = page.getByRole('textbox', { name: 'Электронная почта' });
    await email.fill('someone@example.test');
    expect(await email.inputValue()).toBe('someone@example.test');

    // Back: the welcome page, drawn by the full app now.
    await page.goBack();
    await waitForPath(page, '/');
    await welcomeHeading(page).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the hero’s buttons lead to sign up and sign in, both usable; back returns to the welcome page', async () => {
    const user = await createUser({ setup: true });
    const { context, page, errors } = await openPage(browser, '/');
    await welcomeHeading(page).waitFor();
    // Once the guest has acted (a key), loaded while the browser is idle: the first click does not wait for it.
    await page.keyboard.press('Shift');
    await expect.poll(() => routerFetched(page), { timeout: 10_000 }).toBe(true);

    await page.getByRole('link', { name: 'Начать' }).click();
    await waitForPath(page, '/registration');
    const email = page.getByRole('textbox', { name: 'Электронная почта' });
    await email.fill('new@example.test');
    expect(await email.inputValue()).toBe('new@example.test');
    await page.goBack();
    await waitForPath(page, '/');
    await welcomeHeading(page).waitFor();

    await page.getByRole('link', { name: 'У меня уже есть аккаунт' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('textbox', { name: 'Электронная почта' }).fill(user.email);
    await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await waitForPath(page, '/profile');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, the menu’s sign-up link leads to the form; back returns to the welcome page', async () => {
    const { context, page, errors } = await openPage(browser, '/', {
      lang: 'en',
      viewport: { width: 390, height: 844 },
    });
    await page.getByRole('heading', { name: 'Welcome to Stepwise', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-nav').getByRole('link', { name: 'Sign up' }).click();
    await waitForPath(page, '/registration');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('a good password');
    // The menu is closed on the new screen, as after any navigation.
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await page.goBack();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Welcome to Stepwise', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the header’s search works for a guest in the shell and opens the person’s profile', async () => {
    const person = await createUser({ setup: true, firstName: 'Зиновий', lastName: 'Шеллов' });
    const { context, page, errors } = await openPage(browser, '/');
    await welcomeHeading(page).waitFor();
    // The server's page shows the field inert (SearchPlaceholder); it is the app's once the guest has acted.
    await page.keyboard.press('Shift');
    const field = page.getByRole('textbox', { name: 'Поиск людей и целей' });
    await field.click();
    await page.keyboard.type('шелло');
    await page
      .getByRole('link', { name: /Зиновий Шеллов/ })
      .first()
      .click();
    await waitForPath(page, `/${person.username}`);
    await page.getByRole('heading', { name: 'Зиновий Шеллов', level: 1 }).waitFor();
    await page.goBack();
    await waitForPath(page, '/');
    await welcomeHeading(page).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
