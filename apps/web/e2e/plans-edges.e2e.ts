// Rough edges on the plans and goals pages and the own profile, as a person meets them:
// "New goal" opens the form, undo for a step delete and a goal's completion, Esc in the date picker,
// the regenerate dialog, the filter by goal in the URL, and the own-profile bio prompt.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, gql, launch, openPage, type TestUser, waitForPath } from './fixtures';

const shots = process.env.SCREENSHOTS
  ? (process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, 'screenshots'))
  : null;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  if (shots) mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

type Task = { id: string; parentId: string | null; label: string; position: number };

async function newGoal(user: TestUser, text: string) {
  const { createGoal } = await gql<{ createGoal: { id: string; title: string } }>(
    'mutation ($input: GoalInput!) { createGoal(input: $input) { id title } }',
    { input: { text, visibility: 'private' } },
    user.token,
  );
  return createGoal;
}

async function tasksOf(user: TestUser, goalId: string): Promise<Task[]> {
  const { goal } = await gql<{ goal: { tasks: Task[] } }>(
    'query ($id: ID!) { goal(id: $id) { tasks { id parentId label position } } }',
    { id: goalId },
    user.token,
  );
  return goal.tasks;
}

async function statusOf(user: TestUser, goalId: string) {
  const { goal } = await gql<{ goal: { status: string } }>(
    'query ($id: ID!) { goal(id: $id) { status } }',
    { id: goalId },
    user.token,
  );
  return goal.status;
}

/** The first step of the plan's first milestone (open by default). */
async function firstStep(user: TestUser, goalId: string) {
  const tasks = (await tasksOf(user, goalId)).sort((a, b) => a.position - b.position);
  const milestone = tasks.find((t) => t.parentId === null)!;
  return tasks.find((t) => t.parentId === milestone.id)!;
}

function failOnNativeDialogs(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.dismiss();
  });
  return seen;
}

