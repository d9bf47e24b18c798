// A public profile's link preview over HTTP: the server writes the title, description and Open Graph tags
// into /{username}'s HTML (escaped; only what a guest sees) and renders GET /og/{username}.png (1200x630).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp } from './harness.js';

const HTML = `<!doctype html><html lang="ru"><head><meta charset="UTF-8" />
<meta name="description" content="Stepwise: the app." />
<title>Stepwise</title></head><body><div id="boot"><div class="boot-main"><div class="boot-wrap"><div class="boot-skel"></div></div></div></div><div id="root"></div></body></html>`;
const CREATE = 'mutation($input: GoalInput!) { createGoal(input: $input) { id } }';

let app: TestApp;
let webDist: string;
let person: { token: string; id: string; username: string };

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'stepwise-web-og-'));
  writeFileSync(path.join(webDist, 'index.html'), HTML);
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(
    path.join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_shared-2.js'] },
      '_shared-2.js': { file: 'assets/shared-2.js' },
      '_ui-3.js': { file: 'assets/ui-3.js', imports: ['_shared-2.js'] },
      'src/features/profile/UserProfilePage.tsx': {
        file: 'assets/UserProfilePage-4.js',
        imports: ['index.html', '_ui-3.js'],
        css: ['assets/UserProfilePage-4.css'],
      },
    }),
  );
  app = await startTestApp({ env: { WEB_DIST: webDist } });
  person = await registerUser(app, 'og.person@example.com');
  const bio = await app.gql(
    'mutation($f: String!, $l: String!) { fillBaseBio(firstName: $f, lastName: $l, birthday: "1990-05-07") { id } }',
    { f: 'Анна <script>', l: 'O"Neil & Co' },
    { token: person.token },
  );
  expect(bio.errors).toBeUndefined();
  const text = await app.gql(
    'mutation($t: String!) { updateBio(text: $t) { id } }',
    { t: '<p>Бегаю по утрам &amp; учу <b>испанский</b>.</p>' },
    { token: person.token },
  );
  expect(text.errors).toBeUndefined();
  const fan = await registerUser(app, 'og.fan@example.com');
  const followed = await app.gql(
    'mutation($id: ID!) { follow(userId: $id) { id } }',
    { id: person.id },
    { token: fan.token },
  );
  expect(followed.errors).toBeUndefined();
  for (const [goalText, visibility] of [
    ['Пробежать 10 км через 3 месяца', 'public'],
    ['Секретная цель: выучить 500 слов за 2 месяца', 'private'],
    ['Прочитать 12 книг за год', 'followers'],
  ] as const) {
    const res = await app.gql(CREATE, { input: { text: goalText, visibility } }, { token: person.token });
    expect(res.errors).toBeUndefined();
  }
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function page(pathname: string, lang = 'ru') {
  const res = await fetch(`${app.url}${pathname}`, {
    headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': lang },
  });
  return { status: res.status, body: await res.text(), headers: res.headers };
}

const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1];

