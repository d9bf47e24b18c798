/**
 * Password strength as the server measures it (zxcvbn-ts, common + English dictionaries, the e-mail as a
 * user input): a new password needs a score of at least 3 of 4.
 */
export const MIN_PASSWORD_SCORE = 3;

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

/** The strength of `password`; `userInputs` are words of the account (e-mail, name) that make it weaker. */
export async function measureStrength(password: string, userInputs: string[] = []): Promise<Strength> {
  const { check } = await loadEstimator();
  const result = check(password, userInputs.filter(Boolean));
  return { ...result, score: result.score as Strength['score'] };
}

export const isStrongEnough = (strength: Strength) => strength.score >= MIN_PASSWORD_SCORE;
