import { describe, expect, it } from 'vitest';
import { createUser, openContext } from './fixtures';
import {
  browser,
  goalsOf,
  openMilestone,
  pickMilestone,
  savedChanges,
  setUpFile,
  TEXTS,
  visitOnline,
} from './offline-changes-kit';

// Changes made offline across tabs and cut requests: a change made in one tab survives the copy another tab
// writes; a tick or a new step whose request is cut when its tab closes is sent exactly once at the next start.

setUpFile();

describe('changes made offline: other tabs and cut requests', () => {
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
      await second.mouse.move(20, 20); // a drawn /plans draws its plans with the app: at the first act
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
});
