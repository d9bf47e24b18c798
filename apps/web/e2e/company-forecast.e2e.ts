// Each member's forecast under "With company", in ru and en: a plan started two weeks ago (the server's test
// clock) that the owner kept up with and the member did not; the owner's page says "on pace" on the owner's
// row and "N days behind" on the member's, the same N as the member's own plan. Screenshots (SCREENSHOTS_DIR)
// of the panel on a phone and a desktop, light and dark.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, createUser, gql, launch, openPage, type TestUser } from './fixtures';

const shots = process.env.SCREENSHOTS_DIR ?? null;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  if (shots) mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** A request as if at another moment (the test server honours x-stepwise-now). */
async function at<T>(when: Date, user: TestUser, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${user.token}`,
      'x-stepwise-now': when.toISOString(),
    },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data: T; errors?: unknown };
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

describe.each(['en', 'ru'] as const)('each member’s forecast with company (%s)', (lang) => {
  it('the owner is on pace, the member N days behind, as the member’s own plan says', async () => {
    const [owner, member] = await Promise.all([
      createUser({ lang, setup: true, firstName: 'Olga', lastName: 'Owner' }),
      createUser({ lang, setup: true, firstName: 'Mark', lastName: 'Member' }),
    ]);
    for (const u of [owner, member])
      await gql('mutation { updateSettings(timezone: "UTC") { timezone } }', {}, u.token);
    const start = daysAgo(14);
    const { createGoal: goal } = await at<{
      createGoal: {
        id: string;
        title: string;
        tasks: Array<{ id: string; parentId: string | null; date: string | null }>;
      };
    }>(
      start,
      owner,
      'mutation ($input: GoalInput!) { createGoal(input: $input) { id title tasks { id parentId date } } }',
      {
        input: {
          text: lang === 'ru' ? 'Пробежать 10 км за 2 месяца' : 'Run 10 km in 2 months',
          visibility: 'public',
        },
      },
    );
    await at(start, owner, 'mutation ($g: ID!) { openOffer(goalId: $g, input: {}) { id } }', { g: goal.id });
    await at(start, member, 'mutation ($g: ID!) { joinPlan(goalId: $g) { id } }', { g: goal.id });
    const today = new Date().toISOString().slice(0, 10);
    for (const t of goal.tasks.filter((x) => x.parentId && x.date && x.date < today))
      await at(
        new Date(`${t.date}T12:00:00Z`),
        owner,
        'mutation ($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }',
        {
          id: t.id,
        },
      );
    const mine = await gql<{ goal: { forecast: { state: string; daysBehind: number } } }>(
      'query ($id: ID!) { goal(id: $id) { forecast { state daysBehind } } }',
      { id: goal.id },
      member.token,
    );
    expect(mine.goal.forecast.state).toBe('behind');

    const { page, context, errors } = await openPage(browser, `/plans#goal-${goal.id}`, {
      lang,
      token: owner.token,
    });
    const panel = page.getByRole('region', { name: goal.title, exact: true });
    const rows = panel.getByTestId('plan-member');
    const ownerRow = rows.filter({ hasText: 'Olga' });
    const memberRow = rows.filter({ hasText: 'Mark' });
    await memberRow.getByTestId('member-forecast').waitFor();
    expect(await ownerRow.getByTestId('member-forecast').getAttribute('data-state')).toBe('onPace');
    expect(await ownerRow.getByTestId('member-forecast').textContent()).toBe(
      lang === 'ru' ? 'По плану' : 'On pace',
    );
    const n = mine.goal.forecast.daysBehind;
    expect(await memberRow.getByTestId('member-forecast').textContent()).toMatch(
      lang === 'ru' ? new RegExp(`^Отставание ${n} д`) : new RegExp(`^${n} days behind$`),
    );
    if (shots) {
      const target = rows.first().locator('xpath=ancestor::section[1]');
      for (const [device, viewport] of [
        ['phone', { width: 390, height: 844 }],
        ['desktop', { width: 1280, height: 800 }],
      ] as const)
        for (const scheme of ['light', 'dark'] as const) {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme: scheme });
          await page.waitForTimeout(150);
          await target.screenshot({ path: join(shots, `company-forecast-${lang}-${device}-${scheme}.png`) });
        }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
