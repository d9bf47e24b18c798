import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_USER, codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const GOOGLE =
  'mutation LoginWithGoogle($idToken: String!) { loginWithGoogle(idToken: $idToken) { token user { id email firstName } } }';

let app: TestApp;
let sign: (claims: Record<string, unknown>, aud?: string) => Promise<string>;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256' };
  sign = (claims, aud = CLIENT_ID) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  app = await startTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID },
    googleKeys: createLocalJWKSet({ keys: [jwk] }),
  });
});
afterAll(() => app.close());

describe('Google sign-in (ID token verified against the key set)', () => {
  it('tells the client it is on', async () => {
    expect((await app.gql('{ authConfig { googleClientId } }')).data).toEqual({
      authConfig: { googleClientId: CLIENT_ID },
    });
  });

  it('creates an account on first sign-in and finds it again by subject', async () => {
    const claims = { sub: 'g-1', email: 'Gina@Gmail.example', email_verified: true, given_name: 'Gina' };
    const first = await app.gql(GOOGLE, { idToken: await sign(claims) });
    expect(first.data?.loginWithGoogle.user).toMatchObject({
      email: 'gina@gmail.example',
      firstName: 'Gina',
    });
    const second = await app.gql(GOOGLE, { idToken: await sign(claims) });
    expect(second.data?.loginWithGoogle.user.id).toBe(first.data?.loginWithGoogle.user.id);
    const me = await app.gql(CURRENT_USER, {}, { token: second.data?.loginWithGoogle.token });
    expect(me.data?.currentUser.entities.email).toBe('gina@gmail.example');
  });

  it('links an existing password account with the same verified e-mail', async () => {
    const user = await registerUser(app, 'both@example.com');
    const res = await app.gql(GOOGLE, {
      idToken: await sign({ sub: 'g-2', email: 'both@example.com', email_verified: true }),
    });
    expect(res.data?.loginWithGoogle.user.id).toBe(user.id);
  });

  it('refuses a token for another client, an unverified e-mail, a forged signature and garbage', async () => {
    const wrongAud = await sign({ sub: 'g-3', email: 'x@example.com', email_verified: true }, 'someone-else');
    const unverified = await sign({ sub: 'g-4', email: 'y@example.com', email_verified: false });
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: 'g-5', email: 'z@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setExpirationTime('5m')
      .sign(privateKey);
    for (const idToken of [wrongAud, unverified, forged, 'not.a.jwt']) {
      const res = await app.gql(GOOGLE, { idToken });
      expect(codeOf(res)).toBe('UNAUTHENTICATED');
      expect(messageOf(res)).toBe('Google sign-in failed. Please try again.');
    }
  });
});

describe('Google sign-in when not configured', () => {
  it('is off, and says so', async () => {
    const off = await startTestApp();
    try {
      expect((await off.gql('{ authConfig { googleClientId } }')).data).toEqual({
        authConfig: { googleClientId: null },
      });
      expect(messageOf(await off.gql(GOOGLE, { idToken: 'x' }))).toBe('Google sign-in is not configured.');
    } finally {
      await off.close();
    }
  });
});
