import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { en, ru } from '../../shared/i18n/texts';

const web = path.resolve(__dirname, '../../..');
const themeInit = readFileSync(path.join(web, 'public/theme-init.js'), 'utf8');
const indexHtml = readFileSync(path.join(web, 'index.html'), 'utf8');

/** Runs public/theme-init.js against a stub page; returns what it set on <html>. */
function boot({
  pathname = '/',
  stored = {},
  systemDark = false,
  storageBlocked = false,
  appModules = '/assets/router-a1.js /assets/chunk-b2.js',
  styles = '/assets/index-c3.css',
  drawn = false,
}: {
  pathname?: string;
  stored?: Record<string, string>;
  systemDark?: boolean;
  storageBlocked?: boolean;
  /** The content of <meta name="stepwise-app-modules"> (written by the build); null: no such meta (dev). */
  appModules?: string | null;
  /** The content of <meta name="stepwise-styles"> (written by the build); null: no such meta (dev). */
  styles?: string | null;
  /** A page the server drew (html[data-ssr], its stylesheet linked as #app-styles). */
  drawn?: boolean;
}) {
  const attributes: Record<string, string> = {};
  if (drawn) attributes['data-ssr'] = '';
  const root = {
    lang: '',
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
    hasAttribute: (name: string) => name in attributes,
    getAttribute: (name: string) => attributes[name] ?? null,
  };
  const window = {
    location: { pathname },
    matchMedia: () => ({ matches: systemDark }),
    get localStorage() {
      if (storageBlocked) throw new Error('SecurityError');
      return { getItem: (key: string) => stored[key] ?? null };
    },
  };
  const head: { rel: string; href: string; id?: string }[] = [];
  const metas: Record<string, string | null> = {
    'meta[name="stepwise-app-modules"]': appModules,
    'meta[name="stepwise-styles"]': styles,
  };
  const jar = new Map<string, string>();
  const document = {
    documentElement: root,
    head: { appendChild: (link: { rel: string; href: string }) => head.push(link) },
    createElement: () => ({ rel: '', href: '' }),
    getElementById: (id: string) => (drawn && id === 'app-styles' ? {} : null),
    // A cookie jar as the browser keeps one: each write sets (or, with max-age=0, drops) one cookie.
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      const [pair = '', ...attributes] = written.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) jar.delete(name);
      else jar.set(name, value);
    },
    querySelector: (selector: string) => {
      const content = metas[selector];
      return content === null || content === undefined ? null : { content };
    },
  };
  runInNewContext(themeInit, { window, document });
  return {
    lang: root.lang,
    scheme: attributes['data-mantine-color-scheme'],
    boot: attributes['data-boot'] ?? null,
    preloaded: head.filter((l) => l.rel === 'modulepreload').map((l) => l.href),
    stylesheets: head.filter((l) => l.rel === 'stylesheet').map((l) => `${l.href}${l.id ? `#${l.id}` : ''}`),
    cookie: document.cookie,
  };
}

