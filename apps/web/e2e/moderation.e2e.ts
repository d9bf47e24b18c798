// Moderation in the browser, ru and en: reporting a person, a goal and a message; the administrator's
// moderation page (the report with its context, hiding, suspending, the log); a suspended person told why at
// sign-in; registration closed, by invitation and by approval. Each test runs its own server (its first account
// is the administrator, and changing how registration works touches no other test file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, openContext } from './fixtures';
import {
  browser,
  gql,
  PASSWORD,
  pageAt,
  register,
  type Server,
  sendReport,
  setUpFile,
  shots,
  startServer,
  T,
} from './moderation-kit';

setUpFile();

describe.each(['ru', 'en'] as const)('moderation (%s)', (lang) => {
  const t = T[lang];
  let server: Server;
  let admin: { token: string } | undefined;
  beforeAll(async () => {
    server = await startServer();
  }, 150_000);
  afterAll(async () => {
    await server?.close();
  });

  it('a person, a goal and a message are reported; the administrator hides, suspends and the log says so; the suspended person is told why', async () => {
    admin = await register(server, 'Admin', lang);
    const bad = await register(server, 'Troll', lang);
    const victim = await register(server, 'Victim', lang);
    const goal = await gql(
      server,
      'mutation($i: GoalInput!) { createGoal(input: $i) { id } }',
      { i: { text: 'Buy followers zzqq fast by June', visibility: 'public' } },
      bad.token,
    );
    await gql(server, 'mutation($id: ID!) { follow(userId: $id) { id } }', { id: bad.id }, victim.token);
    await gql(server, 'mutation($id: ID!) { follow(userId: $id) { id } }', { id: victim.id }, bad.token);
    await gql(
      server,
      'mutation($to: String!, $t: String!) { sendMessage(to: $to, text: $t) { id } }',
      { to: victim.username, t: 'You are a loser' },
      bad.token,
    );

    // The victim reports the person and the goal from the profile, and the message from the conversation.
    const v = await pageAt(browser, server, `/${bad.username}`, lang, victim.token);
    await v.page.getByRole('button', { name: t.more }).click();
    await v.page.getByRole('menuitem', { name: t.reportPerson('Troll Test') }).click();
    await sendReport(v.page, lang, 'harassment', 'Writes insults');
    await v.page
      .getByTestId('profile-goal')
      .filter({ hasText: 'Buy followers zzqq' })
      .getByRole('button', { name: t.reportGoal })
      .click();
    await checkA11y(v.page, 'report dialog');
    await sendReport(v.page, lang, 'spam', '');
    await v.page.goto(`/messages/${bad.username}`);
    await v.page
      .getByText('You are a loser')
      .waitFor()
      .catch(async (e) => {
        await v.page.screenshot({ path: `${shots}/moderation-debug-${lang}.png`, fullPage: true });
        throw e;
      });
    await v.page.getByRole('button', { name: t.reportMessage }).click();
    await sendReport(v.page, lang, 'harassment', '');
    expect(v.errors).toEqual([]);

    // The administrator's moderation page: three reports in context.
    const a = await pageAt(browser, server, '/settings', lang, admin.token);
    await a.page.getByRole('link', { name: lang === 'ru' ? 'Открыть модерацию' : 'Open moderation' }).click();
    await a.page.waitForURL((u) => u.pathname === '/moderation');
    await a.page.getByRole('heading', { level: 1, name: t.moderation }).waitFor();
    const reports = a.page.getByTestId('report');
    await expect.poll(() => reports.count()).toBe(3);
    await expect.poll(() => a.page.getByText('You are a loser').count()).toBe(1);
    await expect.poll(() => a.page.getByText('Writes insults').count()).toBe(1);
    await checkA11y(a.page, 'moderation page');
    await a.page.screenshot({ path: `${shots}/moderation-${lang}-desktop.png`, fullPage: true });

    // Hide the goal: gone from the person's profile for others.
    const goalCard = reports.filter({ hasText: 'Buy followers zzqq' });
    await goalCard.getByRole('button', { name: t.hide }).click();
    await expect.poll(() => reports.count()).toBe(2);
    const profileGoals = await gql(
      server,
      'query($u: String!) { userGoals(username: $u) { items { id } } }',
      { u: bad.username },
      victim.token,
    );
    expect(profileGoals.userGoals.items.map((g: { id: string }) => g.id)).not.toContain(goal.createGoal.id);

    // Suspend the person from the message's report: a reason, then the log.
    await reports.first().getByRole('button', { name: t.suspend }).click();
    const dialog = a.page.getByRole('dialog');
    await dialog
      .getByLabel(t.reasonLabel)
      .fill(lang === 'ru' ? 'Оскорбления в сообщениях' : 'Insults in messages');
    await dialog.getByRole('button', { name: t.suspendConfirm, exact: true }).click();
    await expect.poll(() => reports.count()).toBe(0);
    await a.page.getByRole('tab', { name: t.log }).click();
    const log = a.page.getByTestId('moderation-log');
    await expect.poll(() => log.textContent()).toContain(bad.username);
    expect(a.errors).toEqual([]);

    // The suspended person signs in and is told why.
    const b = await pageAt(browser, server, '/login', lang);
    await b.page.getByRole('textbox', { name: t.email }).fill(bad.email);
    await b.page.getByRole('textbox', { name: t.password, exact: true }).fill(PASSWORD);
    await b.page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect.poll(() => b.page.getByRole('alert').first().textContent()).toContain(t.suspendedAt);
    await v.close();
    await a.close();
    await b.close();
  }, 180_000);

  it('phone and dark: the moderation page fits', async () => {
    if (!admin) throw new Error('the first test registers the administrator');
    const context = await openContext(browser, {
      baseURL: server.url,
      lang,
      token: admin.token,
      viewport: { width: 360, height: 740 },
      colorScheme: 'dark',
      storage: { 'mantine-color-scheme-value': 'dark' },
    });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await page.goto('/moderation');
    await page.getByRole('heading', { level: 1, name: t.moderation }).waitFor();
    await page.getByRole('tab', { name: t.log }).click();
    await page.getByTestId('moderation-log').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/moderation-${lang}-phone-dark.png`, fullPage: true });
    await page.getByRole('tab', { name: lang === 'ru' ? 'Аккаунты' : 'Accounts' }).click();
    await page.getByTestId('suspended-account').waitFor();
    await page.screenshot({ path: `${shots}/moderation-accounts-${lang}-phone-dark.png`, fullPage: true });
    await context.close();
  }, 90_000);
});
