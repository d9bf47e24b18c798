import {
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';
import { storageKeys } from '../lib/storage';

/** The `info` colour token: the primary colour of both schemes (S-P5). */
export const info: MantineColorsTuple = [
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

export const theme = createTheme({
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

/** Exposes the info token as a CSS variable in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--stepwise-color-info': t.colors.info?.[7] ?? info[7],
    '--stepwise-surface': 'var(--mantine-color-gray-0)',
  },
  dark: {
    '--stepwise-color-info': t.colors.info?.[4] ?? info[4],
    '--stepwise-surface': 'var(--mantine-color-dark-8)',
  },
});

/** The same key `public/theme-init.js` reads before the first paint. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.colorScheme });
