// Reminders on the web, in Chromium, ru and en: the prompt's moment (not at first load, once there is a goal),
// the settings' controls (this browser on and off, the calendar address: get, copy, new, off), and the service
// worker's push handling: a push message delivered through the DevTools protocol becomes the notification.
// The browser's own push service cannot be reached here, so pushManager.subscribe answers a local address
// (the server's side of delivery, with decryption, is apps/server/test/reminders-push.test.ts).
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  createUser,
  gql,
  launch,
  openContext,
  type TestUser,
  waitForServiceWorker,
} from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TEXTS = {
  en: {
    prompt: 'Get a reminder before each step?',
    allow: 'Turn on reminders',
    later: 'Not now',
    toggle: 'Remind me in this browser',
    turnOn: 'Get a calendar address',
    address: 'Calendar address',
    regenerate: 'New address',
    turnOff: 'Turn off',
    title: 'Task reminder',
    body: 'Stretch at 18:30',
  },
  ru: {
    prompt: 'Напоминать перед каждым шагом?',
    allow: 'Включить напоминания',
    later: 'Не сейчас',
    toggle: 'Напоминать в этом браузере',
    turnOn: 'Получить адрес календаря',
    address: 'Адрес календаря',
    regenerate: 'Новый адрес',
    turnOff: 'Выключить',
    title: 'Напоминание о задаче',
    body: 'Растяжка — в 18:30',
  },
} as const;

/**
 * pushManager.subscribe answers a fixed local subscription (keys of a real P-256 point and a 16-byte secret).
 * Like the browser's own, it outlives the page: kept in localStorage, one address per browser context.
 */
