import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, createUser, launch, openContext, type TestUser } from './fixtures';

// With JavaScript off a drawn page's scheme is the server's (apps/server/src/app/color-scheme.ts): a chosen light or
// dark from the `color-scheme` cookie the app writes, else the system's through `prefers-color-scheme`.

let browser: Browser;
let anna: TestUser;

beforeAll(async () => {
  browser = await launch();
  anna = await createUser({ setup: true });
});
afterAll(async () => {
  await browser?.close();
});

const DARK_BODY = 'rgb(36, 36, 36)';
const LIGHT_BODY = 'rgb(255, 255, 255)';

/** The page's background and the header's text colour as painted. */
const painted = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    html: getComputedStyle(document.documentElement).backgroundColor,
    text: getComputedStyle(document.querySelector('main h1') ?? document.body).color,
  }));

/** The scheme painted: dark when the page's background is Mantine's dark body. */
async function schemeOf(page: Page): Promise<'dark' | 'light'> {
  const { background, html } = await painted(page);
  const colour = background === 'rgba(0, 0, 0, 0)' ? html : background;
  if (colour === DARK_BODY) return 'dark';
  if (colour === LIGHT_BODY) return 'light';
  throw new Error(`neither scheme's background: ${colour}`);
}

describe('a drawn page with JavaScript off', () => {
  const pages = () => ['/', '/login', `/${anna.username}`];

  for (const system of ['light', 'dark'] as const) {
    it(`follows the system (${system}) when no scheme was chosen`, async () => {
      const context = await openContext(browser, { javaScriptEnabled: false, colorScheme: system });
      const page = await context.newPage();
      for (const pathname of pages()) {
        await page.goto(pathname);
        await page.locator('main h1').first().waitFor();
        expect(await schemeOf(page), pathname).toBe(system);
        // The theme switch shows the one face of the scheme on screen (its other face's rule is the other scheme's).
        expect(await page.locator('.theme-face').filter({ visible: true }).count(), pathname).toBe(1);
      }
      await context.close();
    });

    for (const chosen of ['light', 'dark'] as const) {
      it(`shows the chosen ${chosen} on a ${system} system`, async () => {
        const context = await openContext(browser, { javaScriptEnabled: false, colorScheme: system });
        await context.addCookies([{ name: 'color-scheme', value: chosen, url: baseURL }]);
        const page = await context.newPage();
        for (const pathname of pages()) {
          await page.goto(pathname);
          await page.locator('main h1').first().waitFor();
          expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(chosen);
          expect(await schemeOf(page), pathname).toBe(chosen);
        }
        await context.close();
      });
    }
  }

  it('the choice made with JavaScript on is the one drawn when it is off', async () => {
    const context = await openContext(browser, { colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('main h1').waitFor();
    // The theme switch (ThemeToggle): light to dark.
    await page.locator('.header-prefs').getByRole('button').last().click();
    await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'dark');
    const cookie = (await context.cookies(baseURL)).find((c) => c.name === 'color-scheme');
    expect(cookie?.value).toBe('dark');
    const off = await browser.newContext({ baseURL, javaScriptEnabled: false, colorScheme: 'light' });
    await off.addCookies([{ name: 'color-scheme', value: cookie?.value ?? '', url: baseURL }]);
    const nojs = await off.newPage();
    await nojs.goto(`/${anna.username}`);
    await nojs.locator('main h1').waitFor();
    expect(await schemeOf(nojs)).toBe('dark');
    await off.close();
    await context.close();
  });

  it('with JavaScript on, the stored choice still decides before the first paint', async () => {
    // A stale cookie says light; the device's stored choice is dark.
    const context = await openContext(browser, {
      colorScheme: 'light',
      storage: { 'mantine-color-scheme-value': 'dark' },
    });
    await context.addCookies([{ name: 'color-scheme', value: 'light', url: baseURL }]);
    const page = await context.newPage();
    await page.goto(`/${anna.username}`);
    await page.locator('main h1').waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(await schemeOf(page)).toBe('dark');
    const cookie = (await context.cookies(baseURL)).find((c) => c.name === 'color-scheme');
    expect(cookie?.value).toBe('dark');
    await context.close();
  });
});
