import { MIN_PASSWORD_SCORE, personalWords } from '@stepwise/domain/password';

// Password strength as the server measures it (zxcvbn-ts with the same dictionaries and bounds; the e-mail and
// its parts as personal words): a new password needs MIN_PASSWORD_SCORE.

export interface Strength {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** A key of `passwordStrength.warnings`, or null. */
  warning: string | null;
  /** Keys of `passwordStrength.suggestions`. */
  suggestions: string[];
}

let loading: Promise<typeof import('./zxcvbn')> | null = null;

/** Starts fetching the estimator (its own chunk) without waiting for it. */
export function preloadStrength(): void {
  void loadEstimator().catch(() => undefined);
}

function loadEstimator() {
  loading ??= import('./zxcvbn').catch((error) => {
    loading = null; // a failed fetch (offline) is tried again next time
    throw error;
  });
  return loading;
}

/** The strength of `password`; `personal` are the account's e-mail and names, which make it weaker. */
export async function measureStrength(password: string, personal: string[] = []): Promise<Strength> {
  const { check } = await loadEstimator();
  const result = check(password, personalWords(...personal));
  return { ...result, score: result.score as Strength['score'] };
}

export const isStrongEnough = (strength: Strength) => strength.score >= MIN_PASSWORD_SCORE;
