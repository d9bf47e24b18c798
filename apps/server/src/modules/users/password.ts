import { estimatorOptions, MIN_PASSWORD_SCORE } from '@stepwise/domain/password';
import zxcvbnCore, { type FeedbackType } from '@zxcvbn-ts/core';
import zxcvbnCommon from '@zxcvbn-ts/language-common';
import zxcvbnEn from '@zxcvbn-ts/language-en';
import argon2 from 'argon2';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { badInput } from '../../kernel/errors.js';
import type { MessageKey } from '../../kernel/messages.js';
import { consume } from '../../limits/rate-limit.js';

// OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, options);

/** A hash of nothing in particular, verified when the account does not exist so timing tells nothing. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

/**
 * The signed-in person proves it is them with their current password (changing it, deleting the account,
 * moving the e-mail): a few tries a minute per account (RATE_LIMITED past them), then wrongCurrentPassword
 * on `field` when it is wrong. A right one gives its try back.
 */
export async function verifyCurrentPassword(
  guard: RateLimiterAbstract,
  user: { id: string; passwordHash: string | null },
  password: string,
  field: string,
): Promise<void> {
  await consume([guard, user.id]);
  if (password.length > 128 || !(await verifyPassword(user.passwordHash, password))) {
    throw badInput('wrongCurrentPassword', field);
  }
  await guard.reward(user.id);
}

let factory: InstanceType<typeof zxcvbnCore.ZxcvbnFactory> | undefined;
function estimator() {
  // Built once, on first use (about 40 ms). Levenshtein matching is off: it costs 100–400 ms per check.
  factory ??= new zxcvbnCore.ZxcvbnFactory(estimatorOptions(zxcvbnCommon, zxcvbnEn));
  return factory;
}

const reasons: Record<string, MessageKey> = {
  topTen: 'passwordCommon',
  topHundred: 'passwordCommon',
  common: 'passwordCommon',
  pwned: 'passwordCommon',
  similarToCommon: 'passwordSimilarToCommon',
  straightRow: 'passwordKeyboard',
  keyPattern: 'passwordKeyboard',
  simpleRepeat: 'passwordRepeat',
  extendedRepeat: 'passwordRepeat',
  sequences: 'passwordSequence',
  recentYears: 'passwordDates',
  dates: 'passwordDates',
  wordByItself: 'passwordSingleWord',
  namesByThemselves: 'passwordNames',
  commonNames: 'passwordNames',
  userInputs: 'passwordPersonal',
};

export interface Strength {
  score: number;
  /** Why the password is weak, as a message key; undefined when it is strong enough. */
  reason: MessageKey | undefined;
}

export function passwordStrength(password: string, userWords: string[] = []): Strength {
  const result = estimator().check(password, userWords);
  if (result.score >= MIN_PASSWORD_SCORE) return { score: result.score, reason: undefined };
  const feedback: FeedbackType = result.feedback;
  return { score: result.score, reason: (feedback.warning && reasons[feedback.warning]) || 'passwordWeak' };
}

/** Throws BAD_USER_INPUT with the reason, in the caller's language, when the password is too easy to guess. */
export function assertStrongPassword(password: string, userWords: string[], field = 'password'): void {
  const { reason } = passwordStrength(password, userWords);
  if (reason) throw badInput(reason, field);
}
