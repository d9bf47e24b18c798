import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  gql,
  launch,
  openContext,
  savedCopies,
  type TestUser,
  waitForServiceWorker,
} from './fixtures';

// Goal status changes, new steps, moves and deletes made offline: shown at once as pending, kept over an offline
// reload, sent in order on reconnect and kept after a reload, in both languages. A delete whose undo window a
// closed tab left open is still sent. A tick online is one request.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TEXTS = {
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

interface ServerTask {
  id: string;
  label: string;
  parentId: string | null;
  position: number;
  completed: boolean;
  date: string | null;
}
interface ServerGoal {
  id: string;
  title: string;
  status: string;
  tasks: ServerTask[];
}

const goalsOf = async (user: TestUser) =>
  (
    await gql<{ myGoals: { items: ServerGoal[] } }>(
      '{ myGoals { items { id title status tasks { id label parentId position completed date } } } }',
      {},
      user.token,
    )
  ).myGoals.items;

/** The milestone's steps in plan order. */
const stepsOf = (goal: ServerGoal, milestoneId: string) =>
  goal.tasks.filter((t) => t.parentId === milestoneId).sort((a, b) => a.position - b.position);

/** The first milestone with at least three steps, opened on the page. */
function pickMilestone(goal: ServerGoal) {
  const milestones = goal.tasks.filter((t) => t.parentId === null).sort((a, b) => a.position - b.position);
  const milestone = milestones.find((m) => stepsOf(goal, m.id).length >= 3)!;
  return { milestone, steps: stepsOf(goal, milestone.id) };
}

/** The id of the plan card titled `title` (cards are anchored `#goal-<id>`). */
const goalIdOnPage = (page: Page, title: string) =>
  page.evaluate((t) => {
    const card = [...document.querySelectorAll('[id^="goal-"]')].find((el) => el.textContent?.includes(t));
    return card?.id.slice('goal-'.length) ?? null;
  }, title);