const fakePushService = () => {
  const ADDRESS = 'test-push-endpoint';
  const ON = 'test-push-on';
  const keys = {
    p256dh: 'BEUOGN61pQNsQsGW_0d5GCjQgG9AHNCCRv8GfK_mwAcmhhXyic_UPhK3h6yP3huH25MVId6lzbIKiGSvXN18FWA',
    auth: 'rHZypWBT4wXYIBE_fUB_hw',
  };
  const endpoint = () => {
    let address = localStorage.getItem(ADDRESS);
    if (!address) {
      address = `${location.origin}/test-push/${Math.random().toString(36).slice(2)}`;
      localStorage.setItem(ADDRESS, address);
    }
    return address;
  };
  const make = () =>
    ({
      endpoint: endpoint(),
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({ endpoint: endpoint(), keys }),
      unsubscribe: async () => {
        localStorage.removeItem(ON);
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async () => {
    localStorage.setItem(ON, '1');
    return make();
  };
  PushManager.prototype.getSubscription = async () => (localStorage.getItem(ON) ? make() : null);
};

async function setGoal(user: TestUser) {
  await gql(
    'mutation($input: GoalInput!) { createGoal(input: $input) { id } }',
    { input: { text: 'Stretch every evening for a month', visibility: 'private' } },
    user.token,
  );
}

/**
 * A context for the person with the push service replaced; they pressed "Skip for now" in the setup on this
 * device, so the pages open as asked (a person who has not set up is taken to the setup first).
 */
async function reminderContext(
  lang: 'ru' | 'en',
  user: TestUser,
  extra: Parameters<typeof openContext>[1] = {},
) {
  const context = await openContext(browser, {
    lang,
    token: user.token,
    serviceWorkers: 'allow',
    storage: { [`setupSkipped:${user.id}`]: '1' },
    ...extra,
  });
  await context.addInitScript(fakePushService);
  return context;
}

/** The page's cumulative layout shift so far (shifts right after input do not count, as in the metric). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
        new PerformanceObserver((list) =>
          resolve(
            (list.getEntries() as Shift[])
              .filter((e) => !e.hadRecentInput)
              .reduce((sum, e) => sum + e.value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );
}

/** The service worker's registration id, as the DevTools protocol names it. */
async function registrationId(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  const ids = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(baseURL));
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await ids };
}

describe.each(['en', 'ru'] as const)('reminders on the web (%s)', (lang) => {
  const x = TEXTS[lang];

  it('asks only once there is a goal, with the reason; turns this browser on and off in settings', async () => {
    const user = await createUser({ lang });
    const context = await reminderContext(lang, user);
    try {
      const page = await context.newPage();
      await page.goto('/plans');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // First load, no goal: nothing is asked.
      await page.waitForTimeout(500);
      expect(await page.getByText(x.prompt).count()).toBe(0);
      expect(await page.evaluate(() => Notification.permission)).toBe('default');

      await setGoal(user);
      // The card is decided as the page is drawn, and only under the service worker: the first load registered it.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 15_000,
      });
      await page.reload();
      const prompt = page.getByTestId('reminder-prompt');
      await expect.poll(() => prompt.getByText(x.prompt).count(), { timeout: 15_000 }).toBe(1);
      // It is drawn with the plans, never above them after they are on screen.
      expect(await layoutShift(page)).toBeLessThan(0.001);
      await context.grantPermissions(['notifications'], { origin: baseURL });
      await prompt.getByRole('button', { name: x.allow }).click();
      await expect.poll(() => prompt.count()).toBe(0);

      // Settings show it on; off unsubscribes on the server too.
      await page.goto('/settings#reminders');
      const toggle = page.getByRole('switch', { name: x.toggle });
      await expect.poll(() => toggle.isChecked(), { timeout: 15_000 }).toBe(true);
      const endpoint = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.pushManager.getSubscription())?.endpoint ?? '';
      });
      await toggle.click({ force: true });
      await expect.poll(() => toggle.isChecked()).toBe(false);
      const gone = await gql<{ unsubscribePush: boolean }>(
        'mutation($e: String!) { unsubscribePush(endpoint: $e) }',
        { e: endpoint },
        user.token,
      );
      expect(gone.unsubscribePush).toBe(false);
      await toggle.click({ force: true });
      await expect.poll(() => toggle.isChecked()).toBe(true);
      const again = await gql<{ unsubscribePush: boolean }>(
        'mutation($e: String!) { unsubscribePush(endpoint: $e) }',
        { e: endpoint },
        user.token,
      );
      expect(again.unsubscribePush).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('shows a pushed reminder as a notification (service worker), and the calendar address can be got, renewed and turned off', async () => {
    const user = await createUser({ lang });
    const context = await reminderContext(lang, user);
    try {
      const page = await context.newPage();
      await page.goto('/settings');
      await waitForServiceWorker(page);
      await context.grantPermissions(['notifications'], { origin: baseURL });
      const { cdp, id } = await registrationId(page, context);
      const message = { title: x.title, body: x.body, url: '/plans#goal-x', tag: 'step-1' };
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL).origin,
        registrationId: id,
        data: JSON.stringify(message),
      });
      const shown = async () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.ready;
          return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
        });
      await expect
        .poll(shown, { timeout: 10_000 })
        .toEqual([{ title: x.title, body: x.body, tag: 'step-1' }]);

      // The calendar address.
      await page.getByRole('button', { name: x.turnOn }).click();
      const address = page.getByRole('textbox', { name: x.address });
      await expect
        .poll(() => address.inputValue(), { timeout: 10_000 })
        .toMatch(/\/calendar\/[\w-]{43}\.ics$/);
      const first = new URL(await address.inputValue()).pathname;
      const feed = await fetch(`${baseURL}${first}`);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(await feed.text()).toContain('BEGIN:VCALENDAR');
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: x.regenerate }).click();
      await expect.poll(async () => new URL(await address.inputValue()).pathname).not.toBe(first);
      expect((await fetch(`${baseURL}${first}`)).status).toBe(404);
      const second = new URL(await address.inputValue()).pathname;
      await page.getByRole('button', { name: x.turnOff }).click();
      await page.getByRole('button', { name: x.turnOn }).waitFor();
      expect((await fetch(`${baseURL}${second}`)).status).toBe(404);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe.skipIf(!process.env.SCREENSHOTS)('screenshots', () => {
  it('the settings section and the prompt: ru/en, light/dark, phone/desktop', async () => {
    const out = process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, 'screenshots');
    for (const lang of ['ru', 'en'] as const) {
      const user = await createUser({ lang });
      await setGoal(user);
      await gql('mutation { openCalendarFeed { url } }', {}, user.token);
      for (const scheme of ['light', 'dark'] as const) {
        for (const [device, viewport] of [
          ['phone', { width: 390, height: 844 }],
          ['desktop', { width: 1280, height: 800 }],
        ] as const) {
          const context = await reminderContext(lang, user, { viewport, colorScheme: scheme });
          const page = await context.newPage();
          await page.goto('/plans');
          await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
            timeout: 15_000,
          });
          await page.reload();
          await page.getByTestId('reminder-prompt').waitFor({ timeout: 15_000 });
          await page.screenshot({ path: join(out, `reminders-prompt-${lang}-${scheme}-${device}.png`) });
          await page.goto('/settings#reminders');
          const section = page.locator('#reminders');
          await section.getByRole('textbox').waitFor();
          await section.scrollIntoViewIfNeeded();
          await section.screenshot({ path: join(out, `reminders-settings-${lang}-${scheme}-${device}.png`) });
          await context.close();
        }
      }
    }
  }, 120_000);
});
