import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, ru } from '../../shared/i18n/screens/texts';
import { signInBootTexts } from './SignInBootCard';

const indexHtml = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');

describe('the sign-in card of the critical shell', () => {
  it('the boot fallback’s texts are the sign-in page’s own', () => {
    for (const [lang, texts] of [
      ['ru', ru.auth],
      ['en', en.auth],
    ] as const) {
      expect(signInBootTexts[lang]).toEqual({ title: texts.signInTitle, subtitle: texts.signInSubtitle });
    }
  });

  it('index.html draws the same texts, in both languages', () => {
    const card = indexHtml.match(/<div class="boot-auth">([\s\S]*?)<div class="boot-form">/)?.[1] ?? '';
    for (const lang of ['ru', 'en'] as const) {
      const texts = [
        ...card.matchAll(new RegExp(`<span class="boot-${lang}" lang="${lang}">([^<]*)</span>`, 'g')),
      ];
      expect(texts.map((m) => m[1])).toEqual([signInBootTexts[lang].title, signInBootTexts[lang].subtitle]);
    }
  });
});
