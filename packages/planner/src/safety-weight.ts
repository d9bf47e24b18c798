import { toDay, toIso } from './dates.js';
import { DEFAULT_PLAYBOOKS } from './default-playbooks.js';
import { formatQuantity } from './format.js';
import type { SafetyFinding } from './safety-finding.js';
import { BODY_WEIGHT } from './safety-patterns.js';
import type { Goal, Language, Target, Warning } from './types.js';
import type { Understanding } from './understand.js';
import { formatDate } from './warnings.js';

/** Body weight in kilograms per unit. */
export const KG_PER_UNIT: Record<string, number> = { kg: 1, lb: 0.4536, stone: 6.35 };

/** Losing body weight, said with a verb ("drop 2 stone", "shed 10 lbs", «скинуть 8 кг»). */
const LOSE =
  /(?<![\p{L}])(?:lose|losing|drop|dropping|shed|shedding|get\s+rid\s+of|cut|take\s+off|slim\s+down|down|похудеть|сбросить|скинуть|согнать|убрать|минус)(?![\p{L}])/iu;

const WEIGHT_VARIANT = DEFAULT_PLAYBOOKS.health.variants.find((v) => v.id === 'weight')!;

/** Kilograms a week that are safe to lose: about 1 % of body weight, at most 1 kg. */
function safeWeeklyKg(bodyKg: number | null): number {
  return bodyKg ? Math.min(1, Math.max(0.5, bodyKg * 0.01)) : 1;
}

function bodyWeightKg(text: string, target: Target | null): number | null {
  const m = BODY_WEIGHT.exec(text);
  if (m) {
    const n = Number(m[1]!.replace(',', '.'));
    return /^(?:kg|кг)$/iu.test(m[2]!) ? n : n * 0.4536;
  }
  if (target?.measure === 'level' && target.start !== undefined)
    return target.unit === 'lb' ? target.start * 0.4536 : target.start;
  return null;
}

/**
 * A body weight to lose read as something else ("drop 2 stone before my holiday" as a skill to learn) is a weight
 * goal: the weight plan, in health. Null when the goal is already one, or is not about losing body weight.
 */
export function asWeightLoss(u: Understanding): Pick<Understanding, 'goal' | 'variant'> | null {
  const t = u.goal.target;
  if (!t || !(t.unit in KG_PER_UNIT) || !LOSE.test(u.text)) return null;
  if (['weight', 'body-composition', 'eating-window'].includes(u.goal.domain ?? '')) return null;
  if (u.goal.category === 'health') return null;
  return {
    goal: {
      ...u.goal,
      kind: 'quantity',
      domain: 'weight',
      category: 'health',
      generic: false,
      subject: null,
    },
    variant: WEIGHT_VARIANT,
  };
}

export interface WeightRate {
  finding: SafetyFinding;
  target: Target;
  alternative: Warning['alternative'];
}

/**
 * Losing weight faster than about 1 % of body weight a week: the plan is for the safe amount by the date, and
 * the whole amount is shown with the date it is realistic by. Null when the pace is safe.
 */
