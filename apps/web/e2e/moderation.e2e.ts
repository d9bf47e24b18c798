// Moderation in the browser, ru and en: reporting a person, a goal and a message; the administrator's
// moderation page (the report with its context, hiding, suspending, the log); a suspended person told why at
// sign-in; registration closed, by invitation and by approval. Each test runs its own server (its first account
// is the administrator, and changing how registration works touches no other test file).
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launch, openContext } from './fixtures';

const repo = resolve(import.meta.dirname, '..', '..', '..');
/** Screenshots to look at (ignored by git). */
const shots = join(import.meta.dirname, 'screenshots');
const PASSWORD = 'correct horse 42';

interface Server {
  url: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

/** The built server on a free port with a fresh data directory and the given environment. */
async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-e2e-mod-'));
  const webDist = join(dataDir, 'web');
  cpSync(join(repo, 'apps/web/dist'), webDist, { recursive: true });
  const log = openSync(join(dataDir, 'server.log'), 'a');
  const { DATABASE_URL, REDIS_URL, GOOGLE_CLIENT_ID, SMTP_URL, PLANNER_LLM_URL, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [join(repo, 'apps/server/dist/main.js')], {
    cwd: repo,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      WEB_DIST: webDist,
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(
        `the moderation test server did not start:\n${readFileSync(join(dataDir, 'server.log'), 'utf8').slice(-2000)}`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let ip = 0;
async function gql<T = any>(
  server: Server,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  ip += 1;
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: token ? `Bearer ${token}` : '',
      'x-forwarded-for': `10.77.${Math.floor(ip / 250)}.${ip % 250}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(`GraphQL: ${json.errors.map((e) => e.message).join(' | ')}`);
  return json.data as T;
}

let n = 0;
async function register(server: Server, name: string, lang: 'ru' | 'en') {
  n += 1;
  const email = `mod-${name}-${n}-${Date.now()}@example.test`;
  const data = await gql(
    server,
    `mutation($e: String!, $p: String!, $l: String) { register(email: $e, password: $p, lang: $l) { token user { id username } } }`,
    { e: email, p: PASSWORD, l: lang },
  );
  await gql(
    server,
    'mutation($f: String!, $l: String!) { fillBaseBio(firstName: $f, lastName: $l, birthday: "1990-05-07") { id } }',
    { f: name, l: 'Test' },
    data.register.token,
  );
  // Setup finished, so no signed-in page sends them to /setup first.
  const { mentors } = await gql(server, '{ mentors { id } }');
  await gql(
    server,
    'mutation($id: ID) { selectMentor(mentorId: $id) { id } }',
    { id: mentors[0]?.id },
    data.register.token,
  );
  await gql(
    server,
    'mutation { finishSetup(interests: ["health"], goalText: "Walk 10 000 steps a day") { id } }',
    {},
    data.register.token,
  );
  return {
    email,
    token: data.register.token as string,
    ...(data.register.user as { id: string; username: string }),
  };
}

async function pageAt(browser: Browser, server: Server, path: string, lang: 'ru' | 'en', token?: string) {
  const context = await openContext(browser, { baseURL: server.url, lang, ...(token ? { token } : {}) });
  // A busy machine (the build, other tests) is slow to load a lazy page the first time.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  return { page, errors, close: () => context.close() };
}

const T = {
  ru: {
    more: 'Другие действия',
    reportPerson: (name: string) => `Пожаловаться на ${name}`,
    reportGoal: 'Пожаловаться на цель',
    reportMessage: 'Пожаловаться на сообщение',
    spam: 'Спам или реклама',
    harassment: 'Травля или оскорбления',
    details: 'Подробности (необязательно)',
    send: 'Отправить жалобу',
    sent: 'Спасибо. Администраторы рассмотрят жалобу.',
    close: 'Закрыть',
    moderation: 'Модерация',
    hide: 'Скрыть',
    suspend: 'Заблокировать аккаунт',
    suspendConfirm: 'Заблокировать',
    reasonLabel: 'Причина (человек её увидит)',
    log: 'Журнал',
    suspendedAt: 'Ваш аккаунт заблокирован администратором. Причина: Оскорбления в сообщениях',
    closed: 'Регистрация на этом сервере закрыта.',
    invitation: 'Код приглашения',
    signUp: 'Зарегистрироваться',
    email: 'Электронная почта',
    password: 'Пароль',
    confirm: 'Повторите пароль',
    signIn: 'Войти',
  },
  en: {
    more: 'More actions',
    reportPerson: (name: string) => `Report ${name}`,
    reportGoal: 'Report this goal',
    reportMessage: 'Report this message',
    spam: 'Spam or advertising',
    harassment: 'Harassment or insults',
    details: 'Details (optional)',
    send: 'Send report',
    sent: 'Thank you. The administrators will look at your report.',
    close: 'Close',
    moderation: 'Moderation',
    hide: 'Hide',
    suspend: 'Suspend account',
    suspendConfirm: 'Suspend',
    reasonLabel: 'Reason (they will see it)',
    log: 'Log',
    suspendedAt: 'Your account is suspended by an administrator. Reason: Insults in messages',
    closed: 'Registration on this server is closed.',
    invitation: 'Invitation code',
    signUp: 'Sign up',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    signIn: 'Sign in',
  },
} as const;

/** Chooses a reason, adds details and sends; the dialog says thank you. */
async function sendReport(page: Page, lang: 'ru' | 'en', reason: 'spam' | 'harassment', details: string) {
  const t = T[lang];
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: t[reason] }).check();
  await dialog.getByLabel(t.details).fill(details);
  await dialog.getByRole('button', { name: t.send }).click();
  await expect.poll(() => dialog.getByRole('status').textContent()).toContain(t.sent);
  // The modal's own × is named Close too: the button under the thanks is the last one.
  await dialog.getByRole('button', { name: t.close }).last().click();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

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
