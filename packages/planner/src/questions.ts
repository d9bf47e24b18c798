import { addMonths, toDay, toIso } from './dates.js';
import { generatePlan } from './generate.js';
import { type PlannedPlan, type PlanRequest, planInput } from './request.js';
import type { GoalKind, Language, Plan, PlanInput, Question } from './types.js';
import { KIND_ANSWERS, understandGoal } from './understand.js';

/**
 * Asking instead of guessing. When the planner is unsure what sort of goal it is, or the goal names only what
 * the person wants (no target, no deadline, no rate: "get fit", «научиться играть на гитаре»), the form asks
 * one or two questions with one-tap answers before the plan is made. The same questions, asked or not, are
 * how the person corrects a part of the reading (the preview's chips). An answer changes the planner's input
 * (`answeredInput`): the deadline, the time a week, the kind, the starting level.
 */

const say = (lang: Language, en: string, ru: string) => (lang === 'ru' ? ru : en);

/** Months from today for each answer of the deadline question. */
const DEADLINE_MONTHS: Record<string, number> = { '1m': 1, '3m': 3, '6m': 6, '12m': 12 };
/** Hours a week for each answer of the time question. */
const HOURS = ['1', '3', '5', '8'];
/** Minutes of a session when a time budget has to be turned into sessions (see `answeredInput`). */
const SESSION_MINUTES = 45;

/** The ids of the questions about the key facts; the domain's own level questions keep theirs. */
export const FACT_QUESTIONS = ['kind', 'deadline', 'time-per-week'] as const;
/** The domain questions about where the person stands now (warnings.ts asks them). */
export const LEVEL_QUESTIONS = ['level-now', 'running-now', 'score-now'] as const;

/** Kinds whose plan is regular practice: how much time a week decides how many sessions it has. */
const PRACTICE: ReadonlySet<GoalKind> = new Set(['skill', 'build-habit', 'quantity', 'exam', 'audience']);

const KIND_LABELS: Record<string, [en: string, ru: string]> = {
  skill: ['Learn a skill', 'Научиться чему-то'],
  habit: ['A daily habit', 'Ежедневная привычка'],
  quit: ['Quit a habit', 'Бросить привычку'],
  business: ['Start a business', 'Открыть своё дело'],
  apply: ['Apply or get admitted', 'Поступить или подать заявку'],
};

/** "What kind of goal is this?": the answers the planner can route (a practice plan, or a domain playbook). */
export function kindQuestion(lang: Language): Question {
  const values = ['skill', ...Object.keys(KIND_ANSWERS)].filter((v) => KIND_LABELS[v]);
  return {
    id: 'kind',
    text: say(lang, 'What kind of goal is this?', 'Что это за цель?'),
    options: values.map((value) => ({ label: say(lang, ...KIND_LABELS[value]!), value })),
  };
}

/** "By when?": a month, three, half a year or a year from today. */
export function deadlineQuestion(lang: Language): Question {
  return {
    id: 'deadline',
    text: say(lang, 'By when do you want to get there?', 'К какому сроку хотите успеть?'),
    options: [
      { label: say(lang, 'In a month', 'За месяц'), value: '1m' },
      { label: say(lang, 'In 3 months', 'За 3 месяца'), value: '3m' },
      { label: say(lang, 'In half a year', 'За полгода'), value: '6m' },
      { label: say(lang, 'In a year', 'За год'), value: '12m' },
    ],
  };
}

/** "How much time a week?": 1, 3, 5 or 8 and more hours. */
export function timeQuestion(lang: Language): Question {
  const en = ['1 hour', '3 hours', '5 hours', '8+ hours'];
  const ru = ['1 час', '3 часа', '5 часов', '8 часов и больше'];
  return {
    id: 'time-per-week',
    text: say(lang, 'How much time a week can you give it?', 'Сколько времени в неделю готовы уделять?'),
    options: HOURS.map((value, i) => ({ label: say(lang, en[i]!, ru[i]!), value })),
  };
}

/**
 * The one or two questions to ask before the plan is made, none already answered: what kind of goal it is
 * when the reading is unsure, the domain's question about the starting level, then, for a goal that names only
 * what the person wants, the time a week (for practice) and the deadline.
 */