export function weightRate(u: Understanding, goal: Goal, today: string, lang: Language): WeightRate | null {
  const t = goal.target;
  if (!t || !(t.unit in KG_PER_UNIT) || goal.domain === 'eating-window') return null;
  // A deadline the planner chose fits the amount already; one written (even if not understood) may not.
  if (goal.deadlineSource === 'default') return null;
  const start = toDay(today);
  const weeks = Math.max(1 / 7, (toDay(goal.deadline) - start) / 7);
  const toKg = KG_PER_UNIT[t.unit]!;
  const loss =
    t.measure === 'total' ? t.value : t.start !== undefined && t.start > t.value ? t.start - t.value : 0;
  const stated = u.situation.bodyWeight;
  const body = stated ? stated.value * (stated.unit === 'lb' ? 0.4536 : 1) : bodyWeightKg(u.text, t);
  const rate = safeWeeklyKg(body);
  if (!(loss > 0 && (loss * toKg) / weeks > rate * 1.001)) return null;
  const safeLoss = Math.max(0.5, Math.floor(((weeks * rate * 0.75) / toKg) * 2) / 2);
  const later = toIso(start + Math.ceil((loss * toKg) / rate) * 7);
  const target: Target =
    t.measure === 'total'
      ? { ...t, value: safeLoss }
      : { ...t, value: Math.round((t.start! - safeLoss) * 10) / 10 };
  const shown = (x: number) => formatQuantity(x, t.unit, lang, 'nom');
  const pace = body ? (lang === 'ru' ? '1 % веса' : '1 % of body weight') : lang === 'ru' ? '1 кг' : '1 kg';
  return {
    finding: {
      code: 'weight-rate',
      en: `Losing ${shown(loss)} by ${formatDate(goal.deadline, 'en')} is faster than the safe ${pace} a week: it costs muscle and health. The plan is for ${shown(safeLoss)} by then; ${shown(loss)} is realistic by ${formatDate(later, 'en')}.`,
      ru: `Сбросить ${shown(loss)} к ${formatDate(goal.deadline, 'ru')} — быстрее безопасных ${pace} в неделю: это вредит мышцам и здоровью. План составлен на ${shown(safeLoss)} к этому сроку; ${shown(loss)} реально к ${formatDate(later, 'ru')}.`,
    },
    target,
    alternative: { deadline: later, target },
  };
}

/** Sweating or not drinking the weight off: a sauna suit, "no water", a water cut, «без воды». */
const DEHYDRATING =
  /(?<![\p{L}])(?:sauna\s+suits?|sweat\s*suits?|rubber\s+suits?|plastic\s+suits?|water\s+cut(?:ting)?|(?:no|zero)\s+water|(?:not|stop)\s+drink(?:ing)?\s+(?:any\s+)?(?:water|fluids?)|spit(?:ting)?\s+(?:to\s+make\s+)?weight|dehydrat\p{L}*|костюм\p{L}*[\s-]+(?:для\s+)?саун\p{L}*|саун\p{L}*-?костюм\p{L}*|без\s+воды|не\s+пить\s+(?:воду|жидкост\p{L}*)|сгонк\p{L}*|обезвож\p{L}*)/iu;
/** Making weight, or a body weight to lose. */
const WEIGHT_CONTEXT =
  /(?<![\p{L}])(?:weigh[\s-]?ins?|make\s+weight|weight\s+class|lbs?|pounds?|kg|кг|кило\p{L}*|вес\p{L}*|взвешиван\p{L}*|весов\p{L}*\s+категори\p{L}*)(?![\p{L}])/iu;

/**
 * Losing weight by sweating and not drinking, as some do to make a weight class: dehydration can cause heat
 * stroke, kidney injury and heart trouble. The plan stays the weight plan at a safe pace; this says why not so.
 */
export function dehydrationFinding(text: string): SafetyFinding | null {
  if (!DEHYDRATING.test(text) || !WEIGHT_CONTEXT.test(text)) return null;
  return {
    code: 'safety-dehydration',
    en: 'Sweating or not drinking the weight off (a sauna suit, no water) dehydrates the body: it can bring on heat stroke, kidney injury and heart trouble, and athletes have died of it. Keep drinking normally; the plan loses weight with food and training at a safe pace, and a doctor or your coach should agree how you make weight.',
    ru: 'Сгонять вес потом и отказом от воды (костюм-сауна, «без воды») — это обезвоживание: оно грозит тепловым ударом, поражением почек и сбоями сердца, от него умирали спортсмены. Пейте как обычно; план снижает вес питанием и тренировками в безопасном темпе, а как уложиться в категорию, стоит решить с врачом или тренером.',
    first: {
      en: 'Talk to a doctor or your coach about making weight safely, before cutting anything',
      ru: 'Обсудить с врачом или тренером, как безопасно уложиться в вес, прежде чем что-то сгонять',
    },
  };
}
