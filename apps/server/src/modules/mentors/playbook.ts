// A mentor's playbook as the API shows and takes it: the planner's playbook schema
// (planner/playbook-schema.ts) with every choice spelled out, so a form can edit it field by field.
// The structured input is turned into the schema's shape, validated by parsePlaybook (zod), and stored as
// JSON text in mentor_profiles.playbook, where the planner reads it (modules/goals/planning.ts).

import type { Category } from '@stepwise/planner/categories';
import { DEFAULT_PLAYBOOKS } from '@stepwise/planner/default-playbooks';
import {
  type ParsedPlaybook,
  type Playbook,
  parsePlaybook,
  safeParsePlaybook,
} from '@stepwise/planner/playbook-schema';
import { eq } from 'drizzle-orm';
import type { ZodError } from 'zod';
import type { Db } from '../../db/client.js';
import { mentorProfiles, users } from '../../db/schema.js';
import { type AppError, badInput } from '../../kernel/errors.js';
import { mentorRow } from '../../policies/mentors.js';

export interface PlaybookText {
  en?: string | null | undefined;
  ru?: string | null | undefined;
}

export interface PlaybookStepShape {
  labels: PlaybookText[];
  cadence?: string | null | undefined;
  times?: number | null | undefined;
  minutes?: number | null | undefined;
  key?: boolean | null | undefined;
  when?: string | null | undefined;
  units?: string[] | null | undefined;
  workday?: boolean | null | undefined;
}

export interface PlaybookPhaseShape {
  id?: string | null | undefined;
  weight: number;
  maxWeeks?: number | null | undefined;
  milestone: PlaybookText;
  milestoneWithTarget?: PlaybookText | null | undefined;
  steps: PlaybookStepShape[];
}

export interface PlaybookVariantShape {
  id?: string | null | undefined;
  matchUnits?: string[] | null | undefined;
  matchWords?: string | null | undefined;
  defaultWeeks: number;
  sessionsPerWeek: number;
  time: string;
  phases: PlaybookPhaseShape[];
}

export interface PlaybookShape {
  category: string;
  mode?: string | null | undefined;
  variants: PlaybookVariantShape[];
}

const text = (t: PlaybookText | null | undefined) => {
  const en = t?.en?.trim();
  const ru = t?.ru?.trim();
  return { ...(en ? { en } : {}), ...(ru ? { ru } : {}) };
};

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;

/** The structured input in the planner schema's own shape (not yet validated). */
export function toSchemaShape(input: PlaybookShape, id: string): unknown {
  return {
    id,
    category: input.category,
    mode: input.mode ?? 'replace',
    variants: input.variants.map((v, vi) =>
      defined({
        id: v.id?.trim() || `variant-${vi + 1}`,
        match:
          v.matchUnits?.length || v.matchWords?.trim()
            ? defined({
                units: v.matchUnits?.length ? v.matchUnits : undefined,
                words: v.matchWords?.trim() || undefined,
              })
            : undefined,
        defaultWeeks: v.defaultWeeks,
        sessionsPerWeek: v.sessionsPerWeek,
        time: v.time,
        phases: v.phases.map((p, pi) =>
          defined({
            id: p.id?.trim() || `phase-${pi + 1}`,
            weight: p.weight,
            maxWeeks: p.maxWeeks ?? undefined,
            milestone: text(p.milestone),
            milestoneWithTarget:
              p.milestoneWithTarget && (p.milestoneWithTarget.en?.trim() || p.milestoneWithTarget.ru?.trim())
                ? text(p.milestoneWithTarget)
                : undefined,
            steps: p.steps.map((s) =>
              defined({
                label: s.labels.length === 1 ? text(s.labels[0]) : s.labels.map(text),
                cadence: s.cadence ?? undefined,
                times: s.times ?? undefined,
                minutes: s.minutes ?? undefined,
                key: s.key ?? undefined,
                when: s.when ?? undefined,
                units: s.units?.length ? s.units : undefined,
                workday: s.workday ?? undefined,
              }),
            ),
          }),
        ),
      }),
    ),
  };
}

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

