// The words of a profile's link preview, in the viewer's language: the title, the fallback description, the
// counts and the tagline, shared by the page's tags (./og.ts) and the preview image (./og-image.ts).
import { ruPlural } from '../../kernel/text.js';

export interface OgProfile {
  username: string;
  name: string;
  avatarUrl: string | null;
  bio: string;
  publicGoals: number;
  achievements: number;
}

export type Lang = 'ru' | 'en';

export const TEXTS = {
  ru: {
    title: (p: OgProfile) => `${displayName(p)} (@${p.username}) · Stepwise`,
    fallback: (p: OgProfile) =>
      `${displayName(p)} в Stepwise: ${ruPlural(p.publicGoals, 'открытая цель', 'открытые цели', 'открытых целей')}, ${ruPlural(p.achievements, 'достижение', 'достижения', 'достижений')}.`,
    goals: (n: number) => ruPlural(n, 'цель', 'цели', 'целей'),
    achievements: (n: number) => ruPlural(n, 'достижение', 'достижения', 'достижений'),
    tagline: 'Цель, план по датам, результат',
  },
  en: {
    title: (p: OgProfile) => `${displayName(p)} (@${p.username}) · Stepwise`,
    fallback: (p: OgProfile) =>
      `${displayName(p)} on Stepwise: ${p.publicGoals} public ${p.publicGoals === 1 ? 'goal' : 'goals'}, ${p.achievements} ${p.achievements === 1 ? 'achievement' : 'achievements'}.`,
    goals: (n: number) => `${n} ${n === 1 ? 'goal' : 'goals'}`,
    achievements: (n: number) => `${n} ${n === 1 ? 'achievement' : 'achievements'}`,
    tagline: 'A goal, a dated plan, results',
  },
} as const;

export function displayName(p: OgProfile): string {
  return p.name.trim() || `@${p.username}`;
}

/** The language of the preview: English when the client prefers it, else Russian (the product's default). */
export function ogLang(acceptLanguage: string | undefined): Lang {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ru';
}

/** The bio (sanitised HTML) as one line of plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<\/?(p|br|li|ul|ol|h[1-6]|blockquote|pre|div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
