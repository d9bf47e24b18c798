// Results of a measurable goal, in ru and en, with the server's and the page's clocks set three weeks into a
// 10 km plan: the person records two results on the plan (a slow test run, then a good one), the chart shows
// both points against the planned line, and the forecast (its dashed line and the line under the title) moves
// with each, agreeing with the server's; a third, recorded offline, shows at once and is sent on reconnect.
// Screenshots (SCREENSHOTS=1): phone and desktop, light and dark.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  checkA11y,
  createUser,
  launch,
  openContext,
  type TestUser,
  waitForServiceWorker,
} from './fixtures';

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

let ip = 0;
async function gqlAt<T = any>(
  when: string,
  query: string,
  variables: Record<string, unknown>,
  user: TestUser,
) {
  ip += 1;
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${user.token}`,
      'x-stepwise-now': when,
      'x-forwarded-for': `10.98.${process.pid % 250}.${ip % 250}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(json.errors.map((e) => e.message).join(' | '));
  return json.data as T;
}

const TEXTS = {
  en: {
    heading: 'Plans',
    value: /^Result, km/,
    day: 'Day',
    time: /^Time/,
    record: 'Record',
    title: 'Results',
    queued: 'Recorded on this device: it will be sent when the connection is back.',
    nineAndHalf: '9.5',
  },
  ru: {
    heading: 'Планы',
    value: /^Результат, км/,
    day: 'День',
    time: /^Время/,
    record: 'Записать',
    title: 'Результаты',
    queued: 'Записано на этом устройстве: отправится, когда появится связь.',
    nineAndHalf: '9,5',
  },
} as const;

async function record(panel: Locator, x: (typeof TEXTS)['en' | 'ru'], value: string, day: string, time = '') {
  await panel.getByRole('textbox', { name: x.value }).fill(value);
  await panel.getByLabel(x.day).fill(day);
  if (time) await panel.getByRole('textbox', { name: x.time }).fill(time);
  await panel.getByRole('button', { name: x.record }).click();
}

async function shoot(page: Page, card: Locator, name: string) {
  if (!shots) return;
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await card.getByTestId('results-panel').scrollIntoViewIfNeeded();
      await page.waitForTimeout(150);
      await card
        .getByTestId('results-panel')
        .screenshot({ path: join(shots, `${name}-${device}-${scheme}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

describe.each(['en', 'ru'] as const)('results against the plan (%s)', (lang) => {
  const x = TEXTS[lang];
  const T0 = '2026-06-01T08:00:00Z';
  const NOW = '2026-06-22T08:00:00Z';

  it('records two results; the chart shows them against the plan and the forecast moves; a third waits offline', async () => {
    const user = await createUser({ lang, setup: true });
    await gqlAt(T0, 'mutation { updateSettings(timezone: "UTC") { id } }', {}, user);
    const text = lang === 'en' ? 'Run 10 km in 2 months' : 'Пробежать 10 км за 2 месяца';
    const { createGoal: goal } = await gqlAt(
      T0,
      'mutation($input: GoalInput!) { createGoal(input: $input) { id title } }',
      { input: { text, visibility: 'private' } },
      user,
    );
    const serverForecast = async () =>
      (
        await gqlAt(
          NOW,
          'query($id: ID!) { goal(id: $id) { forecast { expectedFinish } } }',
          { id: goal.id },
          user,
        )
      ).goal.forecast.expectedFinish as string;

    // The service worker keeps the app's chunks for the offline part.
    const context = await openContext(browser, {
      lang,
      token: user.token,
      timezoneId: 'UTC',
      serviceWorkers: 'allow',
    });
    await context.setExtraHTTPHeaders({ 'x-stepwise-now': NOW });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(NOW));
    await page.goto('/plans');
    await page.getByRole('heading', { name: x.heading, level: 1 }).waitFor();
    const card = page
      .getByTestId('plan-card')
      .filter({ has: page.getByRole('heading', { name: goal.title, exact: true }) });
    const panel = card.getByTestId('results-panel');
    await panel.getByRole('heading', { name: x.title }).waitFor();
    await panel.getByTestId('plan-line').waitFor({ state: 'attached' });
    expect(await panel.getByTestId('result-point').count()).toBe(0);
    const forecastText = () => card.getByTestId('forecast').textContent();
    const before = await forecastText();

    // A slow test run a week ago: 2 km in 15 minutes.
    await record(panel, x, '2', '2026-06-15', '15:00');
    await expect.poll(() => panel.getByTestId('result-point').count(), { timeout: 15_000 }).toBe(1);
    const line = panel.getByTestId('forecast-line');
    await line.waitFor({ state: 'attached' });
    // Shown at once with the forecast as it was; the server's, once it has the result, replaces it.
    const first = await serverForecast();
    await expect.poll(() => line.getAttribute('data-finish'), { timeout: 15_000 }).toBe(first);
    await expect.poll(forecastText).not.toBe(before);
    const afterFirst = await forecastText();
    await shoot(page, card, `results-one-${lang}`);

    // Today's run: 9 km. The forecast moves earlier, on the chart and under the title.
    await record(panel, x, '9', '2026-06-22');
    await expect.poll(() => panel.getByTestId('result-point').count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(serverForecast, { timeout: 15_000 }).not.toBe(first);
    const second = await serverForecast();
    expect(second < first).toBe(true);
    await expect.poll(() => line.getAttribute('data-finish'), { timeout: 15_000 }).toBe(second);
    await expect.poll(forecastText).not.toBe(afterFirst);
    expect(await panel.getByTestId('result-row').count()).toBe(2);
    // The chart's text alternative names the latest result.
    const label = await panel.locator('svg[role="img"] title').textContent();
    expect(label).toContain(lang === 'en' ? '9 km' : '9 км');
    if (!shots) await checkA11y(page, `results ${lang}`);
    await shoot(page, card, `results-two-${lang}`);

    // Offline: the result shows on the chart at once, waits in the queue, and reaches the server on reconnect.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await record(panel, x, x.nineAndHalf, '2026-06-22');
    await expect.poll(() => panel.getByTestId('result-point').count()).toBe(3);
    await page.getByText(x.queued).waitFor();
    const onServer = async () =>
      (await gqlAt(NOW, 'query($id: ID!) { goal(id: $id) { results { value } } }', { id: goal.id }, user))
        .goal.results.length as number;
    expect(await onServer()).toBe(2);
    await context.setOffline(false);
    await expect.poll(onServer, { timeout: 30_000 }).toBe(3);
    await expect.poll(() => panel.getByTestId('result-point').count()).toBe(3);
    await context.close();
  }, 120_000);
});
