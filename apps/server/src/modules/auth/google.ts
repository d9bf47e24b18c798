import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { AppError } from '../../kernel/errors.js';

export interface GoogleIdentity {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface GoogleVerifier {
  clientId: string;
  verify(idToken: string): Promise<GoogleIdentity>;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Verifies a Google Identity Services ID token against the key set (Google's, or a local one in tests). */
export function createGoogleVerifier(clientId: string, keys: JWTVerifyGetKey | string): GoogleVerifier {
  const getKey = typeof keys === 'string' ? createRemoteJWKSet(new URL(keys)) : keys;
  return {
    clientId,
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, getKey, { issuer: ISSUERS, audience: clientId });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.email !== 'string' ||
          payload.email_verified !== true
        ) {
          throw new Error('token without a verified e-mail');
        }
        return {
          sub: payload.sub,
          email: payload.email.toLowerCase(),
          firstName: typeof payload.given_name === 'string' ? payload.given_name.slice(0, 60) : '',
          lastName: typeof payload.family_name === 'string' ? payload.family_name.slice(0, 60) : '',
        };
      } catch {
        throw new AppError('UNAUTHENTICATED', 'googleFailed');
      }
    },
  };
}
