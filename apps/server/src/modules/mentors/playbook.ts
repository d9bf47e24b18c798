// A mentor's playbook as the API shows and takes it: the planner's playbook schema
// (planner/playbook-schema.ts) with every choice spelled out, so a form can edit it field by field.
// The structured input is turned into the schema's shape by planner/playbook-input.ts (the web form checks
// drafts with it too), validated by the planner's schema (zod; a refusal is told by ./playbook-errors.ts), and
// stored as JSON text in mentor_profiles.playbook, where the planner reads it (modules/goals/planning.ts).

import type { Category } from '@stepwise/planner/categories';
import { DEFAULT_PLAYBOOKS } from '@stepwise/planner/default-playbooks';
import { type PlaybookShape, toSchemaShape } from '@stepwise/planner/playbook-input';
import {
  type ParsedPlaybook,
  type Playbook,
  parsePlaybook,
  safeParsePlaybook,
} from '@stepwise/planner/playbook-schema';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mentorProfiles, users } from '../../db/schema.js';
import { badInput } from '../../kernel/errors.js';
import { mentorRow } from '../../policies/mentors.js';
import { playbookError } from './playbook-errors.js';

/** A parsed playbook in the API's shape (every default filled in, labels always a list). */
export function fromParsed(playbook: ParsedPlaybook) {
  return {
    category: playbook.category,
    mode: playbook.mode,
    variants: playbook.variants.map((v) => ({
      id: v.id,
      matchUnits: v.match?.units ?? null,
      matchWords: v.match?.words ?? null,
      defaultWeeks: v.defaultWeeks,
      sessionsPerWeek: v.sessionsPerWeek,
      time: v.time,
      phases: v.phases.map((p) => ({
        id: p.id,
        weight: p.weight,
        maxWeeks: p.maxWeeks ?? null,
        milestone: p.milestone,
        milestoneWithTarget: p.milestoneWithTarget ?? null,
        steps: p.steps.map((s) => ({
          labels: Array.isArray(s.label) ? s.label : [s.label],
          cadence: s.cadence,
          times: s.times,
          minutes: s.minutes,
          key: s.key,
          when: s.when,
          units: s.units ?? null,
          workday: s.workday,
        })),
      })),
    })),
  };
}

export type PlaybookView = ReturnType<typeof fromParsed>;

/** Validates a structured playbook; returns the parsed playbook or throws a translated error. */
export function validatePlaybook(input: PlaybookShape, id: string): ParsedPlaybook {
  const parsed = safeParsePlaybook(toSchemaShape(input, id));
  if (!parsed.success) throw playbookError(parsed.error);
  return parsed.data;
}

/** The mentor's stored playbook in the API's shape; null when there is none (or it no longer parses). */
export async function myMentorPlaybook(db: Db, userId: string): Promise<PlaybookView | null> {
  const [row] = await db
    .select({ playbook: mentorProfiles.playbook })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, userId));
  if (!row?.playbook) return null;
  try {
    const parsed = safeParsePlaybook(JSON.parse(row.playbook));
    return parsed.success ? fromParsed(parsed.data) : null;
  } catch {
    return null;
  }
}

/** The built-in playbook of a category, as a starting point for the form. */
export function defaultPlaybook(category: Category): PlaybookView {
  return fromParsed({ ...DEFAULT_PLAYBOOKS[category], mode: 'replace' });
}

/**
 * Saves (or with null, removes) the mentor's playbook. Only a mentor; the playbook's area must be one the
 * mentor mentors in. Stored as the schema's input shape, which the planner parses again when it plans.
 */
export async function saveMentorPlaybook(
  db: Db,
  userId: string,
  input: PlaybookShape | null,
): Promise<PlaybookView | null> {
  const me = mentorRow(
    (
      await db
        .select({ isMentor: users.isMentor, categories: mentorProfiles.categories })
        .from(users)
        .innerJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
        .where(eq(users.id, userId))
    )[0],
  );
  if (input === null) {
    await db
      .update(mentorProfiles)
      .set({ playbook: null, updatedAt: new Date() })
      .where(eq(mentorProfiles.userId, userId));
    return null;
  }
  const parsed = validatePlaybook(input, `mentor-${userId}`);
  if (!me.categories.includes(parsed.category)) throw badInput('playbookCategory', 'playbook.category');
  // Parsed again by the planner: store what parses (defaults filled in), checked once more here.
  const stored: Playbook = parsePlaybook(parsed);
  await db
    .update(mentorProfiles)
    .set({ playbook: JSON.stringify(stored), updatedAt: new Date() })
    .where(eq(mentorProfiles.userId, userId));
  return fromParsed(parsed);
}
