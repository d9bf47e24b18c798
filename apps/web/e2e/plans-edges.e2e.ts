// Rough edges on the plans and goals pages and the own profile, as a person meets them:
// "New goal" opens the form, undo for a step delete and a goal's completion, Esc in the date picker,
// the regenerate dialog, the filter by goal in the URL, and the own-profile bio prompt.
import { describe, expect, it } from 'vitest';
import { createUser, openPage, waitForPath } from './fixtures';
import { browser, failOnNativeDialogs, firstStep, newGoal, setUpFile, tasksOf } from './plans-edges-kit';

setUpFile();

describe('plans rough edges', () => {
  it('"New goal" on Plans and Roadmap opens the creation form, focused', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const { context, page } = await openPage(browser, '/plans', { lang: 'en', token: user.token });
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New goal' }).click();
    await waitForPath(page, '/goals');
    expect(new URL(page.url()).searchParams.get('new')).toBe('1');
    const dialog = page.getByRole('dialog', { name: 'New goal' });
    await dialog.waitFor();
    const text = dialog.getByRole('textbox', { name: 'What do you want to achieve?' });
    await expect.poll(() => text.evaluate((el) => el === document.activeElement)).toBe(true);
    // Closing the form drops the parameter, so a reload does not open it again.
    await dialog.getByRole('button', { name: 'Cancel' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('new')).toBeNull();

    await page.goto('/roadmap');
    await page.getByRole('link', { name: 'New goal' }).first().click();
    await page.getByRole('dialog', { name: 'New goal' }).waitFor();
    expect(new URL(page.url()).search).toBe('?new=1');
    await context.close();
  });

  it('deleting a step can be undone: the step is still there after a reload; without undo it is deleted', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const goal = await newGoal(user, 'Read 12 books by summer');
    const step = await firstStep(user, goal.id);
    const { context, page, errors } = await openPage(browser, `/plans?goal=${goal.id}`, {
      lang: 'en',
      token: user.token,
    });
    const native = failOnNativeDialogs(page);
    const card = page.getByTestId('plan-card');
    const del = card.getByRole('button', { name: `Delete “${step.label}”` });
    await del.first().waitFor();
    const before = await del.count();
    await del.first().click();
    const note = page.getByRole('alert').filter({ hasText: `Step “${step.label}” deleted` });
    await note.waitFor();
    await expect.poll(() => del.count()).toBe(before - 1);
    await note.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => del.count()).toBe(before);
    // Past the undo window nothing was sent: the step survives a reload.
    await page.waitForTimeout(6500);
    await page.reload();
    await page.mouse.move(20, 20); // a drawn /plans draws its plans with the app: at the first act
    await del.first().waitFor();
    expect(await del.count()).toBe(before);
    expect((await tasksOf(user, goal.id)).some((t) => t.id === step.id)).toBe(true);

    // Without undo the delete is sent once the window has passed.
    await del.first().click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Step “${step.label}” deleted` })
      .waitFor();
    await expect
      .poll(async () => (await tasksOf(user, goal.id)).some((t) => t.id === step.id), { timeout: 12_000 })
      .toBe(false);
    await page.reload();
    await page.mouse.move(20, 20); // a drawn /plans draws its plans with the app: at the first act
    await card.first().waitFor();
    await expect.poll(() => del.count()).toBe(before - 1);
    expect(native).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Esc in the date picker closes only the picker; closing with edits asks to keep or discard', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const goal = await newGoal(user, 'Learn 300 Spanish words by spring');
    const step = await firstStep(user, goal.id);
    const { context, page } = await openPage(browser, `/plans?goal=${goal.id}`, {
      lang: 'en',
      token: user.token,
    });
    const native = failOnNativeDialogs(page);
    await page
      .getByTestId('plan-card')
      .getByRole('button', { name: `Edit “${step.label}”` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit step' });
    const label = dialog.getByRole('textbox', { name: 'Step' });
    await label.fill('Edited in the dialog');
    await dialog.getByRole('textbox', { name: 'Date' }).click();
    // The page's own calendar has a "Next month" too: the picker adds a second one.
    const month = page.getByRole('button', { name: 'Next month' });
    await expect.poll(() => month.count()).toBe(2);
    await page.keyboard.press('Escape');
    await expect.poll(() => month.count()).toBe(1);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    expect(await label.inputValue()).toBe('Edited in the dialog');

    // Esc on the dialog with unsaved edits asks; "Keep editing" keeps them.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).last().click();
    await ask.waitFor({ state: 'detached' });
    expect(await label.inputValue()).toBe('Edited in the dialog');
    // Cancel asks too; "Discard" closes and nothing was saved.
    await dialog.getByRole('button', { name: 'Cancel' }).last().click();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await tasksOf(user, goal.id)).find((t) => t.id === step.id)?.label).toBe(step.label);
    // Without edits the dialog closes at once.
    await page
      .getByTestId('plan-card')
      .getByRole('button', { name: `Edit “${step.label}”` })
      .first()
      .click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(native).toEqual([]);
    await context.close();
  });

  it('Regenerate explains what is kept in a dialog, never the browser confirm', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const goal = await newGoal(user, 'Swim 1 km without stopping by June');
    const before = await tasksOf(user, goal.id);
    const { context, page } = await openPage(browser, `/plans?goal=${goal.id}`, {
      lang: 'en',
      token: user.token,
    });
    const native = failOnNativeDialogs(page);
    const card = page.getByTestId('plan-card');
    await card.getByRole('button', { name: 'Regenerate plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate this plan anew?' });
    await dialog.getByText('Kept: the goal itself').waitFor();
    await dialog.getByRole('button', { name: 'Keep this plan' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    expect((await tasksOf(user, goal.id)).map((t) => t.id)).toEqual(before.map((t) => t.id));
    await card.getByRole('button', { name: 'Regenerate plan' }).click();
    await dialog.getByRole('button', { name: 'Generate anew' }).click();
    await page.getByText('The plan was generated anew').waitFor();
    const after = await tasksOf(user, goal.id);
    expect(after.some((t) => before.some((b) => b.id === t.id))).toBe(false);
    expect(native).toEqual([]);
    await context.close();
  });

  it('filters plans by goal, kept in the URL; plans beyond the first show only their summary', async () => {
    const user = await createUser({ lang: 'ru', setup: true });
    const a = await newGoal(user, 'Прочитать 12 книг к лету');
    const b = await newGoal(user, 'Выучить 300 испанских слов к весне');
    const { context, page } = await openPage(browser, '/plans', { lang: 'ru', token: user.token });
    const cards = page.getByTestId('plan-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    // The first plan is open, the others are folded to their summary.
    const toggles = page.getByRole('button', { name: /Свернуть план|Показать план/ });
    expect(await toggles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')))).toEqual([
      'true',
      'false',
      'false',
    ]);
    const filter = page.getByRole('radiogroup', { name: 'Какие планы показать' });
    await filter.locator('label').filter({ hasText: b.title }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('goal')).toBe(b.id);
    await expect.poll(() => cards.count()).toBe(1);
    await cards.getByRole('heading', { name: b.title }).waitFor();
    expect(await cards.getByRole('button', { name: 'Свернуть план' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await page.reload();
    await page.mouse.move(20, 20); // a drawn /plans draws its plans with the app: at the first act
    await cards.getByRole('heading', { name: b.title }).waitFor();
    expect(await cards.count()).toBe(1);
    expect(await filter.getByRole('radio', { name: b.title }).isChecked()).toBe(true);
    await filter.locator('label').filter({ hasText: 'Все цели' }).click();
    await expect.poll(() => cards.count()).toBe(3);
    expect(new URL(page.url()).searchParams.get('goal')).toBeNull();
    // An unknown goal in the URL shows them all.
    await page.goto(`/plans?goal=${a.id}x`);
    await page.mouse.move(20, 20); // a drawn /plans draws its plans with the app: at the first act
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBe(3);
    await context.close();
  });
});
