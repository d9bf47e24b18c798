import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, createUser, launch, openPage, waitForPath } from './fixtures';

const avatar = fileURLToPath(new URL('../public/icons/icon-192.png', import.meta.url));
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('setup wizard (S-S1, S-T5)', () => {
  it('validates steps 1 and 2 with the spec texts and goes through to the profile', async () => {
    const user = await createUser({ lang: 'en' });
    const { context, page } = await openPage(browser, '/setup', { lang: 'en', token: user.token });
    await page.getByRole('heading', { name: 'Basic information', level: 2 }).waitFor();
    await checkA11y(page, 'setup step 1');
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);

    // S-V2
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all fields.' }).waitFor();
    await page.getByRole('textbox', { name: 'First name' }).fill('Vera');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Tester');
    const birthday = page.getByRole('textbox', { name: 'Birthday' });
    await birthday.fill('07.05.1990');
    await page.keyboard.press('Escape');
    // Still missing the avatar: all fields are required.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all fields.' }).waitFor();
    await page.locator('input[type=file]').setInputFiles(avatar);
    await page.getByRole('img', { name: 'Your photo' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    // S-V3
    await page.getByRole('heading', { name: 'Mentor', level: 2 }).waitFor();
    await page.getByRole('main').getByRole('radio').first().waitFor();
    await checkA11y(page, 'setup step 2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please select a mentor.' }).waitFor();
    // Back and forth keeps what was entered.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Basic information', level: 2 }).waitFor();
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Vera');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Mentor', level: 2 }).waitFor();
    await page.getByRole('main').getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Interests and goal', level: 2 }).waitFor();
    await checkA11y(page, 'setup step 3');
    await page.getByText('Health', { exact: true }).click();
    await page.getByText('Career', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Your goal' }).fill('Run 10 km by May');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Setup Complete!' }).waitFor();
    await checkA11y(page, 'setup step 4');
    await page.getByRole('button', { name: 'Go to profile' }).click();
    await waitForPath(page, '/profile');
    await page.getByRole('heading', { name: 'Vera Tester', level: 1 }).waitFor();
    await page.getByText('May 7, 1990').waitFor();
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('cachedUser') ?? '{}'));
    expect(cached).toMatchObject({ firstName: 'Vera', status: 1, birthday: '1990-05-07' });
    expect(cached.avatarUrl).toMatch(/^\/uploads\//);
    expect(cached.mentorId).toBeTruthy();
    await context.close();
  });

  it('shows the wizard in Russian with the Russian validation text', async () => {
    const user = await createUser({ lang: 'ru' });
    const { context, page } = await openPage(browser, '/setup', { token: user.token });
    await page.getByRole('heading', { name: 'Основная информация', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByRole('alert').filter({ hasText: 'Пожалуйста, заполните все поля.' }).waitFor();
    // S-C1: DD.MM.YYYY, the week starts on Monday, Russian month and day names.
    const birthday = page.getByRole('textbox', { name: 'Дата рождения' });
    await birthday.fill('22.11.2001');
    await page.keyboard.press('Escape');
    await birthday.click();
    await page.getByText('Ноябрь 2001').waitFor();
    const weekdays = await page.getByRole('columnheader').allTextContents();
    expect(weekdays.slice(0, 7).map((d) => d.toLowerCase())).toEqual([
      'пн',
      'вт',
      'ср',
      'чт',
      'пт',
      'сб',
      'вс',
    ]);
    await page.keyboard.press('Escape');
    expect(await birthday.inputValue()).toBe('22.11.2001');
    await context.close();
  });
});
