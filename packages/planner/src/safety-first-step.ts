import type { ParsedStep, ParsedVariant } from './playbook-schema.js';
import { once } from './playbooks/dsl.js';

/** Steps the screen put first: they read on their own, never under the goal's subject. */
const FIRST_STEPS = new WeakSet<ParsedStep>();
export const isSafetyStep = (step: ParsedStep) => FIRST_STEPS.has(step);

/** The variant with one step that comes before all others in the first phase. */
export function withFirstStep(v: ParsedVariant, first: { en: string; ru: string }): ParsedVariant {
  const step = once(first, { key: true, minutes: 60 }) as ParsedStep;
  const parsed: ParsedStep = {
    ...step,
    cadence: 'start',
    times: 1,
    minutes: 60,
    key: true,
    when: 'always',
    // The first step of all, on day one: the appointment is made then, even if the visit is a few days later.
    workday: false,
  };
  FIRST_STEPS.add(parsed);
  const [head, ...rest] = v.phases;
  return { ...v, phases: [{ ...head!, steps: [parsed, ...head!.steps].slice(0, 20) }, ...rest] };
}
