// A public profile's first screen in the server-made HTML: its header (avatar, name, @username, the counts)
// and its bio, inside index.html's critical shell (#boot), so a visitor sees the person at the first paint
// instead of a skeleton while the app's code and three queries arrive (the bio was the
// page's largest paint, 4+ s on a slow phone). Laid out as the app draws the page (features/profile:
// ProfileHeader, BioSection) with the shell's own `boot-*` styles (index.html); the app keeps this markup on
// screen until the page itself is drawn (shared/boot/profileSnapshot.ts). Only what a guest sees; every value
// escaped but the bio, which the server sanitised when it was saved (and the app shows as HTML too).
import { escapeHtml, ruPlural } from '../../kernel/text.js';

export interface BootProfile {
  username: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  bio: string;
  isMentor: boolean;
  followerCount: number;
  followingCount: number;
}

/** The app's texts (shared/i18n/screens/texts.ts "profile", shared/people/texts.ts): a test keeps them equal. */
export const BOOT_PROFILE_TEXTS = {
  ru: {
    bio: 'О себе',
    links: 'Ссылки',
    mentor: 'Наставник',
    followers: (n: number) => ruPlural(n, 'подписчик', 'подписчика', 'подписчиков'),
    following: (n: number) => ruPlural(n, 'подписка', 'подписки', 'подписок'),
  },
  en: {
    bio: 'Bio',
    links: 'Links',
    mentor: 'Mentor',
    followers: (n: number) => `${n} ${n === 1 ? 'subscriber' : 'subscribers'}`,
    following: (n: number) => `${n} ${n === 1 ? 'subscription' : 'subscriptions'}`,
  },
} as const;

/** Both languages; the shell shows the one on <html lang> (theme-init.js sets it before the first paint). */
function both(text: (lang: 'ru' | 'en') => string): string {
  return `<span class="boot-ru" lang="ru">${escapeHtml(text('ru'))}</span><span class="boot-en" lang="en">${escapeHtml(text('en'))}</span>`;
}

/** The name the app shows (UserProfilePage): first and last name, else the display name, else the username. */
export function fullNameOf(p: BootProfile): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ') || p.name || p.username;
}

function initialsOf(fullName: string): string {
  const parts = fullName.split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase();
}

function isBlank(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim() === '';
}

/** An avatar address the app itself serves (an upload), or null: nothing else goes into the shell. */
function ownAvatar(url: string | null): string | null {
  return url && /^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/i.test(url) ? url : null;
}

/** The shell's profile screen, for `<div class="boot-main"><div class="boot-wrap">` of index.html. */
export function bootProfileHtml(p: BootProfile): string {
  const fullName = fullNameOf(p);
  const avatar = ownAvatar(p.avatarUrl);
  const picture = avatar
    ? `<img class="boot-avatar" src="${escapeHtml(avatar)}" alt="" width="96" height="96" />`
    : `<span class="boot-avatar boot-initials">${escapeHtml(initialsOf(fullName))}</span>`;
  const mentor = p.isMentor
    ? `<span class="boot-badge">${both((l) => BOOT_PROFILE_TEXTS[l].mentor)}</span>`
    : '';
  const bio = isBlank(p.bio)
    ? '<div class="boot-bone boot-line" style="width: 70%"></div>'
    : `<div class="boot-rich">${p.bio}</div>`;
  return [
    `<div class="boot-profile" data-username="${escapeHtml(p.username)}">`,
    `<div class="boot-ph"><div class="boot-ph-row">${picture}<div class="boot-ph-text">`,
    `<div class="boot-ph-name"><h1 class="boot-ph-h1">${escapeHtml(fullName)}</h1>${mentor}</div>`,
    `<p class="boot-dim">@${escapeHtml(p.username)}</p>`,
    `<p class="boot-counts"><span>${both((l) => BOOT_PROFILE_TEXTS[l].followers(p.followerCount))}</span><span>${both((l) => BOOT_PROFILE_TEXTS[l].following(p.followingCount))}</span></p>`,
    `</div><div class="boot-ph-actions"><span class="boot-bone boot-act"></span><span class="boot-bone boot-act"></span><span class="boot-bone boot-act"></span></div></div></div>`,
    `<section class="boot-sec"><h2 class="boot-sec-h2">${both((l) => BOOT_PROFILE_TEXTS[l].bio)}</h2>${bio}`,
    `<hr class="boot-hr" /><h3 class="boot-sec-h3">${both((l) => BOOT_PROFILE_TEXTS[l].links)}</h3><div class="boot-bone boot-line" style="width: 40%"></div></section>`,
    `<div class="boot-bone boot-card"></div>`,
    `</div>`,
  ].join('');
}

/**
 * index.html with the profile's screen in its shell: `data-boot="profile"` on <html> shows it (and hides the
 * skeleton) before any script runs. Unchanged when the shell is not there (an older or a test index.html).
 */
export function withBootProfile(html: string, p: BootProfile): string {
  const anchor = '<div class="boot-skel">';
  if (!html.includes(anchor)) return html;
  return html
    .replace(/<html\b/, '<html data-boot="profile"')
    .replace(anchor, `${bootProfileHtml(p)}${anchor}`);
}
