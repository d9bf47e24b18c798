// Re-plans the person agrees to, in ru and en: a plan started two weeks ago (the server's test clock) with
// nothing ticked has three or more missed steps, so the plan offers the choice; each option's preview (finish,
// deadline, moves, drops: computed in the page by the shared rule) is what applying it does on the server;
// undo puts the plan back. Screenshots of the choice on a phone and a desktop, light and dark.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  checkA11y,
  createUser,
  gql,
  launch,
  openPage,
  type TestUser,
  waitForServiceWorker,
} from './fixtures';

const shots =
  process.env.SCREENSHOTS_DIR ?? (process.env.SCREENSHOTS ? join(import.meta.dirname, 'screenshots') : null);
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  if (shots) mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

type Task = {
  id: string;
  parentId: string | null;
  date: string | null;
  time: string | null;
  completed: boolean;
};
type Plan = { deadline: string | null; tasks: Task[] };

const twoWeeksAgo = () => new Date(Date.now() - 14 * 86_400_000).toISOString();

/** Creates the goal as if two weeks ago (the test server honours x-stepwise-now). */
async function goalStartedEarlier(user: TestUser, text: string) {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${user.token}`,
      'x-stepwise-now': twoWeeksAgo(),
    },
    body: JSON.stringify({
      query: 'mutation ($input: GoalInput!) { createGoal(input: $input) { id title } }',
      variables: { input: { text, visibility: 'private' } },
    }),
  });
  const json = (await res.json()) as { data: { createGoal: { id: string; title: string } } };
  return json.data.createGoal;
}

async function planOf(user: TestUser, goalId: string): Promise<Plan> {
  const { goal } = await gql<{ goal: Plan }>(
    'query ($id: ID!) { goal(id: $id) { deadline tasks { id parentId date time completed } } }',
    { id: goalId },
    user.token,
  );
  return goal;
}

const shape = (p: Plan) => ({
  deadline: p.deadline,
  tasks: p.tasks.map((t) => `${t.id} ${t.date} ${t.time}`),
});
const finishOf = (p: Plan) =>
  p.tasks
    .filter((t) => t.parentId && !t.completed && t.date)
    .map((t) => t.date!)
    .sort()
    .at(-1) ?? null;

/**
 * Accessibility of what this feature draws (the banner and the dialog); the rest of the page is checked by its
 * own tests. checkA11y loads axe into the page.
 */
async function a11yOfChoice(page: Page) {
  await checkA11y(page).catch(() => undefined);
  const bad = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            n: Element,
            o: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    const out: string[] = [];
    for (const sel of ['[data-testid="replan-banner"]', '[role="dialog"]']) {
      const node = document.querySelector(sel);
      if (!node) continue;
      const r = await axe.run(node, { resultTypes: ['violations'] });
      for (const v of r.violations)
        if (v.impact === 'serious' || v.impact === 'critical')
          out.push(`${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    return out;
  });
  expect(bad).toEqual([]);
}

async function openChoice(page: Page) {
  await page.getByTestId('replan-banner').getByRole('button').click();
  await page.getByRole('dialog').waitFor();
  await page.getByTestId('option-drop').getByTestId('option-preview').waitFor();
}

