import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, createUser, gql, launch, openPage, type TestUser, tickBox } from './fixtures';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A user who went through setup with a Russian goal text: the server generated its plan. */
async function russianUser(): Promise<TestUser> {
  const user = await createUser({ lang: 'ru' });
  await gql(
    'mutation { fillBaseBio(firstName: "Анна", lastName: "Петрова", birthday: "1990-05-07") { id } }',
    {},
    user.token,
  );
  await gql(
    'mutation FinishSetup($t: String!) { finishSetup(interests: ["health"], goalText: $t) { id } }',
    { t: 'Пробежать 10 км без остановки' },
    user.token,
  );
  return user;
}

async function progressOf(page: Page) {
  return Number(((await page.getByTestId('plan-progress').first().textContent()) ?? '').replace('%', ''));
}

describe('goals, plans and roadmap', () => {
  it('setup in Russian → /plans shows the generated steps → a tick moves progress and survives a reload', async () => {
    const user = await russianUser();
    const { context, page, errors } = await openPage(browser, '/plans', { lang: 'ru', token: user.token });
    await page.getByRole('heading', { name: 'Планы', level: 1 }).waitFor();
    const card = page.getByTestId('plan-card').first();
    await card.waitFor();
    const steps = card.getByTestId('task-row');
    await steps.first().waitFor();
    expect(await steps.count()).toBeGreaterThan(0);
    expect(await progressOf(page)).toBe(0);
    await checkA11y(page, 'plans');

    const box = steps.first().getByRole('checkbox');
    await tickBox(box);
    await expect.poll(() => progressOf(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const after = await progressOf(page);

    await page.reload();
    await page.getByTestId('plan-card').first().getByTestId('task-row').first().waitFor();
    expect(
      await page
        .getByTestId('plan-card')
        .first()
        .getByTestId('task-row')
        .first()
        .getByRole('checkbox')
        .isChecked(),
    ).toBe(true);
    expect(await progressOf(page)).toBe(after);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a goal in English with the inferred values shown first; the roadmap and profiles show it as they should', async () => {
    const owner = await createUser({ lang: 'en', setup: true });
    await gql(
      // Variables, not literals: a JSON string fits the visibility argument as a String and as an enum.
      'mutation ($input: GoalInput!) { createGoal(input: $input) { id } }',
      { input: { text: 'Save money for a private trip', visibility: 'private' } },
      owner.token,
    );
    const { context, page, errors } = await openPage(browser, '/goals', { lang: 'en', token: owner.token });
    await page.getByRole('heading', { name: 'Goals', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New goal' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'What do you want to achieve?' }).fill('Learn to play guitar');
    const preview = dialog.getByTestId('goal-preview');
    await preview.waitFor();
    await expect.poll(() => preview.textContent()).toMatch(/creativity|hobbies/i);
    await checkA11y(page, 'goals: create');
    // A hobby starts as Subscribers: made public here for the stranger below.
    await dialog.getByRole('radio', { name: /^Everyone/ }).click();
    await dialog.getByRole('button', { name: 'Create goal and plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('goal-card').filter({ hasText: /guitar/i });
    await card.waitFor();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await checkA11y(page, 'goals');

    await page.goto('/roadmap');
    await page.getByRole('heading', { name: 'Roadmap', level: 1 }).waitFor();
    await page.getByTestId('roadmap-goal').filter({ hasText: title }).waitFor();
    await checkA11y(page, 'roadmap');
    expect(errors).toEqual([]);
    await context.close();

    const viewer = await createUser({ lang: 'en', setup: true });
    const other = await openPage(browser, `/${owner.username}`, { lang: 'en', token: viewer.token });
    const section = other.page.locator('section[aria-labelledby="section-plans"]');
    await other.page.getByTestId('profile-goal').filter({ hasText: title }).waitFor();
    expect(await other.page.getByText('Save money for a private trip').count()).toBe(0);
    // The profile's first screen may come from the server's HTML before the app draws the section.
    await expect.poll(() => section.getByTestId('profile-goal').count(), { timeout: 10_000 }).toBe(2);
    await checkA11y(other.page, 'public profile');
    await other.context.close();
  });

  it('deletes a goal with undo, and completes one', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const { context, page, errors } = await openPage(browser, '/goals', { lang: 'en', token: user.token });
    const card = page.getByTestId('goal-card').first();
    await card.waitFor();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('button', { name: `Actions for “${title}”` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByTestId('goal-card').first().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByTestId('goal-card').filter({ hasText: title }).waitFor();

    await page.getByRole('button', { name: `Actions for “${title}”` }).click();
    await page.getByRole('menuitem', { name: 'Mark complete' }).click();
    // The plan's steps are open: the person is asked what happens to them first.
    const ask = page.getByRole('dialog', { name: `Mark “${title}” complete?` });
    await ask.getByText(/steps? of its plan (is|are) still open/).waitFor();
    await ask.getByRole('button', { name: /^I did them too/ }).click();
    await ask.waitFor({ state: 'detached' });
    await page.getByTestId('goal-card').first().waitFor({ state: 'detached' });
    await page.locator('label', { hasText: /^Completed$/ }).click();
    await page.getByTestId('goal-card').filter({ hasText: title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.skipIf(!process.env.SCREENSHOTS)(
    'screenshots of /goals, /plans and /roadmap',
    async () => {
      const out = process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, 'screenshots');
      mkdirSync(out, { recursive: true });
      const user = await russianUser();
      await gql(
        'mutation ($input: GoalInput!) { createGoal(input: $input) { id } }',
        { input: { text: 'Read 12 books by December', visibility: 'followers' } },
        user.token,
      );
      for (const lang of ['ru', 'en'] as const) {
        for (const scheme of ['light', 'dark'] as const) {
          for (const width of [1280, 360]) {
            const { context, page, errors } = await openPage(browser, '/favicon.svg', {
              lang,
              token: user.token,
              colorScheme: scheme,
              viewport: { width, height: width === 360 ? 780 : 900 },
              storage: { 'mantine-color-scheme-value': scheme },
            });
            for (const path of ['/goals', '/plans', '/roadmap']) {
              await page.goto(path);
              await page
                .locator('h1')
                .waitFor()
                .catch((e) => {
                  throw new Error(`${path} ${lang} ${width}: ${errors.join(' | ')} ${e}`);
                });
              await page.waitForTimeout(800);
              await page.screenshot({
                path: join(out, `${path.slice(1)}-${lang}-${scheme}-${width}.png`),
                fullPage: true,
              });
              if (path === '/goals') {
                await page.getByRole('button', { name: lang === 'ru' ? 'Новая цель' : 'New goal' }).click();
                await page
                  .getByRole('dialog')
                  .getByRole('textbox')
                  .first()
                  .fill(
                    lang === 'ru'
                      ? 'Выучить испанский до уровня B1 к сентябрю'
                      : 'Learn Spanish to B1 by September',
                  );
                await page.getByTestId('goal-preview').waitFor();
                await page.waitForTimeout(600);
                await page.screenshot({ path: join(out, `goals-create-${lang}-${scheme}-${width}.png`) });
                await page.keyboard.press('Escape');
              }
              if (path === '/plans') {
                await page
                  .getByTestId('plan-card')
                  .first()
                  .screenshot({
                    path: join(out, `plans-card-${lang}-${scheme}-${width}.png`),
                  });
              }
            }
            await page.goto(`/${user.username}`);
            await page
              .locator('section[aria-labelledby="section-plans"]')
              .getByTestId('profile-goal')
              .first()
              .waitFor();
            await page.screenshot({
              path: join(out, `profile-${lang}-${scheme}-${width}.png`),
              fullPage: true,
            });
            await context.close();
          }
        }
      }
    },
    120_000,
  );
});
