/** Names the app's own routes and root files use: never a username (PRODUCT.md). */
export const RESERVED_USERNAMES = new Set([
  'profile',
  'login',
  'registration',
  'roadmap',
  'setup',
  'settings',
  'plans',
  'goals',
  'achievements',
  'mentees',
  'moderation',
  'test',
  'news',
  'messages',
  'search',
  'forgot-password',
  'reset-password',
  'confirm-email',
  'exports',
  'graphql',
  'uploads',
  'assets',
  'healthz',
  'sw.js',
  'manifest.webmanifest',
  'favicon.ico',
  'robots.txt',
  'index.html',
  'admin',
  'api',
  'static',
  'public',
  'offers',
  'mentors',
  'users',
  'about',
  'help',
  'support',
  'stepwise',
  'workbox',
  'theme-init.js',
  'icons',
  'apple-touch-icon.png',
]);

export const USERNAME_PATTERN = /^[a-z0-9_.]{3,30}$/;

export function isValidUsername(name: string): boolean {
  return USERNAME_PATTERN.test(name) && !RESERVED_USERNAMES.has(name) && !/^\.|\.$|\.\./.test(name);
}

/** A base username from an e-mail's local part: lower case, only allowed characters, 3 to 24 long. */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase();
  let base = local
    .replace(/[^a-z0-9_.]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.+|\.+$/g, '');
  base = base.slice(0, 24).replace(/\.+$/, '');
  if (base.length < 3) base = `user${base}`;
  if (RESERVED_USERNAMES.has(base)) base = `${base}_`;
  return base;
}

/** Candidates in order: the base, then base + a number. */
export function* usernameCandidates(base: string, random: () => number = Math.random): Generator<string> {
  yield base;
  for (let n = 2; n < 10; n++) yield `${base}${n}`;
  for (;;) yield `${base}${Math.floor(random() * 900_000) + 100_000}`;
}
