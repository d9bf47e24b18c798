// The Russian texts' type, apart from the i18n instance: the texts that instance loads at start import it too.
type PluralForm = 'one' | 'few' | 'many' | 'other';

/**
 * The Russian texts' shape, derived from the English ones: the same keys at every level, except that a plural
 * (an English `x_one`/`x_other`) needs Russian's three integer forms `x_one`, `x_few` and `x_many`; `x_other`
 * (fractions) may be added. Declare Russian texts with `satisfies Russian<typeof en>`, never a cast: a missing
 * or extra key, or a missing plural form, is then a compile error.
 */
export type Russian<T> = {
  [K in keyof T as K extends `${string}_${PluralForm}` ? never : K]: T[K] extends string
    ? string
    : Russian<T[K]>;
} & {
  [K in keyof T as K extends `${infer B}_${PluralForm}`
    ? `${B}_${Exclude<PluralForm, 'other'>}`
    : never]: string;
} & {
  [K in keyof T as K extends `${infer B}_${PluralForm}` ? `${B}_other` : never]?: string;
};