export function openQuestions(plan: Plan, answers: Readonly<Record<string, string>> = {}): Question[] {
  const u = plan.goal.understood;
  const lang = plan.goal.language;
  const asked = (plan.questions ?? []).filter((q) => answers[q.id] === undefined);
  const out: Question[] = asked.filter((q) => q.id !== 'kind');
  if (u) {
    const unsureKind = u.kind.confidence < 0.5 && answers.kind === undefined;
    if (unsureKind || asked.some((q) => q.id === 'kind')) out.unshift(kindQuestion(lang));
    const onlyWhat =
      u.target.value === null &&
      !u.target.limit &&
      u.deadline.source !== 'text' &&
      u.timePerWeek.confidence < 0.5 &&
      u.level.confidence < 0.5;
    if (onlyWhat || unsureKind) {
      if (PRACTICE.has(u.kind.value) && answers['time-per-week'] === undefined) out.push(timeQuestion(lang));
      if (answers.deadline === undefined) out.push(deadlineQuestion(lang));
    }
  } else out.unshift(...asked.filter((q) => q.id === 'kind'));
  return out.slice(0, 2);
}

/**
 * The choices that correct each part of the reading (the preview's chips): the kind, the deadline, the time a
 * week and, when the domain asks it, the starting level. An answer to any of them is passed back in `answers`.
 */
export function corrections(plan: Plan): Question[] {
  const lang = plan.goal.language;
  const level = (plan.questions ?? []).filter((q) => (LEVEL_QUESTIONS as readonly string[]).includes(q.id));
  return [kindQuestion(lang), deadlineQuestion(lang), timeQuestion(lang), ...level];
}

/**
 * What the answers change in the planner's input: the deadline answer sets the deadline (a date the person
 * picked wins); the time answer sets the hours a week, and overrides a rate written in the text by turning the
 * hours into sessions of about 45 minutes. The kind and level answers stay in `answers` (the planner reads them).
 */
export function answeredInput(input: PlanInput): PlanInput {
  const answers = input.answers;
  if (!answers) return input;
  const out: PlanInput = { ...input };
  const months = DEADLINE_MONTHS[answers.deadline ?? ''];
  if (months && !input.deadline) out.deadline = toIso(addMonths(toDay(input.today), months));
  const hours = answers['time-per-week'];
  if (hours && HOURS.includes(hours)) {
    const h = Number(hours);
    const written = understandGoal(input).schedule?.sessionsPerWeek;
    out.preferences = {
      ...input.preferences,
      hoursPerWeek: h,
      ...(written !== undefined
        ? { sessionsPerWeek: Math.max(1, Math.min(7, Math.round((h * 60) / SESSION_MINUTES))) }
        : {}),
    };
  }
  return out;
}

/** The plan of a request with its answers applied, asking the open questions; `input` is what made it. */
export function planAnswered(request: PlanRequest): PlannedPlan {
  const input = answeredInput(planInput(request));
  return withQuestions({ ...generatePlan(input), input });
}

/** The reading with the person's answers in it: an answered part is certain. */
function answeredReading(plan: Plan, input: PlanInput): Plan['goal'] {
  const u = plan.goal.understood;
  const a = input.answers;
  if (!u || !a) return plan.goal;
  const hours = a['time-per-week'] && HOURS.includes(a['time-per-week']) ? Number(a['time-per-week']) : null;
  return {
    ...plan.goal,
    understood: {
      ...u,
      kind: a.kind ? { value: u.kind.value, confidence: 1 } : u.kind,
      deadline: input.deadline ? { ...u.deadline, confidence: 1 } : u.deadline,
      level: LEVEL_QUESTIONS.some((id) => a[id]) ? { ...u.level, confidence: 1 } : u.level,
      timePerWeek: hours !== null ? { ...u.timePerWeek, value: hours, confidence: 1 } : u.timePerWeek,
    },
  };
}

/** A plan (built-in, the model's or the mentor's) with the questions still open for its input's answers. */
export function withQuestions<P extends Plan & { input: PlanInput }>(plan: P): P {
  if (plan.safety?.status === 'support') return plan;
  return {
    ...plan,
    goal: answeredReading(plan, plan.input),
    questions: openQuestions(plan, plan.input.answers),
  };
}