// Field names in both languages, for an error that names the field the person got wrong.
const NAMES: Record<string, [en: string, ru: string]> = {
  category: ['area', 'направление'],
  mode: ['mode', 'режим'],
  variants: ['variants', 'варианты'],
  phases: ['phases', 'этапы'],
  steps: ['steps', 'шаги'],
  labels: ['texts', 'тексты'],
  id: ['id', 'идентификатор'],
  match: ['match', 'условие'],
  units: ['units', 'единицы'],
  words: ['words', 'слова'],
  matchUnits: ['units', 'единицы'],
  matchWords: ['words', 'слова'],
  defaultWeeks: ['weeks by default', 'недель по умолчанию'],
  sessionsPerWeek: ['sessions a week', 'занятий в неделю'],
  time: ['time of day', 'время'],
  weight: ['share of time', 'доля времени'],
  maxWeeks: ['at most weeks', 'не больше недель'],
  milestone: ['milestone', 'веха'],
  milestoneWithTarget: ['milestone with a target', 'веха с целью'],
  cadence: ['cadence', 'периодичность'],
  times: ['times', 'сколько раз'],
  minutes: ['minutes', 'минут'],
  key: ['key step', 'главный шаг'],
  when: ['when', 'когда'],
  workday: ['workdays only', 'только будни'],
  en: ['English', 'по-английски'],
  ru: ['Russian', 'по-русски'],
};
const ITEM: Record<string, [en: string, ru: string]> = {
  variants: ['variant', 'вариант'],
  phases: ['phase', 'этап'],
  steps: ['step', 'шаг'],
  labels: ['text', 'текст'],
};

/** The zod path on the schema's shape as the API's field path (`label` is `labels.N`, `match.words` is `matchWords`). */
export function apiPath(path: ReadonlyArray<PropertyKey>): Array<string | number> {
  const out: Array<string | number> = [];
  for (let i = 0; i < path.length; i++) {
    const part = path[i];
    if (part === 'label') {
      out.push('labels');
      if (typeof path[i + 1] !== 'number') out.push(0);
    } else if (part === 'match' && (path[i + 1] === 'units' || path[i + 1] === 'words')) {
      out.push(path[i + 1] === 'units' ? 'matchUnits' : 'matchWords');
      i++;
    } else out.push(typeof part === 'number' ? part : String(part));
  }
  return out;
}

function describePath(path: Array<string | number>, lang: 0 | 1): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const part = path[i]!;
    const next = path[i + 1];
    if (typeof part === 'string' && typeof next === 'number' && ITEM[part]) {
      parts.push(`${ITEM[part][lang]} ${next + 1}`);
      i++;
    } else if (typeof part === 'string') parts.push(NAMES[part]?.[lang] ?? part);
  }
  return parts.join(', ') || (lang === 0 ? 'the playbook' : 'сценарий');
}

type Issue = ZodError['issues'][number];

function describeProblem(issue: Issue, lang: 0 | 1): string {
  const en = lang === 0;
  const i = issue as Issue & { minimum?: number | bigint; maximum?: number | bigint; origin?: string };
  switch (issue.code) {
    case 'too_small':
      if (i.origin === 'string') return en ? 'cannot be empty' : 'не может быть пустым';
      if (i.origin === 'array') return en ? `needs at least ${i.minimum}` : `нужно не меньше ${i.minimum}`;
      return en ? `must be at least ${i.minimum}` : `должно быть не меньше ${i.minimum}`;
    case 'too_big':
      if (i.origin === 'string')
        return en ? `at most ${i.maximum} characters` : `не больше ${i.maximum} символов`;
      if (i.origin === 'array') return en ? `at most ${i.maximum}` : `не больше ${i.maximum}`;
      return en ? `must be at most ${i.maximum}` : `должно быть не больше ${i.maximum}`;
    case 'invalid_format':
      return en ? 'has the wrong format' : 'неверный формат';
    case 'invalid_value':
      return en ? 'is not one of the allowed values' : 'недопустимое значение';
    case 'invalid_type':
      return en ? 'is missing or of the wrong kind' : 'не заполнено или неверного вида';
    case 'custom':
      return en ? 'needs an English or a Russian text' : 'нужен текст на английском или русском';
    default:
      return en ? 'is not valid' : 'недопустимо';
  }
}

/** The first problem of a refused playbook, as a translated BAD_USER_INPUT naming the field. */
export function playbookError(error: ZodError, prefix = 'playbook'): AppError {
  const issue = error.issues[0]!;
  const path = apiPath(issue.path);
  return badInput('playbookField', [prefix, ...path].join('.'), {
    fieldEn: describePath(path, 0),
    fieldRu: describePath(path, 1),
    problemEn: describeProblem(issue, 0),
    problemRu: describeProblem(issue, 1),
  });
}

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
