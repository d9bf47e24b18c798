/**
 * Intl formatters, made once per language and options and reused: creating one costs far more than formatting
 * with it (a plans page formats a date per step: 73 ms of a slow phone's first render went to `new
 * Intl.DateTimeFormat` alone, in a CPU profile at 4x slowdown). A language the browser rejects throws, as
 * `new Intl.DateTimeFormat` does, and is not kept.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function once<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const dateFormat = (lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once(`date\u0000${lang}\u0000${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(lang, options));

export const relativeFormat = (
  lang: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat =>
  once(
    `relative\u0000${lang}\u0000${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(lang, options),
  );
