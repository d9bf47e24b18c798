// Mentors notice, in the browser (en and ru): a mentee who lets their plan slip brings their mentor exactly one
// "behind" bell item for the week (the check runs twice), which opens the mentee's plan; the weekly digest
// arrives in the bell and lists the mentee's week. The scheduled jobs run for a later moment through the test
// server's job route (NODE_ENV=test only), as the server's test clock does for requests.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, createUser, gql, launch, openPage, type TestUser } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DAY = 86_400_000;

/** Runs a scheduled job on the test server for the given moment; resolves when a worker finished it. */
async function runJob(name: 'mentors.behind' | 'mentors.digest', at: Date) {
  const res = await fetch(`${baseURL}/test/jobs/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ state: 'completed' });
}

/** The first Monday after today, at 12:00 UTC: its digest covers the week that holds today. */
function nextMondayNoon(): Date {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  do d.setTime(d.getTime() + DAY);
  while (d.getUTCDay() !== 1);
  return d;
}

const TEXT = {
  en: {
    bell: /Notifications/,
    behind: /is \d+ days? behind the plan|has not ticked a step for \d+ days?/,
    digest: 'Your weekly digest of mentees is ready',
    digestTitle: 'Weekly digest',
    done: 'Done: 1 step',
  },
  ru: {
    bell: /Уведомления/,
    behind: /отстаёт от плана на \d+ дн|не отмечает шаги уже \d+ дн/,
    digest: 'Готова недельная сводка по подопечным',
    digestTitle: 'Сводка за неделю',
    done: 'Сделан 1 шаг',
  },
} as const;

async function pair(lang: 'en' | 'ru') {
  const mentor = await createUser({ setup: true, lang, firstName: 'Marta', lastName: 'Coach' });
  await gql(
    'mutation($input: MentorProfileInput!) { becomeMentor(input: $input) { active } }',
    { input: { headline: 'Running coach', bio: '', categories: ['health'], languages: [lang] } },
    mentor.token,
  );
  const mentee = await createUser({ setup: true, lang, firstName: 'Uma', lastName: 'Runner' });
  await gql('mutation { updateSettings(timezone: "UTC") { id } }', {}, mentee.token);
  await gql('mutation($id: ID) { selectMentor(mentorId: $id) { id } }', { id: mentor.id }, mentee.token);
  const { myGoals } = await gql<{
    myGoals: {
      items: Array<{
        id: string;
        title: string;
        tasks: Array<{ id: string; parentId: string | null; date: string | null }>;
      }>;
    };
  }>('{ myGoals { items { id title tasks { id parentId date } } } }', {}, mentee.token);
  const goal = myGoals.items[0]!;
  const first = goal.tasks
    .filter((t) => t.parentId && t.date)
    .sort((a, b) => a.date!.localeCompare(b.date!))[0]!;
  await gql(
    'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }',
    { id: first.id },
    mentee.token,
  );
  return { mentor, mentee, goal };
}

async function openBell(page: Page, lang: 'en' | 'ru') {
  await page.getByRole('button', { name: TEXT[lang].bell }).first().click();
  await page.locator('.bell-list').waitFor();
}

describe('mentors notice', () => {
  for (const lang of ['en', 'ru'] as const) {
    it(`${lang}: one behind item for a slipping mentee in a week, opening their plan; the digest lists their week`, async () => {
      const { mentor, goal } = await pair(lang);
      const later = new Date(Date.now() + 21 * DAY);
      await runJob('mentors.behind', later);
      await runJob('mentors.behind', new Date(later.getTime() + 3 * 3600_000));

      const { page, context, errors } = await openPage(browser, '/mentees', { lang, token: mentor.token });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await openBell(page, lang);
      const behind = page.locator('.bell-item', { hasText: TEXT[lang].behind });
      await expect.poll(() => behind.count()).toBe(1);
      await expect.poll(() => behind.first().textContent()).toContain(goal.title);
      await behind.first().click();
      await expect.poll(() => new URL(page.url()).search).toBe(`?goal=${goal.id}`);
      await page.getByRole('dialog').getByText(goal.title).first().waitFor();
      await page.keyboard.press('Escape');

      await runJob('mentors.digest', nextMondayNoon());
      await openBell(page, lang);
      const digest = page.locator('.bell-item', { hasText: TEXT[lang].digest });
      await expect.poll(() => digest.count()).toBe(1);
      await digest.first().click();
      const dialog = page.getByRole('dialog', { name: TEXT[lang].digestTitle });
      await dialog.getByTestId('digest-mentee').waitFor();
      expect(await dialog.getByTestId('digest-mentee').count()).toBe(1);
      await expect.poll(() => dialog.getByTestId('digest-done').textContent()).toContain(TEXT[lang].done);
      expect(errors).toEqual([]);

      if (process.env.SCREENSHOTS) await shots(mentor, lang, new URL(page.url()).search);
      await context.close();
    });
  }
});

/** The bell and the digest, phone and desktop, light and dark. */
async function shots(mentor: TestUser, lang: 'en' | 'ru', search: string) {
  const out = process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, 'screenshots');
  mkdirSync(out, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 900 }],
    ] as const) {
      const name = `${lang}-${scheme}-${device}`;
      const { page, context } = await openPage(browser, `/mentees${search}`, {
        lang,
        token: mentor.token,
        viewport,
        colorScheme: scheme,
        storage: { 'mantine-color-scheme-value': scheme },
      });
      await page.getByRole('dialog').getByTestId('digest-mentee').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `mentor-digest-${name}.png`) });
      await page.keyboard.press('Escape');
      await openBell(page, lang);
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `mentor-bell-${name}.png`) });
      await context.close();
    }
  }
}
