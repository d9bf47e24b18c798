import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp } from './harness.js';

/**
 * The native shells load the app from the device (`capacitor://localhost` on iOS, `https://localhost` on
 * Android, `http://localhost` with Android's http scheme) and call the server cross-origin: /graphql must
 * answer them with CORS, and nobody else.
 */
const SHELLS = ['capacitor://localhost', 'https://localhost', 'http://localhost'];

const preflight = (app: TestApp, origin: string, headers = 'authorization,content-type,accept-language') =>
  fetch(`${app.url}/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': headers,
    },
  });

const post = (app: TestApp, origin: string, token: string, query: string) =>
  fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
    },
    body: JSON.stringify({ query }),
  });

/** Opens an SSE subscription from `origin` and resolves with the response headers, then drops it. */
function streamHeaders(app: TestApp, origin: string, token: string): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL('/graphql', app.url),
      {
        method: 'POST',
        agent: false,
        headers: {
          origin,
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        resolve(res.headers);
        req.destroy();
      },
    );
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.end(JSON.stringify({ query: 'subscription { taskChanged { change } }' }));
  });
}

describe('CORS for the native shells (default CORS_ORIGINS)', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = (await registerUser(app)).token;
  });
  afterAll(() => app.close());

  it('a preflight from each shell origin is allowed, with the headers the app sends and no credentials', async () => {
    for (const origin of SHELLS) {
      const res = await preflight(app, origin, 'authorization,content-type,accept-language,x-graphql-csrf');
      expect(res.status, origin).toBeLessThan(300);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const header of ['authorization', 'content-type', 'accept-language', 'x-graphql-csrf']) {
        expect(allowed).toContain(header);
      }
      expect(res.headers.get('access-control-allow-methods') ?? '').toContain('POST');
      expect(res.headers.get('access-control-allow-credentials')).not.toBe('true');
    }
  });

  it('a signed-in query from a shell origin is answered with its CORS header', async () => {
    for (const origin of SHELLS) {
      const res = await post(app, origin, token, '{ currentUser { entities { id email } } }');
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const body = (await res.json()) as { data?: { currentUser?: { entities?: { id?: string } } } };
      expect(body.data?.currentUser?.entities?.id).toBeTruthy();
    }
  });

  it('a live subscription (SSE) from a shell origin carries the CORS header too', async () => {
    const headers = await streamHeaders(app, 'capacitor://localhost', token);
    expect(String(headers['content-type'])).toContain('text/event-stream');
    expect(headers['access-control-allow-origin']).toBe('capacitor://localhost');
  });

  it('any other origin gets no CORS header (a page elsewhere cannot read the answers)', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:5173',
      'https://localhost.evil.example',
      'null',
    ]) {
      const pre = await preflight(app, origin);
      expect(pre.headers.get('access-control-allow-origin'), origin).toBeNull();
      const res = await post(app, origin, token, '{ mentors { id } }');
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('avatars may be shown by the shells (Cross-Origin-Resource-Policy: cross-origin on /uploads/ only)', async () => {
    const dir = path.join(app.config.uploadsDir, 'avatars');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'native-cors.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    const avatar = await fetch(`${app.url}/uploads/avatars/native-cors.png`, {
      headers: { origin: 'capacitor://localhost' },
    });
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const health = await fetch(`${app.url}/healthz`);
    expect(health.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('CORS_ORIGINS set by the operator', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { CORS_ORIGINS: ' https://app.example.com , capacitor://localhost ' } });
  });
  afterAll(() => app.close());

  it('allows exactly the listed origins (trimmed), no longer the defaults', async () => {
    for (const origin of ['https://app.example.com', 'capacitor://localhost']) {
      expect((await preflight(app, origin)).headers.get('access-control-allow-origin')).toBe(origin);
    }
    for (const origin of ['https://localhost', 'http://localhost']) {
      expect((await preflight(app, origin)).headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
