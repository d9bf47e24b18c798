import { z } from 'zod';
import { CATEGORIES } from './categories.js';
import { isIsoDate, toDay } from './dates.js';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';
import { type Playbook, Variant } from './playbook-schema.js';
import { GOAL_KINDS, type Plan, type PlanInput } from './types.js';

export interface LlmOptions {
  /** An OpenAI-compatible endpoint: the full chat-completions URL, or a base URL ending in /v1. */
  url: string;
  model?: string;
  apiKey?: string;
  /** Give up and use the built-in generator after this long (default 8 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Answers by normalised goal text; the module's own cache by default. */
  cache?: Map<string, LlmAnswer>;
  /** Ask the model even when the built-in reading is sure (by default only goals not read with confidence go to it). */
  always?: boolean;
}

/** What the model returns: a playbook variant (never dated steps) and corrections to what the text says. */
export const LlmAnswer = z.object({
  kind: z.enum(GOAL_KINDS).optional(),
  category: z.enum(CATEGORIES).optional(),
  deadline: z.string().optional(),
  target: z
    .object({ value: z.number().positive(), unit: z.string().min(1).max(30) })
    .nullable()
    .optional(),
  variant: Variant,
});
export type LlmAnswer = z.infer<typeof LlmAnswer>;
/** An answer as the model writes it (defaults not applied yet). */
export type LlmAnswerInput = z.input<typeof LlmAnswer>;

const TEXT = {
  type: 'object',
  additionalProperties: false,
  properties: { en: { type: 'string' }, ru: { type: 'string' } },
} as const;

/** The JSON schema the model is asked to follow (the same shape LlmAnswer validates). */
export const LLM_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['variant'],
  properties: {
    kind: { type: 'string', enum: [...GOAL_KINDS] },
    category: { type: 'string', enum: [...CATEGORIES] },
    deadline: { type: 'string', description: 'YYYY-MM-DD, only when the goal text names one' },
    target: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['value', 'unit'],
      properties: { value: { type: 'number' }, unit: { type: 'string' } },
    },
    variant: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'defaultWeeks', 'sessionsPerWeek', 'time', 'phases'],
      properties: {
        id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
        defaultWeeks: { type: 'integer', minimum: 1, maximum: 156 },
        sessionsPerWeek: { type: 'integer', minimum: 1, maximum: 7 },
        time: { type: 'string', description: 'HH:MM' },
        phases: {
          type: 'array',
          minItems: 3,
          maxItems: 8,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'weight', 'milestone', 'steps'],
            properties: {
              id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
              weight: { type: 'number' },
              maxWeeks: { type: 'number' },
              milestone: TEXT,
              steps: {
                type: 'array',
                minItems: 1,
                maxItems: 20,
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['label', 'cadence'],
                  properties: {
                    label: { anyOf: [TEXT, { type: 'array', items: TEXT }] },
                    cadence: {
                      type: 'string',
                      enum: ['start', 'end', 'weekly', 'biweekly', 'monthly', 'step'],
                    },
                    times: { type: 'integer', minimum: 1, maximum: 7 },
                    minutes: { type: 'integer', minimum: 5, maximum: 600 },
                    key: { type: 'boolean' },
                    workday: { type: 'boolean' },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;

const moduleCache = new Map<string, LlmAnswer>();

/** The cache key: the goal text without case, punctuation or extra spaces, and the day it was planned. */
export function normaliseGoalText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$€£₽.,]+/gu, ' ')
    .trim();
}

function endpoint(url: string): string {
  const u = url.replace(/\/+$/, '');
  return /\/chat\/completions$/.test(u) ? u : `${u}/chat/completions`;
}

/** The rest of the structured reading: the level, the situation and the time the person gives it. */
function readingContext(draft: Plan): string[] {
  const u = draft.goal.understood;
  if (!u) return [];
  const time = u.timePerWeek;
  return [
    `Level now: ${u.level.value ?? 'not stated'}${u.level.current ? ` (manages ${u.level.current.value} ${u.level.current.unit})` : ''}.`,
    `Situation: ${u.situation.length > 0 ? u.situation.join(', ') : 'nothing stated'}.`,
    `Time: ${time.value !== null ? `${time.value} hours a week` : 'not stated'}${time.sessionsPerWeek ? `, ${time.sessionsPerWeek} sessions a week` : ''}${time.timeOfDay ? `, at ${time.timeOfDay}` : ''}. Keep what was stated.`,
  ];
}

function prompt(input: PlanInput, draft: Plan): string {
  const g = draft.goal;
  const lang = g.language === 'ru' ? 'Russian (key "ru")' : 'English (key "en")';
  return [
    `Goal as the person wrote it: ${input.text}`,
    `Today: ${input.today}. Language of every text: ${lang}.`,
    `Understood so far: category ${g.category}, kind ${g.kind ?? 'unknown'}, deadline ${g.deadline} (${g.deadlineSource}),`,
    `target ${g.target ? `${g.target.value} ${g.target.unit}` : 'none'}. Correct any of these if the text says otherwise.`,
    ...readingContext(draft),
    'Write a playbook variant a coach in this domain would sign: 3 to 6 phases with a milestone each, steps with a',
    'cadence (start, end, weekly with times, biweekly, monthly, step = once, spaced through the phase). No dates: the',
    'scheduler dates the steps. Every step label must name the goal’s subject and be concrete (what, how long).',
    'Use only the goal’s language in every text. Do not use placeholders in braces.',
  ].join('\n');
}

/** Most step labels must name the subject: a word of the goal (4+ letters, first 5 letters) or its subject. */
function namesSubject(plan: Plan, text: string): boolean {
  const stems = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length >= 4)
        .map((w) => w.slice(0, 5)),
    ),
  ];
  if (plan.goal.subject) stems.push(plan.goal.subject.toLowerCase().slice(0, 5));
  const steps = plan.tasks.filter((t) => t.parentId !== null);
  if (stems.length === 0 || steps.length === 0) return steps.length > 0;
  const named = steps.filter((t) => stems.some((s) => t.label.toLowerCase().includes(s))).length;
  return named / steps.length >= 0.5;
}

