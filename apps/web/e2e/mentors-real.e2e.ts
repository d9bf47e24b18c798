// Mentors that are real, and completing without surprises, in the browser (en and ru): a built-in guide is
// marked as one on the plans page, with no "Message" button; a person invites their own mentor with a link from
// Settings, and whoever opens it signed in is asked whose it is and accepts; the inviter's bell says so.
// "Mark complete" on a goal with open steps asks first and says what happens to them. Screenshots of the opened
// invite and the completion dialog (SCREENSHOTS_DIR) on a phone and a desktop, light and dark.
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, gql, launch, openPage } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const shots = process.env.SCREENSHOTS_DIR ?? null;

async function shoot(page: Page, target: Locator, name: string) {
  if (!shots) return;
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const)
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(150);
      await target.screenshot({ path: join(shots, `${name}-${device}-${scheme}.png`) });
    }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

const TEXT = {
  en: {
    guide: 'Built-in guide',
    message: 'Message',
    create: 'Create a link',
    ask: /Ivan Inviter invites you to be their mentor/,
    accept: 'Accept',
    accepted: /You are now Ivan Inviter’s mentor/,
    bell: /Notifications/,
    acceptedBell: /accepted your invitation and is now your mentor/,
    actions: /Actions for/,
    complete: 'Mark complete',
    open: /steps? of its plan (is|are) still open/,
    keep: /Close without them/,
    done: /completed/,
  },
  ru: {
    guide: 'Встроенный гид',
    message: 'Написать',
    create: 'Создать ссылку',
    ask: /Ivan Inviter приглашает вас стать наставником/,
    accept: 'Принять',
    accepted: /Теперь вы наставник: Ivan Inviter/,
    bell: /Уведомления/,
    acceptedBell: /принимает ваше приглашение и теперь ваш наставник/,
    actions: /Действия с целью/,
    complete: 'Отметить достигнутой',
    open: /В плане остал(ся|ось) \d+ открыт/,
    keep: /Закрыть без них/,
    done: /достигнута/,
  },
} as const;

describe.each(['en', 'ru'] as const)('mentors that are real (%s)', (lang) => {
  const text = TEXT[lang];

  it('a guide is marked and offers no message; an invite link makes a real mentor', async () => {
    const mentee = await createUser({ setup: true, lang, firstName: 'Ivan', lastName: 'Inviter' });
    const { mentors } = await gql<{ mentors: Array<{ id: string; guide: boolean }> }>(
      '{ mentors { id guide } }',
    );
    const guide = mentors.find((m) => m.guide)!;
    await gql('mutation($id: ID) { setMentor(mentorId: $id) { id } }', { id: guide.id }, mentee.token);

    const { context, page, errors } = await openPage(browser, '/plans', { lang, token: mentee.token });
    // The page's first load takes a few seconds on a loaded machine: the polls wait up to ten.
    const card = page.getByTestId('my-mentor');
    await expect.poll(() => card.getByText(text.guide).count(), { timeout: 10_000 }).toBe(1);
    expect(await card.getByRole('link', { name: text.message }).count()).toBe(0);

    await page.goto('/settings#my-mentor');
    const invite = page.getByTestId('mentor-invite');
    await invite.getByRole('button', { name: text.create }).click();
    // The link's field is the input itself.
    const link = await invite.getByTestId('mentor-invite-link').inputValue();
    expect(link).toContain('/settings?mentorInvite=');

    const friend = await createUser({ setup: true, lang });
    const opened = await openPage(browser, new URL(link).pathname + new URL(link).search, {
      lang,
      token: friend.token,
    });
    const offer = opened.page.getByTestId('opened-mentor-invite');
    await expect.poll(() => offer.getByText(text.ask).count(), { timeout: 10_000 }).toBe(1);
    await shoot(opened.page, offer, `mentor-invite-${lang}`);
    await offer.getByRole('button', { name: text.accept }).click();
    await expect.poll(() => offer.getByText(text.accepted).count(), { timeout: 10_000 }).toBe(1);
    expect(opened.errors).toEqual([]);
    await opened.context.close();

    await page.reload();
    await page.getByRole('button', { name: text.bell }).first().click();
    await expect
      .poll(() => page.getByText(text.acceptedBell).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 40_000);

  it('"Mark complete" with open steps asks first and closes without them on request', async () => {
    const owner = await createUser({ setup: true, lang });
    const { context, page, errors } = await openPage(browser, '/goals', { lang, token: owner.token });
    await page.getByRole('button', { name: text.actions }).first().click();
    await page.getByRole('menuitem', { name: text.complete }).click();
    const dialog = page.getByTestId('complete-dialog');
    await expect.poll(() => dialog.getByText(text.open).count()).toBe(1);
    await shoot(page, page.getByRole('dialog'), `complete-goal-${lang}`);
    await dialog.getByText(text.keep).click();
    await expect.poll(() => page.getByText(text.done).count()).toBeGreaterThan(0);
    const { myGoals } = await gql<{ myGoals: { items: Array<{ status: string; doneCount: number }> } }>(
      '{ myGoals(status: completed) { items { status doneCount } } }',
      {},
      owner.token,
    );
    expect(myGoals.items).toEqual([{ status: 'completed', doneCount: 0 }]);
    expect(errors).toEqual([]);
    await context.close();
  }, 40_000);
});
