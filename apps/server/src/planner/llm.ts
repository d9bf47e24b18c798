import { z } from 'zod';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';
import type { Plan, PlanInput, PlanTask } from './types.js';

export interface LlmOptions {
  /** An OpenAI-compatible endpoint: the full chat-completions URL, or a base URL ending in /v1. */
  url: string;
  model?: string;
  apiKey?: string;
  /** Give up and use the built-in generator after this long (default 8 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const Answer = z.object({
  milestones: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(200),
        date: z.string(),
        steps: z
          .array(z.object({ label: z.string().trim().min(1).max(200), date: z.string(), time: z.string() }))
          .min(1)
          .max(120),
      }),
    )
    .min(3)
    .max(8),
});

/** The JSON schema the model is asked to follow (the same shape Answer validates). */
export const LLM_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['milestones'],
  properties: {
    milestones: {
      type: 'array',
      minItems: 3,
      maxItems: 8,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'date', 'steps'],
        properties: {
          label: { type: 'string' },
          date: { type: 'string', description: 'YYYY-MM-DD' },
          steps: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['label', 'date', 'time'],
              properties: {
                label: { type: 'string' },
                date: { type: 'string', description: 'YYYY-MM-DD' },
                time: { type: 'string', description: 'HH:MM' },
              },
            },
          },
        },
      },
    },
  },
} as const;

function endpoint(url: string): string {
  const u = url.replace(/\/+$/, '');
  return /\/chat\/completions$/.test(u) ? u : `${u}/chat/completions`;
}

function prompt(input: PlanInput, draft: Plan): string {
  const g = draft.goal;
  const lang = g.language === 'ru' ? 'Russian' : 'English';
  const weekdays = input.preferences?.weekdays?.length ? input.preferences.weekdays.join(', ') : '1-7';
  const skeleton = draft.tasks
    .filter((t) => t.parentId === null)
    .map((m) => `- ${m.date}: ${m.label}`)
    .join('\n');
  return [
    `Goal: ${g.title}`,
    `Category: ${g.category}. Language of every label: ${lang}.`,
    `Today: ${input.today}. Deadline: ${g.deadline}.`,
    g.target
      ? `Measurable target: ${g.target.value} ${g.target.unit}; the steps must reach it by the deadline.`
      : 'No numeric target.',
    `Allowed weekdays (1 = Monday): ${weekdays}. Preferred time: ${input.preferences?.timeOfDay ?? 'any'}.`,
    `Milestones to keep (dates may stay as they are):\n${skeleton}`,
    'Rules: every date between today and the deadline, on an allowed weekday; time HH:MM; at most 3 steps a day;',
    'each step dated on or before its milestone; no two steps of a milestone with the same label;',
    'labels concrete and actionable (what, how much, how long), a plan a person would actually follow.',
  ].join('\n');
}

function toPlan(answer: z.infer<typeof Answer>, draft: Plan): Plan {
  const tasks: PlanTask[] = [];
  const time = draft.tasks[0]?.time ?? '09:00';
  answer.milestones.forEach((m, i) => {
    const id = `m${i + 1}`;
    tasks.push({ id, parentId: null, position: i, label: m.label, date: m.date, time, completed: false });
    m.steps.forEach((s, j) => {
      tasks.push({
        id: `${id}s${j + 1}`,
        parentId: id,
        position: j,
        label: s.label,
        date: s.date,
        time: s.time,
        completed: false,
      });
    });
  });
  return { goal: draft.goal, tasks, progression: null, source: 'llm' };
}

/**
 * Asks a language model for the steps, validates its answer against the same schema and rules as the built-in
 * plans, and falls back to the built-in generator on any failure (network, status, timeout, JSON, rules).
 */
export async function generatePlanWithLlm(input: PlanInput, options: LlmOptions): Promise<Plan> {
  const draft = generatePlan(input);
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
            content: 'You write dated, step-by-step plans for personal goals. Answer with JSON only.',
          },
          { role: 'user', content: prompt(input, draft) },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'plan', strict: true, schema: LLM_JSON_SCHEMA },
        },
      }),
    });
    if (!res.ok) return draft;
    const body = (await res.json()) as { choices?: Array<{ message?: { content?: string } }> };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return draft;
    const parsed = Answer.safeParse(JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')));
    if (!parsed.success) return draft;
    const plan = toPlan(parsed.data, draft);
    return planProblems(plan, input).length === 0 ? plan : draft;
  } catch {
    return draft;
  } finally {
    clearTimeout(timer);
  }
}
