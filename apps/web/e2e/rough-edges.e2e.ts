// Rough edges in setup, registration, the roadmap, the layout, the login page and the
// server's page status, as a person meets them in the browser.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, checkA11y, createUser, gql, launch, openPage, waitForPath } from './fixtures';

const avatar = fileURLToPath(new URL('../public/icons/icon-192.png', import.meta.url));
const shots = process.env.SCREENSHOTS
  ? (process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, 'screenshots'))
  : null;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  if (shots) mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string, fullPage = true) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage });
}

const goalCount = async (token: string) =>
  (await gql<{ myGoals: { items: unknown[] } }>('{ myGoals(first: 50) { items { id } } }', {}, token)).myGoals
    .items.length;

describe('setup', () => {
  it('clears the banner once the fields are fixed, checks a photo when chosen, opens the calendar on a decade', async () => {
    const user = await createUser({ lang: 'en' });
    const { context, page, errors } = await openPage(browser, '/setup', { lang: 'en', token: user.token });
    await page.getByRole('heading', { name: 'Basic information', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Please fill in all fields.' });
    await banner.waitFor();

    // The birthday calendar opens on the decade of 25 years ago (years to pick), not on this month.
    const birthday = page.getByRole('textbox', { name: 'Birthday' });
    await birthday.click();
    const year = String(new Date().getFullYear() - 25);
    await page.getByRole('button', { name: year, exact: true }).waitFor();
    expect(await page.getByRole('columnheader').count()).toBe(0);
    await page.keyboard.press('Escape');

    // A text file and a 6 MB picture are refused the moment they are chosen.
    const file = page.locator('input[type=file]');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('alert').filter({ hasText: 'This file is not a photo.' }).waitFor();
    await file.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await page.getByRole('alert').filter({ hasText: 'This photo is larger than 5 MB.' }).waitFor();
    expect(await page.getByRole('img', { name: 'Your photo' }).count()).toBe(0);
    await shot(page, 'setup-photo-error-en-light-1280');

    await page.getByRole('textbox', { name: 'First name' }).fill('Vera');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Tester');
    await birthday.fill('07.05.1990');
    await page.keyboard.press('Escape');
    expect(await banner.count()).toBe(1);
    await file.setInputFiles(avatar);
    await page.getByRole('img', { name: 'Your photo' }).waitFor();
    // Every field is fine now: the banner and the photo's complaint are gone without pressing Next.
    await banner.waitFor({ state: 'detached' });
    expect(await page.getByRole('alert').count()).toBe(0);
    // A chosen birthday opens its own month.
    await birthday.click();
    await page.getByText('May 1990').waitFor();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('remembers "Skip for now" for that user: a fresh tab is not sent back to setup', async () => {
    const user = await createUser({ lang: 'ru' });
    const { context, page } = await openPage(browser, '/plans', { token: user.token });
    await waitForPath(page, '/setup');
    await page.getByRole('link', { name: 'Пропустить' }).click();
    await waitForPath(page, '/profile');
    // A new tab starts a new browser session (sessionStorage): only the per-user memory stops the detour.
    const fresh = await context.newPage();
    await fresh.goto('/plans');
    await fresh.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(fresh.url()).pathname).toBe('/plans');
    await context.close();

    // Another user on the same device is still offered setup.
    const other = await createUser({ lang: 'ru' });
    const second = await openPage(browser, '/plans', { token: other.token });
    await waitForPath(second.page, '/setup');
    await second.context.close();
  });

  it('a re-run by someone with a goal may leave the goal empty, and keeps the goals', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    expect(await goalCount(user.token)).toBe(1);
    const { context, page } = await openPage(browser, '/setup', { lang: 'en', token: user.token });
    await page.getByRole('heading', { name: 'Basic information', level: 2 }).waitFor();
    await page.locator('input[type=file]').setInputFiles(avatar);
    await page.getByRole('img', { name: 'Your photo' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Mentor', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Interests and goal', level: 2 }).waitFor();
    const goal = page.getByRole('textbox', { name: 'Another goal (optional)' });
    await goal.waitFor();
    expect(await goal.inputValue()).toBe('');
    await page.getByText('Career', { exact: true }).click();
    await shot(page, 'setup-rerun-en-light-1280');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Setup Complete!' }).waitFor();
    expect(await goalCount(user.token)).toBe(1);
    await context.close();
  });
});

describe('registration', () => {
  it('a taken address says so once in Russian, with a way to sign in', async () => {
    const user = await createUser();
    const { context, page } = await openPage(browser, '/registration');
    await page.getByRole('textbox', { name: 'Электронная почта' }).fill(user.email);
    await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('another password 42');
    await page.getByRole('textbox', { name: 'Повторите пароль' }).fill('another password 42');
    await page.getByRole('button', { name: 'Зарегистрироваться', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Аккаунт с этим адресом уже есть.' });
    await alert.waitFor();
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await page.getByText('Регистрация не удалась').count()).toBe(0);
    await checkA11y(page, 'registration: address taken');
    await alert.getByRole('link', { name: 'Войти' }).click();
    await waitForPath(page, '/login');
    await context.close();
  });
});

describe('roadmap', () => {
  it('bars open the plan with Enter and Space; the months and the legend fit 1280 px; no «г.»', async () => {
    const user = await createUser({ lang: 'ru', setup: true });
    const { context, page, errors } = await openPage(browser, '/roadmap', { token: user.token });
    const grid = page.getByTestId('roadmap-grid');
    await grid.waitFor();
    const bar = page.getByRole('link', { name: /^Открыть план цели/ });
    await bar.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/plans#goal-/);
    await page.goBack();
    await bar.focus();
    await page.keyboard.press(' ');
    await page.waitForURL(/\/plans#goal-/);
    await page.goBack();
    await grid.waitFor();

    // Reachable by Tab from the page's own controls.
    await page.getByRole('heading', { level: 1 }).click();
    let reached = false;
    for (let i = 0; i < 12 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await bar.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);

    const fit = await grid.evaluate((el) => {
      const scroller = el.firstElementChild as HTMLElement;
      const legend = el.querySelector('[data-testid="roadmap-legend"]') as HTMLElement;
      return {
        overflow: scroller.scrollWidth - scroller.clientWidth,
        legendRight: legend.getBoundingClientRect().right,
        gridRight: el.getBoundingClientRect().right,
        text: el.textContent ?? '',
      };
    });
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.legendRight).toBeLessThanOrEqual(fit.gridRight);
    expect(fit.gridRight).toBeLessThanOrEqual(1280);
    expect(fit.text).not.toMatch(/\bг\./i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone: month headings read «Ноябрь 2026», items in date order, cards open the plan', async () => {
    const user = await createUser({ lang: 'ru', setup: true });
    const { context, page } = await openPage(browser, '/roadmap', {
      token: user.token,
      viewport: { width: 390, height: 844 },
    });
    await page.getByTestId('roadmap-list').waitFor();
    const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings.length).toBeGreaterThan(0);
    for (const h of headings) expect(h).toMatch(/^[А-ЯЁ][а-яё]+ \d{4}$/);
    const dates = await page
      .getByTestId('roadmap-list')
      .locator('li')
      .evaluateAll((months) =>
        months.map((li) => [...li.querySelectorAll('[data-end]')].map((e) => e.getAttribute('data-end'))),
      );
    for (const inMonth of dates) expect(inMonth).toEqual([...inMonth].sort());
    await page.getByTestId('roadmap-goal').first().click();
    await page.waitForURL(/\/plans#goal-/);
    await context.close();
  });
});

describe('layout on a phone', () => {
  it('icon buttons in the header are at least 44 px to tap', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const { context, page } = await openPage(browser, '/plans', {
      lang: 'en',
      token: user.token,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const sizes = await page
      .getByRole('banner')
      .locator('button:visible, a[aria-label]:visible')
      .evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { name: e.getAttribute('aria-label') ?? e.textContent, w: r.width, h: r.height };
        }),
      );
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    for (const s of sizes) {
      expect(s.w, `${s.name} width`).toBeGreaterThanOrEqual(44);
      expect(s.h, `${s.name} height`).toBeGreaterThanOrEqual(44);
    }
    // Nothing spills out of the header.
    const header = await page.getByRole('banner').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(header).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('light buttons keep 4.5:1 text contrast in dark mode', async () => {
    const user = await createUser({ lang: 'en', setup: true });
    const { context, page } = await openPage(browser, '/roadmap', {
      lang: 'en',
      token: user.token,
      colorScheme: 'dark',
      storage: { 'mantine-color-scheme-value': 'dark' },
    });
    await page.getByTestId('roadmap-grid').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
    ).toBe('dark');
    const ratios = await page.evaluate(() => {
      const colors = [
        'info',
        'blue',
        'teal',
        'green',
        'red',
        'orange',
        'yellow',
        'grape',
        'violet',
        'gray',
        'cyan',
        'pink',
      ];
      const probe = document.createElement('button');
      document.body.append(probe);
      const rgb = (css: string) => {
        probe.style.color = css;
        const m = getComputedStyle(probe)
          .color.match(/[\d.]+/g)!
          .map(Number);
        return m.slice(0, 4) as [number, number, number, number?];
      };
      const lum = ([r, g, b]: ReadonlyArray<number | undefined>) => {
        const f = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
      };
      const body = rgb('var(--mantine-color-body)');
      const result = colors.map((c) => {
        const fg = rgb(`var(--mantine-color-${c}-light-color)`);
        const bgRaw = rgb(`var(--mantine-color-${c}-light)`);
        const a = bgRaw[3] ?? 1;
        const bg = [0, 1, 2].map((i) => bgRaw[i]! * a + body[i]! * (1 - a));
        const ratio = (x: ReadonlyArray<number | undefined>, y: ReadonlyArray<number | undefined>) => {
          const [l1, l2] = [lum(x), lum(y)].sort((p, q) => q - p) as [number, number];
          return (l1 + 0.05) / (l2 + 0.05);
        };
        return { c, ratio: ratio(fg, bg), block: ratio(bg, body) };
      });
      probe.remove();
      return result;
    });
    for (const { c, ratio, block } of ratios) {
      expect(ratio, c).toBeGreaterThanOrEqual(4.5);
      // The button's block stands apart from the page (Mantine's own dark light variant: about 1.0).
      expect(block, `${c} block`).toBeGreaterThanOrEqual(1.3);
    }
    await checkA11y(page, 'roadmap dark');
    await context.close();
  });
});

describe('session', () => {
  it('an expired session leads to login with a notice; a logout does not', async () => {
    const { context, page } = await openPage(browser, '/plans', {
      lang: 'en',
      token: 'expired-or-revoked-token',
    });
    await waitForPath(page, '/login');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your session has expired. Please sign in again.' })
      .waitFor();
    await checkA11y(page, 'login after an expired session');
    await context.close();

    const user = await createUser({ lang: 'en', setup: true });
    const again = await openPage(browser, '/settings', { lang: 'en', token: user.token });
    await again.page.getByRole('button', { name: 'Log out' }).click();
    await waitForPath(again.page, '/login');
    await again.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await again.page.getByText('Your session has expired').count()).toBe(0);
    await again.context.close();
  });
});

describe('page status', () => {
  it('an unknown /{username} answers 404 and shows the Not found view; a real one answers 200', async () => {
    const user = await createUser({ lang: 'en' });
    const { context, page } = await openPage(browser, '/favicon.svg', { lang: 'en' });
    const missing = await page.goto('/no.such.person.here');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'User not found' }).waitFor();
    const real = await page.goto(`/${user.username}`);
    expect(real?.status()).toBe(200);
    const plans = await fetch(`${baseURL}/plans`, { headers: { accept: 'text/html' } });
    expect(plans.status).toBe(200);
    await context.close();
  });
});

