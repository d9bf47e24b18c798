// Pause a goal and resume it a week later, in ru and en, with a controllable clock on both sides: the server
// reads "now" from x-stepwise-now (test servers only) and the page's Date is fixed to the same instant. While
// paused the goal has no agenda entry; after the resume its open steps (and deadline) moved by 7 days and the
// done step did not; the forecast line is on the plan throughout.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, checkA11y, createUser, launch, openContext, type TestUser } from './fixtures';

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

type Task = { id: string; parentId: string | null; date: string | null; completed: boolean; label: string };
type Goal = { id: string; title: string; status: string; deadline: string | null; tasks: Task[] };

let ip = 0;
/** A GraphQL request at a given time (the server's test clock). */
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
      'x-forwarded-for': `10.99.${process.pid % 250}.${ip % 250}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(json.errors.map((e) => e.message).join(' | '));
  return json.data as T;
}

const GOAL = 'id title status deadline tasks { id parentId date completed label }';
const plus = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function agendaGoals(when: string, user: TestUser) {
  const { agenda } = await gqlAt(
    when,
    '{ agenda(days: 30) { overdue { goalId } dueToday { goalId } upcoming { goalId } } }',
    {},
    user,
  );
  return new Set(
    [...agenda.overdue, ...agenda.dueToday, ...agenda.upcoming].map((t: { goalId: string }) => t.goalId),
  );
}

/** Sets both clocks (the server's through the header, the page's Date) and reloads the plans page. */
async function at(context: BrowserContext, page: Page, when: string) {
  await context.setExtraHTTPHeaders({ 'x-stepwise-now': when });
  await page.clock.setFixedTime(new Date(when));
  await page.goto('/plans');
  await page.mouse.move(20, 20); // a drawn /plans draws its plans with the app: at the first act
}

const TEXTS = {
  en: {
    heading: 'Plans',
    pause: 'Pause',
    confirmPause: 'Pause the plan',
    reason: 'Reason (optional)',
    paused: 'Paused',
    resume: 'Resume',
    shift: 'Move the open steps forward by the pause (7 days)',
  },
  ru: {
    heading: 'Планы',
    pause: 'Пауза',
    confirmPause: 'Поставить на паузу',
    reason: 'Причина (необязательно)',
    paused: 'На паузе',
    resume: 'Продолжить',
    shift: 'Сдвинуть открытые шаги на длину паузы (7 дней)',
  },
} as const;

describe.each(['en', 'ru'] as const)('pause and resume a goal (%s)', (lang) => {
  const x = TEXTS[lang];
  const T0 = '2026-06-01T08:00:00Z';
  const PAUSED = '2026-06-02T08:00:00Z';
  const LATER = '2026-06-05T08:00:00Z';
  const WEEK = '2026-06-09T08:00:00Z';

  it('moves the open steps by the week, never the done one, and keeps the goal out of the agenda meanwhile', async () => {
    const user = await createUser({ lang, setup: true });
    await gqlAt(T0, 'mutation { updateSettings(timezone: "UTC") { id } }', {}, user);
    const text = lang === 'en' ? 'Run 10 km in 2 months' : 'Пробежать 10 км за 2 месяца';
    const { createGoal: goal } = await gqlAt<{ createGoal: Goal }>(
      T0,
      `mutation($input: GoalInput!) { createGoal(input: $input) { ${GOAL} } }`,
      { input: { text, visibility: 'private' } },
      user,
    );
    const done = goal.tasks.find((t) => t.parentId && t.date)!;
    await gqlAt(
      T0,
      'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }',
      { id: done.id },
      user,
    );

    const context = await openContext(browser, {
      lang,
      token: user.token,
      timezoneId: 'UTC',
      ...(shots ? { viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const } : {}),
    });
    const page = await context.newPage();
    await at(context, page, PAUSED);
    await page.getByRole('heading', { name: x.heading, level: 1 }).waitFor();
    const card = page
      .getByTestId('plan-card')
      .filter({ has: page.getByRole('heading', { name: goal.title, exact: true }) });
    await card.getByTestId('forecast').waitFor();

    await card.getByRole('button', { name: x.pause, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: x.reason }).fill(lang === 'en' ? 'Flu' : 'Грипп');
    if (shots) await page.screenshot({ path: join(shots, `pause-dialog-${lang}.png`) });
    // The accessibility check in the light desktop run (the screenshots' dark phone run only looks).
    if (!shots) await checkA11y(page, `pause dialog ${lang}`);
    await dialog.getByRole('button', { name: x.confirmPause }).click();
    await card.getByRole('button', { name: x.resume }).waitFor();
    await expect.poll(() => card.getByTestId('pause-note').textContent()).toContain(x.paused);
    // Shown at once on the page; saved when the server answered.
    const status = async (when: string) =>
      (await gqlAt(when, 'query($id: ID!) { goal(id: $id) { status } }', { id: goal.id }, user)).goal.status;
    await expect.poll(() => status(PAUSED), { timeout: 15_000 }).toBe('paused');

    // Days later, still paused: the plan is on the page, with nothing in the agenda.
    await at(context, page, LATER);
    await card.getByRole('button', { name: x.resume }).waitFor();
    expect(await agendaGoals(LATER, user)).not.toContain(goal.id);
    if (shots) await page.screenshot({ path: join(shots, `paused-plan-${lang}.png`), fullPage: false });

    // A week after the pause: resume, moving the open steps by the pause.
    await at(context, page, WEEK);
    await card.getByRole('button', { name: x.resume }).click();
    const resume = page.getByRole('dialog');
    await resume.getByText(x.shift).waitFor();
    if (shots) await page.screenshot({ path: join(shots, `resume-dialog-${lang}.png`) });
    await resume.getByRole('button', { name: x.resume }).click();
    await card.getByRole('button', { name: x.pause, exact: true }).waitFor();
    await expect.poll(() => card.getByTestId('pause-note').count()).toBe(0);
    await expect.poll(() => status(WEEK), { timeout: 15_000 }).toBe('active');

    const { goal: after } = await gqlAt<{ goal: Goal }>(
      WEEK,
      `query($id: ID!) { goal(id: $id) { ${GOAL} } }`,
      { id: goal.id },
      user,
    );
    expect(after.status).toBe('active');
    expect(after.deadline).toBe(plus(goal.deadline!, 7));
    const before = new Map(goal.tasks.map((t) => [t.id, t]));
    for (const t of after.tasks) {
      const was = before.get(t.id)!;
      if (t.id === done.id) expect([t.date, t.completed]).toEqual([was.date, true]);
      else if (was.date) expect(t.date).toBe(plus(was.date, 7));
    }
    expect(await agendaGoals(WEEK, user)).toContain(goal.id);
    await card.getByTestId('forecast').waitFor();
    await context.close();
  });
});
