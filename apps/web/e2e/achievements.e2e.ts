import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, createUser, gql, launch, openPage, type TestUser } from './fixtures';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const MY_GOALS =
  'query { myGoals(first: 5) { items { id title tasks { id parentId label position completed } } } }';
const TICK = 'mutation ($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }';

interface Task {
  id: string;
  parentId: string | null;
  label: string;
  position: number;
  completed: boolean;
}

/** The setup goal's first milestone (the plan card opens it) and its steps in order. */
async function milestoneToFinish(user: TestUser) {
  const { myGoals } = await gql<{ myGoals: { items: Array<{ id: string; title: string; tasks: Task[] }> } }>(
    MY_GOALS,
    {},
    user.token,
  );
  const goal = myGoals.items[0]!;
  const milestone = goal.tasks.filter((t) => t.parentId === null).sort((a, b) => a.position - b.position)[0]!;
  const steps = goal.tasks.filter((t) => t.parentId === milestone.id).sort((a, b) => a.position - b.position);
  expect(steps.length).toBeGreaterThanOrEqual(2);
  return { goal, milestone, steps };
}

/** Ticks the milestone's steps but the last two through the API; returns the last two. */
async function prepare(user: TestUser) {
  const { goal, milestone, steps } = await milestoneToFinish(user);
  for (const s of steps.slice(0, -2)) await gql(TICK, { id: s.id }, user.token);
  return { goal, milestone, last: steps.slice(-2), ticked: steps.length - 2 };
}

/** Ticks a step in its milestone's open list on the plan card. */
async function tickInUi(page: Page, milestoneId: string, label: string, lang: 'en' | 'ru') {
  const name = lang === 'en' ? `Mark “${label}” done` : `Отметить «${label}» выполненным`;
  const box = page.locator(`[id="steps-${milestoneId}"]`).getByRole('checkbox', { name, exact: true });
  await box.scrollIntoViewIfNeeded();
  await box.click();
}

const todayOf = () => new Date().toISOString().slice(0, 10);

describe('achievements and streaks', () => {
  it('finishing a milestone shows the toasts, then “First milestone” on /achievements and the profile; the heatmap counts today', async () => {
    const user = await createUser({ setup: true, lang: 'en', firstName: 'Mila', lastName: 'Stone' });
    // The browser and the server agree on the day: the user's zone is UTC, as is the test's clock.
    await gql('mutation { updateSettings(timezone: "UTC") { id } }', {}, user.token);
    const { milestone, last, ticked } = await prepare(user);
    const { page, errors } = await openPage(browser, '/plans', { lang: 'en', token: user.token });
    await page.getByRole('heading', { level: 1 }).waitFor();

    // A step: the small toast with the streak.
    await tickInUi(page, milestone.id, last[0]!.label, 'en');
    await page.getByText('Step done · 1-day streak').waitFor();

    // The milestone's last step: the bigger one with the achievement.
    await tickInUi(page, milestone.id, last[1]!.label, 'en');
    await page.getByText('Milestone finished!').waitFor();
    await page.getByText('You earned “First milestone”').waitFor();

    // /achievements: earned, next, streak, today's count in the heatmap.
    await page.getByRole('link', { name: 'See achievements' }).click();
    await page.waitForURL((url) => url.pathname === '/achievements');
    await page.getByRole('heading', { name: 'Achievements', level: 1 }).waitFor();
    const earned = page.getByTestId('earned-first_milestone');
    await earned.getByText('First milestone').waitFor();
    await page.getByTestId('earned-first_goal').waitFor();
    await page.getByTestId('next-streak_7').getByText('1 of 7').waitFor();
    await expect(page.getByTestId('streak-current').textContent()).resolves.toBe('1 day');
    await page.getByText('Today is done').waitFor();
    const today = page.locator(`[data-testid="heatmap"] rect[data-date="${todayOf()}"]`);
    await expect(today.getAttribute('data-count')).resolves.toBe(String(ticked + 2));
    await page.getByTestId('weekly-chart').waitFor();
    await checkA11y(page, '/achievements');

    // The profile's section, for the person and for a visitor.
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Achievements' });
    await section.getByText('First milestone').waitFor();
    await section.getByText('1 day').first().waitFor();
    const visitor = await createUser({ lang: 'en' });
    const other = await openPage(browser, `/${user.username}`, { lang: 'en', token: visitor.token });
    await other.page.getByRole('region', { name: 'Achievements' }).getByText('First milestone').waitFor();
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
    await other.context.close();
    await page.context().close();
  });

  it.skipIf(!process.env.SCREENSHOTS)(
    'screenshots: /achievements, the profile section and the tick toasts in ru/en, light/dark, phone/desktop',
    async () => {
      const out = process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, 'screenshots');
      mkdirSync(out, { recursive: true });
      for (const lang of ['ru', 'en'] as const) {
        const user = await createUser({ setup: true, lang, firstName: 'Мила', lastName: 'Камень' });
        await gql('mutation { updateSettings(timezone: "UTC") { id } }', {}, user.token);
        const { milestone, last } = await prepare(user);
        for (const scheme of ['light', 'dark'] as const) {
          for (const [device, viewport] of [
            ['phone', { width: 390, height: 844 }],
            ['desktop', { width: 1280, height: 900 }],
          ] as const) {
            const name = `${lang}-${scheme}-${device}`;
            const { page, context } = await openPage(browser, '/plans', {
              lang,
              token: user.token,
              viewport,
              colorScheme: scheme,
              storage: { 'mantine-color-scheme-value': scheme },
            });
            await page.getByRole('heading', { level: 1 }).waitFor();
            if (scheme === 'light' && device === 'phone') {
              // Once per language: the two toasts.
              await tickInUi(page, milestone.id, last[0]!.label, lang);
              await page.waitForTimeout(400);
              await page.screenshot({ path: join(out, `ach-toast-${name}.png`) });
              await tickInUi(page, milestone.id, last[1]!.label, lang);
              await page.waitForTimeout(600);
              await page.screenshot({ path: join(out, `ach-celebrate-${name}.png`) });
            }
            await page.goto('/achievements');
            await page.getByTestId('weekly-chart').or(page.getByTestId('heatmap')).first().waitFor();
            await page.waitForTimeout(500);
            await page.screenshot({ path: join(out, `ach-page-${name}.png`), fullPage: true });
            await page.goto('/profile');
            const section = page.getByRole('region', { name: lang === 'en' ? 'Achievements' : 'Достижения' });
            await section.getByTestId('profile-achievements').waitFor();
            await section.scrollIntoViewIfNeeded();
            await section.screenshot({ path: join(out, `ach-profile-${name}.png`) });
            await context.close();
          }
        }
      }
    },
    240_000,
  );
});