describe('plans rough edges', () => {
  it('"New goal" on Plans and Roadmap opens the creation form, focused', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const { context, page } = await openPage(browser, '/plans', { lang: 'en', token: user.token });
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New goal' }).click();
    await waitForPath(page, '/goals');
    expect(new URL(page.url()).searchParams.get('new')).toBe('1');
    const dialog = page.getByRole('dialog', { name: 'New goal' });
    await dialog.waitFor();
    const text = dialog.getByRole('textbox', { name: 'What do you want to achieve?' });
    await expect.poll(() => text.evaluate((el) => el === document.activeElement)).toBe(true);
    // Closing the form drops the parameter, so a reload does not open it again.
    await dialog.getByRole('button', { name: 'Cancel' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('new')).toBeNull();

    await page.goto('/roadmap');
    await page.getByRole('link', { name: 'New goal' }).first().click();
    await page.getByRole('dialog', { name: 'New goal' }).waitFor();
    expect(new URL(page.url()).search).toBe('?new=1');
    await context.close();
  });

  it('deleting a step can be undone: the step is still there after a reload; without undo it is deleted', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const goal = await newGoal(user, 'Read 12 books by summer');
    const step = await firstStep(user, goal.id);
    const { context, page, errors } = await openPage(browser, `/plans?goal=${goal.id}`, {
      lang: 'en',
      token: user.token,
    });
    const native = failOnNativeDialogs(page);
    const card = page.getByTestId('plan-card');
    const del = card.getByRole('button', { name: `Delete “${step.label}”` });
    await del.first().waitFor();
    const before = await del.count();
    await del.first().click();
    const note = page.getByRole('alert').filter({ hasText: `Step “${step.label}” deleted` });
    await note.waitFor();
    await expect.poll(() => del.count()).toBe(before - 1);
    await note.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => del.count()).toBe(before);
    // Past the undo window nothing was sent: the step survives a reload.
    await page.waitForTimeout(6500);
    await page.reload();
    await del.first().waitFor();
    expect(await del.count()).toBe(before);
    expect((await tasksOf(user, goal.id)).some((t) => t.id === step.id)).toBe(true);

    // Without undo the delete is sent once the window has passed.
    await del.first().click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Step “${step.label}” deleted` })
      .waitFor();
    await expect
      .poll(async () => (await tasksOf(user, goal.id)).some((t) => t.id === step.id), { timeout: 12_000 })
      .toBe(false);
    await page.reload();
    await card.first().waitFor();
    await expect.poll(() => del.count()).toBe(before - 1);
    expect(native).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Esc in the date picker closes only the picker; closing with edits asks to keep or discard', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const goal = await newGoal(user, 'Learn 300 Spanish words by spring');
    const step = await firstStep(user, goal.id);
    const { context, page } = await openPage(browser, `/plans?goal=${goal.id}`, {
      lang: 'en',
      token: user.token,
    });
    const native = failOnNativeDialogs(page);
    await page
      .getByTestId('plan-card')
      .getByRole('button', { name: `Edit “${step.label}”` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit step' });
    const label = dialog.getByRole('textbox', { name: 'Step' });
    await label.fill('Edited in the dialog');
    await dialog.getByRole('textbox', { name: 'Date' }).click();
    // The page's own calendar has a "Next month" too: the picker adds a second one.
    const month = page.getByRole('button', { name: 'Next month' });
    await expect.poll(() => month.count()).toBe(2);
    await page.keyboard.press('Escape');
    await expect.poll(() => month.count()).toBe(1);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    expect(await label.inputValue()).toBe('Edited in the dialog');

    // Esc on the dialog with unsaved edits asks; "Keep editing" keeps them.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).last().click();
    await ask.waitFor({ state: 'detached' });
    expect(await label.inputValue()).toBe('Edited in the dialog');
    // Cancel asks too; "Discard" closes and nothing was saved.
    await dialog.getByRole('button', { name: 'Cancel' }).last().click();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await tasksOf(user, goal.id)).find((t) => t.id === step.id)?.label).toBe(step.label);
    // Without edits the dialog closes at once.
    await page
      .getByTestId('plan-card')
      .getByRole('button', { name: `Edit “${step.label}”` })
      .first()
      .click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(native).toEqual([]);
    await context.close();
  });

  it('Regenerate explains what is kept in a dialog, never the browser confirm', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const goal = await newGoal(user, 'Swim 1 km without stopping by June');
    const before = await tasksOf(user, goal.id);
    const { context, page } = await openPage(browser, `/plans?goal=${goal.id}`, {
      lang: 'en',
      token: user.token,
    });
    const native = failOnNativeDialogs(page);
    const card = page.getByTestId('plan-card');
    await card.getByRole('button', { name: 'Regenerate plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate this plan anew?' });
    await dialog.getByText('Kept: the goal itself').waitFor();
    await dialog.getByRole('button', { name: 'Keep this plan' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    expect((await tasksOf(user, goal.id)).map((t) => t.id)).toEqual(before.map((t) => t.id));
    await card.getByRole('button', { name: 'Regenerate plan' }).click();
    await dialog.getByRole('button', { name: 'Generate anew' }).click();
    await page.getByText('The plan was generated anew').waitFor();
    const after = await tasksOf(user, goal.id);
    expect(after.some((t) => before.some((b) => b.id === t.id))).toBe(false);
    expect(native).toEqual([]);
    await context.close();
  });

  it('filters plans by goal, kept in the URL; plans beyond the first show only their summary', async () => {
    const user = await createUser({ lang: 'ru', setup: true });
    const a = await newGoal(user, 'Прочитать 12 книг к лету');
    const b = await newGoal(user, 'Выучить 300 испанских слов к весне');
    const { context, page } = await openPage(browser, '/plans', { lang: 'ru', token: user.token });
    const cards = page.getByTestId('plan-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    // The first plan is open, the others are folded to their summary.
    const toggles = page.getByRole('button', { name: /Свернуть план|Показать план/ });
    expect(await toggles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')))).toEqual([
      'true',
      'false',
      'false',
    ]);
    const filter = page.getByRole('radiogroup', { name: 'Какие планы показать' });
    await filter.locator('label').filter({ hasText: b.title }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('goal')).toBe(b.id);
    await expect.poll(() => cards.count()).toBe(1);
    await cards.getByRole('heading', { name: b.title }).waitFor();
    expect(await cards.getByRole('button', { name: 'Свернуть план' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await page.reload();
    await cards.getByRole('heading', { name: b.title }).waitFor();
    expect(await cards.count()).toBe(1);
    expect(await filter.getByRole('radio', { name: b.title }).isChecked()).toBe(true);
    await filter.locator('label').filter({ hasText: 'Все цели' }).click();
    await expect.poll(() => cards.count()).toBe(3);
    expect(new URL(page.url()).searchParams.get('goal')).toBeNull();
    // An unknown goal in the URL shows them all.
    await page.goto(`/plans?goal=${a.id}x`);
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBe(3);
    await context.close();
  });
});

describe('goal status undo', () => {
  it('completing a goal can be undone; it stays active after a reload', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const goal = await newGoal(user, 'Walk 8000 steps a day for a month');
    const { context, page } = await openPage(browser, '/goals', { lang: 'en', token: user.token });
    await page.getByRole('button', { name: `Actions for “${goal.title}”` }).click();
    await page.getByRole('menuitem', { name: 'Mark complete' }).click();
    const note = page.getByRole('alert').filter({ hasText: `Goal “${goal.title}” completed` });
    await note.waitFor();
    await expect.poll(() => statusOf(user, goal.id)).toBe('completed');
    await note.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => statusOf(user, goal.id)).toBe('active');
    await page.getByText('The goal’s status is back').waitFor();
    // Let the refetched list reach the saved offline copy before reloading.
    await page.waitForTimeout(1500);
    await page.reload();
    await page.getByRole('button', { name: `Actions for “${goal.title}”` }).waitFor();

    // Abandoning shows its own undo too.
    await page.getByRole('button', { name: `Actions for “${goal.title}”` }).click();
    await page.getByRole('menuitem', { name: 'Abandon' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Goal “${goal.title}” abandoned` })
      .waitFor();
    await expect.poll(() => statusOf(user, goal.id)).toBe('abandoned');
    await context.close();
  });
});

