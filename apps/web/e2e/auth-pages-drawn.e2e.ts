import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, createUser, holdScripts, launch, openContext, type TestUser } from './fixtures';

// The sign-in and sign-up pages arrive drawn by the server (apps/web/src/entry-server.tsx) and run the app at the
// guest's first act (public/theme-init.js), as the welcome page does: readable and styled with JavaScript off,
// taken over without a change on screen, what was typed before the app ran kept (focus too), and a form sent
// before then sent by the app, once, never by the browser.

let browser: Browser;
let anna: TestUser;
const shots = process.env.SCREENSHOTS_DIR;

beforeAll(async () => {
  browser = await launch();
  anna = await createUser({ setup: true });
});
afterAll(async () => {
  await browser?.close();
});

const TEXTS = {
  ru: {
    signInTitle: 'Вход в Stepwise',
    signUpTitle: 'Создайте аккаунт',
    email: 'Электронная почта',
    password: 'Пароль',
    signIn: 'Войти',
  },
  en: {
    signInTitle: 'Sign in to Stepwise',
    signUpTitle: 'Create your account',
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
  },
} as const;

/** A guest's context in `lang`: the stored choice and the cookie that mirrors it (theme-init.js writes it). */
async function guest(lang: 'ru' | 'en', options: Parameters<typeof openContext>[1] = {}) {
  const context = await openContext(browser, { lang, viewport: { width: 390, height: 844 }, ...options });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  return context;
}

const hydrated = (page: Page) =>
  page.evaluate(() => {
    const first = document.querySelector('#root > *');
    return first !== null && Object.keys(first).some((k) => k.startsWith('__reactFiber'));
  });

