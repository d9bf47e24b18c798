#!/usr/bin/env node
// Screenshots of the people screens (news, messages, a conversation, search, the bell, a profile) in
// ru/en, light/dark, 360 px and desktop, against a running server.
// Usage: node apps/web/scripts/screenshots-people.mjs http://127.0.0.1:3000 [out-dir]
// (SSE streams stay open: pages are taken after `load` and a short wait, never at network idle.)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? new URL('../e2e/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

let ip = 0;
async function gql(query, variables, token) {
  ip += 1;
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: token ? `Bearer ${token}` : '',
      'x-forwarded-for': `10.77.${Math.floor(ip / 250)}.${ip % 250}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const json = await res.json();
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

async function person(first, last, goal) {
  const email = `people${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const { register } = await gql(
    'mutation($email: String!, $password: String!) { register(email: $email, password: $password, lang: "ru") { token user { id username } } }',
    { email, password: 'correct horse 42' },
  );
  const token = register.token;
  await gql(
    'mutation($f: String!, $l: String!) { fillBaseBio(firstName: $f, lastName: $l, birthday: "1990-05-07") { id } }',
    { f: first, l: last },
    token,
  );
  const { mentors } = await gql('{ mentors { id } }');
  await gql('mutation($id: ID) { selectMentor(mentorId: $id) { id } }', { id: mentors[0].id }, token);
  await gql(
    'mutation($g: String!) { finishSetup(interests: ["health"], goalText: $g) { id } }',
    { g: goal },
    token,
  );
  return { token, ...register.user };
}

const me = await person('Анна', 'Петрова', 'Пробежать 10 км к маю');
const friend = await person('Дмитрий', 'Соколов', 'Read 24 books this year');
const other = await person('Мария', 'Ковалёва', 'Выучить японский до N3 к декабрю');
const goal = 'mutation($input: GoalInput!) { createGoal(input: $input) { id } }';
const follow = 'mutation($id: ID!) { follow(userId: $id) { id } }';
const send = 'mutation($to: String!, $text: String!) { sendMessage(to: $to, text: $text) { id } }';
await gql(follow, { id: friend.id }, me.token);
await gql(follow, { id: other.id }, me.token);
await gql(follow, { id: me.id }, friend.token);
await gql(follow, { id: me.id }, other.token);
await gql(goal, { input: { text: 'Run a marathon by October', visibility: 'public' } }, friend.token);
await gql(goal, { input: { text: 'Накопить 300 000 ₽ к лету', visibility: 'followers' } }, other.token);
await gql(send, { to: me.username, text: 'Привет! Как успехи с бегом?' }, friend.token);
await gql(send, { to: friend.username, text: 'Отлично: сегодня 8 км.\nЗавтра отдых.' }, me.token);
await gql(send, { to: me.username, text: 'Круто! Побежим вместе в субботу?' }, friend.token);
await gql(send, { to: me.username, text: 'Анна, посмотри мой план по японскому 🙂' }, other.token);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const screens = (process.env.SCREENS ?? 'news,guestnews,messages,conversation,search,bell,profile,own').split(
  ',',
);
const pathOf = {
  news: '/news',
  guestnews: '/news',
  messages: '/messages',
  conversation: `/messages/${friend.username}`,
  search: '/plans',
  bell: '/plans',
  profile: `/${friend.username}`,
  own: '/profile',
};

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
          ([lang, token]) => {
            localStorage.setItem('lang', lang);
            if (token) localStorage.setItem('token', token);
          },
          [lang, screen === 'guestnews' ? null : me.token],
        );
        const page = await context.newPage();
        page.on('pageerror', (e) => console.log(`  [${screen}] pageerror: ${e.message}`));
        await page.goto(base + pathOf[screen], { waitUntil: 'load' });
        await page.waitForTimeout(3000);
        if (screen === 'search') {
          if (width >= 1200) {
            await page.getByRole('textbox').first().click();
          } else {
            await page
              .getByRole('banner')
              .getByRole('button', { name: lang === 'ru' ? 'Поиск' : 'Search', exact: true })
              .click();
          }
          await page.keyboard.type('соко');
          await page.waitForTimeout(1200);
          await page.keyboard.press('ArrowDown');
        }
        if (screen === 'bell') {
          await page.getByRole('button', { name: lang === 'ru' ? /Уведомления/ : /Notifications/ }).click();
          await page.waitForTimeout(1200);
        }
        const file = join(out, `people-${screen}-${lang}-${scheme}-${width}.png`);
        await page.screenshot({ path: file, fullPage: !['search', 'bell', 'conversation'].includes(screen) });
        console.log(file);
        await context.close();
      }
    }
  }
}
await browser.close();
