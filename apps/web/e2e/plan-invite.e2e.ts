// Joining a plan through its owner's invite link, in ru and en: the owner creates the link on the plan's company
// panel; a guest opening it sees the plan (milestones, members, the owner's note), signs in and comes back, joins,
// and "Open in my plans" lands on that plan. Revoked, the link says it does not work.
// Screenshots (SCREENSHOTS=1): phone and desktop, light and dark.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, createUser, gql, launch, openContext, waitForPath } from './fixtures';

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

const TEXTS = {
  en: {
    create: 'Create an invite link',
    linkLabel: /^Invite link to/,
    invites: 'invites you to follow a plan together',
    milestones: 'Milestones',
    note: 'Three runs a week, together',
    signIn: 'Sign in to join',
    email: 'E-mail',
    password: 'Password',
    signInButton: 'Sign in',
    join: 'Join the plan',
    open: 'Open in my plans',
    revoke: 'Revoke',
    gone: 'This invite link does not work',
  },
  ru: {
    create: 'Создать ссылку-приглашение',
    linkLabel: /^Ссылка-приглашение к/,
    invites: 'приглашает вас выполнять план вместе',
    milestones: 'Этапы',
    note: 'Три пробежки в неделю, вместе',
    signIn: 'Войти, чтобы присоединиться',
    email: 'Электронная почта',
    password: 'Пароль',
    signInButton: 'Войти',
    join: 'Присоединиться к плану',
    open: 'Открыть в моих планах',
    revoke: 'Отозвать',
    gone: 'Эта ссылка-приглашение не действует',
  },
} as const;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [label, size] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: join(shots, `${name}-${label}-${scheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('joining a plan through an invite link', () => {
  for (const lang of ['en', 'ru'] as const) {
    const t = TEXTS[lang];
    it(`${lang}: the owner shares the link; a guest previews, signs in, comes back, joins and opens the plan`, {
      timeout: 60_000,
    }, async () => {
      const [owner, friend] = await Promise.all([
        createUser({ setup: true, lang, firstName: 'Nina', lastName: 'Owner' }),
        createUser({ setup: true, lang, firstName: 'Pavel', lastName: 'Friend' }),
      ]);
      const { myGoals } = await gql<{ myGoals: { items: { id: string; title: string }[] } }>(
        '{ myGoals(first: 5) { items { id title } } }',
        {},
        owner.token,
      );
      const goal = myGoals.items[0]!;
      // Followers only: the link takes the invited even so.
      await gql(
        'mutation($g: ID!, $input: OfferInput!) { openOffer(goalId: $g, input: $input) { id } }',
        { g: goal.id, input: { note: t.note, audience: 'followers' } },
        owner.token,
      );

      // The owner makes the link on the plan's company panel.
      const ownerContext = await openContext(browser, { lang, token: owner.token });
      const ownerPage = await ownerContext.newPage();
      await ownerPage.goto(`/plans#goal-${goal.id}`);
      await ownerPage.getByRole('button', { name: t.create }).click();
      const field = ownerPage.getByRole('textbox', { name: t.linkLabel });
      await field.waitFor();
      const link = await field.inputValue();
      expect(link).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);
      await shoot(ownerPage, `invite-owner-${lang}`);

      // A guest opens it: the preview, then sign in and back.
      const guestContext = await openContext(browser, { lang });
      const page = await guestContext.newPage();
      await page.goto(new URL(link).pathname);
      await page.getByRole('heading', { name: goal.title }).waitFor();
      await page.getByText(t.invites).waitFor();
      await page.getByText(t.note).waitFor();
      expect(await page.locator('ol li').count()).toBeGreaterThan(0);
      await checkA11y(page, `invite preview ${lang}`);
      await shoot(page, `invite-guest-${lang}`);
      await page.getByRole('link', { name: t.signIn }).click();
      await page.getByRole('textbox', { name: t.email }).fill(friend.email);
      await page.getByRole('textbox', { name: t.password, exact: true }).fill(friend.password);
      await page.getByRole('button', { name: t.signInButton, exact: true }).click();
      await waitForPath(page, new URL(link).pathname);

      // Joins, then lands on the plan.
      await page.getByRole('button', { name: t.join }).click();
      await page.getByRole('button', { name: t.open }).click();
      await waitForPath(page, '/plans');
      expect(new URL(page.url()).hash).toBe(`#goal-${goal.id}`);
      await page.locator(`#goal-${goal.id}`).getByText(goal.title).first().waitFor();
      const { joinedGoals } = await gql<{ joinedGoals: { id: string }[] }>(
        '{ joinedGoals { id } }',
        {},
        friend.token,
      );
      expect(joinedGoals).toEqual([{ id: goal.id }]);

      // Revoked, the link no longer opens the plan.
      await ownerPage.getByRole('button', { name: t.revoke }).click();
      await ownerPage.getByRole('button', { name: t.create }).waitFor();
      const late = await openContext(browser, { lang });
      const latePage = await late.newPage();
      await latePage.goto(new URL(link).pathname);
      await latePage.getByText(t.gone).waitFor();
      await Promise.all([ownerContext.close(), guestContext.close(), late.close()]);
    });
  }
});
