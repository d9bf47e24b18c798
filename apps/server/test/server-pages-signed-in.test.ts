// A signed-in person's /plans drawn on the server (app/server-pages.ts) from the session in its cookie, over real
// HTTP against buildApp(): only ever the cookie's owner's own data, never kept by a cache, never drawn for a
// session the server does not know (the app's own page answers, which signs the person out), and a page drawn
// for one person never served to another, one after the other or at once. Needs the web build (apps/web/dist with
// dist/.ssr, `npm run build -w apps/web`).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, sessionToken } from '../src/app/server-pages.js';
import { registerUser, startTestApp, type TestApp } from './harness.js';

const built = process.env.SSR_TEST_WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const hasBuild = existsSync(path.join(built, '.ssr', 'entry-server.js'));

describe('sessionToken', () => {
  it('reads the session cookie only, decoded, and nothing that is not a token', () => {
    expect(sessionToken(undefined)).toBeNull();
    expect(sessionToken(`lang=en; ${SESSION_COOKIE}=abc.def-1`)).toBe('abc.def-1');
    expect(sessionToken(`${SESSION_COOKIE}=a%2Bb`)).toBe('a+b');
    expect(sessionToken(`x${SESSION_COOKIE}=abc`)).toBeNull();
    expect(sessionToken(`${SESSION_COOKIE}=`)).toBeNull();
    expect(sessionToken(`${SESSION_COOKIE}=a%20b`)).toBeNull();
    expect(sessionToken(`${SESSION_COOKIE}=%E0%A4%A`)).toBeNull();
  });
});

interface Person {
  token: string;
  id: string;
  goal: string;
}

describe.skipIf(!hasBuild)('a signed-in /plans drawn by the server', () => {
  let app: TestApp;
  let webDist: string;
  let anna: Person;
  let boris: Person;

  const ok = async (query: string, variables: Record<string, unknown>, token: string) => {
    const res = await app.gql(query, variables, { token });
    expect(res.errors).toBeUndefined();
    return res.data;
  };

  /** A person through setup (the built-in guide as mentor), with one plan named `goal`. */
  async function person(first: string, goal: string): Promise<Person> {
    const user = await registerUser(app);
    await ok(
      'mutation($f: String!) { fillBaseBio(firstName: $f, lastName: "Тестова", birthday: "1990-05-07") { id } }',
      { f: first },
      user.token,
    );
    const mentors = (await app.gql<{ mentors: { id: string; guide: boolean }[] }>('{ mentors { id guide } }'))
      .data?.mentors;
    const guide = mentors?.find((m) => m.guide) ?? mentors?.[0];
    await ok('mutation($id: ID) { selectMentor(mentorId: $id) { id } }', { id: guide?.id }, user.token);
    await ok(
      'mutation($g: String!) { finishSetup(interests: ["health"], goalText: $g) { id } }',
      { g: goal },
      user.token,
    );
    return { token: user.token, id: user.id, goal };
  }

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'stepwise-web-ssr-'));
    cpSync(built, webDist, { recursive: true });
    app = await startTestApp({ env: { WEB_DIST: webDist } });
    anna = await person('Анна', 'Пробежать 10 км к маю');
    boris = await person('Борис', 'Выучить 500 испанских слов за два месяца');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  async function plans(token?: string, extra = '') {
    const cookie = [token ? `${SESSION_COOKIE}=${encodeURIComponent(token)}` : '', extra]
      .filter(Boolean)
      .join('; ');
    const res = await fetch(`${app.url}/plans`, {
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
    const body = await res.text();
    const data = body.match(/<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/)?.[1];
    return { res, body, data: data ? JSON.parse(data) : null };
  }

  it('draws the owner’s own plans, marked as a session’s page, sent private and never stored', async () => {
    const { res, body, data } = await plans(anna.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toMatch(/cookie/);
    expect(body).toMatch(/<html lang="ru" data-ssr="session"/);
    expect(body).toContain(anna.goal);
    expect(body).not.toContain(boris.goal);
    // The header as signed in, today's steps drawn (not their skeleton).
    expect(body).toContain('href="/settings"');
    expect(body).toContain('agenda-today');
    expect(data.user.id).toBe(anna.id);
    // The token itself is never written into the page.
    expect(body).not.toContain(anna.token);
    // Read before the app runs, which theme-init.js runs at the first act.
    expect(body).toContain('<meta name="stepwise-entry"');
    expect(body).not.toContain('<script type="module"');
    expect(body).toMatch(/<meta name="stepwise-preload" content="[^"]*\/assets\/PlansPage-[^"]+\.js/);
    const en = await plans(anna.token, 'lang=en');
    expect(en.body).toMatch(/<html lang="en" data-ssr="session"/);
  }, 60_000);

  it('gives each person their own page, one after the other and many at once', async () => {
    const people = [anna, boris, anna, boris, boris, anna, anna, boris];
    const pages = await Promise.all(people.map((p) => plans(p.token)));
    for (const [i, page] of pages.entries()) {
      const owner = people[i] as Person;
      const other = owner === anna ? boris : anna;
      expect(page.data?.user.id).toBe(owner.id);
      expect(page.body).toContain(owner.goal);
      expect(page.body).not.toContain(other.goal);
      expect(page.body).not.toContain(other.id);
    }
  }, 120_000);

  it('answers a request without the cookie, or with a session the server does not know, with the app’s page', async () => {
    for (const token of [undefined, 'not-a-session', `${anna.token}x`]) {
      const { res, body, data } = await plans(token);
      expect(res.status).toBe(200);
      expect(data).toBeNull();
      expect(body).not.toContain('data-ssr');
      expect(body).not.toContain(anna.goal);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  }, 60_000);

  it('stops drawing a session once it is signed out', async () => {
    const carl = await person('Карл', 'Прочитать 12 книг за год');
    expect((await plans(carl.token)).body).toContain(carl.goal);
    await ok('mutation { logout }', {}, carl.token);
    const after = await plans(carl.token);
    expect(after.data).toBeNull();
    expect(after.body).not.toContain(carl.goal);
  }, 60_000);

  it('leaves a person whose setup is pending to the app (its guard sends them to setup)', async () => {
    const fresh = await registerUser(app);
    const { body, data } = await plans(fresh.token);
    expect(data).toBeNull();
    expect(body).not.toContain('data-ssr');
  }, 60_000);

  it('draws a guest’s pages as a guest’s, whatever session cookie comes with them', async () => {
    const res = await fetch(`${app.url}/`, {
      headers: { accept: 'text/html', cookie: `${SESSION_COOKIE}=${encodeURIComponent(anna.token)}` },
    });
    const body = await res.text();
    expect(body).toMatch(/data-ssr=""/);
    expect(body).not.toContain(anna.goal);
    expect(body).not.toContain(anna.id);
  }, 60_000);
});
