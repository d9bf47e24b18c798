// What the offline-changes browser tests share: the browser, the texts, reading the person's goals from the
// server, and finding a goal and its steps on the page and in the device's saved copy.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { gql, launch, savedCopies, type TestUser, waitForServiceWorker } from './fixtures';

export let browser: Browser;

/** Registers the file's hooks: the browser launched before its tests, closed after them. */
export function setUpFile() {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export const TEXTS = {
  en: {
    addStepTo: (l: string) => `Add a step to “${l}”`,
    add: 'Add',
    moveUp: (l: string) => `Move “${l}” up`,
    deleteTask: (l: string) => `Delete “${l}”`,
    goalActions: (l: string) => `Actions for “${l}”`,
    abandon: 'Abandon',
    pending: 'Waiting to be sent',
    markDone: (l: string) => `Mark “${l}” done`,
    markOpen: (l: string) => `Mark “${l}” not done`,
    abandoned: 'Abandoned',
  },
  ru: {
    addStepTo: (l: string) => `Добавить шаг в «${l}»`,
    add: 'Добавить',
    moveUp: (l: string) => `Поднять «${l}»`,
    deleteTask: (l: string) => `Удалить «${l}»`,
    goalActions: (l: string) => `Действия с целью «${l}»`,
    abandon: 'Отказаться',
    pending: 'Ждёт отправки',
    markDone: (l: string) => `Отметить «${l}» выполненным`,
    markOpen: (l: string) => `Снять отметку с «${l}»`,
    abandoned: 'Оставлена',
  },
} as const;

export interface ServerTask {
  id: string;
  label: string;
  parentId: string | null;
  position: number;
  completed: boolean;
  date: string | null;
}
export interface ServerGoal {
  id: string;
  title: string;
  status: string;
  tasks: ServerTask[];
}

export const goalsOf = async (user: TestUser) =>
  (
    await gql<{ myGoals: { items: ServerGoal[] } }>(
      '{ myGoals { items { id title status tasks { id label parentId position completed date } } } }',
      {},
      user.token,
    )
  ).myGoals.items;

/** The milestone's steps in plan order. */
export const stepsOf = (goal: ServerGoal, milestoneId: string) =>
  goal.tasks.filter((t) => t.parentId === milestoneId).sort((a, b) => a.position - b.position);

/** The first milestone with at least three steps, opened on the page. */
export function pickMilestone(goal: ServerGoal) {
  const milestones = goal.tasks.filter((t) => t.parentId === null).sort((a, b) => a.position - b.position);
  const milestone = milestones.find((m) => stepsOf(goal, m.id).length >= 3)!;
  return { milestone, steps: stepsOf(goal, milestone.id) };
}

/** The id of the plan card titled `title` (cards are anchored `#goal-<id>`). */
export const goalIdOnPage = (page: Page, title: string) =>
  page.evaluate((t) => {
    const card = [...document.querySelectorAll('[id^="goal-"]')].find((el) => el.textContent?.includes(t));
    return card?.id.slice('goal-'.length) ?? null;
  }, title);

export async function openMilestone(page: Page, id: string) {
  const toggle = page.locator(`[aria-controls="steps-${id}"]`).first();
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** The ids of the queued changes of kind `kind` (tick, addTask, deleteTask…) in this device's saved copy. */
export const savedChanges = async (page: Page, kind: string, field = 'id') =>
  (await savedCopies(page))
    .flatMap((c) => c.changes)
    .filter((c) => c.mutationKey[1] === kind)
    .map((c) => String(c.variables[field]))
    .sort();

/** Whether this device's saved copy holds an answer whose key starts with `prefix`. */
export const savedAnswer = async (page: Page, ...prefix: string[]) =>
  (await savedCopies(page)).some((c) => c.queryKeys.some((k) => prefix.every((p, i) => k[i] === p)));

/** Installed (service worker in control), with /plans and /goals visited once online. */
export async function visitOnline(context: BrowserContext, title: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/goals');
  await page.getByText(title).first().waitFor({ timeout: 20_000 });
  // In the copy before the page is left: a full navigation right after the answer can leave before the save.
  await expect.poll(() => savedAnswer(page, 'goals', 'mine'), { timeout: 20_000 }).toBe(true);
  await page.goto('/plans');
  await page.getByText(title).first().waitFor({ timeout: 20_000 });
  await waitForServiceWorker(page);
  // The copy on the device is written shortly after the answers arrive: an offline reload restores it.
  await expect
    .poll(
      async () =>
        (await savedAnswer(page, 'goals', 'mine')) &&
        (await savedAnswer(page, 'goals', 'plans')) &&
        (await savedAnswer(page, 'goals', 'agenda')),
      { timeout: 20_000 },
    )
    .toBe(true);
  return page;
}
