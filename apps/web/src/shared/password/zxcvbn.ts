// Loaded apart (a dynamic import from `passwordStrength.ts`): the dictionaries weigh several hundred KB,
// so they come only when someone types a new password.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as enDictionary, translations } from '@zxcvbn-ts/language-en';

/** Each feedback text replaced by its own key, so the page translates it through i18next (ru, en). */
const asKeys = (texts: Record<string, string>) =>
  Object.fromEntries(Object.keys(texts).map((key) => [key, key]));

// The server's estimator, option for option (apps/server/src/lib/password.ts), so the form and the API
// give one verdict: the same dictionaries, the same Russian additions, the same bounds.
/** Common Russian passwords and the Russian keyboard's rows, which the English lists do not know. */
const russian = [
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

const factory = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...enDictionary, russian, site: ['stepwise'] },
  graphs: adjacencyGraphs,
  maxLength: 64,
  l33tMaxSubstitutions: 4,
  translations: {
    ...translations,
    warnings: asKeys(translations.warnings) as typeof translations.warnings,
    suggestions: asKeys(translations.suggestions) as typeof translations.suggestions,
  },
});

export function check(password: string, userInputs: string[]) {
  const { score, feedback } = factory.check(password, userInputs);
  return { score, warning: feedback.warning, suggestions: feedback.suggestions };
}