/** Builds the plan from a model's answer, or null when it breaks any rule. */
export function planFromAnswer(input: PlanInput, draft: Plan, answer: LlmAnswer): Plan | null {
  const category = input.category ?? answer.category ?? draft.goal.category;
  const playbook: Playbook = { id: 'llm', category, mode: 'replace', variants: [answer.variant] };
  const deadline =
    input.deadline ??
    (answer.deadline && isIsoDate(answer.deadline) && toDay(answer.deadline) > toDay(input.today)
      ? answer.deadline
      : draft.goal.deadlineSource === 'text'
        ? draft.goal.deadline
        : undefined);
  let plan: Plan;
  try {
    plan = generatePlan({ ...input, category, playbook, ...(deadline ? { deadline } : {}) });
  } catch {
    return null;
  }
  // A goal with a domain playbook of its own keeps it; only the corrections (deadline, category) apply.
  if (plan.source !== 'mentor')
    return draft.goal.domain === plan.goal.domain && !plan.goal.generic ? plan : null;
  const llmPlan: Plan = {
    ...plan,
    goal: { ...plan.goal, kind: answer.kind ?? plan.goal.kind, generic: false },
    source: 'llm',
    warnings: (plan.warnings ?? []).filter((w) => w.code !== 'generic-plan'),
  };
  if (planProblems(llmPlan, input).length > 0 || !namesSubject(llmPlan, input.text)) return null;
  return llmPlan;
}

/** Confidence of the reading at or above which the built-in plan is kept without asking the model. */
export const HIGH_CONFIDENCE = 0.8;

/**
 * Whether the built-in reading is sure enough to keep its plan: a playbook matched by meaning (not a category's
 * fallback or the generic plan), a readable deadline and no open question about what kind of goal it is.
 */
export function readWithConfidence(draft: Plan): boolean {
  const u = draft.goal.understood;
  return (
    draft.goal.generic !== true &&
    draft.goal.deadlineSource !== 'unreadable' &&
    (u === undefined || u.kind.confidence >= HIGH_CONFIDENCE) &&
    !(draft.questions ?? []).some((q) => q.id === 'kind')
  );
}

/**
 * Asks a language model for a playbook (not for dated steps) when the built-in reading is not sure of the goal,
 * dates it with the built-in scheduler, validates it (schema, plan rules, labels naming the subject) and caches
 * the answer per normalised goal text. Any failure — network, status, timeout, JSON, schema, rules — gives the
 * built-in plan.
 */
export async function generatePlanWithLlm(input: PlanInput, options: LlmOptions): Promise<Plan> {
  const draft = generatePlan(input);
  const needsModel = options.always === true || !readWithConfidence(draft);
  if (!needsModel) return draft;
  const cache = options.cache ?? moduleCache;
  const key = `${draft.goal.language}|${normaliseGoalText(input.text)}`;
  const cached = cache.get(key);
  if (cached) return planFromAnswer(input, draft, cached) ?? draft;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 8000);
  try {
    const doFetch = options.fetch ?? fetch;
    const res = await doFetch(endpoint(options.url), {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model ?? 'gpt-4o-mini',
        temperature: 0.2,
        messages: [
          {
            role: 'system',
            content:
              'You are a coach who writes playbooks (phases, milestones, step patterns) for personal goals. Answer with JSON only.',
          },
          { role: 'user', content: prompt(input, draft) },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'playbook', strict: false, schema: LLM_JSON_SCHEMA },
        },
      }),
    });
    if (!res.ok) return draft;
    const body = (await res.json()) as { choices?: Array<{ message?: { content?: string } }> };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return draft;
    const parsed = LlmAnswer.safeParse(JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')));
    if (!parsed.success) return draft;
    const plan = planFromAnswer(input, draft, parsed.data);
    if (!plan) return draft;
    if (cache.size >= 1000) cache.delete(cache.keys().next().value!);
    cache.set(key, parsed.data);
    return plan;
  } catch {
    return draft;
  } finally {
    clearTimeout(timer);
  }
}
