// A message written offline, in ru and en: it shows in the conversation as not sent yet, stays so over an offline
// reload and in a second tab, and goes once when the connection is back (the server holds exactly one). One the
// server refuses on replay (the recipient blocked the sender meanwhile) stays with the reason, and is deleted.
// Screenshots (SCREENSHOTS=1): phone and desktop, light and dark.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkA11y,
  createUser,
  gql,
  launch,
  openContext,
  savedCopies,
  type TestUser,
  waitForServiceWorker,
} from './fixtures';

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
  en: { send: 'Send', notSentYet: 'Not sent yet', notSent: 'Not sent.', del: 'Delete', blocked: /cannot/i },
  ru: {
    send: 'Отправить',
    notSentYet: 'Ещё не отправлено',
    notSent: 'Не отправлено.',
    del: 'Удалить',
    blocked: /нельзя|не можете/i,
  },
} as const;

/** The texts of the messages between two people, as the reader's history has them. */
async function history(reader: TestUser, other: TestUser): Promise<string[]> {
  const data = await gql<{ messages: { items: { text: string }[] } }>(
    'query($u: String) { messages(username: $u) { items { text } } }',
    { u: other.username },
    reader.token,
  );
  return data.messages.items.map((m) => m.text);
}

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [label, size] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: join(shots, `${name}-${label}-${scheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('messages survive offline', () => {
  for (const lang of ['en', 'ru'] as const) {
    const t = TEXTS[lang];
    it(`${lang}: written offline, kept over a reload and in a second tab, sent once; a refused one is told and deleted`, {
      timeout: 90_000,
    }, async () => {
      const [sender, recipient] = await Promise.all([
        createUser({ setup: true, lang, firstName: 'Mira', lastName: 'Sender' }),
        createUser({ setup: true, lang, firstName: 'Oleg', lastName: 'Reader' }),
      ]);
      // The recipient follows the sender: a message, not a request.
      await gql('mutation($id: ID!) { follow(userId: $id) { id } }', { id: sender.id }, recipient.token);
      const context = await openContext(browser, { lang, token: sender.token, serviceWorkers: 'allow' });
      const page = await context.newPage();
      await page.goto(`/messages/${recipient.username}`);
      const composer = page.locator('textarea').first();
      await composer.waitFor({ timeout: 20_000 });
      await waitForServiceWorker(page);
      await expect
        .poll(
          async () =>
            (await savedCopies(page)).some((c) =>
              c.queryKeys.some((k) => k[0] === 'messages' && k[1] === 'history'),
            ),
          { timeout: 20_000 },
        )
        .toBe(true);

      // Offline: the message shows at once, not sent yet.
      await context.setOffline(true);
      const text = `Offline hello ${lang} ${Date.now()}`;
      await composer.fill(text);
      await page.getByRole('button', { name: t.send, exact: true }).click();
      const queued = page.getByTestId('queued-message').filter({ hasText: text });
      await queued.getByText(t.notSentYet).waitFor();
      await expect
        .poll(async () => (await savedCopies(page)).flatMap((c) => c.changes).map((c) => c.mutationKey[1]))
        .toContain('message');
      await shoot(page, `offline-message-${lang}`);

      // An offline reload keeps it; a second tab restores it too. Nothing reached the server.
      await page.reload();
      await page.getByTestId('queued-message').filter({ hasText: text }).getByText(t.notSentYet).waitFor();
      const second = await context.newPage();
      await second.goto(`/messages/${recipient.username}`);
      await second.getByTestId('queued-message').filter({ hasText: text }).waitFor();
      expect(await history(recipient, sender)).toEqual([]);

      // Back online: both tabs hold it, it is sent once.
      await context.setOffline(false);
      await expect.poll(() => history(recipient, sender), { timeout: 20_000 }).toEqual([text]);
      for (const tab of [page, second]) {
        await tab.getByTestId('queued-message').waitFor({ state: 'detached', timeout: 15_000 });
        await tab.locator('.bubble-text', { hasText: text }).first().waitFor();
      }
      await second.close();
      await new Promise((r) => setTimeout(r, 1500));
      expect(await history(recipient, sender)).toEqual([text]);

      // Written offline, refused on replay: the recipient blocked the sender meanwhile.
      await context.setOffline(true);
      const refused = `Too late ${lang}`;
      await composer.fill(refused);
      await page.getByRole('button', { name: t.send, exact: true }).click();
      await page.getByTestId('queued-message').filter({ hasText: refused }).getByText(t.notSentYet).waitFor();
      await gql('mutation($id: ID!) { block(userId: $id) { id } }', { id: sender.id }, recipient.token);
      await context.setOffline(false);
      const failed = page.getByTestId('queued-message').filter({ hasText: refused });
      await failed.getByRole('alert').filter({ hasText: t.notSent }).waitFor({ timeout: 20_000 });
      expect(await failed.getByRole('alert').textContent()).toMatch(t.blocked);
      await checkA11y(page, `refused message ${lang}`);
      await shoot(page, `refused-message-${lang}`);
      await failed.getByRole('button', { name: t.del }).click();
      await failed.waitFor({ state: 'detached' });
      expect(await history(sender, recipient)).toEqual([text]);
      await context.close();
    });
  }
});
