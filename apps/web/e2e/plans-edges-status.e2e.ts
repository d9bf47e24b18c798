// Rough edges on the plans and goals pages and the own profile, as a person meets them:
// "New goal" opens the form, undo for a step delete and a goal's completion, Esc in the date picker,
// the regenerate dialog, the filter by goal in the URL, and the own-profile bio prompt.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createUser, openPage } from './fixtures';
import { browser, firstStep, newGoal, setUpFile, shots, statusOf } from './plans-edges-kit';

setUpFile();

describe('goal status undo', () => {
  it('completing a goal can be undone; it stays active after a reload', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const goal = await newGoal(user, 'Walk 8000 steps a day for a month');
    const { context, page } = await openPage(browser, '/goals', { lang: 'en', token: user.token });
    await page.getByRole('button', { name: `Actions for “${goal.title}”` }).click();
    await page.getByRole('menuitem', { name: 'Mark complete' }).click();
    // Its steps are open: closing without them leaves them unticked, so the undo puts the plan back as it was.
    await page
      .getByRole('dialog', { name: `Mark “${goal.title}” complete?` })
      .getByRole('button', { name: /^Close without them/ })
      .click();
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
      const other = lang === 'en' ? 'No bio yet.' : 'Рассказа о себе пока нет.';
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
