import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, createUser, gql, holdScripts, launch, openContext, type TestUser } from './fixtures';

// A guest's welcome page and public profile arrive drawn by the server (apps/web/src/entry-server.tsx,
// apps/server/src/app/server-pages.ts): readable with JavaScript off, in ru and en, and taken over by the app
// (hydrated) without a change on screen, a warning, or a second fetch of what the page shows.

let browser: Browser;
let anna: TestUser;
const shots = process.env.SCREENSHOTS_DIR;

beforeAll(async () => {
  browser = await launch();
  anna = await createUser({ setup: true, firstName: 'Анна', lastName: 'Петрова' });
  await gql('mutation($t: String!) { updateBio(text: $t) { id } }', { t: 'Бегаю по утрам.' }, anna.token);
});
afterAll(async () => {
  await browser?.close();
});

const TEXTS = {
  ru: { follow: 'Подписаться', login: 'Войти', welcome: 'Добро пожаловать в Stepwise' },
  en: { follow: 'Subscribe', login: 'Log In', welcome: 'Welcome to Stepwise' },
} as const;

/** A guest's context in `lang`: the stored choice and the cookie that mirrors it (theme-init.js writes it). */
async function guest(lang: 'ru' | 'en', options: Parameters<typeof openContext>[1] = {}) {
  const context = await openContext(browser, { lang, ...options });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  return context;
}

describe('a guest’s pages drawn by the server', () => {
  for (const lang of ['ru', 'en'] as const) {
    it(`a profile is readable with JavaScript off (${lang}), its links plain links`, async () => {
      for (const [name, viewport, colorScheme] of [
        ['phone', { width: 390, height: 844 }, 'light'],
        ['desktop', { width: 1280, height: 800 }, 'dark'],
      ] as const) {
        const context = await guest(lang, { javaScriptEnabled: false, viewport, colorScheme });
        const page = await context.newPage();
        const res = await page.goto(`/${anna.username}`);
        expect(res?.status()).toBe(200);
        await page.getByRole('heading', { name: 'Анна Петрова', level: 1 }).waitFor();
        await page.getByText('Бегаю по утрам.').waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        // Subscribe is a plain link to the sign-in page, back to this profile after.
        const follow = page.getByRole('link', { name: TEXTS[lang].follow, exact: true });
        expect(await follow.getAttribute('href')).toBe(`/login?redirect=%2F${anna.username}`);
        // The header's sign-in link: in the bar on a wide screen, in a row under it on a phone (its menu needs
        // JavaScript).
        const login = page
          .getByRole('navigation')
          .getByRole('link', { name: TEXTS[lang].login, exact: true });
        expect(await login.getAttribute('href')).toBe('/login');
        if (shots)
          await page.screenshot({ path: `${shots}/ssr-profile-nojs-${lang}-${name}.png`, fullPage: true });
        await context.close();
      }
    });
  }

  for (const lang of ['ru', 'en'] as const) {
    it(`the app takes the drawn page over without a change, a warning or a refetch (${lang})`, async () => {
      for (const pathname of ['/', `/${anna.username}`]) {
        // Dark in Russian: the theme switch's face follows the scheme on <html>, not a second draw.
        const context = await guest(lang, { colorScheme: lang === 'ru' ? 'dark' : 'light' });
        const report = await hydrate(context, pathname);
        expect(report.errors).toEqual([]);
        expect(report.textAfter).toBe(report.textBefore);
        // The very elements the server drew are the ones on screen: hydrated, not drawn anew.
        expect(report.sameNodes).toBe(true);
        expect(report.profileFetches).toBe(0);
        expect(report.textBefore).toContain(pathname === '/' ? TEXTS[lang].welcome : TEXTS[lang].follow);
        await context.close();
      }
    });
  }

  it('a guest’s profile runs no app code until the guest acts; a button pressed before then works', async () => {
    for (const lang of ['ru', 'en'] as const) {
      const context = await guest(lang, { viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`/${anna.username}`, { waitUntil: 'load' });
      await page.getByRole('heading', { name: 'Анна Петрова', level: 1 }).waitFor();
      await page.waitForTimeout(1500);
      // Read, not run: no module script on the page, nothing of React's on the drawn elements.
      expect(await page.locator('script[type="module"]').count()).toBe(0);
      expect(await hydrated(page)).toBe(false);
      // The phone's menu button needs the app: pressed now, it runs the app, and the press opens the menu once
      // the app has the page.
      const menu = page.getByRole('button', { name: lang === 'ru' ? 'Открыть меню' : 'Open menu' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      // In ru a press as a finger makes it; in en a click event alone, as a screen reader sends it.
      if (lang === 'ru') await menu.click();
      else await menu.dispatchEvent('click');
      await expect.poll(() => menu.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('true');
      expect(await hydrated(page)).toBe(true);
      await page.locator('#mobile-nav').getByRole('link', { name: TEXTS[lang].login }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a signed-in visitor’s app starts at once on a drawn profile', async () => {
    const viewer = await createUser({ setup: true });
    const context = await openContext(browser, { token: viewer.token });
    const page = await context.newPage();
    await page.goto(`/${anna.username}`);
    await page.waitForFunction(() => {
      const first = document.querySelector('#root > *');
      return first !== null && Object.keys(first).some((k) => k.startsWith('__reactFiber'));
    });
    await context.close();
  });
});

const hydrated = (page: Page) =>
  page.evaluate(() => {
    const first = document.querySelector('#root > *');
    return first !== null && Object.keys(first).some((k) => k.startsWith('__reactFiber'));
  });

/**
 * Opens `pathname` with the app's JavaScript held back, reads the server's page, marks its elements, lets the
 * JavaScript through and waits for the app to have taken over (the data layer's idle tasks done).
 */
async function hydrate(context: BrowserContext, pathname: string) {
  const release = await holdScripts(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // The test blocks the service worker (openContext), which the app reports; anything else counts.
    if (/service ?worker/i.test(m.text())) return;
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  let profileFetches = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && /UserProfile|UserGoals/.test(r.postData() ?? '')) profileFetches += 1;
  });
  // The app's module scripts are held, and DOMContentLoaded waits for them: the page is read once its end is in.
  await page.goto(pathname, { waitUntil: 'commit' });
  await page.locator('#ssr-data').waitFor({ state: 'attached' });
  const textBefore = await mainText(page);
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('#root *')) (el as unknown as { drawn: boolean }).drawn = true;
  });
  release();
  // A guest's profile runs the app at the first act on the page (public/theme-init.js): a key press.
  await page.keyboard.press('Shift');
  // Hydrated: React's own property on the root's first element.
  await page.waitForFunction(() => {
    const first = document.querySelector('#root > *');
    return first !== null && Object.keys(first).some((k) => k.startsWith('__reactFiber'));
  });
  // Not the network going idle: a guest's profile keeps its news subscription open.
  for (let i = 0; i < 2; i += 1)
    await page.evaluate(() => new Promise((ok) => requestIdleCallback(() => ok(null), { timeout: 3000 })));
  await page.waitForTimeout(1000);
  const textAfter = await mainText(page);
  const sameNodes = await page.evaluate(() =>
    [...document.querySelectorAll('#root main *')].every(
      (el) => (el as unknown as { drawn?: boolean }).drawn,
    ),
  );
  return { errors, textBefore, textAfter, sameNodes, profileFetches };
}

const mainText = (page: Page) => page.locator('#root').innerText();
