import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, createUser, gql, launch, openPage, waitForPath } from './fixtures';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const CREATE_GOAL = 'mutation ($input: GoalInput!) { createGoal(input: $input) { id title } }';

/** A word no other test writes, so a shared server's other users do not match it. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe('people', () => {
  it('A subscribes to B from B’s profile; B sets a public goal and it reaches A’s open news live', async () => {
    const a = await createUser({ setup: true, lang: 'en', firstName: 'Alex', lastName: 'Reader' });
    const b = await createUser({ setup: true, lang: 'en', firstName: 'Bella', lastName: 'Runner' });

    const { context, page, errors } = await openPage(browser, `/${b.username}`, {
      lang: 'en',
      token: a.token,
    });
    await page.getByRole('heading', { name: 'Bella Runner', level: 1 }).waitFor();
    await page.getByText('0 subscribers').waitFor();
    const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
    expect(await subscribe.getAttribute('aria-pressed')).toBe('false');
    await subscribe.click();
    const subscribed = page.getByRole('button', { name: 'Subscribed', exact: true });
    await subscribed.waitFor();
    expect(await subscribed.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('1 subscriber', { exact: true }).waitFor();
    await checkA11y(page, 'profile of someone you follow');

    // The followers list in a modal names A.
    await page.getByRole('button', { name: '1 subscriber', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribers' });
    await dialog.getByRole('link', { name: 'Alex Reader' }).waitFor();
    await page.keyboard.press('Escape');

    // A's news is open when B sets a goal: it waits behind a pill, then shows on a click.
    await page.getByRole('banner').getByRole('link', { name: 'News' }).first().click();
    await page.getByRole('heading', { name: 'News', level: 1 }).waitFor();
    const title = unique('Swim across the lake ');
    await gql(CREATE_GOAL, { input: { text: title, visibility: 'public' } }, b.token);
    const pill = page.getByRole('button', { name: /Show 1 new event/ });
    await pill.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: title }).count()).toBe(0);
    await pill.click();
    const item = page
      .getByRole('listitem')
      .filter({ hasText: 'Bella Runner set a goal' })
      .filter({ hasText: title });
    await item.getByRole('link', { name: title }).waitFor();
    await item
      .locator('time')
      .filter({ hasText: /now|second|minute/ })
      .waitFor();
    await checkA11y(page, 'news with a new item');

    // After a reload it is simply there.
    await page.reload();
    await page.getByRole('link', { name: title }).waitFor();
    expect(errors).toEqual([]);

    // Two more tabs share one set of streams (one tab leads); when the first tab closes, another takes over.
    const second = await context.newPage();
    await second.goto('/news');
    await second.getByRole('link', { name: title }).waitFor();
    const third = await context.newPage();
    await third.goto('/messages');
    await third.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    const next = unique('Climb a hill ');
    await gql(CREATE_GOAL, { input: { text: next, visibility: 'public' } }, b.token);
    await page.getByRole('button', { name: /Show 1 new event/ }).waitFor({ timeout: 15_000 });
    await second.getByRole('button', { name: /Show 1 new event/ }).waitFor({ timeout: 15_000 });
    await page.close();
    await second.waitForTimeout(500);
    const last = unique('Plant a tree ');
    await gql(CREATE_GOAL, { input: { text: last, visibility: 'public' } }, b.token);
    // The second tab leads now. The event comes live behind the pill; if it came while the new leader was
    // still opening its stream, the catch-up refetch on opening shows it in the list instead.
    const twoNew = second.getByRole('button', { name: /Show 2 new events/ });
    const link = second.getByRole('link', { name: last });
    await twoNew.or(link).first().waitFor({ timeout: 15_000 });
    if (await twoNew.isVisible()) await twoNew.click();
    await link.waitFor();
    await context.close();
  });

  it('A messages B from B’s profile; B’s open conversation shows it live, with the unread badge elsewhere', async () => {
    const a = await createUser({ setup: true, lang: 'en', firstName: 'Artem', lastName: 'Writer' });
    const b = await createUser({ setup: true, lang: 'en', firstName: 'Boris', lastName: 'Listener' });

    // B has the conversation with A open before anything is sent.
    const bSide = await openPage(browser, `/messages/${a.username}`, { lang: 'en', token: b.token });
    await bSide.page.getByRole('heading', { name: 'Artem Writer' }).waitFor();
    await bSide.page.getByText('This is the beginning of your conversation with Artem Writer').waitFor();

    const aSide = await openPage(browser, `/${b.username}`, { lang: 'en', token: a.token });
    await aSide.page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click();
    await waitForPath(aSide.page, `/messages/${b.username}`);
    const composer = aSide.page.getByRole('textbox', { name: 'Message to Boris Listener' });
    await composer.click();
    await aSide.page.keyboard.type('Hello Boris!');
    await aSide.page.keyboard.press('Shift+Enter');
    await aSide.page.keyboard.type('<b>not bold</b> second line');
    await aSide.page.keyboard.press('Enter');
    expect(await composer.inputValue()).toBe('');

    const log = bSide.page.getByRole('log', { name: 'Conversation with Artem Writer' });
    const bubble = log.locator('.bubble-text').filter({ hasText: 'Hello Boris!' });
    await bubble.waitFor({ timeout: 15_000 });
    // Plain text: the markup is shown as typed, and the line break is kept.
    expect(await bubble.innerText()).toBe('Hello Boris!\n<b>not bold</b> second line');
    expect(await log.locator('b').count()).toBe(0);
    await checkA11y(bSide.page, 'conversation');

    // B answers; A sees it live too.
    const bComposer = bSide.page.getByRole('textbox', { name: 'Message to Artem Writer' });
    await bComposer.fill('Hi Artem');
    await bComposer.press('Enter');
    await aSide.page.getByRole('log').locator('.bubble-text').filter({ hasText: 'Hi Artem' }).waitFor();

    // A message while B is elsewhere: the header badge counts it, the list shows it.
    await bSide.page.goto('/plans');
    await bSide.page.getByRole('heading', { level: 1 }).waitFor();
    // The header's messages link (it loads after the page's data; slow on a loaded machine), then the message:
    // whether it arrives before or after the link's live stream opens, the badge must count it.
    await bSide.page
      .getByRole('banner')
      .getByRole('link', { name: 'Messages', exact: true })
      .waitFor({ timeout: 30_000 });
    await gql(
      'mutation ($to: String!, $text: String!) { sendMessage(to: $to, text: $text) { id } }',
      { to: b.username, text: 'Are you there?' },
      a.token,
    );
    await bSide.page.getByRole('link', { name: 'Messages: 1 unread' }).waitFor({ timeout: 15_000 });
    await bSide.page.getByRole('link', { name: 'Messages: 1 unread' }).click();
    await waitForPath(bSide.page, '/messages');
    const row = bSide.page.getByRole('link', { name: /Artem Writer/ });
    await row.getByText('Are you there?').waitFor();
    await row.getByLabel('1 unread message').waitFor();
    await checkA11y(bSide.page, 'conversations');
    await row.click();
    await bSide.page.getByRole('link', { name: 'Messages', exact: true }).waitFor();
    await aSide.context.close();
    await bSide.context.close();
  });

  it('search finds B by a partial Cyrillic surname, from the header and from a profile’s Search action', async () => {
    const surname = 'Щедрина';
    const a = await createUser({ setup: true, lang: 'ru', firstName: 'Олег', lastName: 'Искатель' });
    const b = await createUser({ setup: true, lang: 'ru', firstName: 'Дарья', lastName: surname });

    const { context, page } = await openPage(browser, '/plans', { lang: 'ru', token: a.token });
    const field = page.getByRole('textbox', { name: 'Поиск людей и целей' });
    await field.click();
    await page.keyboard.type('щедри');
    const result = page.getByRole('link', { name: /Дарья Щедрина/ }).first();
    await result.waitFor({ timeout: 10_000 });
    await checkA11y(page, 'search results');
    // Arrow down to the result, Enter opens the profile.
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Дарья Щедрина');
    await page.keyboard.press('Enter');
    await waitForPath(page, `/${b.username}`);
    await page.getByRole('heading', { name: 'Дарья Щедрина', level: 1 }).waitFor();

    // The profile's Search action puts the focus into the search; Escape closes the results.
    await page
      .getByRole('group', { name: 'Действия с профилем' })
      .getByRole('button', { name: 'Поиск' })
      .click();
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Щедр');
    const results = page.locator('.search-results');
    await results.getByRole('link', { name: /Дарья Щедрина/ }).waitFor();
    await page.keyboard.press('Escape');
    await results.waitFor({ state: 'detached' });
    await context.close();

    // On a phone the magnifier opens a dialog with the same search.
    const phone = await openPage(browser, '/plans', {
      lang: 'ru',
      token: a.token,
      viewport: { width: 360, height: 740 },
    });
    await phone.page.getByRole('button', { name: 'Поиск', exact: true }).click();
    await phone.page.getByRole('textbox', { name: 'Поиск людей и целей' }).fill('щедрин');
    await phone.page
      .getByRole('link', { name: /Дарья Щедрина/ })
      .first()
      .waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.context.close();
  });

  it('a guest’s /news shows public events only, live', async () => {
    const b = await createUser({ setup: true, lang: 'en', firstName: 'Gina', lastName: 'Public' });
    const publicTitle = unique('Climb the public hill ');
    const followersTitle = unique('Paint the followers fence ');
    const privateTitle = unique('Save for the private trip ');
    await gql(CREATE_GOAL, { input: { text: publicTitle, visibility: 'public' } }, b.token);
    await gql(CREATE_GOAL, { input: { text: followersTitle, visibility: 'followers' } }, b.token);
    await gql(CREATE_GOAL, { input: { text: privateTitle, visibility: 'private' } }, b.token);

    const { context, page } = await openPage(browser, '/news', { lang: 'en' });
    await page.getByRole('heading', { name: 'News', level: 1 }).waitFor();
    await page.getByRole('link', { name: publicTitle }).waitFor();
    const text = await page.getByRole('main').innerText();
    expect(text).not.toContain(followersTitle);
    expect(text).not.toContain(privateTitle);
    await checkA11y(page, 'guest news');

    // Live for a guest too: a new public goal waits behind the pill; followers-only ones never come.
    await gql(
      CREATE_GOAL,
      { input: { text: unique('Paint the second fence '), visibility: 'followers' } },
      b.token,
    );
    const liveTitle = unique('Climb the live hill ');
    await gql(CREATE_GOAL, { input: { text: liveTitle, visibility: 'public' } }, b.token);
    const pill = page.getByRole('button', { name: /Show \d+ new events?/ });
    await pill.waitFor({ timeout: 15_000 });
    await pill.click();
    await page.getByRole('link', { name: liveTitle }).waitFor();
    expect(await page.getByRole('main').innerText()).not.toContain('Paint the second fence');

    // The profile's News section of B, for a guest: the public goal only.
    await page.goto(`/${b.username}`);
    const news = page.getByRole('region', { name: 'News' });
    await news.getByRole('link', { name: publicTitle }).waitFor();
    const section = await news.innerText();
    expect(section).not.toContain(followersTitle);
    expect(section).not.toContain(privateTitle);

    // A guest's Message leads to sign-in.
    await page.getByRole('link', { name: 'Message' }).click();
    await waitForPath(page, '/login');
    await context.close();
  });

  it('the bell counts a new follower live and marks it read; block and unblock from the menu; the e-mail switch', async () => {
    const a = await createUser({ setup: true, lang: 'en', firstName: 'Anton', lastName: 'Follower' });
    const b = await createUser({ setup: true, lang: 'en', firstName: 'Berta', lastName: 'Bell' });
    // Setup's first goal earned "First goal" (a notification of its own): B has read it.
    await gql('mutation { markNotificationsRead(all: true) }', {}, b.token);
    const { context, page } = await openPage(browser, '/plans', { lang: 'en', token: b.token });
    // Nothing unread: the bell says so, or that steps are waiting (the setup plan's first step is today).
    const nothingUnread = page.getByRole('button', { name: /^Notifications(: steps are waiting for you)?$/ });
    await nothingUnread.waitFor();
    await gql('mutation ($id: ID!) { follow(userId: $id) { id } }', { id: b.id }, a.token);
    const bell = page.getByRole('button', { name: 'Notifications: 1 unread' });
    await bell.waitFor({ timeout: 15_000 });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('link', { name: /Anton Follower subscribed to you/ }).waitFor();
    await checkA11y(page, 'bell');
    await panel.getByRole('link', { name: /Anton Follower subscribed to you/ }).click();
    await waitForPath(page, `/${a.username}`);
    await nothingUnread.waitFor();

    // B blocks A from the profile's menu: A is no longer a follower, Subscribe gives way to Unblock.
    await page.getByText('Subscribed to you').waitFor();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    await page
      .getByRole('dialog', { name: 'Block Anton Follower?' })
      .getByRole('button', { name: 'Block' })
      .click();
    await page.getByText('You blocked this person.').waitFor();
    expect(await page.getByText('Subscribed to you').count()).toBe(0);
    const followB = () => gql('mutation ($id: ID!) { follow(userId: $id) { id } }', { id: b.id }, a.token);
    await expect(followB()).rejects.toThrow(/GraphQL/);
    await page
      .getByRole('group', { name: 'Profile actions' })
      .getByRole('button', { name: 'Unblock' })
      .click();
    await page.getByRole('button', { name: 'Subscribe', exact: true }).waitFor();
    await followB();

    // Settings: the e-mail about unread messages, off and kept after a reload.
    await page.goto('/settings');
    const mail = page.getByRole('switch', { name: 'E-mail me about unread messages' });
    await mail.waitFor();
    expect(await mail.isChecked()).toBe(true);
    // Wait for the setting to be saved (not a fixed pause: on a busy machine the save may take longer).
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('updateNotificationSettings'),
    );
    await mail.click({ force: true });
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await page.getByRole('switch', { name: 'E-mail me about unread messages' }).waitFor();
    expect(await page.getByRole('switch', { name: 'E-mail me about unread messages' }).isChecked()).toBe(
      false,
    );
    await checkA11y(page, 'settings with notifications');
    await context.close();
  });
});
