// A profile's preview image: a 1200x630 PNG rendered with sharp from an SVG card (the product, the avatar or
// the initial, the name, @username, the counts of public goals and achievements).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { escapeHtml } from '../../kernel/text.js';
import { clip, displayName, type Lang, type OgProfile, TEXTS } from './og-texts.js';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The avatar as a data URI (a PNG, resized for the card), or null when there is none or it is unreadable. */
async function avatarDataUri(uploadsDir: string, avatarUrl: string | null): Promise<string | null> {
  const match = avatarUrl?.match(/^\/uploads\/avatars\/([0-9a-f-]{36}\.webp)$/i);
  if (!match) return null;
  try {
    const file = await readFile(path.join(uploadsDir, 'avatars', match[1] as string));
    const png = await sharp(file).resize(240, 240, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

const FONT = "Inter, 'DejaVu Sans', 'Noto Sans', Arial, sans-serif";

/** The preview card as SVG: the product, the avatar (or the initial), the name, @username, the counts. */
export function ogSvg(p: OgProfile, lang: Lang, avatar: string | null): string {
  const t = TEXTS[lang];
  // Sized to fit 780 px beside the picture: a short name large, a long one smaller, then clipped.
  const full = displayName(p);
  const length = [...full].length;
  const nameSize = length <= 18 ? 64 : length <= 24 ? 50 : 42;
  const name = escapeHtml(clip(full, 28));
  const handle = escapeHtml(clip(`@${p.username}`, 40));
  const initial = escapeHtml([...displayName(p).replace(/^@/, '')][0]?.toUpperCase() ?? 'S');
  const picture = avatar
    ? `<clipPath id="c"><circle cx="200" cy="315" r="120"/></clipPath>
       <image href="${avatar}" x="80" y="195" width="240" height="240" clip-path="url(#c)" preserveAspectRatio="xMidYMid slice"/>`
    : `<circle cx="200" cy="315" r="120" fill="#d0ebff"/>
       <text x="200" y="355" font-family="${FONT}" font-size="120" font-weight="700" fill="#1864ab" text-anchor="middle">${initial}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e7f5ff"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>
  <rect x="0" y="0" width="${OG_WIDTH}" height="12" fill="#1c7ed6"/>
  ${picture}
  <text x="380" y="290" font-family="${FONT}" font-size="${nameSize}" font-weight="800" fill="#101113">${name}</text>
  <text x="380" y="350" font-family="${FONT}" font-size="36" fill="#495057">${handle}</text>
  <text x="380" y="430" font-family="${FONT}" font-size="34" font-weight="600" fill="#1864ab">${escapeHtml(t.goals(p.publicGoals))}  ·  ${escapeHtml(t.achievements(p.achievements))}</text>
  <g transform="translate(80 520)">
    <rect width="56" height="56" rx="12" fill="#1c7ed6"/>
    <path d="M12 40h9v-7h9v-7h9v-7h5" transform="translate(0 0)" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    <text x="76" y="40" font-family="${FONT}" font-size="36" font-weight="800" fill="#101113">Stepwise</text>
    <text x="290" y="40" font-family="${FONT}" font-size="28" fill="#5c636a">${escapeHtml(t.tagline)}</text>
  </g>
</svg>`;
}

export async function ogPng(p: OgProfile, lang: Lang, uploadsDir: string): Promise<Buffer> {
  const svg = ogSvg(p, lang, await avatarDataUri(uploadsDir, p.avatarUrl));
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
