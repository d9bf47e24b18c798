import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, createUser, gql, launch, openPage } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Answer = { id: string; value: string };

/** The deadline the server plans with for a text and answers (the browser's planner must show the same). */
async function deadlineOf(text: string, answers: Answer[], token: string): Promise<string> {
  const data = await gql<{ previewGoal: { deadline: string } }>(
    'query ($t: String!, $a: [PlanAnswerInput!]) { previewGoal(text: $t, answers: $a) { deadline } }',
    { t: text, a: answers },
    token,
  );
  return data.previewGoal.deadline;
}

async function myDeadlines(token: string) {
  const data = await gql<{ myGoals: { items: { title: string; deadline: string }[] } }>(
    '{ myGoals(first: 10) { items { title deadline } } }',
    {},
    token,
  );
  return data.myGoals.items;
}

/** A user past setup, with a first goal of their own (no mentor: the plans here are the built-in planner's). */
async function readyUser(lang: 'ru' | 'en') {
  const user = await createUser({ lang });
  await gql(
    'mutation { fillBaseBio(firstName: "Анна", lastName: "Петрова", birthday: "1990-05-07") { id } }',
    {},
    user.token,
  );
  await gql(
    'mutation { finishSetup(interests: ["health"], goalText: "Run 10 km by May") { id } }',
    {},
    user.token,
  );
  return user;
}

async function openDialog(page: Page, lang: 'ru' | 'en', text: string) {
  await page.getByRole('button', { name: lang === 'ru' ? 'Новая цель' : 'New goal' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill(text);
  await dialog.getByTestId('goal-chips').waitFor({ timeout: 30_000 });
  return dialog;
}

describe('the goal form asks when unsure, and the plan follows the answer', () => {
  it('en: "get fit" asks the time a week and the deadline; a tap answers, a chip corrects; the goal follows', async () => {
    const user = await readyUser('en');
    const expected = await deadlineOf('get fit', [{ id: 'deadline', value: '3m' }], user.token);
    const { context, page, errors } = await openPage(browser, '/goals', { lang: 'en', token: user.token });
    const dialog = await openDialog(page, 'en', 'get fit');
    const questions = dialog.getByTestId('goal-question');
    await expect.poll(() => questions.count()).toBe(2);
    expect(await questions.nth(0).textContent()).toMatch(/How much time a week can you give it\?/);
    expect(await questions.nth(1).textContent()).toMatch(/By when do you want to get there\?/);
    await checkA11y(page, 'goal form: questions and chips');

    await questions.nth(1).getByRole('button', { name: 'In 3 months' }).click();
    await expect
      .poll(() => dialog.getByTestId('goal-deadline').textContent())
      .toBe(
        new Intl.DateTimeFormat('en', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${expected}T00:00:00Z`)),
      );
    // The time chip corrects the time a week with one tap: the chip shows it, the question is answered.
    await dialog.getByRole('button', { name: /Time a week/ }).click();
    await page.getByRole('menuitem', { name: '5 hours' }).click();
    await expect
      .poll(() => dialog.getByRole('button', { name: /Time a week/ }).textContent())
      .toMatch(/5 hours/);
    await dialog.getByRole('button', { name: 'Create goal and plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await myDeadlines(user.token)).find((g) => /get fit/i.test(g.title))?.deadline).toBe(expected);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ru: «хочу в горы» asks what kind of goal it is; the tap routes the plan', async () => {
    const user = await readyUser('ru');
    const text = 'хочу в горы';
    const expected = await deadlineOf(text, [{ id: 'kind', value: 'habit' }], user.token);
    const { context, page, errors } = await openPage(browser, '/goals', { lang: 'ru', token: user.token });
    const dialog = await openDialog(page, 'ru', text);
    const question = dialog.getByTestId('goal-question').first();
    await question.waitFor();
    expect(await question.textContent()).toMatch(/Что это за цель\?/);
    // Unsure of the kind: its chip says so.
    expect(await dialog.getByRole('button', { name: /^Тип/ }).getAttribute('aria-description')).toBe(
      'не уверены',
    );
    await question.getByRole('button', { name: 'Ежедневная привычка' }).click();
    await expect.poll(() => dialog.getByTestId('goal-kind').textContent()).toMatch(/Новая привычка/);
    await dialog.getByRole('button', { name: 'Создать цель и план' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await myDeadlines(user.token)).find((g) => /горы/i.test(g.title))?.deadline).toBe(expected);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a goal that says what, how much and by when asks nothing (en, ru)', async () => {
    const user = await readyUser('en');
    for (const [lang, text] of [
      ['en', 'Read 12 books this year'],
      ['ru', 'Прочитать 12 книг до конца года'],
    ] as const) {
      const { context, page } = await openPage(browser, '/goals', { lang, token: user.token });
      const dialog = await openDialog(page, lang, text);
      await expect.poll(() => dialog.getByTestId('goal-target').textContent()).toMatch(/12/);
      expect(await dialog.getByTestId('goal-question').count()).toBe(0);
      await context.close();
    }
  });

  it.skipIf(!process.env.SCREENSHOTS)(
    'screenshots of the chips and questions',
    async () => {
      const out = process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, 'screenshots');
      mkdirSync(out, { recursive: true });
      const user = await readyUser('ru');
      for (const lang of ['ru', 'en'] as const)
        for (const scheme of ['light', 'dark'] as const)
          for (const width of [1280, 390]) {
            const { context, page } = await openPage(browser, '/goals', {
              lang,
              token: user.token,
              colorScheme: scheme,
              viewport: { width, height: width === 390 ? 844 : 900 },
              storage: { 'mantine-color-scheme-value': scheme },
            });
            const dialog = await openDialog(page, lang, lang === 'ru' ? 'хочу в горы' : 'get fit');
            await dialog.getByTestId('goal-question').first().waitFor();
            await page.waitForTimeout(300);
            await page.screenshot({ path: join(out, `goal-chips-${lang}-${scheme}-${width}.png`) });
            await context.close();
          }
    },
    120_000,
  );
});
