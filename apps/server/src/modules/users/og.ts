// A public profile's link preview: the page's <title>, description and Open Graph / Twitter tags written into
// the app's HTML by the server (crawlers do not run the app), and the route of the preview image itself
// (./og-image.ts; the words are in ./og-texts.ts). Only what a guest sees on the profile: the name, the
// username, the avatar, the bio, the count of public goals and of achievements (a guest sees every earned
// achievement).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { achievements, follows, goals, users } from '../../db/schema.js';
import { withRoutePreloads } from '../../kernel/route-preloads.js';
import { escapeHtml } from '../../kernel/text.js';
import { notSuspendedSql } from '../../policies/moderation.js';
import { type BootProfile, withBootProfile } from './boot-profile.js';
import { OG_HEIGHT, OG_WIDTH, ogPng } from './og-image.js';
import { clip, type Lang, type OgProfile, ogLang, plainText, TEXTS } from './og-texts.js';
import { RESERVED_USERNAMES } from './username.js';

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
    .where(and(eq(users.username, username.toLowerCase()), notSuspendedSql(users.id)))
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

const RENDERED_MAX = 200;

/** The profile route's own module in the web build (a lazy chunk the app finds only after its entry has run). */
const PROFILE_ROUTE = 'src/features/profile/UserProfilePage.tsx';

/**
 * GET /og/{username}.png (the preview image, cached an hour by clients and kept rendered in memory while the
 * profile's public face is unchanged), and `page(req)`: the app's HTML with the profile's tags for an
 * existing /{username} (the page drawn in it when `draw` does), or null (the caller then answers as before:
 * the app, 404 for an unknown name).
 */
export function registerOg(
  app: FastifyInstance,
  deps: {
    db: Db;
    webDist: string;
    uploadsDir: string;
    publicUrl: string | undefined;
    /** Draws the page into the HTML on the server (app/server-pages.ts); null: not drawn. */
    draw?: (req: FastifyRequest, html: string) => Promise<{ html: string; status: 200 | 404 } | null>;
  },
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
    async page(req: FastifyRequest): Promise<{ html: string; status: 200 | 404 } | null> {
      const username = usernameOfPath(req.url);
      if (!username || RESERVED_USERNAMES.has(username)) return null;
      try {
        const profile = await ogProfile(deps.db, username);
        if (!profile) return null;
        indexHtml ??= readFile(path.join(deps.webDist, 'index.html'), 'utf8').then((html) =>
          withRoutePreloads(deps.webDist, html, PROFILE_ROUTE),
        );
        // Drawn on the server (the whole page, for a guest); else the shell with the header and bio.
        const drawn = await deps.draw?.(req, await indexHtml);
        const html = drawn?.html ?? withBootProfile(await indexHtml, profile);
        const lang = ogLang(req.headers['accept-language']);
        return { html: profileHtml(html, profile, originOf(req), lang), status: drawn?.status ?? 200 };
      } catch {
        indexHtml = undefined;
        return null; // the database is away: the plain app, as before
      }
    },
  };
}
