// The critical CSS of a page the server drew: the rules of the app's stylesheets that its markup can use, put
// inline in the page so it paints without waiting for the stylesheet (which theme-init.js then adds, off the
// critical path, as on every other page). Beasties compiles the stylesheets once and scans each page in one pass.
//
// Selectors are matched by the presence of their parts (`exact: false`): a rule is kept when every tag, class, id
// and attribute it names is in the page. That keeps more than a browser would apply (the dark scheme's rules, on
// `[data-mantine-color-scheme]`, are kept for a light page too), which is what the page needs: theme-init.js may
// switch the scheme before the first paint.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type CompiledSheet, compileSheet } from 'beasties/compiler';
import { renderCriticalCss, scanHtml } from 'beasties/runtime';

export interface CriticalCss {
  /** The rules `html` (a whole page) can use, minified. */
  of(html: string): string;
}

/** Compiles the stylesheets at `hrefs` (paths under `webDist`, as the build wrote them). */
export async function compileCriticalCss(webDist: string, hrefs: string[]): Promise<CriticalCss> {
  const sheets: CompiledSheet[] = await Promise.all(
    hrefs.map(async (href) =>
      compileSheet(await readFile(path.join(webDist, href.replace(/^\//, '')), 'utf8'), {
        href,
        exact: false,
      }),
    ),
  );
  return {
    of(html) {
      const tokens = scanHtml(html, [], { chars: false });
      return sheets.map((sheet) => renderCriticalCss(sheet, tokens, { keyframes: 'critical' }).css).join('');
    },
  };
}
