// The HTTP status of a page the history fallback answers with the app's HTML. The app routes every
// address itself; the server only knows enough to say 404 where the app will show its Not found page,
// so that crawlers, link checkers and monitors see what a person sees.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { notSuspendedSql } from '../../policies/moderation.js';

/** The web app's own top-level routes (apps/web/src/app/router.tsx); none can be a username. */
const APP_ROUTES = new Set([
  'login',
  'registration',
  'forgot-password',
  'reset-password',
  'confirm-email',
  'profile',
  'setup',
  'settings',
  'plans',
  'goals',
  'roadmap',
  'achievements',
  'news',
  'messages',
  'mentees',
  'moderation',
  'test',
]);

/** First segments that lead to a page with a second one (`/messages/{username}`). */
const NESTED = new Set(['messages', 'settings', 'join']);

/**
 * 200 for the app's own routes and an existing `/{username}`; 404 for a `/{username}` nobody has and
 * for deeper paths the app does not route. Only the path counts (no query string).
 */
export async function spaStatus(db: Db, url: string): Promise<200 | 404> {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return 404;
  }
  if (segments.length === 0) return 200;
  const [first, ...rest] = segments as [string, ...string[]];
  if (rest.length > 0) return NESTED.has(first) && rest.length === 1 ? 200 : 404;
  if (APP_ROUTES.has(first)) return 200;
  const username = first.toLowerCase();
  if (username.length > 60) return 404;
  try {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username), notSuspendedSql(users.id)))
      .limit(1);
    return row ? 200 : 404;
  } catch {
    // The database is away: the page still loads (offline data, its own error); the status is a guess.
    return 200;
  }
}
