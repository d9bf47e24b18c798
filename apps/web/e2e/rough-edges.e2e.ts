// Rough edges in setup, registration, the roadmap, the layout, the login page and the
// server's page status, as a person meets them in the browser.
import { describe, expect, it } from 'vitest';
import { checkA11y, createUser, openPage, waitForPath } from './fixtures';
import { avatar, browser, goalCount, setUpFile, shot } from './rough-edges-kit';

setUpFile();

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
