import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedSchema, schemaFile } from '../src/graphql/print-schema.js';
import { codeOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { NODE_ENV: 'production' } });
});
afterAll(() => app.close());

describe('GraphQL hardening (production)', () => {
  it('turns introspection off', async () => {
    const res = await app.gql('{ __schema { types { name } } }');
    expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.data).toBeUndefined();
  });

  it('hides field suggestions', async () => {
    const res = await app.gql('{ currentUsr { entities { id } } }');
    expect(res.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('refuses batched requests', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: '' },
      body: JSON.stringify([{ query: '{ mentors { id } }' }, { query: '{ mentors { id } }' }]),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('limits aliases and depth', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: mentors { id }`).join(' ');
    const tooMany = await app.gql(`{ ${aliases} }`);
    expect(codeOf(tooMany)).toBe('QUERY_TOO_COMPLEX');
    expect(tooMany.errors?.[0]?.message).toMatch(/too large or too complex/);
    expect(tooMany.data).toBeUndefined();
    const normal = '{ currentUser { entities { socialLinks { network url } } } }';
    expect((await app.gql(normal)).errors).toBeUndefined();
    const tooDeep = `{ a: mentors { id } ${'__typename '.repeat(1)} }`.replace(
      'id',
      '__typename '.repeat(2000),
    );
    expect(codeOf(await app.gql(tooDeep))).toBe('QUERY_TOO_COMPLEX');
  });

  it('sends security headers with a strict CSP (no inline script)', async () => {
    const res = await fetch(`${app.url}/healthz`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers the API with a policy that allows nothing, and without the page-only headers', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
    // A refusal before GraphQL (not JSON) gets the same.
    const bad = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('masks unexpected errors: no stack trace, no SQL text', async () => {
    const broken = await startTestApp({ env: { NODE_ENV: 'production' } });
    const user = await registerUser(broken);
    // Break the database under the running app: every query now fails.
    await broken.database.db.execute('drop table mentor_profiles cascade');
    const res = await broken.gql('{ mentors { id } }', {}, { token: user.token });
    await broken.close();
    const text = JSON.stringify(res);
    expect(text).not.toMatch(/select|from "|stack|at \w+ \(/i);
    expect(res.errors?.[0]).toMatchObject({ message: 'Unexpected error.', path: ['mentors'] });
    expect(Object.keys(res.errors?.[0]?.extensions ?? {})).toEqual(['code']);
  });
});

describe('schema file', () => {
  it('apps/server/schema.graphql is up to date (run npm run schema:print -w apps/server)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(printedSchema());
  });
});

describe('CORS', () => {
  it('answers the native shells’ origins and nobody else’s', async () => {
    const preflight = (origin: string) =>
      fetch(`${app.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const native = await preflight('capacitor://localhost');
    expect(native.headers.get('access-control-allow-origin')).toBe('capacitor://localhost');
    expect(native.headers.get('access-control-allow-credentials')).not.toBe('true');
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});
