import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createUser, gql, launch, openContext, waitForSavedQuery, waitForServiceWorker } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A desktop and a phone screenshot of the page as it is, for looking at; the viewport is desktop again after. */
async function shoot(page: Page, name: string) {
  for (const [size, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots-offline/${name}-${size}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const T = {
  en: {
    markDone: (l: string) => `Mark “${l}” done`,
    bio: 'Bio',
    addBio: 'Write a bio',
    bioText: 'Bio text',
    save: 'Save',
    plans: 'Plans',
    addStepTo: (l: string) => `Add a step to “${l}”`,
    add: 'Add',
    goalActions: (l: string) => `Actions for “${l}”`,
    complete: 'Mark complete',
  },
  ru: {
    markDone: (l: string) => `Отметить «${l}» выполненным`,
    bio: 'О себе',
    addBio: 'Написать о себе',
    bioText: 'Текст о себе',
    save: 'Сохранить',
    plans: 'Планы',
    addStepTo: (l: string) => `Добавить шаг в «${l}»`,
    add: 'Добавить',
    goalActions: (l: string) => `Действия с целью «${l}»`,
    complete: 'Отметить достигнутой',
  },
};

// Both languages and both schemes are checked in npm test (ru light, en dark); SCREENSHOTS=1 takes all four
// combinations for looking at.
const variants = process.env.SCREENSHOTS
  ? (['ru', 'en'] as const).flatMap((lang) =>
      (['light', 'dark'] as const).map((scheme) => [lang, scheme] as const),
    )
  : ([
      ['ru', 'light'],
      ['en', 'dark'],
    ] as const);

describe('offline shots', () => {
  for (const [lang, scheme] of variants)
    it(`${lang} ${scheme}`, async () => {
      const t = T[lang];
      const user = await createUser({ setup: true, lang, firstName: 'Oleg', lastName: 'Offline' });
      const data = await gql<{
        myGoals: {
          items: {
            title: string;
            tasks: { id: string; label: string; parentId: string | null; date: string | null }[];
          }[];
        };
      }>('{ myGoals { items { title tasks { id label parentId date } } } }', {}, user.token);
      const goal = data.myGoals.items[0]!;
      const task = goal.tasks.find((x) => x.parentId !== null && x.date !== null)!;
      const context = await openContext(browser, {
        lang,
        token: user.token,
        serviceWorkers: 'allow',
        storage: { 'mantine-color-scheme-value': scheme },
      });
      const page = await context.newPage();
      await page.goto('/plans');
      await page.getByText(goal.title).first().waitFor({ timeout: 20_000 });
      await waitForServiceWorker(page);
      await page.goto('/goals');
      await page.getByText(goal.title).first().waitFor();
      await waitForSavedQuery(page, ['goals', 'mine']);
      await page.goto('/profile');
      await page.getByRole('region', { name: t.bio }).getByRole('button', { name: t.addBio }).waitFor();
      await page.getByRole('region', { name: t.plans }).getByText(goal.title).first().waitFor();
      await page.waitForTimeout(1500);
      await context.setOffline(true);
      await page.goto('/plans');
      await page.getByText(goal.title).first().waitFor();
      await page
        .getByRole('checkbox', { name: t.markDone(task.label) })
        .first()
        .click();
      // A new step added offline (pending, not tickable yet) under the ticked step's milestone.
      const milestone = goal.tasks.find((x) => x.id === task.parentId)!;
      await page.getByRole('textbox', { name: t.addStepTo(milestone.label) }).fill(`New step ${lang}`);
      await page.getByRole('button', { name: t.add, exact: true }).first().click();
      await page.waitForTimeout(500);
      await shoot(page, `plans-${lang}-${scheme}`);
      // A goal completed offline: asked first about its open steps (they are done too), then its status at
      // once, with the pending badge.
      await page.goto('/goals');
      await page.getByRole('button', { name: t.goalActions(goal.title) }).click();
      await page.getByRole('menuitem', { name: t.complete }).click();
      await page.getByTestId('complete-dialog').waitFor();
      await shoot(page, `goals-complete-${lang}-${scheme}`);
      await page.getByTestId('complete-tick').click();
      await page.getByTestId('goal-pending').waitFor();
      // Its steps said done are shown done: every one counted ("38 of 38 steps").
      await page.getByText(/^(\d+) (?:of|из) \1 \S+$/).waitFor();
      await shoot(page, `goals-${lang}-${scheme}`);
      await page.goto('/profile');
      const bio = page.getByRole('region', { name: t.bio });
      await bio.getByRole('button', { name: t.addBio }).click();
      await page.getByRole('textbox', { name: t.bioText }).click();
      await page.keyboard.type(`Written offline ${lang}`);
      await page.getByRole('toolbar').getByRole('button', { name: t.save, exact: true }).click();
      await bio.getByText(`Written offline ${lang}`).waitFor();
      await shoot(page, `profile-${lang}-${scheme}`);
      await context.close();
    });
});
