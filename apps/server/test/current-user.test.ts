import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { hashToken } from '../src/kernel/tokens.js';
import { CURRENT_USER, codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('CurrentUser (S-A3, S-D1, S-D2)', () => {
  it('answers entities: null to a guest with an empty Authorization header', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: '' },
      body: JSON.stringify({
        query: 'query CurrentUser{currentUser{entities{id}}}',
        operationName: 'CurrentUser',
        variables: {},
      }),
    });
    expect(await res.json()).toEqual({ data: { currentUser: { entities: null } } });
  });

  it('returns the spec fields, status as a string, bio and links only with details', async () => {
    const user = await registerUser(app);
    const plain = await app.gql(CURRENT_USER, {}, { token: user.token });
    const entities = plain.data?.currentUser.entities;
    expect(Object.keys(entities).sort()).toEqual(
      [
        'avatarUrl',
        'bio',
        'birthday',
        'email',
        'firstName',
        'id',
        'lang',
        'lastName',
        'mentorId',
        'name',
        'socialLinks',
        'status',
        'timezone',
        'username',
      ].sort(),
    );
    expect(entities).toMatchObject({
      id: user.id,
      email: user.email,
      status: '0',
      bio: null,
      socialLinks: null,
    });
    const detailed = await app.gql(CURRENT_USER, { withProfileDetails: true }, { token: user.token });
    expect(detailed.data?.currentUser.entities).toMatchObject({ bio: { text: '' }, socialLinks: [] });
  });

  it('answers UNAUTHENTICATED to an unknown token, so the client logs out', async () => {
    const res = await app.gql(CURRENT_USER, {}, { token: 'not-a-real-token' });
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
    expect(res.data).toBeNull();
  });

  it('answers UNAUTHENTICATED to an expired token, in the caller language', async () => {
    const user = await registerUser(app);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    const res = await app.gql(CURRENT_USER, {}, { token: user.token, lang: 'ru' });
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
    expect(messageOf(res)).toBe('Сеанс истёк. Войдите снова.');
  });

  it('treats a malformed Authorization header as an invalid token', async () => {
    const res = await app.gql(CURRENT_USER, {}, { headers: { authorization: 'Basic abc' } });
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
  });

  it('stores only the hash of a token', async () => {
    const user = await registerUser(app);
    const rows = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(user.token));
    expect(rows[0]!.tokenHash).not.toContain(user.token);
    expect(Buffer.from(user.token, 'base64url')).toHaveLength(32);
  });
});