/** A field by its label (a required one's label ends with an asterisk). */
const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name}(\\s*\\*)?$`));

/** Errors in the page and its console (the blocked service worker's report aside). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (/service ?worker/i.test(m.text())) return;
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  return errors;
}

describe('the sign-in and sign-up pages drawn by the server', () => {
  for (const lang of ['ru', 'en'] as const) {
    it(`are readable and styled with JavaScript off (${lang})`, async () => {
      for (const [name, viewport, colorScheme] of [
        ['phone', { width: 390, height: 844 }, 'light'],
        ['phone-dark', { width: 390, height: 844 }, 'dark'],
        ['desktop', { width: 1280, height: 800 }, 'dark'],
      ] as const) {
        const context = await guest(lang, { javaScriptEnabled: false, viewport, colorScheme });
        const page = await context.newPage();
        for (const [pathname, title] of [
          ['/login', TEXTS[lang].signInTitle],
          ['/registration', TEXTS[lang].signUpTitle],
        ] as const) {
          const res = await page.goto(pathname);
          expect(res?.status()).toBe(200);
          await page.getByRole('heading', { name: title }).waitFor();
          await field(page, TEXTS[lang].email).waitFor();
          expect(await page.locator('html').getAttribute('lang')).toBe(lang);
          // Styled by the rules inlined with it: the card's button is the theme's, not the browser's grey.
          const button = page.getByRole('button', {
            name: pathname === '/login' ? TEXTS[lang].signIn : /.+/,
            exact: pathname === '/login',
          });
          const background = await button.first().evaluate((b) => getComputedStyle(b).backgroundColor);
          expect(background).not.toMatch(/^rgb\((239, 239, 239|240, 240, 240)\)$/);
          // Were the browser ever to send it, nothing typed would go in an address.
          expect(await page.locator('form').first().getAttribute('method')).toBe('post');
          if (shots)
            await page.screenshot({
              path: `${shots}/ssr-${pathname.slice(1)}-nojs-${lang}-${name}.png`,
              fullPage: true,
            });
        }
        await context.close();
      }
    });
  }

  for (const lang of ['ru', 'en'] as const) {
    it(`are taken over by the app without a change on screen or a warning (${lang})`, async () => {
      for (const pathname of ['/login', '/registration']) {
        // Dark in Russian, light in English: the scheme is set before the first paint (theme-init.js).
        const colorScheme = lang === 'ru' ? 'dark' : 'light';
        const context = await guest(lang, { colorScheme });
        const release = await holdScripts(context);
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(pathname, { waitUntil: 'commit' });
        await page.locator('#ssr-data').waitFor({ state: 'attached' });
        const before = await page.locator('#root').innerText();
        const shotBefore = await page.screenshot();
        if (shots)
          await page.screenshot({ path: `${shots}/ssr-${pathname.slice(1)}-${lang}-${colorScheme}.png` });
        await page.evaluate(() => {
          for (const el of document.querySelectorAll('#root *'))
            (el as unknown as { drawn: boolean }).drawn = true;
        });
        expect(await hydrated(page)).toBe(false);
        release();
        await page.keyboard.press('Shift');
        await page.waitForFunction(() => {
          const first = document.querySelector('#root > *');
          return first !== null && Object.keys(first).some((k) => k.startsWith('__reactFiber'));
        });
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
        // Nothing moved or changed colour (the stylesheet arrived in the meantime: the same rules).
        expect(Buffer.compare(await page.screenshot(), shotBefore)).toBe(0);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('fetches the app and the page’s module once the page is idle, without running them, and none on a slow connection', async () => {
    const context = await guest('en');
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForFunction(
      () => document.querySelectorAll('link[rel="modulepreload"][href^="/assets/LoginPage-"]').length === 1,
    );
    expect(await page.evaluate(() => 'stepwiseAwake' in window)).toBe(false);
    expect(await hydrated(page)).toBe(false);
    // A data-saving connection fetches nothing ahead: the first act fetches what it needs.
    const saving = await context.newPage();
    await saving.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
    await saving.goto('/login');
    await saving.waitForLoadState('load');
    await saving.waitForTimeout(2500);
    expect(await saving.locator('link[rel="modulepreload"]').count()).toBe(0);
    await context.close();
  });

  it('keeps what was typed before the app ran, and the focus, and the app has it', async () => {
    for (const lang of ['ru', 'en'] as const) {
      const context = await guest(lang);
      const release = await holdScripts(context);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/login', { waitUntil: 'commit' });
      await field(page, TEXTS[lang].email).click(); // the first act: the app starts (its scripts held here)
      await page.keyboard.type(anna.email);
      await field(page, TEXTS[lang].password).click();
      await page.keyboard.type(anna.password.slice(0, 6));
      expect(await hydrated(page)).toBe(false);
      release();
      await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
      await page.waitForTimeout(300);
      // Typing goes on in the same field once the app has the page.
      await page.keyboard.type(anna.password.slice(6));
      expect(await field(page, TEXTS[lang].email).inputValue()).toBe(anna.email);
      expect(await field(page, TEXTS[lang].password).inputValue()).toBe(anna.password);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('password');
      // The app holds both: the password shown (a redraw of the field) keeps it, and signing in works.
      await page
        .getByRole('button', {
          name: lang === 'ru' ? 'Показать или скрыть пароль' : 'Show or hide the password',
        })
        .click();
      expect(await field(page, TEXTS[lang].password).inputValue()).toBe(anna.password);
      await page.getByRole('button', { name: TEXTS[lang].signIn, exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('signs in exactly once when the form is sent before the app ran, never by the browser', async () => {
    for (const [lang, how] of [
      ['ru', 'Enter'],
      ['en', 'press'],
    ] as const) {
      const context = await guest(lang);
      const release = await holdScripts(context);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const logins: string[] = [];
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/graphql') && /mutation Login\b/.test(r.postData() ?? '')) logins.push(r.url());
        if (r.resourceType() === 'document') documents.push(`${r.method()} ${r.url()}`);
      });
      await page.goto('/login', { waitUntil: 'commit' });
      await field(page, TEXTS[lang].email).fill(anna.email);
      await field(page, TEXTS[lang].password).fill(anna.password);
      if (how === 'Enter') await field(page, TEXTS[lang].password).press('Enter');
      else await page.getByRole('button', { name: TEXTS[lang].signIn, exact: true }).click();
      await page.waitForTimeout(500);
      // Held: still this page, nothing sent anywhere.
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(new URL(page.url()).search).toBe('');
      expect(logins).toEqual([]);
      release();
      await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
      await page.waitForTimeout(1000);
      expect(logins).toHaveLength(1);
      // One page load: the browser never sent the form (no GET with the fields, no POST).
      expect(documents).toEqual([`GET ${baseURL}/login`]);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('signs up with what was typed in all three fields before the app ran, sent early', async () => {
    const context = await guest('en');
    const release = await holdScripts(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/registration', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`drawn-${Date.now()}@example.test`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a good password');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('a good password');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/registration');
    release();
    await page.waitForURL((url) => url.pathname === '/setup', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in visitor’s app starts at once on a drawn sign-in page and moves on', async () => {
    const context = await openContext(browser, { token: anna.token });
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
    await context.close();
  });
});