for (const lang of ['ru', 'en'] as const) {
  describe(`the re-plan choice (${lang})`, () => {
    it('three missed steps bring the choice; each preview is what happens; undo restores', async () => {
      const user = await createUser({ lang, setup: true });
      await gql('mutation { updateSettings(timezone: "UTC") { timezone } }', {}, user.token);
      const goal = await goalStartedEarlier(
        user,
        lang === 'ru' ? 'Пробежать 10 км за 2 месяца' : 'Run 10 km in 2 months',
      );
      const before = await planOf(user, goal.id);
      const { page, context, errors } = await openPage(browser, '/plans', { lang, token: user.token });
      const banner = page.getByTestId('replan-banner');
      await banner.waitFor().catch(async (e) => {
        await page.screenshot({ path: `/tmp/rp/debug-${lang}.png`, fullPage: true });
        console.log('DEBUG', page.url(), JSON.stringify(before).slice(0, 600));
        throw e;
      });
      expect(await banner.textContent()).toMatch(
        lang === 'ru' ? /Пропущено \d+ шаг/ : /You missed \d+ steps/,
      );
      // Nothing changed by showing it.
      expect(shape(await planOf(user, goal.id))).toEqual(shape(before));

      await openChoice(page);
      if (shots) await page.screenshot({ path: join(shots, `replan-choice-${lang}-desktop-light.png`) });
      await a11yOfChoice(page);
      const tried: string[] = [];
      for (const kind of ['gradual', 'shift', 'lighten', 'drop']) {
        const card = page.getByTestId(`option-${kind}`);
        const preview = card.getByTestId('option-preview');
        if ((await preview.count()) === 0) continue; // not available: its reason is shown instead
        const finish = await preview.getAttribute('data-finish');
        const deadline = await preview.getAttribute('data-deadline');
        await card.click();
        await page
          .getByRole('button', { name: lang === 'ru' ? 'Перепланировать так' : 'Re-plan this way' })
          .click();
        const undo = page.getByRole('button', { name: lang === 'ru' ? 'Отменить' : 'Undo' });
        await undo.waitFor();
        const after = await planOf(user, goal.id);
        expect(finishOf(after)).toBe(finish || null);
        expect(after.deadline).toBe(deadline || null);
        expect(shape(after)).not.toEqual(shape(before));
        await undo.click();
        await expect
          .poll(async () => shape(await planOf(user, goal.id)), { timeout: 10_000 })
          .toEqual(shape(before));
        tried.push(kind);
        await openChoice(page);
      }
      expect(tried).toEqual(expect.arrayContaining(['gradual', 'shift', 'drop']));
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe('a re-plan chosen offline', () => {
  it('shows at once on the device and is applied by the server on reconnect, once', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    await gql('mutation { updateSettings(timezone: "UTC") { timezone } }', {}, user.token);
    const goal = await goalStartedEarlier(user, 'Run 10 km in 2 months');
    const { page, context } = await openPage(browser, '/plans', {
      lang: 'en',
      token: user.token,
      serviceWorkers: 'allow',
    });
    // Installed: the app's chunks come from the service worker once offline.
    await waitForServiceWorker(page);
    await page.reload();
    await openChoice(page);
    const preview = page.getByTestId('option-drop').getByTestId('option-preview');
    const finish = await preview.getAttribute('data-finish');
    // Offline, the plan read when the choice was first opened previews it again on the device.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.setOffline(true);
    await page.waitForTimeout(1000);
    await openChoice(page);
    await page.getByTestId('option-drop').click();
    await page.getByRole('button', { name: 'Re-plan this way' }).click();
    await page.getByText('Re-planned on this device').waitFor();
    // Shown at once: the missed steps are gone, so the banner is too.
    await page.getByTestId('replan-banner').waitFor({ state: 'detached' });
    await context.setOffline(false);
    // Dropping the missed steps leaves the finish where it was: wait for the drop itself (no missed step left),
    // then the finish is the one the device previewed.
    const today = new Date().toISOString().slice(0, 10);
    await expect
      .poll(
        async () =>
          (await planOf(user, goal.id)).tasks.some((t) => t.parentId && !t.completed && t.date! < today),
        { timeout: 15_000 },
      )
      .toBe(false);
    expect(finishOf(await planOf(user, goal.id))).toBe(finish || null);
    await context.close();
  });
});

describe('the choice on a phone and a desktop, light and dark', () => {
  it('fits and reads in both schemes', async () => {
    if (!shots) return;
    const user = await createUser({ lang: 'ru', setup: true });
    await gql('mutation { updateSettings(timezone: "UTC") { timezone } }', {}, user.token);
    await goalStartedEarlier(user, 'Пробежать 10 км за 2 месяца');
    for (const [name, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const)
      for (const scheme of ['light', 'dark'] as const) {
        const { page, context } = await openPage(browser, '/plans', {
          lang: 'ru',
          token: user.token,
          viewport,
          colorScheme: scheme,
          storage: { 'mantine-color-scheme-value': scheme },
        });
        await page.getByTestId('replan-banner').waitFor();
        await page.screenshot({ path: join(shots, `replan-banner-${name}-${scheme}.png`) });
        await openChoice(page);
        await page.screenshot({ path: join(shots, `replan-choice-${name}-${scheme}.png`) });
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.getByRole('button', { name: /Действия с планом «Пробежать/ }).click();
        await page.getByRole('menuitem', { name: 'Дни и время…' }).click();
        await page.getByRole('dialog').getByText('Дни', { exact: true }).first().waitFor();
        await page.screenshot({ path: join(shots, `replan-rhythm-${name}-${scheme}.png`) });
        await context.close();
      }
  });
});
