import {
  alpha,
  type CSSVariablesResolver,
  createTheme,
  darken,
  localStorageColorSchemeManager,
  type MantineColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';
import { storageKeys } from '../lib/storage';
import './touch.css';

/** The `info` colour token: the primary colour of both schemes (S-P5). */
const info: MantineColorsTuple = [
  '#e8f3ff',
  '#d1e4fd',
  '#a3c6f4',
  '#72a7ec',
  '#4a8ce5',
  '#327be2',
  '#2472e1',
  '#1760c8',
  '#0a55b4',
  '#00499f',
];

const theme = createTheme({
  primaryColor: 'info',
  primaryShade: { light: 7, dark: 6 },
  colors: { info },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  cursorType: 'pointer',
  focusRing: 'auto',
});

/**
 * Mantine's light scheme draws coloured text (`c="red"`) with the filled shade and light variants
 * (badges, light buttons) with shade 9 on shade 1: for green, yellow, orange, red and others that is
 * under 4.5:1. Darker text keeps every colour readable (WCAG AA) without touching the palettes.
 */
function accessibleLightTexts(colors: Record<string, readonly string[]>): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const deepest = shades[9];
    if (name === 'info' || !deepest) continue;
    vars[`--mantine-color-${name}-text`] = darken(deepest, 0.15);
    vars[`--mantine-color-${name}-light-color`] = darken(deepest, 0.3);
  }
  return vars;
}

/**
 * Mantine's dark light variants (badges, light buttons, icons) sit on shade 9 darkened by half: a navy or
 * brown block hardly apart from the dark page, so a light button reads as a label. A translucent shade 6
 * lifts the block off the page; the text stays shade 0 (every palette keeps over 4.5:1, checked in the browser
 * tests).
 */
function visibleDarkLights(colors: Record<string, readonly string[]>): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const base = shades[6];
    if (!base || name === 'dark') continue;
    vars[`--mantine-color-${name}-light`] = alpha(base, 0.32);
    vars[`--mantine-color-${name}-light-hover`] = alpha(base, 0.42);
    vars[`--mantine-color-${name}-light-color`] = `var(--mantine-color-${name}-0)`;
  }
  return vars;
}

/**
 * The theme for one interface language: every Mantine close button (modals, drawers, alerts,
 * notifications) gets a spoken name, which Mantine leaves empty.
 */
export function themeFor(closeLabel: string) {
  return createTheme({
    ...theme,
    components: { CloseButton: { defaultProps: { 'aria-label': closeLabel } } },
  });
}

/** Exposes the info token as a CSS variable in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--stepwise-color-info': t.colors.info?.[7] ?? info[7],
    '--stepwise-surface': 'var(--mantine-color-gray-0)',
    // Mantine's gray-6 is 3.3:1 on white; secondary text needs 4.5:1 (WCAG AA).
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    ...accessibleLightTexts(t.colors),
  },
  dark: {
    '--stepwise-color-info': t.colors.info?.[4] ?? info[4],
    '--stepwise-surface': 'var(--mantine-color-dark-8)',
    // dark-2 is 4.0:1 on the dark body; 4.5:1 needs a lighter grey.
    '--mantine-color-dimmed': '#a1a1a1',
    // Headings and body text a step brighter than dark-0 (#c9c9c9), for a crisper hierarchy.
    '--mantine-color-text': '#e3e3e3',
    ...visibleDarkLights(t.colors),
  },
});

const storedScheme = localStorageColorSchemeManager({ key: storageKeys.colorScheme });

/**
 * The same key `public/theme-init.js` reads before the first paint; the choice is also written to the
 * `color-scheme` cookie, from which the server draws a page's scheme for when JavaScript is off
 * (apps/server/src/app/color-scheme.ts). theme-init.js keeps the cookie in step on every page too.
 */
export const colorSchemeManager: MantineColorSchemeManager = {
  ...storedScheme,
  set(value) {
    storedScheme.set(value);
    if (typeof document === 'undefined') return;
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, as the language's (shared/i18n/i18n.ts).
    document.cookie = `color-scheme=${value}; path=/; max-age=31536000; samesite=lax`;
  },
};