describe('theme-init.js: what the critical shell draws before the app starts', () => {
  it('a guest on / gets the welcome hero, in Russian by default (S-P2)', () => {
    expect(boot({})).toMatchObject({ lang: 'ru', scheme: 'light', boot: 'welcome', preloaded: [] });
  });

  it('the stored language is the app’s (localStorage `lang`); anything else is ru', () => {
    expect(boot({ stored: { lang: 'en' } }).lang).toBe('en');
    expect(boot({ stored: { lang: 'ru' } }).lang).toBe('ru');
    expect(boot({ stored: { lang: 'de' } }).lang).toBe('ru');
  });

  it('a guest on /login gets the sign-in card', () => {
    expect(boot({ pathname: '/login', stored: { lang: 'en' } })).toMatchObject({
      lang: 'en',
      scheme: 'light',
      boot: 'login',
      preloaded: ['/assets/router-a1.js', '/assets/chunk-b2.js'],
    });
  });

  it('a stored token (a signed-in person, sent on to /plans or /profile) and other paths get the skeleton', () => {
    expect(boot({ stored: { token: 'abc' } }).boot).toBeNull();
    expect(boot({ pathname: '/login', stored: { token: 'abc' } }).boot).toBeNull();
    expect(boot({ pathname: '/anna' }).boot).toBeNull();
    expect(boot({ pathname: '/registration' }).boot).toBeNull();
    expect(boot({ pathname: '/__proto__' }).boot).toBeNull();
  });

  it('the colour scheme: the stored one wins, else the system’s', () => {
    expect(boot({ systemDark: true }).scheme).toBe('dark');
    expect(boot({ systemDark: true, stored: { 'mantine-color-scheme-value': 'light' } }).scheme).toBe(
      'light',
    );
    expect(boot({ stored: { 'mantine-color-scheme-value': 'dark' } }).scheme).toBe('dark');
  });

  it('blocked storage: the defaults (light, ru, a guest on / sees the hero)', () => {
    expect(boot({ storageBlocked: true })).toMatchObject({
      lang: 'ru',
      scheme: 'light',
      boot: 'welcome',
      preloaded: [],
    });
  });

  it('every start but a guest’s / fetches the full app’s modules alongside the entry (the welcome shell waits)', () => {
    const all = ['/assets/router-a1.js', '/assets/chunk-b2.js'];
    expect(boot({}).preloaded).toEqual([]);
    expect(boot({ stored: { token: 'abc' } }).preloaded).toEqual(all);
    expect(boot({ pathname: '/news' }).preloaded).toEqual(all);
    expect(boot({ pathname: '/news', appModules: null }).preloaded).toEqual([]);
  });

  it('adds the app’s stylesheet on every start (off the critical path: main.tsx waits for #app-styles)', () => {
    expect(boot({}).stylesheets).toEqual(['/assets/index-c3.css#app-styles']);
    expect(boot({ stored: { token: 'abc' } }).stylesheets).toEqual(['/assets/index-c3.css#app-styles']);
    expect(boot({ storageBlocked: true, pathname: '/login' }).stylesheets).toEqual([
      '/assets/index-c3.css#app-styles',
    ]);
    expect(boot({ styles: '/assets/a.css /assets/b.css' }).stylesheets).toEqual([
      '/assets/a.css#app-styles',
      '/assets/b.css',
    ]);
    expect(boot({ styles: null }).stylesheets).toEqual([]);
  });
});

describe('index.html: the welcome hero of the critical shell', () => {
  const hero = indexHtml.match(/<section class="boot-hero">([\s\S]*?)<\/section>/)?.[1] ?? '';
  const texts = (lang: 'ru' | 'en') =>
    [...hero.matchAll(new RegExp(`<span class="boot-${lang}" lang="${lang}">([^<]*)</span>`, 'g'))].map(
      (m) => m[1],
    );

  it('shows the welcome page’s own texts, in both languages', () => {
    for (const [lang, w] of [
      ['ru', ru.welcome],
      ['en', en.welcome],
    ] as const) {
      expect(texts(lang)).toEqual([
        w.title.replace('{{product}}', 'Stepwise'),
        w.subtitle,
        w.cta,
        w.haveAccount,
      ]);
    }
  });

  it('its buttons are links to sign up and sign in, usable before the app starts', () => {
    expect([...hero.matchAll(/<a class="[^"]*" href="([^"]+)">/g)].map((m) => m[1])).toEqual([
      '/registration',
      '/login',
    ]);
  });
  it('a page the server drew keeps its own drawing and stylesheet, and the language cookie follows the stored choice', () => {
    const drawnPage = boot({ drawn: true, stored: { lang: 'en' } });
    expect(drawnPage).toMatchObject({ lang: 'en', boot: null, stylesheets: [], preloaded: [] });
    expect(drawnPage.cookie).toContain('lang=en');
    expect(boot({ drawn: true, pathname: '/anna' }).preloaded).toEqual([
      '/assets/router-a1.js',
      '/assets/chunk-b2.js',
    ]);
  });
});
