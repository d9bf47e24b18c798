import { describe, expect, it } from 'vitest';
import { createUser, openContext } from './fixtures';
import { browser, goalIdOnPage, goalsOf, setUpFile, TEXTS, visitOnline } from './offline-changes-kit';

// What an offline start shows: a profile whose bio was never loaded, a goal created offline with its plan at
// once (the server's plan on reconnect); and a tick online is one request whose answer patches the lists.

setUpFile();

describe('what an offline start shows, and a tick online', () => {
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
