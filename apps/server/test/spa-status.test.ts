// The history fallback answers the app's HTML everywhere, with the status a person would read off the
// page: 404 for a /{username} nobody has (the app shows its Not found view), 200 for real profiles and routes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp } from './harness.js';

const HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
let app: TestApp;
let webDist: string;
let username: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'stepwise-web-'));
  writeFileSync(path.join(webDist, 'index.html'), HTML);
  app = await startTestApp({ env: { WEB_DIST: webDist } });
  username = (await registerUser(app, 'spa.status.person@example.com')).username;
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function page(pathname: string, accept = 'text/html,application/xhtml+xml') {
  const res = await fetch(`${app.url}${pathname}`, { headers: { accept } });
  return { status: res.status, body: await res.text(), cache: res.headers.get('cache-control') };
}

describe('page status from the history fallback', () => {
  it('answers 404 with the app for an unknown /{username}, so the page still shows its Not found view', async () => {
    const res = await page('/nobody.here.at.all');
    expect(res.status).toBe(404);
    expect(res.body).toBe(HTML);
    expect(res.cache).toBe('no-cache');
    expect((await page('/nobody.here.at.all?tab=plans')).status).toBe(404);
    expect((await page(`/${'x'.repeat(80)}`)).status).toBe(404);
  });

  it('answers 200 for an existing user, in any letter case', async () => {
    expect(username).toBe('spa.status.person');
    const res = await page(`/${username}`);
    expect(res.status).toBe(200);
    // The app, with the profile's title and preview tags written in (og.test.ts).
    expect(res.body).toContain('<div id="root"></div>');
    expect((await page(`/${username.toUpperCase()}`)).status).toBe(200);
    expect((await page(`/${username}/`)).status).toBe(200);
  });

  it('answers 200 for the app routes, signed-in ones included, and their query strings', async () => {
    for (const route of ['/', '/login', '/registration', '/plans', '/roadmap', '/setup', '/settings']) {
      expect((await page(route)).status, route).toBe(200);
    }
    expect((await page('/reset-password?token=abc')).status).toBe(200);
    expect((await page(`/messages/${username}`)).status).toBe(200);
  });

  it('answers 404 for deeper paths the app does not route and for a malformed address', async () => {
    expect((await page(`/${username}/plans`)).status).toBe(404);
    expect((await page('/plans/extra/deep')).status).toBe(404);
    // Fastify itself refuses an address it cannot decode.
    expect((await page('/%E0%A4%A')).status).toBeGreaterThanOrEqual(400);
  });

  it('keeps JSON 404s for non-page requests', async () => {
    const res = await page('/nobody.here.at.all', 'application/json');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ error: 'Not found' });
  });
});
