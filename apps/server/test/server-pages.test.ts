// A guest's public pages drawn on the server by the web app's SSR build (app/server-pages.ts): the welcome page
// and /{username} arrive as complete HTML in the guest's language, with only what a guest may see, in the
// markup and in the answers embedded for hydration; a suspended, deleted or unknown person is a 404 page
// naming nobody. Needs the web build (apps/web/dist with dist/.ssr, `npm run build -w apps/web`).
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePage, pageLang } from '../src/app/server-pages.js';
import { registerUser, startTestApp, type TestApp } from './harness.js';

// The web build tested: apps/web/dist, or SSR_TEST_WEB_DIST (a copy, while the shared one is being rebuilt).
const built = process.env.SSR_TEST_WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const hasBuild = existsSync(path.join(built, '.ssr', 'entry-server.js'));
if (!hasBuild)
  console.warn('server-pages.test.ts: no web build with dist/.ssr; run `npm run build -w apps/web`');

const PASSWORD = 'correct horse 42';
const CREATE = 'mutation($input: GoalInput!) { createGoal(input: $input) { id } }';
const SUSPEND =
  'mutation($id: ID!, $reason: String!) { suspendAccount(userId: $id, reason: $reason) { id } }';

describe('pageLang and composePage', () => {
  it('takes the language from the lang cookie only, else Russian (S-P2)', () => {
    expect(pageLang(undefined)).toBe('ru');
    expect(pageLang('a=1; lang=en')).toBe('en');
    expect(pageLang('lang=en')).toBe('en');
    expect(pageLang('lang=de')).toBe('ru');
    expect(pageLang('xlang=en')).toBe('ru');
  });

  it('puts the page in #root, links the stylesheet before theme-init.js and drops the loading shell', () => {
    const template =
      '<html lang="ru" data-x><head><meta name="stepwise-styles" content="/a.css" />\n    <script src="/theme-init.js"></script></head>' +
      '<body>\n    <div id="boot"><div>shell</div></div>\n    <div id="root"></div>\n    <noscript>JS</noscript></body></html>';
    const html = composePage(template, { html: '<p>$& page</p>', data: '{"lang":"en"}' }, 'en');
    expect(html).toContain('<html lang="en" data-ssr="" data-x>');
    expect(html).toContain(
      '<link rel="stylesheet" href="/a.css" id="app-styles" />\n    <script src="/theme-init.js">',
    );
    expect(html).toContain('<div id="root"><p>$& page</p></div>');
    expect(html).toContain('<script type="application/json" id="ssr-data">{"lang":"en"}</script>');
    expect(html).not.toContain('boot');
    expect(html).not.toContain('noscript');
  });

  it('puts the critical rules inline instead of the stylesheet link, read from the whole page', () => {
    const template =
      '<html lang="ru"><head><meta name="stepwise-styles" content="/a.css" />\n    <script src="/theme-init.js"></script></head>' +
      '<body>\n    <div id="root"></div></body></html>';
    let seen = '';
    const critical = {
      of(page: string) {
        seen = page;
        return '.used{color:red}';
      },
    };
    const html = composePage(template, { html: '<p class="used">page</p>', data: '{}' }, 'en', { critical });
    expect(seen).toContain('<p class="used">page</p>');
    expect(html).toContain(
      '<style id="critical-styles">.used{color:red}</style>\n    <script src="/theme-init.js">',
    );
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('names the entry and the preloads for theme-init.js (run at the first act, fetched when idle), loading none', () => {
    const template =
      '<html lang="ru"><head><meta name="stepwise-styles" content="/a.css" />\n    <script src="/theme-init.js"></script>' +
      '\n    <script type="module" crossorigin src="/assets/index-x.js"></script>' +
      '\n    <link rel="modulepreload" crossorigin href="/assets/runtime-x.js">' +
      '\n    <link rel="modulepreload" crossorigin href="/assets/Route-x.js" />' +
      '\n    <link rel="preload" as="style" crossorigin href="/assets/Route-x.css" /></head>' +
      '<body>\n    <div id="root"></div></body></html>';
    const drawn = { html: '<p>page</p>', data: '{}' };
    const lazy = composePage(template, drawn, 'en', { wakeOnIntent: true });
    expect(lazy).not.toContain('<script type="module"');
    // Nothing fetched ahead competes with the first paint: theme-init.js adds the preloads once the page is idle.
    expect(lazy).not.toMatch(/<link rel="(?:modulepreload|preload)"/);
    // Before theme-init.js, which reads them.
    expect(lazy).toContain(
      '<meta name="stepwise-entry" content="/assets/index-x.js" />\n    <meta name="stepwise-preload" content="/assets/index-x.js /assets/runtime-x.js /assets/Route-x.js /assets/Route-x.css" />\n    <script src="/theme-init.js">',
    );
    const eager = composePage(template, drawn, 'en');
    expect(eager).toContain('<script type="module" crossorigin src="/assets/index-x.js"></script>');
    expect(eager).not.toContain('stepwise-entry');
  });
});

describe.skipIf(!hasBuild)('a guest’s pages drawn by the server', () => {
  let app: TestApp;
  let webDist: string;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let anna: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'stepwise-web-ssr-'));
    cpSync(built, webDist, { recursive: true });
    app = await startTestApp({ env: { WEB_DIST: webDist } });
    admin = await registerUser(app, `owner-${Date.now()}@example.com`, PASSWORD);
    anna = await registerUser(app, 'ssr.anna@example.com', PASSWORD);
    const ok = async (query: string, variables: Record<string, unknown>, token: string) => {
      const res = await app.gql(query, variables, { token });
      expect(res.errors).toBeUndefined();
    };
    await ok(
      'mutation($f: String!, $l: String!) { fillBaseBio(firstName: $f, lastName: $l, birthday: "1990-05-07") { id } }',
      { f: 'Анна', l: 'Петрова' },
      anna.token,
    );
    await ok('mutation($t: String!) { updateBio(text: $t) { id } }', { t: 'Бегаю по утрам.' }, anna.token);
    for (const [text, visibility] of [
      ['Пробежать 10 км через 3 месяца', 'public'],
      ['Секретная цель: выучить 500 слов за 2 месяца', 'private'],
      ['Прочитать 12 книг за год', 'followers'],
    ] as const)
      await ok(CREATE, { input: { text, visibility } }, anna.token);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  async function page(pathname: string, cookie?: string) {
    const res = await fetch(`${app.url}${pathname}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
    });
    // Compressed like every other answer (fetch decompresses it).
    if (res.status === 200) expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = await res.text();
    const data = body.match(/<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/)?.[1];
    const root = body.match(/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/)?.[1] ?? '';
    return { status: res.status, body, root, data: data ?? '' };
  }

  it('draws a public profile in Russian by default: header, bio, public goals; nothing private', async () => {
    const res = await page(`/${anna.username}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/<html lang="ru" data-ssr=""/);
    expect(res.body).not.toContain('<div id="boot">');
    expect(res.root).toContain('Анна Петрова');
    // React separates adjacent texts with an empty comment: `@<!-- -->name`.
    expect(res.root).toMatch(new RegExp(`@(<!-- -->)?${anna.username.replace(/\./g, '\\.')}`));
    expect(res.root).toContain('Бегаю по утрам.');
    expect(res.root).toContain('Пробежать 10 км');
    expect(res.root).toContain('Подписаться'); // the guest's follow button (a link to sign in)
    // Only what a guest sees: not the private or followers-only goal, not the e-mail or birthday, in the markup
    // or in the answers embedded for hydration.
    for (const part of [res.root, res.data]) {
      expect(part).not.toContain('Секретная');
      expect(part).not.toContain('12 книг');
      expect(part).not.toContain('ssr.anna@example.com');
      expect(part).not.toContain('1990-05-07');
    }
    const data = JSON.parse(res.data);
    expect(data).toMatchObject({ path: `/${anna.username}`, lang: 'ru' });
    // The app's entry runs at the guest's first act (public/theme-init.js), not on load.
    expect(res.body).toMatch(/<meta name="stepwise-entry" content="\/assets\/index-[^"]+\.js" \/>/);
    expect(res.body).not.toContain('<script type="module"');
    expect(data.queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey[0])).toContain('userProfile');
  }, 60_000);

  it('draws it in English with the lang cookie', async () => {
    const res = await page(`/${anna.username}`, 'lang=en');
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/<html lang="en" data-ssr=""/);
    expect(res.root).toContain('Subscribe');
    expect(res.root).not.toContain('Подписаться');
    expect(JSON.parse(res.data).lang).toBe('en');
  }, 60_000);

  it('draws the welcome page in the guest’s language, links working without JavaScript', async () => {
    const ru = await page('/');
    expect(ru.status).toBe(200);
    expect(ru.root).toContain('Добро пожаловать в Stepwise');
    expect(ru.root).toContain('href="/registration"');
    expect(ru.root).toContain('href="/login"');
    // Read before the app runs, like a profile (public/theme-init.js).
    expect(ru.body).toContain('<meta name="stepwise-entry"');
    expect(ru.body).not.toContain('<script type="module"');
    const en = await page('/', 'lang=en');
    expect(en.root).toContain('Welcome to Stepwise');
  }, 60_000);

  it('inlines the rules the page uses, and leaves the stylesheet to theme-init.js', async () => {
    const res = await page(`/${anna.username}`);
    const css = res.body.match(/<style id="critical-styles">([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(res.body).not.toMatch(/<link rel="stylesheet"/);
    // Every Mantine class on the page has its rules inline (the title's, the buttons'), and far less than the
    // whole stylesheet is sent.
    const classes = new Set([...res.root.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')));
    const mantine = [...classes].filter((c) => /^m_[0-9a-f]+$/.test(c));
    expect(mantine.length).toBeGreaterThan(5);
    for (const c of mantine) expect(css, c).toContain(`.${c}`);
    const index = readdirSync(path.join(webDist, 'assets')).find((f) => /^index-.*\.css$/.test(f))!;
    const whole = readFileSync(path.join(webDist, 'assets', index), 'utf8');
    expect(css.length).toBeLessThan(whole.length / 2);
  }, 60_000);

  it('fetches everything a profile shows in one round and draws it once, whatever the name’s case', async () => {
    const entry = path.join(webDist, '.ssr', 'entry-server.js');
    const ssr = (await import(entry)) as {
      render(r: object): Promise<{ html: string; draws: number; status: number } | null>;
    };
    for (const name of [anna.username, anna.username.toUpperCase()]) {
      const asked: { operation: string; at: number }[] = [];
      let answered = 0;
      const drawn = await ssr.render({
        url: `/${name}`,
        lang: 'en',
        async graphql(body: string, headers: Record<string, string>) {
          asked.push({ operation: JSON.parse(body).operationName, at: answered });
          const res = await fetch(`${app.url}/graphql`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body,
          });
          const text = await res.text();
          answered += 1;
          return { status: res.status, body: text };
        },
      });
      expect(drawn?.status).toBe(200);
      expect(drawn?.draws).toBe(1);
      expect(drawn?.html).toContain('Пробежать 10 км');
      // All asked before the first answer came: one round.
      expect(asked.map((a) => a.operation).sort()).toEqual(
        ['Achievements', 'ProfileOffers', 'UserGoals', 'UserNews', 'UserProfile'].sort(),
      );
      expect(asked.every((a) => a.at === 0)).toBe(true);
    }
  }, 60_000);

  it('shows a goal made private, and a bio changed, on the very next page', async () => {
    const goals = await app.gql('query($u: String!) { userGoals(username: $u) { items { id title } } }', {
      u: anna.username,
    });
    const run = (
      goals.data as { userGoals: { items: { id: string; title: string }[] } }
    ).userGoals.items.find((g) => g.title.includes('10 км'));
    expect((await page(`/${anna.username}`)).root).toContain('Пробежать 10 км');
    const hide = 'mutation($id: ID!) { updateGoal(id: $id, patch: { visibility: private }) { id } }';
    expect((await app.gql(hide, { id: run?.id }, { token: anna.token })).errors).toBeUndefined();
    await app.gql(
      'mutation($t: String!) { updateBio(text: $t) { id } }',
      { t: 'Теперь плаваю.' },
      { token: anna.token },
    );
    const after = await page(`/${anna.username}`);
    for (const part of [after.root, after.data]) expect(part).not.toContain('Пробежать 10 км');
    expect(after.root).toContain('Теперь плаваю.');
    const show = 'mutation($id: ID!) { updateGoal(id: $id, patch: { visibility: public }) { id } }';
    await app.gql(show, { id: run?.id }, { token: anna.token });
    await app.gql(
      'mutation($t: String!) { updateBio(text: $t) { id } }',
      { t: 'Бегаю по утрам.' },
      { token: anna.token },
    );
  }, 60_000);

  it('draws the sign-in and sign-up pages for a guest, in the guest’s language, read before the app runs', async () => {
    for (const [pathname, ru, en, route] of [
      ['/login', 'Вход в Stepwise', 'Sign in to Stepwise', 'LoginPage'],
      ['/registration', 'Создайте аккаунт', 'Create your account', 'RegistrationPage'],
    ] as const) {
      const res = await page(pathname);
      // The route's module named for theme-init.js to fetch once the page is idle: the first act waits for its
      // evaluation only.
      expect(res.body).toMatch(
        new RegExp(`<meta name="stepwise-preload" content="[^"]*/assets/${route}-[^"]+\\.js[^"]*" />`),
      );
      expect(res.body).not.toContain('<link rel="modulepreload"');
      expect(res.status).toBe(200);
      expect(res.root).toContain(ru);
      expect(res.root).toMatch(/<form[^>]* method="post"/);
      expect(res.body).toContain('<meta name="stepwise-entry"');
      expect(res.body).not.toContain('<script type="module"');
      expect((await page(pathname, 'lang=en')).root).toContain(en);
    }
  }, 60_000);

  it('answers 404 naming nobody for an unknown, a suspended and a deleted person', async () => {
    expect((await page('/nobody-has-this-name')).status).toBe(404);

    const bad = await registerUser(app, `ssr.bad-${Date.now()}@example.com`, PASSWORD);
    await app.gql(
      'mutation($f: String!, $l: String!) { fillBaseBio(firstName: $f, lastName: $l, birthday: "1991-01-01") { id } }',
      { f: 'Злой', l: 'Спамер' },
      { token: bad.token },
    );
    expect((await page(`/${bad.username}`)).root).toContain('Злой Спамер');
    const suspended = await app.gql(SUSPEND, { id: bad.id, reason: 'spam' }, { token: admin.token });
    expect(suspended.errors).toBeUndefined();
    const hidden = await page(`/${bad.username}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).not.toContain('Злой');

    const gone = await registerUser(app, `ssr.gone-${Date.now()}@example.com`, PASSWORD);
    await app.gql(
      'mutation($f: String!, $l: String!) { fillBaseBio(firstName: $f, lastName: $l, birthday: "1991-01-01") { id } }',
      { f: 'Ушедший', l: 'Человек' },
      { token: gone.token },
    );
    const deleted = await app.gql(
      'mutation($p: String) { deleteAccount(password: $p) }',
      { p: PASSWORD },
      {
        token: gone.token,
      },
    );
    expect(deleted.errors).toBeUndefined();
    const after = await page(`/${gone.username}`);
    expect(after.status).toBe(404);
    expect(after.body).not.toContain('Ушедший');
  }, 60_000);
});
