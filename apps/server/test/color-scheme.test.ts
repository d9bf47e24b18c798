import { describe, expect, it } from 'vitest';
import { pageScheme, schemeRulesForAuto, withColorScheme } from '../src/app/color-scheme.js';

describe('a drawn page’s colour scheme', () => {
  it('reads the chosen scheme from the cookie, auto without one or with another value', () => {
    expect(pageScheme('lang=en; color-scheme=dark')).toBe('dark');
    expect(pageScheme('color-scheme=light')).toBe('light');
    expect(pageScheme('color-scheme=auto; lang=ru')).toBe('auto');
    expect(pageScheme('my-color-scheme=dark')).toBe('auto');
    expect(pageScheme('color-scheme=darkish')).toBe('auto');
    expect(pageScheme(undefined)).toBe('auto');
  });

  it('takes the rules naming one scheme, in any quoting and inside :where(), for auto', () => {
    const css =
      ':root{--a:1}' +
      ':root[data-mantine-color-scheme=dark]{--a:2}' +
      "html[data-mantine-color-scheme='dark'] .x,.y{color:red}" +
      ':where([data-mantine-color-scheme="dark"]) .z{color:blue}' +
      '[data-mantine-color-scheme=light] .w{display:none}' +
      '@media (min-width:48em){.v{margin:0}[data-mantine-color-scheme=dark] .v{margin:1px}}' +
      '@keyframes k{from{opacity:0}to{opacity:1}}' +
      '.a[title="a,b{c}"]{color:green}';
    expect(schemeRulesForAuto(css, 'dark')).toBe(
      ':root[data-mantine-color-scheme="auto"]{--a:2}' +
        'html[data-mantine-color-scheme="auto"] .x{color:red}' +
        ':where([data-mantine-color-scheme="auto"]) .z{color:blue}' +
        '@media (min-width:48em){[data-mantine-color-scheme="auto"] .v{margin:1px}}',
    );
    expect(schemeRulesForAuto(css, 'light')).toBe('[data-mantine-color-scheme="auto"] .w{display:none}');
  });

  it('marks <html> with a chosen scheme and adds no style for it', () => {
    const page =
      '<html lang="ru" data-ssr="" data-mantine-color-scheme="light"><head><style>[data-mantine-color-scheme=dark] b{color:red}</style></head><body></body></html>';
    const dark = withColorScheme(page, 'dark');
    expect(dark).toContain('data-mantine-color-scheme="dark"><head>');
    expect(dark).not.toContain('<noscript>');
    expect(withColorScheme(page, 'light')).toBe(page);
  });

  it('leaves auto to the system when scripting is off, with the body’s styles too, after them', () => {
    const page =
      '<html lang="en" data-mantine-color-scheme="light"><head><style>[data-mantine-color-scheme=dark] b{color:red}</style></head>' +
      '<body><div><style>:root[data-mantine-color-scheme="light"]{--c:1}</style></div></body></html>';
    const auto = withColorScheme(page, 'auto');
    expect(auto).toContain('data-mantine-color-scheme="auto"><head>');
    expect(auto).toMatch(
      /<\/div> {2}<noscript><style>@media \(prefers-color-scheme:light\)\{:root\[data-mantine-color-scheme="auto"\]\{--c:1\}\}@media \(prefers-color-scheme:dark\)\{\[data-mantine-color-scheme="auto"\] b\{color:red\}\}<\/style><\/noscript>\n {2}<\/body>/,
    );
  });
});