describe('own profile bio prompt', () => {
  it('invites the owner to write a bio; a visitor reads the third-person text', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const user = await createUser({ lang, setup: true });
      const own = lang === 'en' ? 'Write a few words about yourself' : 'Напишите пару слов о себе';
      const other = lang === 'en' ? 'No bio yet.' : 'Пользователь пока ничего о себе не написал.';
      const { context, page } = await openPage(browser, '/profile', { lang, token: user.token });
      await page.getByText(own).waitFor();
      expect(await page.getByText(other).count()).toBe(0);
      await context.close();
      const visitor = await createUser({ lang, setup: true });
      const seen = await openPage(browser, `/${user.username}`, { lang, token: visitor.token });
      await seen.page.getByText(other).waitFor();
      expect(await seen.page.getByText(own).count()).toBe(0);
      await seen.context.close();
    }
  });
});

describe.skipIf(!shots)('screenshots', () => {
  it('plans with the goal filter and the undo notification: ru/en, light/dark, phone/desktop', async () => {
    for (const lang of ['ru', 'en'] as const) {
      const user = await createUser({ lang, setup: true });
      const a = await newGoal(user, lang === 'ru' ? 'Прочитать 12 книг к лету' : 'Read 12 books by summer');
      await newGoal(user, lang === 'ru' ? 'Выучить 300 испанских слов' : 'Learn 300 Spanish words');
      await newGoal(user, lang === 'ru' ? 'Проплыть 1 км без остановки' : 'Swim 1 km without stopping');
      const step = await firstStep(user, a.id);
      for (const scheme of ['light', 'dark'] as const) {
        for (const [device, viewport] of [
          ['phone', { width: 390, height: 844 }],
          ['desktop', { width: 1280, height: 900 }],
        ] as const) {
          const name = `${lang}-${scheme}-${device}`;
          const { context, page } = await openPage(browser, '/plans', {
            lang,
            token: user.token,
            viewport,
            colorScheme: scheme,
            storage: { 'mantine-color-scheme-value': scheme },
          });
          await page.getByTestId('plan-card').first().waitFor();
          await page.waitForTimeout(400);
          await page.screenshot({ path: join(shots!, `plans-all-${name}.png`), fullPage: true });
          await page.goto(`/plans?goal=${a.id}`);
          await page.getByTestId('plan-card').first().waitFor();
          const label = lang === 'ru' ? `Удалить «${step.label}»` : `Delete “${step.label}”`;
          if (device === 'desktop') {
            await page.getByRole('button', { name: label }).first().click();
          } else {
            const more = lang === 'ru' ? `Действия с шагом «${step.label}»` : `Actions for “${step.label}”`;
            await page.getByRole('button', { name: more }).first().click();
            await page.getByRole('menuitem', { name: lang === 'ru' ? 'Удалить' : 'Delete' }).click();
          }
          const undo = page
            .getByRole('alert')
            .getByRole('button', { name: lang === 'ru' ? 'Отменить' : 'Undo' });
          await undo.waitFor();
          await page.getByRole('radiogroup').first().scrollIntoViewIfNeeded();
          await page.waitForTimeout(300);
          await page.screenshot({ path: join(shots!, `plans-filter-undo-${name}.png`) });
          await undo.click();
          await context.close();
        }
      }
    }
  }, 240_000);
});
