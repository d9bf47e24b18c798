// Steps that are waiting show in the bell: a dot on it while no notification is unread, a first row with how
// many are overdue and due today that opens the plans; and the Today card never says "all done" while an
// overdue step is open.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, gql, launch, openPage, type TestUser, tickBox } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TEXT = {
  en: {
    steps: 'Your steps',
    overdue: 'Overdue: 1',
    today: 'For today: 1',
    label: 'steps are waiting',
    allDone: 'All done for today',
    left: '1 overdue step is still open',
  },
  ru: {
    steps: 'Ваши шаги',
    overdue: 'Просрочено: 1',
    today: 'На сегодня: 1',
    label: 'вас ждут шаги',
    allDone: 'На сегодня всё сделано',
    left: 'остался 1 просроченный шаг',
  },
};

/** One step yesterday and one today on the setup goal; every other step moved out of the way. */
async function prepare(user: TestUser) {
  await gql('mutation { updateSettings(timezone: "UTC") { id } }', {}, user.token);
  const { agenda } = await gql<{ agenda: { today: string } }>('{ agenda { today } }', {}, user.token);
  const { myGoals } = await gql<{
    myGoals: { items: { id: string; tasks: { id: string; parentId: string | null }[] }[] };
  }>('{ myGoals(first: 5) { items { id tasks { id parentId } } } }', {}, user.token);
  const goal = myGoals.items[0]!;
  const far = new Date(Date.parse(`${agenda.today}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
  const yesterday = new Date(Date.parse(`${agenda.today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  for (const task of goal.tasks)
    await gql(
      'mutation($id: ID!, $d: Date) { updateTask(id: $id, patch: { date: $d }) { id } }',
      { id: task.id, d: far },
      user.token,
    );
  const milestone = goal.tasks.find((t) => t.parentId === null)!;
  for (const [label, date] of [
    ['Stretch', yesterday],
    ['Walk', agenda.today],
  ] as const)
    await gql(
      'mutation($g: ID!, $p: ID, $l: String!, $d: Date) { addTask(goalId: $g, parentId: $p, label: $l, date: $d) { id } }',
      { g: goal.id, p: milestone.id, l: label, d: date },
      user.token,
    );
  // Nothing unread (setup may have brought a notification): the bell's dot is the steps' own.
  await gql('mutation { markNotificationsRead(all: true) }', {}, user.token);
}

describe('steps waiting, in the bell and on the Today card', () => {
  for (const lang of ['en', 'ru'] as const) {
    it(`${lang}: the bell shows the overdue and today's steps; "all done" waits for the overdue one`, async () => {
      const text = TEXT[lang];
      const user = await createUser({ setup: true, lang });
      await prepare(user);
      const { context, page, errors } = await openPage(browser, '/plans', { lang, token: user.token });
      const today = page.locator('section[aria-labelledby="agenda-today"]');
      await today.getByTestId('task-row').first().waitFor();

      // The bell: a dot and a label that says steps are waiting; its first row counts them and opens the plans.
      const bell = page.getByRole('button', { name: new RegExp(text.label) });
      await bell.waitFor();
      await bell.click();
      const row = page.getByTestId('bell-steps');
      await row.waitFor();
      expect(await row.innerText()).toContain(text.steps);
      expect(await row.innerText()).toContain(text.overdue);
      expect(await row.innerText()).toContain(text.today);
      expect(await row.getAttribute('href')).toBe('/plans');
      if (process.env.SCREENSHOTS_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/bell-steps-${lang}.png` });
      await page.keyboard.press('Escape');

      // Today's step ticked, yesterday's still open: not "all done", but how many are left.
      await tickBox(today.getByRole('checkbox').first());
      const status = today.getByRole('status');
      await status.waitFor();
      expect(await status.innerText()).toContain(text.left);
      expect(await status.innerText()).not.toContain(text.allDone);

      // The overdue one ticked too: all done, and the bell has nothing waiting.
      const overdue = page.locator('section[aria-labelledby="agenda-overdue"]');
      await tickBox(overdue.getByRole('checkbox').first());
      await page.waitForFunction(
        (done) =>
          document
            .querySelector('section[aria-labelledby="agenda-today"] [role="status"]')
            ?.textContent?.includes(done),
        text.allDone,
      );
      await page.getByRole('button', { name: new RegExp(text.label) }).waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
