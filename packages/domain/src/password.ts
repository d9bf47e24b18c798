/**
 * What the server and the sign-up form both give the password estimator (zxcvbn-ts), so the form and the API
 * reach one verdict: the extra words, the bounds, the minimum score. Each side builds the estimator itself
 * (the form loads its dictionaries on demand).
 */

/** Passwords scoring below this (zxcvbn's 0 to 4) are refused. */
export const MIN_PASSWORD_SCORE = 3;

/** Common Russian passwords and the Russian keyboard's rows, which the English lists do not know. */
const RUSSIAN_PASSWORDS: string[] = [
  'пароль',
  'йцукен',
  'йцукенг',
  'йцукенгшщзхъ',
  'фывапролджэ',
  'фыва',
  'ячсмить',
  'любовь',
  'привет',
  'солнышко',
  'котик',
  'зайка',
  'наташа',
  'максим',
  'москва',
  'россия',
  'спартак',
  'ytnhjdf',
  'gfhjkm',
  'rfhfylfi',
];

/** The dictionaries added to zxcvbn's common and English ones. */
const EXTRA_DICTIONARIES = { russian: RUSSIAN_PASSWORDS, site: ['stepwise'] };

/**
 * The estimator's bounds: both limit the time a pathological input costs (with the defaults, '1q2w3e4r' × 16
 * took 0.8 s; with these under 0.1 s). Past 64 characters a password is strong anyway.
 */
const ESTIMATOR_BOUNDS = { maxLength: 64, l33tMaxSubstitutions: 4 } as const;

/**
 * The estimator's options, the same on the server and in the browser (one verdict): zxcvbn-ts' common and
 * English packages, passed in by each side (this package does not load them), with our dictionaries and bounds.
 */
export function estimatorOptions<D extends object, G>(
  common: { dictionary: D; adjacencyGraphs: G },
  english: { dictionary: object },
) {
  return {
    dictionary: { ...common.dictionary, ...english.dictionary, ...EXTRA_DICTIONARIES },
    graphs: common.adjacencyGraphs,
    ...ESTIMATOR_BOUNDS,
  };
}

/** The words a guesser would try first for this person: the e-mail and its parts, the names. */
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
