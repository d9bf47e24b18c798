// Rough edges in setup, registration, the roadmap, the layout, the login page and the
// server's page status, as a person meets them in the browser.
import { describe, expect, it } from 'vitest';
import { baseURL, checkA11y, createUser, gql, openPage, waitForPath } from './fixtures';
import { browser, setUpFile, shot, shots } from './rough-edges-kit';

setUpFile();

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
