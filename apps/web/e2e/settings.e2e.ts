import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, checkA11y, createUser, gql, launch, openPage, waitForPath } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const NEW_PASSWORD = 'violet tram orbit 42';

const currentUser = (token: string) =>
  gql<{ currentUser: { entities: { username: string; timezone: string } } }>(
    '{ currentUser { entities { username timezone } } }',
    {},
    token,
  );

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('settings', () => {
  it('changes the time zone and the username (live check), the password (then signs in with it)', async () => {
    const user = await createUser({ setup: true, lang: 'en' });
    const other = await createUser({ lang: 'en' });
    const { context, page, errors } = await openPage(browser, '/settings', { lang: 'en', token: user.token });
    await page.getByRole('heading', { name: 'Settings' }).waitFor();

    // Time zone: a searchable list.
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.click();
    await zone.fill('Tokyo');
    await page.getByRole('option', { name: /^Asia\/Tokyo/ }).click();
    await page.getByText('Time zone saved').waitFor();
    await expect
      .poll(async () => (await currentUser(user.token)).currentUser.entities.timezone)
      .toBe('Asia/Tokyo');

    // Username: taken, reserved, then free.
    const name = page.getByRole('textbox', { name: 'Username' });
    await name.fill(other.username);
    await page.getByText('This username is taken').waitFor();
    await name.fill('settings');
    await page.getByText('This name is reserved').waitFor();
    const fresh = `e2e_${Date.now().toString(36)}`;
    await name.fill(fresh);
    await page.getByText('Available', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save username' }).click();
    await page.getByText('Username saved').waitFor();
    expect((await currentUser(user.token)).currentUser.entities.username).toBe(fresh);
    await checkA11y(page, 'settings');

    // Password: a weak new one is judged by the meter and never sent.
    const sentChanges: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && r.postData()?.includes('"ChangePassword"'))
        sentChanges.push(r.url());
    });
    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill('password123');
    await page.getByText('Password strength: very weak').waitFor();
    await page.getByLabel('Repeat the new password').fill('password123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('This password is too easy to guess').waitFor();
    expect(sentChanges).toEqual([]);

    // Then a wrong current one is refused by the field, then the change.
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is wrong.').waitFor();
    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Other devices have been signed out.').waitFor();
    expect(sentChanges).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();

    const fresh2 = await openPage(browser, '/login', { lang: 'en' });
    await signIn(fresh2.page, user.email, user.password);
    await fresh2.page.getByText('Login failed. Please check your credentials.').waitFor();
    await signIn(fresh2.page, user.email, NEW_PASSWORD);
    await fresh2.page.waitForURL((url) => url.pathname !== '/login');
    await fresh2.context.close();
  });

  it('on a phone (ru): section chips are 44 px to tap and lead to their card; a weak password is not sent', async () => {
    const user = await createUser({ setup: true, lang: 'ru' });
    const { context, page, errors } = await openPage(browser, '/settings', {
      token: user.token,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await page.getByRole('heading', { name: 'Настройки', level: 1 }).waitFor();
    const chips = page.getByRole('navigation', { name: 'Разделы' }).getByRole('link');
    const sizes = await chips.evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { name: e.textContent, w: r.width, h: r.height };
      }),
    );
    expect(sizes.length).toBe(9);
    for (const s of sizes) {
      expect(s.h, `${s.name} height`).toBeGreaterThanOrEqual(44);
      expect(s.w, `${s.name} width`).toBeGreaterThanOrEqual(44);
    }
    await chips.getByText('Вход и безопасность').tap();
    await page.waitForURL(/#security$/);

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && r.postData()?.includes('"ChangePassword"')) sent.push(r.url());
    });
    await page.getByLabel('Текущий пароль').fill(user.password);
    await page.getByLabel('Новый пароль', { exact: true }).fill('qwerty12345');
    await page.getByText('Надёжность пароля: слабый').waitFor();
    await page.getByLabel('Повторите новый пароль').fill('qwerty12345');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await page.getByText('Этот пароль слишком легко подобрать').waitFor();
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('requests an export and downloads it; deletes the account and its profile answers 404', async () => {
    const user = await createUser({ setup: true, lang: 'en' });
    const { context, page } = await openPage(browser, '/settings', { lang: 'en', token: user.token });
    await page.getByRole('button', { name: 'Prepare a file' }).click();
    const button = page.getByRole('button', { name: 'Download' });
    await button.waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^stepwise-export-.*\.json$/);
    const file = await download.path();
    const doc = JSON.parse(readFileSync(file, 'utf8')) as {
      format: string;
      profile: { id: string };
      goals: unknown[];
    };
    expect(doc.format).toBe('stepwise-export/1');
    expect(doc.profile.id).toBe(user.id);
    expect(doc.goals).toHaveLength(1);

    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    await checkA11y(page, 'delete account modal');
    await dialog.getByLabel('Enter your password to confirm').fill('wrong password here');
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await dialog.getByText('The current password is wrong.').waitFor();
    await dialog.getByLabel('Enter your password to confirm').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await waitForPath(page, '/');
    await page.getByText('Your account has been deleted.', { exact: false }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const res = await fetch(`${baseURL}/${user.username}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    await page.goto(`/${user.username}`);
    await page.getByText('User not found').waitFor();
    await context.close();
  });

  it.skipIf(!process.env.SCREENSHOTS)(
    'screenshots: ru/en, light/dark, phone/desktop',
    async () => {
      const out = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-settings';
      mkdirSync(out, { recursive: true });
      for (const lang of ['ru', 'en'] as const) {
        const user = await createUser({ setup: true, lang });
        for (const colorScheme of ['light', 'dark'] as const) {
          for (const width of [390, 1280]) {
            const { context, page } = await openPage(browser, '/settings', {
              lang,
              token: user.token,
              colorScheme,
              viewport: { width, height: 900 },
              storage: { 'mantine-color-scheme-value': colorScheme },
            });
            await page.getByRole('heading', { level: 1 }).waitFor();
            // A weak new password, so the strength meter shows in the sign-in card.
            await page
              .getByLabel(lang === 'ru' ? 'Новый пароль' : 'New password', { exact: true })
              .fill('qwerty12345');
            await page.getByTestId('password-strength').waitFor();
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.waitForTimeout(800);
            await page.screenshot({
              path: join(out, `settings-${lang}-${colorScheme}-${width}.png`),
              fullPage: true,
            });
            // The first screen as seen (the full page is scaled down when looked at).
            await page.screenshot({ path: join(out, `settings-${lang}-${colorScheme}-${width}-top.png`) });
            await context.close();
          }
        }
      }
    },
    180_000,
  );
});
