// A mentor's view and a mentor's re-plan, in ru and en: the mentor opens the mentee's plan and sees their
// results against the planned progression (read-only: no form, no delete), suggests "Tue, Thu, Sun at 18:30"
// in their own words; the mentee finds it on the plan, opens it among the re-plan choices, where it is
// previewed like the other ways on, and accepts: the server's plan is what the preview said (finish, rhythm);
// undo puts it back. A second suggestion is declined and the mentor is told. Screenshots (SCREENSHOTS_DIR) of
// the mentor's view and the choice on a phone and a desktop, light and dark.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, gql, launch, openPage, type TestUser } from './fixtures';

const shots = process.env.SCREENSHOTS_DIR ?? null;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  if (shots) mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

type Plan = {
  deadline: string | null;
  rhythm: { weekdays: number[]; timeOfDay: string | null } | null;
  tasks: Array<{
    id: string;
    parentId: string | null;
    date: string | null;
    time: string | null;
    completed: boolean;
  }>;
};

const planOf = async (user: TestUser, id: string) =>
  (
    await gql<{ goal: Plan }>(
      'query ($id: ID!) { goal(id: $id) { deadline rhythm { weekdays timeOfDay } tasks { id parentId date time completed } } }',
      { id },
      user.token,
    )
  ).goal;
const shape = (p: Plan) => p.tasks.map((t) => `${t.id} ${t.date} ${t.time}`);
const finishOf = (p: Plan) =>
  p.tasks
    .filter((t) => t.parentId && !t.completed && t.date)
    .map((t) => t.date!)
    .sort()
    .at(-1) ?? null;

