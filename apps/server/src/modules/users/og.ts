// A public profile's link preview: the page's <title>, description and Open Graph / Twitter tags written into
// the app's HTML by the server (crawlers do not run the app), and the preview image itself, a 1200x630 PNG
// rendered from an SVG with sharp. Only what a guest sees on the profile: the name, the username, the avatar,
// the bio, the count of public goals and of achievements (a guest sees every earned achievement).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { achievements, follows, goals, users } from '../../db/schema.js';
import { escapeHtml, ruPlural } from '../../kernel/text.js';
import { type BootProfile, withBootProfile } from './boot-profile.js';
import { RESERVED_USERNAMES } from './username.js';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export interface OgProfile {
  username: string;
  name: string;
  avatarUrl: string | null;
  bio: string;
  publicGoals: number;
  achievements: number;
}

type Lang = 'ru' | 'en';

const TEXTS = {
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

function displayName(p: OgProfile): string {
  return p.name.trim() || `@${p.username}`;
}

/** The language of the preview: English when the client prefers it, else Russian (the product's default). */
export function ogLang(acceptLanguage: string | undefined): Lang {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ru';
}

/** The bio (sanitised HTML) as one line of plain text. */
function plainText(html: string): string {
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

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** A username as the app routes it: one path segment, no query, at most 60 characters. */
export function usernameOfPath(url: string): string | null {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 1) return null;
  try {
    const name = decodeURIComponent(segments[0] as string).toLowerCase();
    return name.length > 0 && name.length <= 60 ? name : null;
  } catch {
    return null;
  }
}

/** The profile as a guest sees it (the preview's and the first screen's), in one statement; undefined when nobody has the username. */
export async function ogProfile(db: Db, username: string): Promise<(OgProfile & BootProfile) | undefined> {
  const [row] = await db
    .select({
      username: users.username,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
      bio: users.bio,
      isMentor: users.isMentor,
      publicGoals: sql<number>`(select count(*)::int from ${goals} g where g.user_id = ${users.id}
        and g.visibility = 'public' and g.deleted_at is null)`,
      achievements: sql<number>`(select count(*)::int from ${achievements} a where a.user_id = ${users.id})`,
      followerCount: sql<number>`(select count(*)::int from ${follows} f where f.followee_id = ${users.id})`,
      followingCount: sql<number>`(select count(*)::int from ${follows} f where f.follower_id = ${users.id})`,
    })
    .from(users)
    .where(eq(users.username, username.toLowerCase()))
    .limit(1);
  if (!row) return undefined;
  return {
    ...row,
    publicGoals: Number(row.publicGoals),
    achievements: Number(row.achievements),
    followerCount: Number(row.followerCount),
    followingCount: Number(row.followingCount),
  };
}

/**
 * The app's HTML with the profile's title, description and preview tags. `origin` makes the image and page
 * addresses absolute (crawlers need them so); every value is escaped.
 */
export function profileHtml(html: string, p: OgProfile, origin: string, lang: Lang): string {
  const t = TEXTS[lang];
  const title = t.title(p);
  const bio = plainText(p.bio);
  const description = clip(bio || t.fallback(p), 200);
  const page = `${origin}/${encodeURIComponent(p.username)}`;
  const image = `${origin}/og/${encodeURIComponent(p.username)}.png`;
  const meta = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', 'Stepwise'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', page],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(OG_WIDTH)],
    ['property', 'og:image:height', String(OG_HEIGHT)],
    ['property', 'og:image:alt', title],
    ['property', 'profile:username', p.username],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ]
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value as string)}" />`)
    .join('\n    ');
  const head = `<title>${escapeHtml(title)}</title>\n    <meta name="description" content="${escapeHtml(description)}" />\n    <link rel="canonical" href="${escapeHtml(page)}" />\n    ${meta}`;
  const withoutOwn = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return withoutOwn.includes('</head>')
    ? withoutOwn.replace('</head>', `    ${head}\n  </head>`)
    : `${head}\n${withoutOwn}`;
}

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

const RENDERED_MAX = 200;

/** The profile route's own module in the web build (a lazy chunk the app finds only after its entry has run). */
const PROFILE_ROUTE = 'src/features/profile/UserProfilePage.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * `<link rel="modulepreload">` (and stylesheet preloads) for the profile route's chunk and the chunks it imports,
 * read from Vite's build manifest: the browser fetches them alongside the entry instead of after it has run.
 * Chunks the page already links are left out; no manifest, no links.
 */
export async function profilePreloads(webDist: string, html: string): Promise<string> {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return '';
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || key === 'index.html' || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(PROFILE_ROUTE);
  const links: string[] = [];
  for (const key of seen) {
    const chunk = manifest[key] as ManifestChunk;
    if (!html.includes(`/${chunk.file}"`))
      links.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk.file)}" />`);
    for (const css of chunk.css ?? [])
      if (!html.includes(`/${css}"`))
        links.push(`<link rel="preload" as="style" crossorigin href="/${escapeHtml(css)}" />`);
  }
  return [...new Set(links)].join('\n    ');
}

/**
 * GET /og/{username}.png (the preview image, cached an hour by clients and kept rendered in memory while the
 * profile's public face is unchanged), and `page(req)`: the app's HTML with the profile's tags for an
 * existing /{username}, or null (the caller then answers as before: the app, 404 for an unknown name).
 */
export function registerOg(
  app: FastifyInstance,
  deps: { db: Db; webDist: string; uploadsDir: string; publicUrl: string | undefined },
) {
  const rendered = new Map<string, Buffer>();
  let indexHtml: Promise<string> | undefined;
  const originOf = (req: FastifyRequest) =>
    (deps.publicUrl ?? `${req.protocol}://${req.host}`).replace(/\/$/, '');

  app.get<{ Params: { file: string } }>('/og/:file', async (req, reply) => {
    const match = req.params.file.match(/^(.{1,60})\.png$/);
    const profile = match ? await ogProfile(deps.db, (match[1] as string).toLowerCase()) : undefined;
    if (!profile) return reply.status(404).send({ error: 'Not found' });
    const lang = ogLang(req.headers['accept-language']);
    const { username, name, avatarUrl, bio, publicGoals, achievements } = profile;
    const key = JSON.stringify([lang, username, name, avatarUrl, bio, publicGoals, achievements]);
    let png = rendered.get(key);
    if (!png) {
      png = await ogPng(profile, lang, deps.uploadsDir);
      if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value as string);
      rendered.set(key, png);
    }
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=3600, stale-while-revalidate=86400')
      .header('vary', 'accept-language')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(png);
  });

  return {
    async page(req: FastifyRequest): Promise<string | null> {
      const username = usernameOfPath(req.url);
      if (!username || RESERVED_USERNAMES.has(username)) return null;
      try {
        const profile = await ogProfile(deps.db, username);
        if (!profile) return null;
        indexHtml ??= readFile(path.join(deps.webDist, 'index.html'), 'utf8').then(async (html) => {
          const preloads = await profilePreloads(deps.webDist, html);
          return preloads ? html.replace('</head>', `    ${preloads}\n  </head>`) : html;
        });
        const html = withBootProfile(await indexHtml, profile);
        return profileHtml(html, profile, originOf(req), ogLang(req.headers['accept-language']));
      } catch {
        indexHtml = undefined;
        return null; // the database is away: the plain app, as before
      }
    },
  };
}
