// Moderation in the browser, ru and en: reporting a person, a goal and a message; the administrator's
// moderation page (the report with its context, hiding, suspending, the log); a suspended person told why at
// sign-in; registration closed, by invitation and by approval. Each test runs its own server (its first account
// is the administrator, and changing how registration works touches no other test file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './fixtures';
import {
  browser,
  gql,
  pageAt,
  register,
  type Server,
  setUpFile,
  shots,
  startServer,
  T,
} from './moderation-kit';

setUpFile();

describe.each(['ru', 'en'] as const)('registration on a closed or invitation-only server (%s)', (lang) => {
  const t = T[lang];
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ STEPWISE_REGISTRATION: 'closed' });
  }, 150_000);
  afterAll(async () => {
    await server?.close();
  });

  it('closed: the page says so and offers sign-in; by invitation: the link’s code registers', async () => {
    const owner = await register(server, 'Owner', lang);
    const closed = await pageAt(browser, server, '/registration', lang);
    await expect.poll(() => closed.page.getByRole('alert').first().textContent()).toContain(t.closed);
    expect(await closed.page.getByRole('button', { name: t.signUp, exact: true }).count()).toBe(0);
    await checkA11y(closed.page, 'closed registration');
    await closed.page.screenshot({ path: `${shots}/registration-closed-${lang}.png` });
    await closed.close();

    await gql(server, 'mutation { setRegistrationMode(mode: "invite") }', {}, owner.token);
    const { createInvitation } = await gql(server, 'mutation { createInvitation { code } }', {}, owner.token);
    const invited = await pageAt(browser, server, `/registration?invite=${createInvitation.code}`, lang);
    const code = invited.page.getByRole('textbox', { name: t.invitation });
    await expect.poll(() => code.inputValue()).toBe(createInvitation.code);
    await invited.page
      .getByRole('textbox', { name: t.email })
      .fill(`invited-${lang}-${Date.now()}@example.test`);
    await invited.page
      .getByRole('textbox', { name: t.password, exact: true })
      .fill('violet tractor mango sings');
    await invited.page.getByRole('textbox', { name: t.confirm }).fill('violet tractor mango sings');
    await invited.page.getByRole('button', { name: t.signUp, exact: true }).click();
    await invited.page.waitForURL((u) => u.pathname !== '/registration', { timeout: 15_000 });
    expect(invited.errors).toEqual([]);
    await invited.close();
  }, 120_000);
});
