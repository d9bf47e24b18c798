import { GraphQLError } from 'graphql';
import { type Lang, type MessageKey, t } from './messages.js';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  /** Registration with an e-mail that already has an account (the client offers sign-in and reset). */
  | 'EMAIL_TAKEN'
  | 'UNAUTHENTICATED'
  /** Registration refused by the instance: closed, or by invitation without a valid one. */
  | 'REGISTRATION_CLOSED'
  | 'INVITATION_REQUIRED'
  /** An account made while registration needs approval, not approved yet (registration and sign-in say so). */
  | 'APPROVAL_PENDING'
  /** Sign-in to a suspended account: the message gives the administrator's reason. */
  | 'ACCOUNT_SUSPENDED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  /** A query limit: depth, aliases, tokens, cost, or too many (costly) operations in one request. */
  | 'QUERY_TOO_COMPLEX'
  /** A write with an expected version that the row no longer has: it changed meanwhile (offline replays). */
  | 'CONFLICT';

/** An expected error: a stable code and a message the person can read in their language. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly vars: Record<string, string | number> = {},
    readonly field?: string,
  ) {
    super(key);
  }

  toGraphQL(lang: Lang): GraphQLError {
    return new GraphQLError(t(lang, this.key, this.vars), {
      extensions: { code: this.code, ...(this.field ? { field: this.field } : {}) },
    });
  }
}

export const badInput = (key: MessageKey, field?: string, vars?: Record<string, string | number>) =>
  new AppError('BAD_USER_INPUT', key, vars, field);
