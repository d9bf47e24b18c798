// The daily list on a phone (390x844): 44 px tick targets, each goal named once over its steps (not a chip per
// row), the mentor's card after the day's steps so "Today" is on the first screen, and a long goal name on one
// line ending in an ellipsis with the whole name as its title. Sizes are read from the browser (boundingBox).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, createUser, gql, launch, openPage, type TestUser } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const LONG = {
  en: 'Learn to play the classical guitar well enough to perform three pieces at the family concert in summer',
  ru: 'Научиться играть на классической гитаре настолько, чтобы исполнить три пьесы на семейном концерте летом',
};

/** Two goals with steps due today: three of the setup goal, two of a goal with a long name. */
async function prepare(user: TestUser, lang: 'en' | 'ru') {
  await gql('mutation { updateSettings(timezone: "UTC") { id } }', {}, user.token);
  const { agenda } = await gql<{ agenda: { today: string } }>('{ agenda { today } }', {}, user.token);
  await gql(
    'mutation($i: GoalInput!) { createGoal(input: $i) { id } }',
    { i: { text: lang === 'ru' ? 'Играть на гитаре к лету' : 'Play guitar by summer', title: LONG[lang] } },
    user.token,
  );
  const { myGoals } = await gql<{
    myGoals: { items: { id: string; tasks: { id: string; parentId: string | null }[] }[] };
  }>('{ myGoals(first: 5) { items { id tasks { id parentId } } } }', {}, user.token);
  for (const goal of myGoals.items) {
    const milestone = goal.tasks.find((t) => t.parentId === null)!;
    const count = goal === myGoals.items[0] ? 3 : 2;
    for (let i = 1; i <= count; i++)
      await gql(
        'mutation($g: ID!, $p: ID, $l: String!, $d: Date) { addTask(goalId: $g, parentId: $p, label: $l, date: $d) { id } }',
        { g: goal.id, p: milestone.id, l: `${lang === 'ru' ? 'Шаг' : 'Step'} ${i}`, d: agenda.today },
        user.token,
      );
  }
}

describe('the daily list on a phone', () => {
  for (const lang of ['en', 'ru'] as const) {
    it(`${lang}: 44 px ticks, one goal name per goal, Today above the fold, long names truncated`, async () => {
      const user = await createUser({ setup: true, lang });
      await prepare(user, lang);
      const viewport = { width: 390, height: 844 };
      const { context, page, errors } = await openPage(browser, '/plans', {
        lang,
        token: user.token,
        viewport,
      });
      const today = page.locator('section[aria-labelledby="agenda-today"]');
      await today.getByTestId('task-row').first().waitFor();
      await page.getByTestId('my-mentor').waitFor();

      // "Today" on the first screen, the mentor's card below the day's steps.
      const heading = await today.getByRole('heading').boundingBox();
      expect(heading!.y + heading!.height).toBeLessThanOrEqual(viewport.height);
      const mentor = await page.getByTestId('my-mentor').boundingBox();
      expect(mentor!.y).toBeGreaterThan(heading!.y);

      // Each goal named once over its steps; no chip on the rows.
      const rows = today.getByTestId('task-row');
      const titles = today.getByTestId('agenda-goal-title');
      expect(await titles.count()).toBe(2);
      expect(await rows.count()).toBeGreaterThanOrEqual(5);
      expect(await today.locator('[data-testid="task-row"] .mantine-Badge-root').count()).toBe(0);

      // The long name: one line, an ellipsis, the whole name in its title.
      const long = titles.filter({ hasText: LONG[lang].slice(0, 20) });
      expect(await long.getAttribute('title')).toBe(LONG[lang]);
      const fit = await long.evaluate((el) => ({
        cut: el.scrollWidth > el.clientWidth,
        overflow: getComputedStyle(el).textOverflow,
        height: el.getBoundingClientRect().height,
      }));
      expect(fit).toMatchObject({ cut: true, overflow: 'ellipsis' });
      expect(fit.height).toBeLessThan(24);

      // Every tick is a 44 px target, and a tap on its edge ticks the step.
      const ticks = today.getByTestId('task-tick');
      for (let i = 0; i < (await ticks.count()); i++) {
        const box = await ticks.nth(i).boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(44);
        expect(box!.height).toBeGreaterThanOrEqual(44);
      }
      const box = (await ticks.first().boundingBox())!;
      await page.mouse.click(box.x + 3, box.y + box.height - 3);
      await rows.first().and(page.locator('[data-completed]')).waitFor();

      // Comment buttons, where shown, line up in one column.
      const comments = await today.locator('[data-testid="task-row"] > div:last-child button').all();
      const xs = new Set(
        await Promise.all(comments.map(async (c) => Math.round((await c.boundingBox())!.x))),
      );
      expect(xs.size).toBeLessThanOrEqual(1);

      await checkA11y(page, `daily list ${lang}`);
      if (process.env.SCREENSHOTS_DIR) {
        await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/daily-list-phone-${lang}.png` });
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/daily-list-desktop-${lang}.png` });
      }
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }
});
