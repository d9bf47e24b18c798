/**
 * Intl formatters, made once per language and options and reused: creating one costs far more than formatting
 * with it (a plans page formats a date per step: 73 ms of a slow phone's first render went to `new
 * Intl.DateTimeFormat` alone, in a CPU profile at 4x slowdown). A language the browser rejects throws, as
 * `new Intl.DateTimeFormat` does, and is not kept.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

export function dateFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}\u0000${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function relativeFormat(
  lang: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  const key = `${lang}\u0000${JSON.stringify(options)}`;
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang, options);
    relativeFormats.set(key, format);
  }
  return format;
}
