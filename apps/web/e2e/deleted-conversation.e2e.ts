// A conversation with someone who deleted their account stays in the list, and opens in place, read-only, with
// the reader's own messages (the other side's are gone with the account).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, createUser, gql, launch, openPage } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const FOLLOW = 'mutation ($id: ID!) { follow(userId: $id) { id } }';
const SEND = 'mutation ($to: String!, $text: String!) { sendMessage(to: $to, text: $text) { id } }';
const DELETE = 'mutation ($p: String!) { deleteAccount(password: $p) }';

const cases = [
  {
    lang: 'en' as const,
    deleted: 'Deleted account',
    open: 'Show your messages in this conversation',
    note: 'This account was deleted.',
  },
  {
    lang: 'ru' as const,
    deleted: 'Удалённый аккаунт',
    open: 'Показать ваши сообщения в этой переписке',
    note: 'Этот аккаунт удалён.',
  },
];

describe('a conversation with a deleted account', () => {
  for (const c of cases) {
    it(`keeps the reader's own messages, readable in place (${c.lang})`, async () => {
      const reader = await createUser({ lang: c.lang, setup: true });
      const gone = await createUser({ lang: c.lang });
      await gql(FOLLOW, { id: gone.id }, reader.token);
      await gql(FOLLOW, { id: reader.id }, gone.token);
      const mine = `Mine stays ${Date.now()}`;
      await gql(SEND, { to: gone.username, text: mine }, reader.token);
      await gql(SEND, { to: reader.username, text: 'Theirs goes' }, gone.token);
      await gql(DELETE, { p: gone.password }, gone.token);

      const { page, errors, context } = await openPage(browser, '/messages', {
        lang: c.lang,
        token: reader.token,
      });
      const row = page.getByRole('button', { name: new RegExp(c.open) });
      await row.waitFor();
      await row.getByText(c.deleted).waitFor();
      await row.click();
      const kept = page.getByTestId('kept-messages');
      await kept.getByText(mine).waitFor();
      await kept.getByText(c.note, { exact: false }).waitFor();
      expect(await kept.getByText('Theirs goes').count()).toBe(0);
      await checkA11y(page, `deleted conversation ${c.lang}`);
      if (process.env.SCREENSHOTS_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/deleted-${c.lang}.png` });
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
