#!/usr/bin/env node
// Screenshots of the main screens (ru/en, light/dark, 360 px and desktop) against a running server.
// Usage: node apps/web/scripts/screenshots.mjs http://127.0.0.1:3000 [out-dir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? new URL('../e2e/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

async function gql(query, variables, token) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
    body: JSON.stringify({ query, variables }),
  });
  const json = await res.json();
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

const email = `shot${Date.now()}@example.test`;
const { register } = await gql(
  'mutation($email: String!, $password: String!) { register(email: $email, password: $password, lang: "ru") { token user { username } } }',
  { email, password: 'correct horse 42' },
);
const token = register.token;
const username = register.user.username;
await gql(
  'mutation { fillBaseBio(firstName: "Анна", lastName: "Петрова", birthday: "1990-05-07") { id } }',
  {},
  token,
);
await gql(
  'mutation($t: String!) { updateBio(text: $t) { id } }',
  {
    t: '<h2>Привет!</h2><p>Бегаю по утрам и учу <strong>японский</strong>. <a href="https://example.com">Мой блог</a></p><ul><li>10 км к маю</li><li>N3 к декабрю</li></ul>',
  },
  token,
);
const { mentors } = await gql('{ mentors { id } }');
await gql('mutation($id: ID) { selectMentor(mentorId: $id) { id } }', { id: mentors[0].id }, token);
if (!process.env.PENDING) {
  await gql(
    'mutation { finishSetup(interests: ["health"], goalText: "Run 10 km by May") { id } }',
    {},
    token,
  );
}
await gql(
  'mutation { updateSocialLinks(links: [{network: "telegram", url: "https://t.me/anna"}, {network: "github", url: "https://github.com/anna"}]) { id } }',
  {},
  token,
);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const screens = (
  process.env.SCREENS ?? 'welcome,login,registration,setup,profile,public,plans,settings,test,notfound'
).split(',');
const pathOf = {
  welcome: '/',
  login: '/login',
  registration: '/registration',
  setup: '/setup',
  profile: '/profile',
  public: `/${username}`,
  plans: '/plans',
  settings: '/settings',
  test: '/test',
  notfound: '/no-such-user-xyz',
};
const signedIn = new Set(['setup', 'profile', 'plans', 'settings']);
for (const lang of (process.env.LANGS ?? 'ru,en').split(',')) {
  for (const scheme of (process.env.SCHEMES ?? 'light,dark').split(',')) {
    for (const width of (process.env.WIDTHS ?? '360,1280').split(',').map(Number)) {
      for (const screen of screens) {
        const context = await browser.newContext({
          viewport: { width, height: 800 },
          colorScheme: scheme,
          serviceWorkers: 'block',
        });
        await context.addInitScript(
          ([lang, token, withToken]) => {
            localStorage.setItem('lang', lang);
            if (withToken) localStorage.setItem('token', token);
          },
          [lang, token, signedIn.has(screen)],
        );
        const page = await context.newPage();
        page.on('console', (m) => m.type() === 'error' && console.log(`  [${screen}] console: ${m.text()}`));
        page.on('pageerror', (e) => console.log(`  [${screen}] pageerror: ${e.message}`));
        await page.goto(base + pathOf[screen], { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        const file = join(out, `${screen}-${lang}-${scheme}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await context.close();
      }
    }
  }
}
await browser.close();
