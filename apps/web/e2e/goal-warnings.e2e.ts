import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, createUser, gql, launch, openPage } from './fixtures';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const UNREALISTIC = { ru: 'Похудеть на 30 кг за 2 недели', en: 'Lose 30 kg in 2 weeks' };

type Alternative = { deadline: string | null; target: { value: number; unit: string } | null };

async function alternativeOf(text: string, token: string): Promise<Alternative> {
  const data = await gql<{ previewGoal: { warnings: { code: string; alternative: Alternative }[] } }>(
    'query ($t: String!) { previewGoal(text: $t) { warnings { code alternative { deadline target { value unit } } } } }',
    { t: text },
    token,
  );
  const w = data.previewGoal.warnings.find((x) => x.code === 'weight-rate');
  if (!w) throw new Error('no weight-rate warning');
  return w.alternative;
}

describe('an unrealistic goal: the warning, its alternative, the plan', () => {
  it('warns in Russian, accepts the later date in one tap, creates the goal and shows its plan', async () => {
    const user = await createUser({ lang: 'ru', setup: true });
    const alternative = await alternativeOf(UNREALISTIC.ru, user.token);
    const { context, page, errors } = await openPage(browser, '/goals', { lang: 'ru', token: user.token });
    await page.getByRole('heading', { name: 'Цели', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Новая цель' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Чего вы хотите достичь?' }).fill(UNREALISTIC.ru);

    const warning = dialog.getByTestId('goal-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/1 кг в неделю/);
    expect(await dialog.getByTestId('goal-kind').textContent()).toMatch(/Достичь числа/);
    await checkA11y(page, 'goals: create with a warning');

    await warning.getByRole('button', { name: /^Принять: до/ }).click();
    // The preview re-runs with the later date: the warning goes away.
    await warning.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Создать цель и план' }).click();
    await dialog.waitFor({ state: 'detached' });

    const { myGoals } = await gql<{ myGoals: { items: { id: string; title: string; deadline: string }[] } }>(
      '{ myGoals(first: 10) { items { id title deadline } } }',
      {},
      user.token,
    );
    const goal = myGoals.items.find((g) => /30 кг/.test(g.title));
    expect(goal?.deadline).toBe(alternative.deadline);

    await page.goto('/plans');
    await page.getByRole('heading', { name: 'Планы', level: 1 }).waitFor();
    const card = page.getByTestId('plan-card').filter({ hasText: goal!.title });
    await card.getByTestId('task-row').first().waitFor();
    expect(await card.getByTestId('task-row').count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('accepts the smaller target instead, and answers a one-tap question', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const alternative = await alternativeOf(UNREALISTIC.en, user.token);
    const { context, page, errors } = await openPage(browser, '/goals', { lang: 'en', token: user.token });
    await page.getByRole('button', { name: 'New goal' }).click();
    const dialog = page.getByRole('dialog');
    const textbox = dialog.getByRole('textbox', { name: 'What do you want to achieve?' });
    await textbox.fill(UNREALISTIC.en);
    const warning = dialog.getByTestId('goal-warning');
    await warning.getByRole('button', { name: /^Accept: 1\.5 kg/ }).click();
    await warning.waitFor({ state: 'detached' });
    await expect.poll(() => dialog.getByTestId('goal-target').textContent()).toBe('1.5 kg');
    await dialog.getByRole('button', { name: 'Create goal and plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    const { myGoals } = await gql<{ myGoals: { items: { title: string; target: Alternative['target'] }[] } }>(
      '{ myGoals(first: 10) { items { title target { value unit } } } }',
      {},
      user.token,
    );
    expect(myGoals.items.find((g) => /30 kg/i.test(g.title))?.target).toEqual(alternative.target);

    // A question about the starting level, answered with one tap, re-runs the preview (a new text: no choices).
    await page.getByRole('button', { name: 'New goal' }).click();
    await textbox.fill('Run a marathon');
    const question = dialog.getByTestId('goal-question');
    await question.waitFor();
    expect(await question.textContent()).toMatch(/How far can you run now/);
    const half = question.getByRole('button', { name: 'A half marathon' });
    await half.click();
    // The answered question stays, its choice pressed, while the preview runs again with the answer.
    await expect.poll(() => half.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => dialog.getByTestId('goal-question').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns when an earlier deadline leaves steps after it, and replans on request', async () => {
    const user = await createUser({ lang: 'ru', setup: true });
    const { createGoal } = await gql<{ createGoal: { id: string; tasks: { date: string }[] } }>(
      'mutation ($input: GoalInput!) { createGoal(input: $input) { id tasks { date } } }',
      { input: { text: 'Прочитать 12 книг за полгода' } },
      user.token,
    );
    const dates = [...new Set(createGoal.tasks.map((t) => t.date))].sort();
    const early = dates[Math.floor(dates.length / 3)]!;
    const { context, page, errors } = await openPage(browser, '/goals', { lang: 'ru', token: user.token });
    const card = page.getByTestId('goal-card').filter({ hasText: /12 книг/ });
    await card.waitFor();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('button', { name: `Действия с целью «${title}»` }).click();
    await page.getByRole('menuitem', { name: 'Изменить' }).click();
    const dialog = page.getByRole('dialog');
    const [y, m, d] = early.split('-');
    const input = dialog.getByRole('button', { name: 'Срок' });
    await input.click();
    // The Mantine calendar opens on the current deadline: go back to the month and pick the day.
    // Mantine labels a day as dayjs's "D MMMM YYYY" in the app's locale: "30 декабря 2026".
    const dayMonth = new Date(Number(y), Number(m) - 1, Number(d)).toLocaleDateString('ru-RU', {
      day: 'numeric',
      month: 'long',
    });
    const label = `${dayMonth} ${y}`;
    for (
      let i = 0;
      i < 12 && (await page.getByRole('button', { name: label, exact: true }).count()) === 0;
      i++
    )
      await page.locator('[data-direction="previous"]').first().click();
    await page.getByRole('button', { name: label, exact: true }).click();
    const warning = dialog.getByTestId('deadline-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/после нового срока/);
    if (process.env.SCREENSHOTS) {
      const out = process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, 'screenshots');
      mkdirSync(out, { recursive: true });
      await page.screenshot({ path: join(out, 'goal-edit-deadline-ru-light-1280.png') });
    }
    await dialog.getByRole('button', { name: 'Сохранить и перестроить' }).click();
    await dialog.waitFor({ state: 'detached' });
    const { goal } = await gql<{ goal: { deadline: string; tasks: { date: string }[] } }>(
      'query ($id: ID!) { goal(id: $id) { deadline tasks { date } } }',
      { id: createGoal.id },
      user.token,
    );
    expect(goal.deadline).toBe(early);
    expect(goal.tasks.every((t) => t.date <= early)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.skipIf(!process.env.SCREENSHOTS)(
    'screenshots of the dialog with a warning',
    async () => {
      const out = process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, 'screenshots');
      mkdirSync(out, { recursive: true });
      const user = await createUser({ lang: 'ru', setup: true });
      for (const lang of ['ru', 'en'] as const) {
        for (const scheme of ['light', 'dark'] as const) {
          for (const width of [1280, 360]) {
            const { context, page } = await openPage(browser, '/goals', {
              lang,
              token: user.token,
              colorScheme: scheme,
              viewport: { width, height: width === 360 ? 780 : 900 },
              storage: { 'mantine-color-scheme-value': scheme },
            });
            await page.getByRole('button', { name: lang === 'ru' ? 'Новая цель' : 'New goal' }).click();
            await page.getByRole('dialog').getByRole('textbox').first().fill(UNREALISTIC[lang]);
            await page.getByTestId('goal-warning').waitFor();
            await page.waitForTimeout(500);
            await page.screenshot({ path: join(out, `goal-warning-${lang}-${scheme}-${width}.png`) });
            await page
              .getByRole('dialog')
              .getByRole('textbox')
              .first()
              .fill(lang === 'ru' ? 'Пробежать марафон' : 'Run a marathon');
            await page.getByTestId('goal-question').waitFor();
            await page.waitForTimeout(500);
            await page.screenshot({ path: join(out, `goal-question-${lang}-${scheme}-${width}.png`) });
            await context.close();
          }
        }
      }
    },
    180_000,
  );
});

describe('words of self-harm in the goal form', () => {
  const CASES = {
    ru: {
      text: 'Раздать все вещи и закрыть долги до нового года, чтобы потом никому не быть в тягость',
      title: 'Вы не одни',
      newGoal: 'Новая цель',
      field: 'Чего вы хотите достичь?',
      create: 'Создать цель и план',
    },
    en: {
      text: "Write goodbye letters to everyone I love by Friday, they'll be fine without me",
      title: 'You are not alone',
      newGoal: 'New goal',
      field: 'What do you want to achieve?',
      create: 'Create goal and plan',
    },
  } as const;
  for (const lang of ['ru', 'en'] as const) {
    it(`show where to find help, nothing of a plan, and no goal is made (${lang})`, async () => {
      const c = CASES[lang];
      const user = await createUser({ lang, setup: true });
      const { context, page, errors } = await openPage(browser, '/goals', { lang, token: user.token });
      await page.getByRole('button', { name: c.newGoal }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: c.field }).fill(c.text);
      const support = dialog.getByTestId('goal-support');
      await support.waitFor();
      expect(await support.textContent()).toContain(c.title);
      // No kind, deadline or questions beside it, and nothing to create.
      expect(await dialog.getByTestId('goal-preview').count()).toBe(0);
      expect(await dialog.getByTestId('goal-kind').count()).toBe(0);
      expect(await dialog.getByRole('button', { name: c.create }).isDisabled()).toBe(true);
      if (process.env.SCREENSHOTS_DIR)
        await page.screenshot({ path: join(process.env.SCREENSHOTS_DIR, `goal-support-${lang}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
