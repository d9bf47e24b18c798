/**
 * Password strength as the server measures it (zxcvbn-ts with the server's dictionaries and options; the
 * e-mail and its parts as personal words): a new password needs a score of at least 3 of 4.
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

/** The words a guesser would try first for this person: the e-mail and its parts, the names (as the server). */
export function personalWords(...values: Array<string | null | undefined>): string[] {
  const words = new Set<string>();
  for (const value of values) {
    const v = value?.trim().toLowerCase();
    if (!v) continue;
    words.add(v);
    for (const part of v.split(/[@.+_\-\s]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** The strength of `password`; `personal` are the account's e-mail and names, which make it weaker. */
export async function measureStrength(password: string, personal: string[] = []): Promise<Strength> {
  const { check } = await loadEstimator();
  const result = check(password, personalWords(...personal));
  return { ...result, score: result.score as Strength['score'] };
}

export const isStrongEnough = (strength: Strength) => strength.score >= MIN_PASSWORD_SCORE;