async function shoot(page: Page, target: Locator, name: string) {
  if (!shots) return;
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(150);
      await target.screenshot({ path: join(shots, `${name}-${device}-${scheme}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

const TEXT = {
  en: {
    goal: 'Run 10 km in 2 months',
    results: 'Results',
    suggest: 'Suggest days and time',
    words: 'In your words',
    label: 'Move the long run to Sundays',
    send: 'Suggest',
    waiting: 'Waiting for an answer',
    review: 'See the re-plan',
    accept: 'Accept',
    decline: 'Decline',
    undo: 'Undo',
    suggested: /Your mentor suggests: “Move the long run to Sundays”/,
  },
  ru: {
    goal: 'Пробежать 10 км за 2 месяца',
    results: 'Результаты',
    suggest: 'Предложить дни и время',
    words: 'Своими словами',
    label: 'Длинную пробежку — на воскресенье',
    send: 'Предложить',
    waiting: 'Ждёт ответа',
    review: 'Посмотреть перепланирование',
    accept: 'Принять',
    decline: 'Отклонить',
    undo: 'Отменить',
    suggested: /Наставник предлагает: «Длинную пробежку — на воскресенье»/,
  },
};

describe.each(['en', 'ru'] as const)('a mentor’s view and re-plan (%s)', (lang) => {
  it('the mentor sees results and suggests a rhythm; the mentee previews, accepts, undoes, declines', async () => {
    const x = TEXT[lang];
    // Both set up: a person who has not is taken to the setup first.
    const [mentor, mentee] = await Promise.all([
      createUser({ lang, setup: true }),
      createUser({ lang, setup: true }),
    ]);
    await gql(
      'mutation ($i: MentorProfileInput!) { becomeMentor(input: $i) { active } }',
      { i: { headline: 'Running coach', bio: '', categories: ['health'], languages: [lang] } },
      mentor.token,
    );
    await gql('mutation ($id: ID) { selectMentor(mentorId: $id) { id } }', { id: mentor.id }, mentee.token);
    await gql('mutation { updateSettings(timezone: "UTC") { timezone } }', {}, mentee.token);
    const { createGoal: goal } = await gql<{ createGoal: { id: string; title: string } }>(
      'mutation ($input: GoalInput!) { createGoal(input: $input) { id title } }',
      { input: { text: x.goal, visibility: 'private' } },
      mentee.token,
    );
    await gql(
      'mutation ($g: ID!) { recordResult(goalId: $g, value: 3) { id } }',
      { g: goal.id },
      mentee.token,
    );

    // The mentor: the mentee's results against the plan, read-only.
    const m = await openPage(browser, `/mentees?goal=${goal.id}`, { lang, token: mentor.token });
    const dialog = m.page.getByRole('dialog');
    const results = dialog.getByTestId('results-panel');
    await results.getByTestId('result-row').first().waitFor();
    expect(await results.getByTestId('result-row').count()).toBe(1);
    await results.getByRole('heading', { name: x.results }).waitFor();
    expect(await results.getByTestId('result-record').count()).toBe(0);
    expect(await results.getByRole('button').count()).toBe(0);
    await shoot(m.page, dialog.getByTestId('mentee-plan'), `mentor-view-${lang}`);

    // The mentor suggests Tue, Thu, Sun at 18:30.
    await dialog.getByRole('button', { name: x.suggest }).click();
    const form = dialog.getByTestId('suggest-replan');
    await form.getByRole('textbox', { name: x.words }).fill(x.label);
    // A day is a chip: its box is hidden, its label is what a person presses.
    for (const d of [2, 4, 7]) {
      const box = form.getByTestId(`suggest-weekday-${d}`);
      await form.locator(`label[for="${await box.getAttribute('id')}"]`).click();
      expect(await box.isChecked()).toBe(true);
    }
    await form.locator('input[type="time"]').fill('18:30');
    await form.getByRole('button', { name: x.send, exact: true }).click();
    // The suggestion is listed as waiting (under a heading that counts the waiting ones).
    await dialog.locator('p', { hasText: x.label }).filter({ hasText: x.waiting }).waitFor();
    expect(m.errors).toEqual([]);
    await m.context.close();

    // The mentee: on the plan, then among the re-plan choices, previewed.
    const before = await planOf(mentee, goal.id);
    const u = await openPage(browser, `/plans#goal-${goal.id}`, { lang, token: mentee.token });
    const card = u.page.getByTestId('plan-card').filter({ hasText: goal.title });
    const note = card.getByTestId('replan-suggestions');
    await note.getByText(x.suggested).waitFor();
    await note.getByRole('button', { name: x.review }).click();
    const choice = u.page.getByRole('dialog');
    const offer = choice.getByTestId('suggested-replan');
    const preview = offer.getByTestId('option-preview');
    await preview.waitFor();
    const finish = await preview.getAttribute('data-finish');
    await shoot(u.page, choice, `replan-suggested-${lang}`);
    await offer.getByRole('button', { name: x.accept }).click();
    const undo = u.page.getByRole('button', { name: x.undo });
    await undo.waitFor();
    const after = await planOf(mentee, goal.id);
    expect(after.rhythm).toEqual({ weekdays: [2, 4, 7], timeOfDay: '18:30' });
    expect(finishOf(after)).toBe(finish);
    await note.waitFor({ state: 'detached' });
    await undo.click();
    await expect
      .poll(async () => shape(await planOf(mentee, goal.id)), { timeout: 10_000 })
      .toEqual(shape(before));

    // A second suggestion, declined: nothing moves, the mentor is told.
    await gql(
      'mutation ($g: ID!) { suggestReplan(goalId: $g, label: "A week later", change: { kind: shiftBy, days: 7 }) { id } }',
      { g: goal.id },
      mentor.token,
    );
    await u.page.reload();
    await note.getByRole('button', { name: x.review }).click();
    await choice.getByTestId('suggested-replan').getByRole('button', { name: x.decline }).click();
    await note.waitFor({ state: 'detached' });
    expect(shape(await planOf(mentee, goal.id))).toEqual(shape(before));
    const bell = await gql<{ notifications: { items: Array<{ kind: string; decision: string | null }> } }>(
      '{ notifications(first: 1) { items { kind decision } } }',
      {},
      mentor.token,
    );
    expect(bell.notifications.items[0]).toEqual({ kind: 'suggestion_decided', decision: 'declined' });
    expect(u.errors).toEqual([]);
    await u.context.close();
  });
});
