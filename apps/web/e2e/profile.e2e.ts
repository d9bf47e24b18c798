import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, checkA11y, createUser, gql, launch, openContext, openPage, waitForPath } from './fixtures';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TOOLBAR = [
  'Bold',
  'Italic',
  'Code',
  'Code block',
  'Quote',
  'Heading 1',
  'Heading 2',
  'Heading 3',
  'Bullet list',
  'Link',
  'Remove link',
  'Save',
];

function bioSection(page: Page) {
  return page.getByRole('region', { name: 'Bio' });
}

describe('profile', () => {
  it('S-F1: sections, actions, birthday as a long date; S-E1: bio edit with the toolbar, saved and kept after reload', async () => {
    const user = await createUser({ setup: true, lang: 'en', firstName: 'Nina', lastName: 'Editor' });
    const { context, page } = await openPage(browser, '/profile', { lang: 'en', token: user.token });
    await page.getByRole('heading', { name: 'Nina Editor', level: 1 }).waitFor();
    for (const name of ['Bio', 'Plans', 'Achievements', 'Offers', 'News']) {
      await page.getByRole('heading', { name, level: 2 }).waitFor();
    }
    // Your own profile: Message opens your conversations, Search the search; nobody to subscribe to.
    const actions = page.getByRole('group', { name: 'Profile actions' });
    await actions.getByRole('link', { name: 'Messages' }).waitFor();
    await actions.getByRole('button', { name: 'Search' }).waitFor();
    expect(await actions.getByRole('button', { name: 'Subscribe' }).count()).toBe(0);
    await page.getByText('May 7, 1990').waitFor();
    await checkA11y(page, 'profile');

    await bioSection(page).getByRole('button', { name: 'Write a bio' }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await toolbar.waitFor();
    for (const name of TOOLBAR) await toolbar.getByRole('button', { name, exact: true }).waitFor();
    const editor = page.getByRole('textbox', { name: 'Bio text' });
    await editor.click();
    await page.keyboard.type('Morning runner');
    await page.keyboard.press('Control+a');
    await toolbar.getByRole('button', { name: 'Bold', exact: true }).click();
    expect(
      await toolbar.getByRole('button', { name: 'Bold', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await checkA11y(page, 'bio editor');
    await toolbar.getByRole('button', { name: 'Save', exact: true }).click();
    await bioSection(page).locator('strong', { hasText: 'Morning runner' }).waitFor();

    await page.reload();
    await bioSection(page).locator('strong', { hasText: 'Morning runner' }).waitFor();
    const { userProfile } = await gql<{ userProfile: { bio: { text: string } } }>(
      'query UserProfile($u: String!) { userProfile(username: $u) { bio { text } } }',
      { u: user.username },
    );
    expect(userProfile.bio.text).toContain('<strong>Morning runner</strong>');
    await context.close();
  });

  it('S-T4: a failed bio update rolls back to the previous bio and shows the error', async () => {
    const user = await createUser({ setup: true, lang: 'en', bio: '<p>The old bio</p>' });
    const { context, page } = await openPage(browser, '/profile', { lang: 'en', token: user.token });
    await bioSection(page).getByText('The old bio').waitFor();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('UpdateBio')) {
        await held;
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'The server is having a bad day' }] }),
        });
      } else await route.continue();
    });
    await bioSection(page).getByRole('button', { name: 'Edit bio' }).click();
    const editor = page.getByRole('textbox', { name: 'Bio text' });
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('A brand new bio');
    await page
      .getByRole('toolbar', { name: 'Formatting' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    // Applied at once, before the server answers…
    await bioSection(page).getByText('A brand new bio').waitFor();
    release();
    // …and rolled back when it fails, with the error shown.
    const alert = page.getByRole('alert').filter({ hasText: 'The bio was not saved' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'GraphQL response contains errors: The server is having a bad day',
    );
    await bioSection(page).getByText('The old bio').waitFor();
    expect(await bioSection(page).getByText('A brand new bio').count()).toBe(0);
    await context.close();
  });

  it('S-G3: the profile keeps its state (an open editor with a draft) across navigation', async () => {
    const user = await createUser({ setup: true, lang: 'en' });
    const { context, page } = await openPage(browser, '/profile', { lang: 'en', token: user.token });
    await bioSection(page).getByRole('button', { name: 'Write a bio' }).click();
    await page.getByRole('textbox', { name: 'Bio text' }).click();
    await page.keyboard.type('An unsaved draft');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .first()
      .getByRole('link', { name: 'Plans' })
      .click();
    await waitForPath(page, '/plans');
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .first()
      .getByRole('link', { name: 'Profile' })
      .click();
    await waitForPath(page, '/profile');
    await page.getByRole('textbox', { name: 'Bio text' }).getByText('An unsaved draft').waitFor();
    await context.close();
  });

  it('S-R3: a guest sees the public profile by username, in ru and dark', async () => {
    const user = await createUser({
      setup: true,
      lang: 'ru',
      firstName: 'Ольга',
      lastName: 'Публичная',
      bio: '<h2>Обо мне</h2><p>Учу <em>японский</em></p>',
    });
    await gql(
      'mutation L { updateSocialLinks(links: [{network: "telegram", url: "https://t.me/olga"}]) { id } }',
      {},
      user.token,
    );
    const { context, page } = await openPage(browser, `/${user.username}`, { colorScheme: 'dark' });
    await page.getByRole('heading', { name: 'Ольга Публичная', level: 1 }).waitFor();
    await page.getByText(`@${user.username}`).waitFor();
    await page.getByRole('heading', { name: 'Обо мне' }).waitFor();
    await page.getByRole('link', { name: 'telegram' }).waitFor();
    for (const name of ['О себе', 'Планы', 'Достижения', 'Предложения', 'Новости']) {
      await page.getByRole('heading', { name, level: 2 }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Редактировать' }).count()).toBe(0);
    await checkA11y(page, 'public profile ru dark');
    // Subscribing needs an account: the guest is asked to sign in and comes back.
    await page.getByRole('link', { name: 'Подписаться' }).click();
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/${user.username}`);
    await context.close();
  });

  it("a profile's header and bio are on screen from the server's HTML, and stay put when the app takes over", async () => {
    const user = await createUser({
      setup: true,
      lang: 'en',
      firstName: 'Vera',
      lastName: 'First <Paint>',
      bio: '<p>Runs at dawn &amp; reads at night, every day of the week, whatever the weather says.</p>',
    });
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
    ]) {
      const context = await openContext(browser, { lang: 'en', viewport });
      // The language cookie the app keeps beside the stored choice: the server draws in it.
      await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
      const page = await context.newPage();
      // The app's code is held back: what shows is the server's HTML (drawn by React) and theme-init.js alone.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/${user.username}`, { waitUntil: 'commit' });
      const main = page.locator('main');
      await main.getByRole('heading', { name: 'Vera First <Paint>', level: 1 }).waitFor();
      await main.getByText('Runs at dawn & reads at night', { exact: false }).waitFor();
      await main.getByText(`@${user.username}`).waitFor();
      await main.getByText('0 subscribers').waitFor();
      await main.getByRole('heading', { name: 'Bio', level: 2 }).waitFor();
      // One language, the cookie's: no Russian copy beside it.
      expect(await page.getByText('О себе').count()).toBe(0);
      expect(await page.locator('#boot').count()).toBe(0);
      const before = await main.locator('.rich-text').boundingBox();
      const headerBefore = await main.getByRole('heading', { level: 1 }).boundingBox();
      release();
      // The app runs at the guest's first act on the page (public/theme-init.js): a key press.
      await page.keyboard.press('Shift');
      // Taken over by the app (React's own property on the page's elements): the bio and the name where they were.
      await page.waitForFunction(() => {
        const first = document.querySelector('#root > *');
        return first !== null && Object.keys(first).some((k) => k.startsWith('__reactFiber'));
      });
      await page.getByRole('link', { name: 'Subscribe', exact: true }).waitFor();
      expect(await main.locator('.rich-text').boundingBox()).toEqual(before);
      expect(await main.getByRole('heading', { level: 1 }).boundingBox()).toEqual(headerBefore);
      await context.close();
    }
  });
});