async function openMilestone(page: Page, id: string) {
  const toggle = page.locator(`[aria-controls="steps-${id}"]`).first();
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** The ids of the queued changes of kind `kind` (tick, addTask, deleteTask…) in this device's saved copy. */
const savedChanges = async (page: Page, kind: string, field = 'id') =>
  (await savedCopies(page))
    .flatMap((c) => c.changes)
    .filter((c) => c.mutationKey[1] === kind)
    .map((c) => String(c.variables[field]))
    .sort();

/** Whether this device's saved copy holds an answer whose key starts with `prefix`. */
const savedAnswer = async (page: Page, ...prefix: string[]) =>
  (await savedCopies(page)).some((c) => c.queryKeys.some((k) => prefix.every((p, i) => k[i] === p)));

/** Installed (service worker in control), with /plans and /goals visited once online. */
async function visitOnline(context: BrowserContext, title: string): Promise<Page> {
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

describe('changes made offline: goal status, new steps, moves, deletes', () => {
  for (const lang of ['ru', 'en'] as const) {
    const t = TEXTS[lang];
    // Long: a 6 s undo window passes offline, and two reloads.
    it(`${lang}: pending offline, kept over a reload, all saved on reconnect`, {
      timeout: 90_000,
    }, async () => {
      const user = await createUser({ setup: true, lang });
      await gql(
        'mutation ($input: GoalInput!) { createGoal(input: $input) { id } }',
        { input: { text: lang === 'ru' ? 'Прочитать 12 книг к декабрю' : 'Read 12 books by December' } },
        user.token,
      );
      const before = await goalsOf(user);
      const plan = before.find((g) => g.tasks.some((x) => x.parentId !== null && x.label))!;
      const other = before.find((g) => g.id !== plan.id)!;
      const { milestone, steps } = pickMilestone(plan);
      const [a, b, c] = steps as [ServerTask, ServerTask, ServerTask];
      const newLabel = `Stretch ${lang} offline`;

      const context = await openContext(browser, { lang, token: user.token, serviceWorkers: 'allow' });
      const page = await visitOnline(context, plan.title);

      await context.setOffline(true);
      await page.reload();
      await page.getByText(plan.title).first().waitFor();
      await openMilestone(page, milestone.id);

      // A new step: shown at once in its milestone, pending.
      await page.getByRole('textbox', { name: t.addStepTo(milestone.label) }).fill(newLabel);
      await page.getByRole('button', { name: t.add, exact: true }).first().click();
      const added = page.getByTestId('task-row').filter({ hasText: newLabel });
      await added.getByTestId('task-pending').waitFor();
      // Not tickable before the server knows it.
      expect(await added.getByRole('checkbox').isDisabled()).toBe(true);

      // A move: b goes above a.
      await page
        .getByRole('button', { name: t.moveUp(b.label) })
        .first()
        .click();
      await page
        .getByTestId('task-row')
        .filter({ hasText: b.label })
        .first()
        .getByTestId('task-pending')
        .waitFor();

      // A delete: hidden at once; its undo window passes offline, so it is queued.
      await page
        .getByRole('button', { name: t.deleteTask(c.label) })
        .first()
        .click();
      await page.getByRole('checkbox', { name: t.markDone(c.label) }).waitFor({ state: 'detached' });
      // The window (6 s) ends: the delete is queued, and kept in the copy before the page is left.
      await expect.poll(() => savedChanges(page, 'deleteTask'), { timeout: 15_000 }).toEqual([c.id]);

      // A goal abandoned offline: its new status at once, pending.
      await page.goto('/goals');
      const card = page.getByTestId('goal-card').filter({ hasText: other.title });
      await card.getByRole('button', { name: t.goalActions(other.title) }).click();
      await page.getByRole('menuitem', { name: t.abandon }).click();
      await card.getByTestId('goal-pending').waitFor();
      await card.getByText(t.abandoned).waitFor();

      // An offline reload keeps all of it, and nothing was sent.
      await page.reload();
      await page
        .getByTestId('goal-card')
        .filter({ hasText: other.title })
        .getByTestId('goal-pending')
        .waitFor();
      await page.goto('/plans');
      await page.getByText(plan.title).first().waitFor();
      await openMilestone(page, milestone.id);
      await page.getByTestId('task-row').filter({ hasText: newLabel }).getByTestId('task-pending').waitFor();
      expect(await page.getByRole('checkbox', { name: t.markDone(c.label) }).count()).toBe(0);
      const mid = await goalsOf(user);
      const midPlan = mid.find((g) => g.id === plan.id)!;
      expect(stepsOf(midPlan, milestone.id).map((x) => x.id)).toEqual(steps.map((x) => x.id));
      expect(mid.find((g) => g.id === other.id)!.status).toBe('active');

      // Back online: sent in order; the server has every change.
      await context.setOffline(false);
      await expect
        .poll(
          async () => {
            const goals = await goalsOf(user);
            const p = goals.find((g) => g.id === plan.id)!;
            const list = stepsOf(p, milestone.id);
            return {
              first: list.slice(0, 2).map((x) => x.id),
              deleted: !list.some((x) => x.id === c.id),
              added: list.at(-1)?.label,
              status: goals.find((g) => g.id === other.id)!.status,
            };
          },
          { timeout: 20_000 },
        )
        .toEqual({ first: [b.id, a.id], deleted: true, added: newLabel, status: 'abandoned' });
      await page.getByTestId('task-pending').first().waitFor({ state: 'detached', timeout: 15_000 });

      // And after a reload online.
      await page.reload();
      await page.getByText(plan.title).first().waitFor();
      await openMilestone(page, milestone.id);
      await page.getByRole('checkbox', { name: t.markDone(newLabel) }).waitFor();
      expect(await page.getByRole('checkbox', { name: t.markDone(c.label) }).count()).toBe(0);
      expect(await page.getByTestId('task-pending').count()).toBe(0);
      await context.close();
    });
  }

  it('a delete whose undo window a closed tab left open is sent at the next start', async () => {
    const user = await createUser({ setup: true, lang: 'en' });
    const [plan] = await goalsOf(user);
    const { milestone, steps } = pickMilestone(plan!);
    const doomed = steps[0]!;
    const context = await openContext(browser, { lang: 'en', token: user.token });
    const page = await context.newPage();
    await page.goto('/plans');
    await page.getByText(plan!.title).first().waitFor({ timeout: 20_000 });
    await openMilestone(page, milestone.id);
    await page
      .getByRole('button', { name: TEXTS.en.deleteTask(doomed.label) })
      .first()
      .click();
    await page
      .getByRole('checkbox', { name: TEXTS.en.markDone(doomed.label) })
      .waitFor({ state: 'detached' });
    // The tab goes within the window: nothing was sent yet.
    await page.close();
    expect(stepsOf((await goalsOf(user))[0]!, milestone.id).some((x) => x.id === doomed.id)).toBe(true);
    const next = await context.newPage();
    await next.goto('/plans');
    await expect
      .poll(async () => stepsOf((await goalsOf(user))[0]!, milestone.id).some((x) => x.id === doomed.id), {
        timeout: 20_000,
      })
      .toBe(false);
    expect(await next.evaluate(() => localStorage.getItem('stepwise.deferredDeletes'))).toBeNull();
    await context.close();
  });

  it('two tabs restore the same queued new step: it is added once', async () => {
    const user = await createUser({ setup: true, lang: 'en' });
    const [plan] = await goalsOf(user);
    const { milestone } = pickMilestone(plan!);
    const label = 'Added once from two tabs';
    const context = await openContext(browser, { lang: 'en', token: user.token, serviceWorkers: 'allow' });
    const first = await visitOnline(context, plan!.title);
    await context.setOffline(true);
    await openMilestone(first, milestone.id);
    await first.getByRole('textbox', { name: TEXTS.en.addStepTo(milestone.label) }).fill(label);
    await first.getByRole('button', { name: TEXTS.en.add, exact: true }).first().click();
    await first.getByTestId('task-row').filter({ hasText: label }).getByTestId('task-pending').waitFor();
    // Kept in the copy, which the second tab restores.
    await expect.poll(() => savedChanges(first, 'addTask', 'label'), { timeout: 10_000 }).toEqual([label]);
    // A second tab opened offline restores the same saved copy, with the same queued step.
    const second = await context.newPage();
    await second.goto('/plans');
    await second.getByText(plan!.title).first().waitFor();
    await openMilestone(second, milestone.id);
    await second.getByTestId('task-row').filter({ hasText: label }).getByTestId('task-pending').waitFor();
    await context.setOffline(false);
    for (const page of [first, second]) {
      await page.getByTestId('task-pending').first().waitFor({ state: 'detached', timeout: 15_000 });
    }
    await first.waitForTimeout(1000);
    const added = (await goalsOf(user))[0]!.tasks.filter((x) => x.label === label);
    expect(added).toHaveLength(1);
    await context.close();
  });

  // Long: after the offline reload the page may believe it is online (navigator.onLine) and retry the restored
  // ticks with a growing delay (up to 15 s) until the network is back.
  it('two tabs offline: a change made in one tab is kept in the copy the other writes later', {
    timeout: 75_000,
  }, async () => {
    const user = await createUser({ setup: true, lang: 'en' });
    const [plan] = await goalsOf(user);
    const [one, two] = plan!.tasks.filter((x) => !x.completed && x.parentId !== null && x.date !== null);
    const context = await openContext(browser, { lang: 'en', token: user.token, serviceWorkers: 'allow' });
    const first = await visitOnline(context, plan!.title);
    await context.setOffline(true);
    const second = await context.newPage();
    await second.goto('/plans');
    await second.getByText(plan!.title).first().waitFor();
    // A tick in the first tab, then one in the second: the second tab's save must keep the first one's.
    await first
      .getByRole('checkbox', { name: TEXTS.en.markDone(one!.label) })
      .first()
      .click();
    await first.getByTestId('task-pending').first().waitFor();
    await expect.poll(() => savedChanges(first, 'tick'), { timeout: 10_000 }).toEqual([one!.id]);
    await second
      .getByRole('checkbox', { name: TEXTS.en.markDone(two!.label) })
      .first()
      .click();
    await second.getByTestId('task-pending').first().waitFor();
    // The copy holds both ticks, whichever tab wrote it last.
    const both = [one!.id, two!.id].sort();
    await expect.poll(() => savedChanges(second, 'tick'), { timeout: 10_000 }).toEqual(both);
    await first.close();
    // A page reloaded offline may believe it is online (navigator.onLine says so in Chromium): it tries the
    // restored ticks at once and retries them until the network is back.
    await second.reload();
    await second.getByText(plan!.title).first().waitFor();
    await context.setOffline(false);
    await expect
      .poll(
        async () => {
          const tasks = (await goalsOf(user))[0]!.tasks;
          return [one, two].map((x) => tasks.find((y) => y.id === x!.id)?.completed);
        },
        { timeout: 35_000 },
      )
      .toEqual([true, true]);
    await context.close();
  });

  // The tab closes before the tick's answer: its request hangs (under way), or was lost and waits to be retried
  // (a page that believes it is online). Either way the copy keeps the tick, and the next start sends it.
  for (const cut of ['under way', 'lost, waiting to be retried'] as const) {
    it(`a tick whose request is ${cut} when its tab closes is kept, and sent exactly once at the next start`, async () => {
      const user = await createUser({ setup: true, lang: 'en' });
      const [plan] = await goalsOf(user);
      const task = plan!.tasks.find((x) => !x.completed && x.parentId !== null && x.date !== null)!;
      const context = await openContext(browser, { lang: 'en', token: user.token });
      // The first tab's tick requests get no answer; the next tab's reach the server.
      let firstOpen = true;
      let sent = 0;
      let tickOut: () => void = () => {};
      const out = new Promise<void>((resolve) => {
        tickOut = resolve;
      });
      await context.route('**/graphql', async (route) => {
        const operation = (route.request().postDataJSON() as { operationName?: string } | null)
          ?.operationName;
        if (operation !== 'OfflineSetTaskCompleted') return route.continue();
        if (firstOpen) {
          tickOut();
          // Left hanging, or lost on the way.
          return cut === 'under way' ? undefined : route.abort('internetdisconnected');
        }
        sent += 1;
        return route.continue();
      });
      const first = await context.newPage();
      await first.goto('/plans');
      await first
        .getByRole('checkbox', { name: TEXTS.en.markDone(task.label) })
        .first()
        .click({ timeout: 20_000 });
      await out;
      // Not answered, and in the copy all the same: the tab may close before the answer.
      await expect.poll(() => savedChanges(first, 'tick'), { timeout: 10_000 }).toEqual([task.id]);
      await first.close();
      firstOpen = false;
      const second = await context.newPage();
      await second.goto('/plans');
      await expect
        .poll(async () => (await goalsOf(user))[0]!.tasks.find((x) => x.id === task.id)?.completed, {
          timeout: 20_000,
        })
        .toBe(true);
      // Sent once, and no longer in the copy (a later start does not send it again).
      await expect.poll(() => savedChanges(second, 'tick'), { timeout: 10_000 }).toEqual([]);
      await second.reload();
      await second.getByText(plan!.title).first().waitFor();
      await second.waitForTimeout(1500);
      expect(sent).toBe(1);
      await context.close();
    });
  }

  // A step added online whose tab closes before the answer: its request hangs before the server, or reached the
  // server and only the answer is lost. Either way the copy keeps the step (it carries a change id), and the next
  // start sends it: the server adds it, or answers with the one it already added. It exists exactly once.
  for (const cut of ['under way', 'at the server, its answer lost'] as const) {
    it(`a new step added online whose request is ${cut} when its tab closes exists exactly once after the next start`, async () => {
      const user = await createUser({ setup: true, lang: 'en' });
      const [plan] = await goalsOf(user);
      const { milestone } = pickMilestone(plan!);
      const label = `Added online, ${cut}`;
      const context = await openContext(browser, { lang: 'en', token: user.token });
      let firstOpen = true;
      let sent = 0;
      let addOut: () => void = () => {};
      const out = new Promise<void>((resolve) => {
        addOut = resolve;
      });
      await context.route('**/graphql', async (route) => {
        const operation = (route.request().postDataJSON() as { operationName?: string } | null)
          ?.operationName;
        if (operation !== 'OfflineAddTask') return route.continue();
        if (firstOpen) {
          // At the server: it adds the step; the answer never reaches the page. Under way: it never leaves.
          if (cut !== 'under way') await route.fetch();
          addOut();
          return undefined;
        }
        sent += 1;
        return route.continue();
      });
      const first = await context.newPage();
      await first.goto('/plans');
      await first.getByText(plan!.title).first().waitFor({ timeout: 20_000 });
      await openMilestone(first, milestone.id);
      await first.getByRole('textbox', { name: TEXTS.en.addStepTo(milestone.label) }).fill(label);
      await first.getByRole('button', { name: TEXTS.en.add, exact: true }).first().click();
      await out;
      // Not answered, and in the copy all the same: the tab may close before the answer.
      await expect.poll(() => savedChanges(first, 'addTask', 'label'), { timeout: 10_000 }).toEqual([label]);
      const atServer = (await goalsOf(user))[0]!.tasks.filter((x) => x.label === label).length;
      expect(atServer).toBe(cut === 'under way' ? 0 : 1);
      await first.close();
      firstOpen = false;
      const second = await context.newPage();
      await second.goto('/plans');
      // Sent again at this start, and no longer in the copy (a later start does not send it again).
      await expect.poll(() => sent, { timeout: 20_000 }).toBe(1);
      await expect.poll(() => savedChanges(second, 'addTask', 'label'), { timeout: 10_000 }).toEqual([]);
      const added = (await goalsOf(user))[0]!.tasks.filter((x) => x.label === label);
      expect(added).toHaveLength(1);
      expect(added[0]!.parentId).toBe(milestone.id);
      // Shown once in its milestone after a reload, and not sent a third time.
      await second.reload();
      await second.getByText(plan!.title).first().waitFor();
      await openMilestone(second, milestone.id);
      await second.getByTestId('task-row').filter({ hasText: label }).first().waitFor();
      expect(await second.getByTestId('task-row').filter({ hasText: label }).count()).toBe(1);
      await second.waitForTimeout(1500);
      expect(sent).toBe(1);
      expect((await goalsOf(user))[0]!.tasks.filter((x) => x.label === label)).toHaveLength(1);
      await context.close();
    });
  }

  for (const lang of ['ru', 'en'] as const) {
    it(`${lang}: a profile whose bio was never loaded shows offline without it, with a note; online it comes`, async () => {
      const note = {
        en: 'Your bio and links have not been saved on this device yet',
        ru: 'Текст о себе и ссылки ещё не сохранены на этом устройстве',
      }[lang];
      const user = await createUser({ setup: true, lang, bio: `Bio from the server ${lang}` });
      const [plan] = await goalsOf(user);
      const context = await openContext(browser, { lang, token: user.token, serviceWorkers: 'allow' });
      // Only /plans visited online: the profile's details were never loaded on this device.
      const page = await visitOnline(context, plan!.title);
      await context.setOffline(true);
      await page.goto('/profile');
      await page.getByTestId('bio-offline').getByText(note).waitFor();
      // The sections never loaded here (plans, achievements, offers, news) say so instead of skeletons for ever.
      const sectionNote = {
        en: 'Not saved on this device yet',
        ru: 'Ещё не сохранено на этом устройстве',
      }[lang];
      await expect.poll(() => page.getByTestId('not-saved-here').getByText(sectionNote).count()).toBe(4);
      if (process.env.SCREENSHOTS) {
        const dir = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-offline';
        await page.emulateMedia({ colorScheme: lang === 'ru' ? 'dark' : 'light' });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: `${dir}/bio-note-${lang}-phone.png`, fullPage: true });
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      // No bio section waiting for ever (its skeleton), and no editor over a bio never seen.
      expect(await page.getByRole('region', { name: lang === 'ru' ? 'О себе' : 'Bio' }).count()).toBe(0);
      // The achieved goals were never listed here either: that list says so too, not skeletons for ever.
      await page.goto('/goals');
      await page.getByText(plan!.title).first().waitFor();
      await page.getByText(lang === 'ru' ? 'Достигнутые' : 'Completed', { exact: true }).click();
      await page.getByTestId('not-saved-here').getByText(sectionNote).waitFor();
      await page.goto('/profile');
      await page.getByTestId('bio-offline').getByText(note).waitFor();
      // The network answers a moment after the browser says it is back: the first
      // requests are lost, and no other `online` event is coming. The session asks again by itself.
      let lost = 0;
      await page.route('**/graphql', (route) => {
        if (lost >= 2) return route.continue();
        lost += 1;
        return route.abort('internetdisconnected');
      });
      await context.setOffline(false);
      await page.getByText(`Bio from the server ${lang}`).waitFor({ timeout: 15_000 });
      expect(lost).toBe(2);
      expect(await page.getByTestId('bio-offline').count()).toBe(0);
      await expect.poll(() => page.getByTestId('not-saved-here').count(), { timeout: 15_000 }).toBe(0);
      await context.close();
    });
  }

  for (const lang of ['ru', 'en'] as const) {
    it(`${lang}: a goal created offline gets its plan at once, and is created with the server's plan on reconnect`, async () => {
      const tx = {
        en: { newGoal: 'New goal', text: 'What do you want to achieve?', create: 'Create goal and plan' },
        ru: { newGoal: 'Новая цель', text: 'Чего вы хотите достичь?', create: 'Создать цель и план' },
      }[lang];
      const goalText =
        lang === 'ru' ? 'Выучить 500 испанских слов к июню' : 'Learn 500 Spanish words by June';
      const user = await createUser({ setup: true, lang });
      const [plan] = await goalsOf(user);
      const context = await openContext(browser, { lang, token: user.token, serviceWorkers: 'allow' });
      const page = await visitOnline(context, plan!.title);
      await page.goto('/goals');
      await page.getByText(plan!.title).first().waitFor();
      // The planner's chunk is fetched once online (the form loads it), so it is there offline.
      await page.getByRole('button', { name: tx.newGoal }).first().click();
      await page.getByRole('textbox', { name: tx.text }).waitFor();
      await page.waitForTimeout(1000);
      await page.goto('/goals');
      await page.getByText(plan!.title).first().waitFor();

      await context.setOffline(true);
      await page.getByRole('button', { name: tx.newGoal }).first().click();
      await page.getByRole('textbox', { name: tx.text }).fill(goalText);
      await page.getByRole('button', { name: tx.create }).click();
      const card = page.getByTestId('goal-card').filter({ hasNot: page.getByText(plan!.title) });
      await card.getByTestId('goal-pending').waitFor();
      // Its plan is there at once, on the plans page too, and survives an offline reload.
      await page.reload();
      await page.getByTestId('goal-card').nth(1).waitFor();
      const localTitle = (await card.getByRole('heading').first().textContent())!;
      await page.goto('/plans');
      await page.getByText(localTitle).first().waitFor();
      expect(await page.getByTestId('task-row').count()).toBeGreaterThan(0);
      await page
        .getByTestId('plan-card')
        .filter({ hasText: localTitle })
        .getByTestId('goal-pending')
        .waitFor();
      if (process.env.SCREENSHOTS) {
        const dir = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-offline';
        await page.emulateMedia({ colorScheme: lang === 'ru' ? 'dark' : 'light' });
        await page.setViewportSize({ width: 390, height: 844 });
        await page
          .locator(`#goal-${(await goalIdOnPage(page, localTitle)) ?? ''}`)
          .scrollIntoViewIfNeeded()
          .catch(() => {});
        await page.screenshot({ path: `${dir}/goal-created-offline-${lang}-phone.png` });
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      expect((await goalsOf(user)).length).toBe(1);

      await context.setOffline(false);
      await expect
        .poll(async () => (await goalsOf(user)).find((g) => g.title === localTitle)?.tasks.length ?? 0, {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      await page.getByTestId('task-pending').first().waitFor({ state: 'detached', timeout: 15_000 });
      await page.reload();
      await page.getByText(localTitle).first().waitFor();
      expect((await goalsOf(user)).filter((g) => g.title === localTitle)).toHaveLength(1);
      await context.close();
    });
  }

  it('a tick online is one GraphQL request: the answer patches the lists, nothing is downloaded again', async () => {
    const user = await createUser({ setup: true, lang: 'en' });
    const [plan] = await goalsOf(user);
    const task = plan!.tasks.find((x) => !x.completed && x.parentId !== null && x.date !== null)!;
    const context = await openContext(browser, { lang: 'en', token: user.token });
    const page = await context.newPage();
    await page.goto('/plans');
    const box = page.getByRole('checkbox', { name: TEXTS.en.markDone(task.label) }).first();
    await box.waitFor({ timeout: 20_000 });
    // Let the page's own loading finish (the live streams refetch once when they open; they stay open, so
    // the network is never idle).
    await page.waitForTimeout(2500);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/graphql') {
        posts.push((r.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?');
      }
    });
    // The box shows the tap within the tap itself (read in the same task as the click): the lists' data follows
    // a task later, and a second tap in between on a slow phone unticked the step.
    const shownAtOnce = await box.evaluate((el) => {
      (el as HTMLInputElement).click();
      return (el as HTMLInputElement).checked;
    });
    expect(shownAtOnce).toBe(true);
    await page
      .getByRole('checkbox', { name: TEXTS.en.markOpen(task.label) })
      .first()
      .waitFor();
    await expect.poll(() => posts.length).toBeGreaterThan(0);
    // Time for any refetch the tick would have caused.
    await page.waitForTimeout(2000);
    expect(posts).toEqual(['OfflineSetTaskCompleted']);
    expect((await goalsOf(user))[0]!.tasks.find((x) => x.id === task.id)?.completed).toBe(true);
    await context.close();
  });
});
