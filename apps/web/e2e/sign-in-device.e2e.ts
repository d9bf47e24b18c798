import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, launch, openPage, waitForPath } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// A password sign-in leaves the browser a device token that its next sign-in sends (decision 084): the
// owner's browser is counted apart from strangers guessing the password, and logging out keeps the token.
describe('sign-in device token', () => {
  it('is kept after signing in, sent with the next sign-in, and survives logging out', async () => {
    const me = await createUser({ setup: true, lang: 'en', firstName: 'Dora', lastName: 'Device' });
    const { context, page } = await openPage(browser, '/login', { lang: 'en' });
    const signIn = async () => {
      await page.getByRole('textbox', { name: 'E-mail' }).fill(me.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(me.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForPath(page, '/profile');
    };
    await signIn();
    const device = await page.evaluate(() => localStorage.getItem('deviceToken'));
    expect(device).toMatch(/^[\w-]{40,}$/);
    // Logged out (the session goes), the device token stays and goes with the next sign-in.
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('cachedUser');
    });
    await page.goto('/login');
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('"operationName":"Login"'),
    );
    await signIn();
    const body = JSON.parse((await sent).postData() ?? '{}');
    expect(body.variables.deviceToken).toBe(device);
    expect(await page.evaluate(() => localStorage.getItem('deviceToken'))).toBe(device);
    await context.close();
  });
});
