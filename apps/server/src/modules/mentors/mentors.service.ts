import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mentorProfiles, users } from '../../db/schema.js';
import { menteeCounts } from '../users/users.service.js';

export async function listMentors(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      avatarUrl: users.avatarUrl,
      headline: mentorProfiles.headline,
      bio: mentorProfiles.bio,
      categories: mentorProfiles.categories,
      languages: mentorProfiles.languages,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .orderBy(asc(users.name));
  const counts = await menteeCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, menteeCount: counts.get(r.id) ?? 0 }));
}

export async function getMentorPlaybook(db: Db, mentorId: string): Promise<string | null> {
  const [row] = await db
    .select({ playbook: mentorProfiles.playbook })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, mentorId))
    .limit(1);
  return row?.playbook ?? null;
}
