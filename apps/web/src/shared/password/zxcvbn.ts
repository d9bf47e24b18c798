// Loaded apart (a dynamic import from `passwordStrength.ts`): the dictionaries weigh several hundred KB,
// so they come only when someone types a new password.

import { estimatorOptions } from '@stepwise/domain/password';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as enDictionary, translations } from '@zxcvbn-ts/language-en';

/** Each feedback text replaced by its own key, so the page translates it through i18next (ru, en). */
const asKeys = (texts: Record<string, string>) =>
  Object.fromEntries(Object.keys(texts).map((key) => [key, key]));

// The server's estimator, option for option (estimatorOptions of @stepwise/domain/password), so the form and
// the API give one verdict.
const factory = new ZxcvbnFactory({
  ...estimatorOptions({ dictionary: commonDictionary, adjacencyGraphs }, { dictionary: enDictionary }),
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
