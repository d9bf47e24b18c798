import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { follows, users } from '../../db/schema.js';

export const VISIBILITIES = ['public', 'followers', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** What a viewer may see of an owner's goals: the owner and their mentor everything, followers more than strangers. */
export interface Audience {
  all: boolean;
  visibilities: Visibility[];
}

export async function audienceOf(db: Db, ownerId: string, viewerId: string | null): Promise<Audience> {
  if (viewerId === ownerId) return { all: true, visibilities: [...VISIBILITIES] };
  if (!viewerId) return { all: false, visibilities: ['public'] };
  const [row] = await db
    .select({
      mentorId: users.mentorId,
      follows: follows.followerId,
    })
    .from(users)
    .leftJoin(follows, and(eq(follows.followeeId, users.id), eq(follows.followerId, viewerId)))
    .where(eq(users.id, ownerId))
    .limit(1);
  if (row?.mentorId === viewerId) return { all: true, visibilities: [...VISIBILITIES] };
  return { all: false, visibilities: row?.follows ? ['public', 'followers'] : ['public'] };
}

export function canSee(audience: Audience, visibility: string): boolean {
  return audience.all || audience.visibilities.includes(visibility as Visibility);
}
