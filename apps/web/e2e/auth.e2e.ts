import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  checkA11y,
  chooseLanguage,
  createUser,
  launch,
  openContext,
  openPage,
  waitForPath,
} from './fixtures';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('welcome, sign in, sign up', () => {
  it('S-P1, S-W1: the welcome screen in ru (default) with its menu', async () => {
    const { context, page } = await openPage(browser, '/');
    await page.getByRole('heading', { name: 'Добро пожаловать в Stepwise', level: 1 }).waitFor();
    await page.getByText('Отслеживайте свой прогресс и добивайтесь большего.').waitFor();
    const nav = page.getByRole('navigation', { name: 'Основная навигация' }).first();
    const links = await nav.getByRole('link').allTextContents();
    expect(links).toEqual(['Дорожная карта', 'Новости', 'Войти', 'Профиль']);
    await checkA11y(page, 'welcome ru light');
    await context.close();
  });

  it('S-P1, S-W1: the welcome screen in en, dark', async () => {
    const { context, page } = await openPage(browser, '/', { lang: 'en', colorScheme: 'dark' });
    await page.getByRole('heading', { name: 'Welcome to Stepwise', level: 1 }).waitFor();
    await page.getByText('Track your progress and achieve more.').waitFor();
    const links = await page
      .getByRole('navigation', { name: 'Main navigation' })
      .first()
      .getByRole('link')
      .allTextContents();
    expect(links).toEqual(['Roadmap', 'News', 'Log In', 'Profile']);
    await checkA11y(page, 'welcome en dark');
    await context.close();
  });

  // '/' arrives drawn by React on the server (in the language cookie's language) and is hydrated; '/login' arrives
  // as index.html's inline shell (#boot), which the app replaces.
  it('first paint: before the app runs, the page shows the welcome hero and the sign-in card, where the app draws them', async () => {
    for (const [path, lang, heading, text] of [
      ['/', 'en', 'Welcome to Stepwise', 'Track your progress and achieve more.'],
      ['/', 'ru', 'Добро пожаловать в Stepwise', 'Отслеживайте свой прогресс и добивайтесь большего.'],
      ['/login', 'en', 'Sign in to Stepwise', 'Welcome back! Continue where you left off.'],
      ['/login', 'ru', 'Вход в Stepwise', 'С возвращением! Продолжайте с того места, где остановились.'],
    ] as const) {
      const boxes: string[] = [];
      for (const app of [false, true]) {
        const context = await openContext(browser, { lang, viewport: { width: 360, height: 740 } });
        await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
        // Without the app's modules, only index.html and /theme-init.js: the critical shell alone.
        if (!app) await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
        const page = await context.newPage();
        await page.goto(path);
        const h1 = page.getByRole('heading', { name: heading, level: 1 });
        await h1.waitFor();
        await page.getByText(text, { exact: true }).waitFor();
        if (app) {
          // The app's own screen: index.html's shell (#boot) and the router's boot fallback (the same markup,
          // .boot) are both gone; the route's heading replaces the fallback's, so it is read once settled.
          await page.locator('.boot').waitFor({ state: 'detached' });
          await h1.waitFor();
        }
        const box = await h1.boundingBox();
        boxes.push(JSON.stringify(box && [box.x, box.y, box.width, box.height].map(Math.round)));
        await context.close();
      }
      // The same place and size: the app's heading takes the shell's without a jump.
      expect(boxes[1], `${path} ${lang}`).toBe(boxes[0]);
    }
    // Eight fresh pages, half with the app: on a loaded 2-core machine that alone can take 40 s.
  }, 90_000);

  it('S-L1: sign in has email, password, remember me, forgot password, and a link to sign up', async () => {
    const { context, page } = await openPage(browser, '/login', { lang: 'en' });
    await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
    await page.getByRole('textbox', { name: 'Password', exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(true);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await checkA11y(page, 'forgot password');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('someone@example.test');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If an account exists for someone@example.test').waitFor();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await waitForPath(page, '/registration');
    await context.close();
  });

  it('S-V4: a failed login shows the spec text, in en and in ru', async () => {
    const user = await createUser();
    const { context, page } = await openPage(browser, '/login', { lang: 'en' });
    await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Login failed. Please check your credentials.' })
      .waitFor();
    await checkA11y(page, 'login failed');
    await chooseLanguage(page, 'Русский');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Не удалось войти. Проверьте свои данные.' }).waitFor();
    await context.close();
  });

  it('S-V1: registration with different passwords says so, in ru and in en', async () => {
    const { context, page } = await openPage(browser, '/registration');
    await page.getByRole('textbox', { name: 'Электронная почта' }).fill('new@example.test');
    await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('password one');
    await page.getByRole('textbox', { name: 'Повторите пароль' }).fill('password two');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).first().click();
    await page.getByText('Пароли не совпадают').waitFor();
    await chooseLanguage(page, 'English');
    await page.getByRole('button', { name: 'Sign up' }).first().click();
    await page.getByText('Passwords do not match').waitFor();
    expect(page.url()).toContain('/registration');
    await checkA11y(page, 'registration mismatch');
    await context.close();
  });

  it('a taken address says so once, with links to sign in and to reset the password (not S-V5 twice)', async () => {
    const user = await createUser();
    const { context, page } = await openPage(browser, '/registration', { lang: 'en' });
    await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('another password');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('another password');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'An account with this e-mail already exists.' });
    await alert.waitFor();
    expect(await page.getByText('Registration failed. Please try again.').count()).toBe(0);
    expect(await alert.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await alert.getByRole('link', { name: 'Reset the password' }).click();
    await page.waitForURL('**/forgot-password');
    await context.close();
  });

  it('a weak password shows the meter and its reason, in ru and en, and is not sent', async () => {
    const { context, page } = await openPage(browser, '/registration');
    await page.getByRole('textbox', { name: 'Электронная почта' }).fill(`weak-${Date.now()}@example.test`);
    await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('12345678');
    await page.getByRole('textbox', { name: 'Повторите пароль' }).fill('12345678');
    await page.getByText('Надёжность пароля: очень слабый').waitFor();
    await page.getByText('Это один из самых распространённых паролей.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).first().click();
    await page.getByText('Этот пароль слишком легко подобрать').waitFor();
    await checkA11y(page, 'registration weak password ru');
    await chooseLanguage(page, 'English');
    await page.getByText('Password strength: very weak').waitFor();
    await page.getByText('This is a heavily used password.', { exact: false }).waitFor();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse 42');
    await page.getByText('Password strength: strong').waitFor();
    expect(await page.getByText('This is a heavily used password.', { exact: false }).count()).toBe(0);
    expect(await page.getByText('This password is too easy to guess').count()).toBe(0);
    expect(page.url()).toContain('/registration');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('S-L2: signing up through the form opens the setup wizard', async () => {
    const { context, page } = await openPage(browser, '/registration', { lang: 'en' });
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`ui-${Date.now()}@example.test`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a good password');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('a good password');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await waitForPath(page, '/setup');
    await page.getByRole('heading', { name: 'Set up your profile' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await context.close();
  });
});
