import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { createUser, gql, launch, openContext, type TestUser, waitForServiceWorker } from './fixtures';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TEXTS = {
  en: {
    offline: 'You are offline. Showing the data saved on this device.',
    loadFailed: 'Could not load your plans',
    markDone: (label: string) => `Mark “${label}” done`,
    markOpen: (label: string) => `Mark “${label}” not done`,
    editOf: (label: string) => `Edit “${label}”`,
    step: 'Step',
    bio: 'Bio',
    addBio: 'Write a bio',
    editBio: 'Edit bio',
    bioText: 'Bio text',
    save: 'Save',
    pending: 'Waiting to be sent',
    pendingCount: /3 changes made offline will be sent/,
    plans: 'Plans',
    logout: 'Log out',
  },
  ru: {
    offline: 'Нет подключения к сети. Показаны данные, сохранённые на этом устройстве.',
    loadFailed: 'Не удалось загрузить планы',
    markDone: (label: string) => `Отметить «${label}» выполненным`,
    markOpen: (label: string) => `Снять отметку с «${label}»`,
    editOf: (label: string) => `Изменить «${label}»`,
    step: 'Шаг',
    bio: 'О себе',
    addBio: 'Написать о себе',
    editBio: 'Редактировать',
    bioText: 'Текст о себе',
    save: 'Сохранить',
    pending: 'Ждёт отправки',
    pendingCount: /3 изменения, сделанные без сети, будут отправлены/,
    plans: 'Планы',
    logout: 'Выйти',
  },
} as const;

interface ServerTask {
  id: string;
  label: string;
  completed: boolean;
  parentId: string | null;
  date: string | null;
}

async function serverState(user: TestUser) {
  const data = await gql<{
    myGoals: { items: { id: string; title: string; tasks: ServerTask[] }[] };
    currentUser: { entities: { bio: { text: string } | null } | null };
  }>(
    `query State { myGoals { items { id title tasks { id label completed parentId date } } }
      currentUser(withProfileDetails: true) { entities { bio { text } } } }`,
    {},
    user.token,
  );
  return { goals: data.myGoals.items, bio: data.currentUser.entities?.bio?.text ?? '' };
}

const operationOf = (body: string | null) => /"operationName":"(\w+)"/.exec(body ?? '')?.[1] ?? '?';

/** The app installed (service worker in control) and /plans and /profile visited once online. */
async function visitOnline(context: BrowserContext, title: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/plans');
  await page.getByText(title).first().waitFor({ timeout: 20_000 });
  await waitForServiceWorker(page);
  return page;
}

