import { describe, expect, it } from 'vitest';
import { createUser, gql, openContext } from './fixtures';
import {
  browser,
  goalsOf,
  openMilestone,
  pickMilestone,
  type ServerTask,
  savedChanges,
  setUpFile,
  stepsOf,
  TEXTS,
  visitOnline,
} from './offline-changes-kit';

// Goal status changes, new steps, moves and deletes made offline: shown at once as pending, kept over an offline
// reload, sent in order on reconnect and kept after a reload, in both languages. A delete whose undo window a
// closed tab left open is still sent; two tabs restoring the same new step add it once.

setUpFile();

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
});
