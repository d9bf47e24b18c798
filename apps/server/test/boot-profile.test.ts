// The profile's first screen in the server-made HTML speaks with the app's own words: its
// texts are the web app's (the profile screen's and the people namespace's plurals), in both languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_PROFILE_TEXTS, bootProfileHtml } from '../src/modules/users/boot-profile.js';

const web = path.resolve(import.meta.dirname, '../../web/src/shared');
// The web's screen texts, loaded by path: the web compiles them, not the server's type check.
const screenTexts: Record<'ru' | 'en', { profile: Record<string, string> }> = await import(
  path.join(web, 'i18n/screens/texts.ts')
);
const screens = (lang: 'ru' | 'en') => screenTexts[lang].profile;
const peopleSource = readFileSync(path.join(web, 'people/texts.ts'), 'utf8');

/** The people namespace's plural forms of `key` in `lang` (texts.ts: `en` first, then `ru`). */
function plurals(lang: 'ru' | 'en', key: string): Record<string, string> {
  const [enPart, ruPart] = peopleSource.split(/\nexport const ru\b/);
  const part = lang === 'en' ? enPart : ruPart;
  const forms: Record<string, string> = {};
  for (const m of (part ?? '').matchAll(new RegExp(`\\b${key}_(one|few|many|other): '([^']*)'`, 'g')))
    forms[m[1] as string] = m[2] as string;
  return forms;
}

/** As i18next picks a plural form: Intl.PluralRules' category, else `other`. */
function appText(lang: 'ru' | 'en', key: string, n: number): string {
  const forms = plurals(lang, key);
  const form = forms[new Intl.PluralRules(lang).select(n)] ?? forms.other ?? '';
  return form.replace('{{count}}', String(n));
}

describe("a profile's first screen", () => {
  it('uses the app’s texts, with the same plural forms, in ru and en', () => {
    for (const lang of ['ru', 'en'] as const) {
      const texts = BOOT_PROFILE_TEXTS[lang];
      expect({ bio: texts.bio, links: texts.links, mentor: texts.mentor }).toEqual({
        bio: screens(lang).bio,
        links: screens(lang).links,
        mentor: screens(lang).mentor,
      });
      expect(Object.keys(plurals(lang, 'followers')).length).toBeGreaterThan(1);
      for (const n of [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1000]) {
        expect(texts.followers(n)).toBe(appText(lang, 'followers', n));
        expect(texts.following(n)).toBe(appText(lang, 'following', n));
      }
    }
  });

  it('escapes every value but the (sanitised) bio, shows a mentor’s badge, and only an uploaded avatar', () => {
    const base = {
      username: 'vera',
      name: '',
      firstName: 'Vera <img src=x>',
      lastName: null,
      avatarUrl: 'https://elsewhere.example/a.png',
      bio: '<p>Hi</p>',
      isMentor: true,
      followerCount: 2,
      followingCount: 1,
    };
    const html = bootProfileHtml(base);
    expect(html).toContain('<h1 class="boot-ph-h1">Vera &lt;img src=x&gt;</h1>');
    expect(html).not.toContain('elsewhere.example');
    expect(html).toContain('<span class="boot-avatar boot-initials">V&lt;</span>');
    expect(html).toContain('<span class="boot-en" lang="en">Mentor</span>');
    expect(html).toContain('<div class="boot-rich"><p>Hi</p></div>');
    const uploaded = '/uploads/avatars/0b6f1b7e-2f6e-4d8c-9a53-0d7c1d2f3a4b.webp';
    expect(bootProfileHtml({ ...base, avatarUrl: uploaded })).toContain(
      `<img class="boot-avatar" src="${uploaded}" alt="" width="96" height="96" />`,
    );
    // No bio: a placeholder line, as the app's empty state is not known here.
    expect(bootProfileHtml({ ...base, bio: '<p> </p>' })).not.toContain('boot-rich');
  });
});
