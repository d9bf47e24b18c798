// The colour scheme of a page the server drew. public/theme-init.js sets it on <html> before the first paint (the
// stored choice, else the system's); without JavaScript that never runs, so the server draws it where it can:
// - a stored 'light' or 'dark' is known from the `color-scheme` cookie, which the app keeps equal to the choice
//   (theme-init.js and shared/theme/theme.ts write it): <html data-mantine-color-scheme> says it;
// - otherwise ('auto', or no cookie) the system decides: the server marks <html> 'auto', which theme-init.js turns
//   into light or dark before the first paint, and a <noscript> style (applied only when scripting is off) repeats
//   the light scheme's rules for 'auto' under `prefers-color-scheme: light` and the dark scheme's under `dark`.

export type Scheme = 'light' | 'dark' | 'auto';

export const SCHEME_COOKIE = 'color-scheme';

/** The stored scheme in the request's cookie ('auto' without one). */
export function pageScheme(cookie: string | undefined): Scheme {
  const value = new RegExp(`(?:^|;\\s*)${SCHEME_COOKIE}=(light|dark|auto)(?:;|$)`).exec(cookie ?? '')?.[1];
  return value === 'light' || value === 'dark' ? value : 'auto';
}

const SCHEME_ATTRIBUTE = (scheme: 'light' | 'dark') =>
  new RegExp(`\\[data-mantine-color-scheme=(?:${scheme}|"${scheme}"|'${scheme}')\\]`, 'g');
const AUTO = '[data-mantine-color-scheme="auto"]';

/** Splits a selector list at its top-level commas (not those inside :is(), :where() or an attribute). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** The index of the brace closing the block opened at `open`, skipping strings and comments. */
function closing(css: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

/**
 * The rules of `css` for one scheme, rewritten for a page marked 'auto': only the selectors that name
 * `[data-mantine-color-scheme=<scheme>]`, with that part made 'auto'; inside @media, @supports and @layer as they
 * were; other at-rules (keyframes, font faces) left out, since the page's own styles have them.
 */
export function schemeRulesForAuto(css: string, scheme: 'light' | 'dark'): string {
  const attribute = SCHEME_ATTRIBUTE(scheme);
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const prelude = css
      .slice(i, open)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    const end = closing(css, open);
    const body = css.slice(open + 1, end);
    // A statement at-rule before the block (`@import …;`, `@charset …;`) belongs to no rule.
    const head = prelude.slice(prelude.lastIndexOf(';') + 1).trim();
    if (head.startsWith('@')) {
      if (/^@(media|supports|layer|container)\b/.test(head)) {
        const inner = schemeRulesForAuto(body, scheme);
        if (inner) out += `${head}{${inner}}`;
      }
    } else {
      const named = selectors(head).filter((sel) => sel.search(attribute) >= 0);
      if (named.length > 0) out += `${named.map((sel) => sel.replace(attribute, AUTO)).join(',')}{${body}}`;
    }
    i = end + 1;
  }
  return out;
}

/**
 * `page` (a drawn page's HTML) with its scheme on <html>: the cookie's, or 'auto' with the schemes' rules of all its
 * styles under `prefers-color-scheme` for when scripting is off (at the end of the body, after every other style,
 * Mantine's variables drawn in the body too).
 */
export function withColorScheme(page: string, scheme: Scheme): string {
  const marked = page.replace(
    /(<html\b[^>]*\bdata-mantine-color-scheme=")[a-z]+"/,
    (_, start: string) => `${start}${scheme}"`,
  );
  if (scheme !== 'auto') return marked;
  const css = [...page.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const light = schemeRulesForAuto(css, 'light');
  const dark = schemeRulesForAuto(css, 'dark');
  return marked.replace(
    '</body>',
    () =>
      `  <noscript><style>@media (prefers-color-scheme:light){${light}}@media (prefers-color-scheme:dark){${dark}}</style></noscript>\n  </body>`,
  );
}
