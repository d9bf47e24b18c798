/** A quoted name or note in the reader's language: «…» in Russian, “…” in English. */
export function quoted(text: string, lang: string): string {
  return lang.startsWith('ru') ? `«${text}»` : `“${text}”`;
}
