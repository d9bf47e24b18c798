// What moderation.e2e.ts, moderation-registration.e2e.ts share: their app, fixtures and helpers.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launch, openContext } from './fixtures';

export const repo = resolve(import.meta.dirname, '..', '..', '..');

/** Screenshots to look at (ignored by git). */
export const shots = join(import.meta.dirname, 'screenshots');

export const PASSWORD = 'correct horse 42';

export interface Server {
  url: string;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
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
export async function startServer(env: Record<string, string> = {}): Promise<Server> {
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

export let ip = 0;

export async function gql<T = any>(
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

export let n = 0;

export async function register(server: Server, name: string, lang: 'ru' | 'en') {
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

export async function pageAt(
  browser: Browser,
  server: Server,
  path: string,
  lang: 'ru' | 'en',
  token?: string,
) {
  const context = await openContext(browser, { baseURL: server.url, lang, ...(token ? { token } : {}) });
  // A busy machine (the build, other tests) is slow to load a lazy page the first time.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  return { page, errors, close: () => context.close() };
}

export const T = {
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
export async function sendReport(
  page: Page,
  lang: 'ru' | 'en',
  reason: 'spam' | 'harassment',
  details: string,
) {
  const t = T[lang];
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: t[reason] }).check();
  await dialog.getByLabel(t.details).fill(details);
  await dialog.getByRole('button', { name: t.send }).click();
  await expect.poll(() => dialog.getByRole('status').textContent()).toContain(t.sent);
  // The modal's own × is named Close too: the button under the thanks is the last one.
  await dialog.getByRole('button', { name: t.close }).last().click();
}

export let browser: Browser;

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
}