describe('profile link previews', () => {
  it('writes the title, description and preview tags into the profile page, escaped, once', async () => {
    const res = await page(`/${person.username}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<div id="root"></div>');
    // The app's own title and description are replaced, not doubled.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Stepwise: the app.');
    const title = `Анна &lt;script&gt; O&quot;Neil &amp; Co (@${person.username}) · Stepwise`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<script>');
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'twitter:title')).toBe(title);
    expect(metaOf(html, 'description')).toBe('Бегаю по утрам &amp; учу испанский.');
    expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
    expect(metaOf(html, 'og:image')).toBe(`${app.url}/og/${person.username}.png`);
    expect(metaOf(html, 'twitter:image')).toBe(metaOf(html, 'og:image'));
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'og:type')).toBe('profile');
    expect(metaOf(html, 'og:url')).toBe(`${app.url}/${person.username}`);
    // The profile route's chunks are fetched with the entry, not after it has run (from the build manifest).
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/UserProfilePage-4.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ui-3.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js" />');
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/UserProfilePage-4.css" />',
    );
    expect(html).not.toContain('assets/index-1.js');
    // The first screen in the shell: the header and the bio, shown by html[data-boot="profile"].
    expect(html).toMatch(/^<!doctype html><html data-boot="profile" lang="ru">/);
    const shell = html.match(
      /<div class="boot-profile" data-username="([^"]*)">([\s\S]*?)<div class="boot-skel">/,
    );
    expect(shell?.[1]).toBe(person.username);
    const screen = shell?.[2] ?? '';
    expect(screen).toContain('<h1 class="boot-ph-h1">Анна &lt;script&gt; O&quot;Neil &amp; Co</h1>');
    expect(screen).toContain(`<p class="boot-dim">@${person.username}</p>`);
    expect(screen).toContain('<span class="boot-avatar boot-initials">А&lt;</span>');
    expect(screen).toContain(
      '<div class="boot-rich"><p>Бегаю по утрам &amp; учу <strong>испанский</strong>.</p></div>',
    );
    expect(screen).toContain(
      '<span class="boot-ru" lang="ru">1 подписчик</span><span class="boot-en" lang="en">1 subscriber</span>',
    );
    expect(screen).toContain(
      '<span class="boot-ru" lang="ru">0 подписок</span><span class="boot-en" lang="en">0 subscriptions</span>',
    );
    expect(screen).not.toContain('boot-badge'); // not a mentor
    // Private data never shows: no e-mail, no birthday, no private goal.
    expect(html).not.toContain('og.person@example.com');
    expect(html).not.toContain('1990');
    expect(html).not.toContain('Секретная');
  });

  it('says what a guest sees when there is no bio: public goals and achievements only, in the asked language', async () => {
    const other = await registerUser(app, 'og.quiet@example.com');
    await app.gql(
      CREATE,
      { input: { text: 'Secret: learn 500 words in 2 months', visibility: 'private' } },
      {
        token: other.token,
      },
    );
    const ru = await page(`/${other.username}`, 'ru-RU,ru;q=0.9');
    // The private goal is not counted; a guest sees every earned achievement (creating a goal earns one).
    expect(metaOf(ru.body, 'description')).toMatch(
      new RegExp(
        `^${other.username.replace(/\./g, '\\.')} в Stepwise: 0 открытых целей, \\d+ достижени[еяй]\\.$`,
      ),
    );
    const en = await page(`/${other.username}`, 'en-GB,en;q=0.8');
    expect(metaOf(en.body, 'description')).toMatch(
      new RegExp(
        `^${other.username.replace(/\./g, '\\.')} on Stepwise: 0 public goals, \\d+ achievements?\\.$`,
      ),
    );
    const summary = await page(`/${person.username}`, 'en');
    expect(summary.status).toBe(200);
  });

  it('leaves unknown names at 404 (the app shows its Not found view) and app routes untouched', async () => {
    const unknown = await page('/nobody.at.all.here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toBe(HTML);
    const login = await page('/login');
    expect(login.status).toBe(200);
    expect(login.body).toBe(HTML);
    expect((await page(`/${person.username}/plans`)).status).toBe(404);
  });

  it('renders the preview image: a 1200x630 PNG with cache headers, 404 for unknown names', async () => {
    const res = await fetch(`${app.url}/og/${person.username}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=3600/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // Any letter case; the same image again (rendered once, kept while the profile is unchanged).
    const again = await fetch(`${app.url}/og/${person.username.toUpperCase()}.png`);
    expect(again.status).toBe(200);
    expect((await sharp(Buffer.from(await again.arrayBuffer())).metadata()).width).toBe(1200);

    expect((await fetch(`${app.url}/og/nobody.at.all.here.png`)).status).toBe(404);
    expect((await fetch(`${app.url}/og/${person.username}.jpg`)).status).toBe(404);
  });
});