describe('offline-first', () => {
  for (const lang of ['ru', 'en'] as const) {
    const t = TEXTS[lang];
    it(`${lang}: data after an offline reload; a tick and the bio made offline are pending, then saved on reconnect`, async () => {
      const user = await createUser({ setup: true, lang, firstName: 'Oleg', lastName: 'Offline' });
      const before = await serverState(user);
      const goal = before.goals[0]!;
      // A step shown on the plans page (a leaf with a date), still open.
      const steps = goal.tasks.filter((x) => !x.completed && x.parentId !== null && x.date !== null);
      const task = steps[0]!;
      const edited = steps[1]!;
      const newLabel = `${edited.label} (${lang} offline)`;
      const context = await openContext(browser, { lang, token: user.token, serviceWorkers: 'allow' });
      const page = await visitOnline(context, goal.title);
      await page.goto('/profile');
      await page.getByRole('region', { name: t.bio }).getByRole('button', { name: t.addBio }).waitFor();
      await page.getByRole('region', { name: t.plans }).getByText(goal.title).first().waitFor();
      // The copy on the device is written at most once a second.
      await page.waitForTimeout(1500);

      // Offline: a reload shows the data saved on this device, not "could not load".
      await context.setOffline(true);
      await page.goto('/plans');
      await page.getByText(t.offline).waitFor();
      await page.getByText(goal.title).first().waitFor();
      expect(await page.getByText(t.loadFailed).count()).toBe(0);

      // A tick made offline stays ticked and is shown as pending.
      const box = page.getByRole('checkbox', { name: t.markDone(task.label) }).first();
      await box.click();
      const ticked = page.getByRole('checkbox', { name: t.markOpen(task.label) }).first();
      await ticked.waitFor();
      expect(await ticked.isChecked()).toBe(true);
      await page.getByTestId('task-pending').first().waitFor();

      // A step edited offline shows its new label at once.
      await page
        .getByRole('button', { name: t.editOf(edited.label) })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: t.step }).fill(newLabel);
      await dialog.getByRole('button', { name: t.save, exact: true }).click();
      await page.getByText(newLabel).first().waitFor();

      // The bio edited offline.
      await page.goto('/profile');
      const bio = page.getByRole('region', { name: t.bio });
      await bio.getByRole('button', { name: t.addBio }).click();
      await page.getByRole('textbox', { name: t.bioText }).click();
      await page.keyboard.type(`Written offline ${lang}`);
      await page.getByRole('toolbar').getByRole('button', { name: t.save, exact: true }).click();
      await bio.getByText(`Written offline ${lang}`).waitFor();
      await bio.getByText(t.pending).waitFor();
      await page.getByText(t.pendingCount).waitFor();

      // Still there after another offline reload: nothing sent yet, all three still queued.
      await page.reload();
      await page.getByRole('region', { name: t.bio }).getByText(`Written offline ${lang}`).waitFor();
      await page.getByText(t.pendingCount).waitFor();
      await page.goto('/plans');
      await page.getByText(goal.title).first().waitFor();
      expect(
        await page
          .getByRole('checkbox', { name: t.markOpen(task.label) })
          .first()
          .isChecked(),
      ).toBe(true);
      const mid = await serverState(user);
      expect(mid.goals[0]!.tasks.find((x) => x.id === task.id)?.completed).toBe(false);
      expect(mid.bio).not.toContain('Written offline');
      await page.getByText(newLabel).first().waitFor();
      expect(mid.goals[0]!.tasks.find((x) => x.id === edited.id)?.label).toBe(edited.label);

      // Back online: both are sent, in order, and kept after a reload. What the page sends is logged, for a
      // failure's report.
      const sent: string[] = [];
      const started = Date.now();
      page.on('requestfinished', (r) => {
        if (r.url().endsWith('/graphql'))
          sent.push(`${Date.now() - started} ms ${operationOf(r.postData())}`);
      });
      page.on('requestfailed', (r) => {
        if (r.url().endsWith('/graphql')) {
          sent.push(
            `${Date.now() - started} ms ${operationOf(r.postData())} failed: ${r.failure()?.errorText}`,
          );
        }
      });
      page.on('console', (m) => {
        if (m.type() === 'warning' || m.type() === 'error')
          sent.push(`${Date.now() - started} ms console: ${m.text()}`);
      });
      onTestFailed(() => {
        console.log(`GraphQL after reconnecting (${lang}):\n${sent.join('\n')}`);
      });
      await context.setOffline(false);
      await expect
        .poll(
          async () => (await serverState(user)).goals[0]!.tasks.find((x) => x.id === task.id)?.completed,
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
      await expect
        .poll(async () => (await serverState(user)).bio, { timeout: 15_000 })
        .toContain(`Written offline ${lang}`);
      await expect
        .poll(async () => (await serverState(user)).goals[0]!.tasks.find((x) => x.id === edited.id)?.label, {
          timeout: 15_000,
        })
        .toBe(newLabel);
      await page.getByTestId('task-pending').first().waitFor({ state: 'detached' });
      await page.reload();
      await page.getByText(goal.title).first().waitFor();
      expect(await page.getByRole('checkbox', { name: t.markDone(task.label) }).count()).toBe(0);
      await page.getByText(newLabel).first().waitFor();
      await page.goto('/profile');
      await page.getByRole('region', { name: t.bio }).getByText(`Written offline ${lang}`).waitFor();
      expect(await page.getByText(t.pending).count()).toBe(0);
      await context.close();
    });
  }

  it('a tick made offline on a step deleted meanwhile is reported, not silently dropped', async () => {
    const user = await createUser({ setup: true, lang: 'en' });
    const { goals } = await serverState(user);
    const goal = goals[0]!;
    const task = goal.tasks.find((x) => !x.completed && x.parentId !== null && x.date !== null)!;
    const context = await openContext(browser, { lang: 'en', token: user.token, serviceWorkers: 'allow' });
    const page = await visitOnline(context, goal.title);
    await context.setOffline(true);
    await page
      .getByRole('checkbox', { name: TEXTS.en.markDone(task.label) })
      .first()
      .click();
    await page.getByTestId('task-pending').first().waitFor();
    // Meanwhile, on another device: the step is deleted.
    await gql('mutation ($id: ID!) { deleteTask(id: $id) { id } }', { id: task.id }, user.token);
    await context.setOffline(false);
    const note = page.getByText('Some changes made offline could not be applied');
    await note.waitFor({ timeout: 15_000 });
    await page
      .getByText(`Step “${task.label}” was deleted meanwhile: your change was not applied.`)
      .waitFor();
    await context.close();
  });

  it('logging out offline clears at once and revokes the session on reconnect', async () => {
    const user = await createUser({ setup: true, lang: 'en' });
    const context = await openContext(browser, { lang: 'en', token: user.token, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('cachedUser')]),
    ).toEqual([null, null]);
    // Still valid on the server while offline.
    // The session as the server sees it: the user's id, or refused once revoked.
    const me = () =>
      gql<{ currentUser: { entities: { id: string } | null } }>(
        '{ currentUser { entities { id } } }',
        {},
        user.token,
      )
        .then((d) => d.currentUser.entities?.id ?? 'none')
        .catch(() => 'refused');
    expect(await me()).toBe(user.id);
    await context.setOffline(false);
    await expect.poll(me, { timeout: 15_000 }).toBe('refused');
    // The page forgets the revocation once it reads the server's answer, a moment after the server acted.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('stepwise.pendingRevocations')))
      .toBeNull();
    await context.close();
  });
});
