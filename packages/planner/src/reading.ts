import { DOMAIN_BY_ID } from './domains.js';
import { categoryVariantFits } from './select-playbook.js';
import type { Preferences, Understood } from './types.js';
import type { Understanding } from './understand.js';

/**
 * What the planner understood of a goal, part by part, each with a confidence (0–1): the form shows it as chips
 * the person can correct, and the planner asks instead of guessing when a key part is unsure.
 */

const LIMIT =
  /(?<![\p{L}])(?:in\s+under|under|sub-?|below|faster\s+than|less\s+than|within|быстрее(?:\s+чем\s+за)?|меньше\s+чем\s+за|менее\s+чем\s+за|быстрее\s+чем|за)\s*(\d{1,3})(?:[:.](\d{2}))?\s*(min(?:ute)?s?|мин\p{L}*|h(?:ours?)?|час\p{L}*|ч)(?![\p{L}])/iu;

/** "under 50 minutes", «быстрее 50 минут»: a time to beat, in minutes. */
export function timeLimit(text: string): { minutes: number; bound: 'under' } | null {
  const m = LIMIT.exec(text);
  if (!m) return null;
  const hours = /^(?:h|час|ч)/iu.test(m[3]!);
  const minutes = hours ? Number(m[1]) * 60 + Number(m[2] ?? 0) : Number(m[1]) + Number(m[2] ?? 0) / 60;
  return minutes > 0 ? { minutes, bound: 'under' } : null;
}

const LEAD =
  /^(?:(?:i\s+(?:really\s+)?(?:want|need|would\s+like|'d\s+like|plan|hope)\s+to|i\s+will|i'?m\s+going\s+to|my\s+goal\s+is\s+to|goal:|я\s+)?\s*(?:хочу|хотелось\s+бы|надо|нужно|планирую|мечтаю|моя\s+цель\s*[—:-]?)?\s*)/iu;
const TAIL =
  /\s+(?:by|before|until|till|in\s+(?:\d|a\s|an\s|one|two|three|the\s+next)|within|this|next|к|до|за\s+(?:\d|\p{L}+\s+(?:дн|недел|месяц|год))|через|в\s+течение|в\s+этом|в\s+следующем|every|each|каждый|каждую|каждое|по\s+утрам|по\s+вечерам)(?![\p{L}]).*$/iu;

/** The goal's own verb phrase, typos fixed, without "I want to", the deadline and the rates: "open a coffee shop". */
export function actionPhrase(text: string): string {
  const first = text.split(/[,;.!?(]|\s[—–-]\s/u)[0] ?? text;
  const phrase = first.trim().replace(LEAD, '').replace(TAIL, '').trim();
  const out = phrase || first.trim();
  return out.charAt(0).toLowerCase() + out.slice(1);
}

function timeBudget(schedule: Preferences | null | undefined): Understood['timePerWeek'] {
  if (!schedule) return { value: null, confidence: 0.3 };
  const { hoursPerWeek, sessionsPerWeek, weekdays, timeOfDay } = schedule;
  return {
    value: hoursPerWeek ?? null,
    ...(sessionsPerWeek !== undefined ? { sessionsPerWeek } : {}),
    ...(weekdays ? { weekdays } : {}),
    ...(timeOfDay ? { timeOfDay } : {}),
    confidence: 0.85,
  };
}

/**
 * How sure the kind is: a domain playbook or a mentor's matched the goal (0.9); a category's variant matched by
 * its own words, "run", "save" (0.8); a category's fallback or a general variant named by a known subject (0.6);
 * nothing but the generic plan (0.35).
 */
function kindConfidence(u: Understanding, routedByMeaning: boolean): number {
  const { goal } = u;
  if (goal.generic || !routedByMeaning) return goal.generic ? 0.35 : 0.6;
  if (u.source === 'mentor' || DOMAIN_BY_ID.has(goal.domain ?? '')) return 0.9;
  const general = ['growth', 'hobby', 'create', 'build', 'research'].includes(goal.domain ?? '');
  return !general && categoryVariantFits(goal.category, u.text, goal.target) ? 0.8 : 0.6;
}

/** The parts of the goal as read, with confidences. */
export function understoodOf(u: Understanding, routedByMeaning: boolean): Understood {
  const { goal, situation } = u;
  const limit = timeLimit(u.text);
  const deadlineConfidence =
    goal.deadlineSource === 'text' ? 0.9 : goal.deadlineSource === 'unreadable' ? 0.2 : 0.5;
  return {
    kind: { value: goal.kind ?? 'skill', confidence: kindConfidence(u, routedByMeaning) },
    action: { value: actionPhrase(u.text), confidence: 0.6 },
    subject: { value: goal.subject ?? null, confidence: goal.subject ? (goal.generic ? 0.4 : 0.8) : 0.5 },
    target: {
      value: goal.target,
      ...(limit ? { limit: { value: Math.round(limit.minutes), unit: 'minute', bound: limit.bound } } : {}),
      confidence: goal.target ? 0.85 : 0.6,
    },
    deadline: { value: goal.deadline, source: goal.deadlineSource, confidence: deadlineConfidence },
    level: {
      value: situation.level ?? null,
      ...(situation.current ? { current: situation.current } : {}),
      confidence: situation.level || situation.current ? 0.8 : 0.3,
    },
    situation: situation.facts,
    timePerWeek: timeBudget(goal.schedule),
  };
}
