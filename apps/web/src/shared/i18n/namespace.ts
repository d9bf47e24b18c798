import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import type { Russian } from './russian';

export type { Russian } from './russian';

/**
 * Texts that live beside their code: a module registers its own namespace when it is first imported,
 * so a lazily loaded page brings its texts along and the first screen's bundle stays small.
 */
export function registerTexts<T extends object>(ns: string, en: T, ru: Russian<T>) {
  i18n.addResourceBundle('en', ns, en, true, true);
  i18n.addResourceBundle('ru', ns, ru, true, true);
}

/** Dotted keys of a texts object; plural keys by their base (`steps`, not `steps_one`). */
export type TextKey<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K extends `${infer B}_${'one' | 'few' | 'many' | 'other'}` ? B : K}`
    : TextKey<T[K], `${P}${K}.`>;
}[keyof T & string];

// The namespaces are registered at run time, so i18next's own key types do not know them; `Key` types them.
type Lookup = { t: (key: string, options: Record<string, unknown>) => string };

function lookup(
  instance: typeof i18n,
  namespaces: readonly string[],
  key: string,
  options?: Record<string, unknown>,
): string {
  return (instance as unknown as Lookup).t(key, { ns: namespaces, ...options });
}

/**
 * `t` over some namespaces, looked up in their order and typed by `Key`; it re-renders on a language change.
 */
export function useTexts<Key extends string>(namespaces: readonly string[]) {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  const nsKey = namespaces.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is what changes the texts
  return useCallback(
    (key: Key, options?: Record<string, unknown>): string => lookup(instance, namespaces, key, options),
    [instance, lang, nsKey],
  );
}

/** The same `t` outside React (notifications, error lines), in the interface's current language. */
export function textsT<Key extends string>(namespaces: readonly string[]) {
  return (key: Key, options?: Record<string, unknown>): string => lookup(i18n, namespaces, key, options);
}

/** Flat dotted keys (plural suffixes folded) of a texts object: for tests that en and ru match. */
export function textKeys(value: unknown, prefix = ''): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [`${prefix}${k}`.replace(/_(one|few|many|other)$/, '')]
      : textKeys(v, `${prefix}${k}.`),
  );
}