describe('screenshots', () => {
  it.skipIf(!shots)(
    'setup, the registration error, the roadmap and the login notice in ru/en, light/dark, phone/desktop',
    async () => {
      const taken = await createUser();
      const fresh = await createUser();
      const planner = await createUser({ lang: 'ru', setup: true });
      await gql(
        'mutation ($input: GoalInput!) { createGoal(input: $input) { id } }',
        { input: { text: 'Прочитать 12 книг к декабрю', visibility: 'followers' } },
        planner.token,
      );
      for (const lang of ['ru', 'en'] as const) {
        for (const scheme of ['light', 'dark'] as const) {
          for (const width of [390, 1280]) {
            const tag = `${lang}-${scheme}-${width}`;
            const options = {
              lang,
              colorScheme: scheme,
              viewport: { width, height: width === 390 ? 844 : 900 },
              storage: { 'mantine-color-scheme-value': scheme },
            };
            const setup = await openPage(browser, '/setup', { ...options, token: fresh.token });
            await setup.page.getByRole('heading', { level: 2 }).first().waitFor();
            await setup.page.locator('input[type=file]').setInputFiles({
              name: 'notes.txt',
              mimeType: 'text/plain',
              buffer: Buffer.from('hello'),
            });
            await setup.page.getByRole('alert').waitFor();
            await shot(setup.page, `setup-${tag}`);
            await setup.page
              .getByRole('textbox', { name: lang === 'ru' ? 'Дата рождения' : 'Birthday' })
              .click();
            await setup.page.waitForTimeout(300);
            await shot(setup.page, `setup-calendar-${tag}`, false);
            await setup.context.close();

            const reg = await openPage(browser, '/registration', options);
            await reg.page
              .getByRole('textbox', { name: lang === 'ru' ? 'Электронная почта' : 'E-mail' })
              .fill(taken.email);
            await reg.page
              .getByRole('textbox', { name: lang === 'ru' ? 'Пароль' : 'Password', exact: true })
              .fill('another password 42');
            await reg.page
              .getByRole('textbox', { name: lang === 'ru' ? 'Повторите пароль' : 'Confirm password' })
              .fill('another password 42');
            await reg.page
              .getByRole('button', { name: lang === 'ru' ? 'Зарегистрироваться' : 'Sign up', exact: true })
              .click();
            await reg.page.getByRole('alert').waitFor();
            await shot(reg.page, `registration-taken-${tag}`);
            await reg.context.close();

            const map = await openPage(browser, '/roadmap', { ...options, token: planner.token });
            await map.page.getByTestId(width === 390 ? 'roadmap-list' : 'roadmap-grid').waitFor();
            await map.page.waitForTimeout(500);
            await shot(map.page, `roadmap-${tag}`);
            await map.context.close();

            const login = await openPage(browser, '/plans', {
              ...options,
              token: 'expired-or-revoked-token',
            });
            await login.page.getByRole('alert').waitFor();
            await shot(login.page, `login-expired-${tag}`);
            await login.context.close();
          }
        }
      }
    },
    240_000,
  );
});
