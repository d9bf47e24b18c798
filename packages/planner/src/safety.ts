import { z } from 'zod';
import { toDay, toIso } from './dates.js';
import { DOMAIN_BY_ID } from './domains.js';
import { countryFor } from './holidays.js';
import { type ParsedStep, type ParsedVariant, Phase, Variant as VariantSchema } from './playbook-schema.js';
import { altitudeVariant } from './playbooks/kind-altitude.js';
import { eatingWindowVariant, waterConfidenceVariant } from './playbooks/kind-safety.js';
import { supervisedQuitVariant } from './playbooks/kind-supervised-quit.js';
import { emergencyNumber, urgentCareVariant } from './playbooks/kind-urgent-care.js';
import { altitudeFinding } from './safety-altitude.js';
import { diyElectricFinding } from './safety-diy-electric.js';
import { diyGasFinding } from './safety-diy-gas.js';
import { diyStructureFinding, treeFellingFinding } from './safety-diy-structure.js';
import { drowsyDrivingFinding } from './safety-drowsy-driving.js';
/**
 * The safety screen: what in a goal would hurt the person if planned as written. Each finding says why and
 * what the realistic alternative is; the plan is then built for the safe version (a smaller target, an eating
 * window instead of a long fast, lessons with an instructor before deep water, rest days), and a visit to a
 * doctor or an instructor comes first where it belongs.
 */
import type { SafetyFinding } from './safety-finding.js';
import { withFirstStep } from './safety-first-step.js';
import { medicationFinding } from './safety-medication.js';
import { recoveryFinding } from './safety-recovery.js';
import {
  caloriesFinding,
  fastingFinding,
  heavyDrinkingFinding,
  restFinding,
  sleepFinding,
  waterFinding,
} from './safety-screens.js';
import { selfTreatmentFinding } from './safety-self-treatment.js';
import { urgentFinding } from './safety-urgent.js';
import { asWeightLoss, dehydrationFinding, weightRate } from './safety-weight.js';
import type { Goal, Preferences, Warning } from './types.js';
import type { Understanding } from './understand.js';

export interface SafetyOutcome {
  understanding: Understanding;
  warnings: Warning[];
  /** Limits on the schedule (rest days). */
  preferences?: Preferences;
  codes: string[];
  /** Training waits for a clearance: how long, and how its first session opens. */
  hold?: SafetyFinding['hold'];
}

const DURATION_UNITS = new Set(['day', 'hour', 'week', 'minute']);

const variant = (v: unknown): ParsedVariant => VariantSchema.parse(v);
const EATING_WINDOW = variant(eatingWindowVariant);
const WATER_CONFIDENCE = variant(waterConfidenceVariant);
const ALTITUDE_CLIMB = variant(altitudeVariant);
const CONDITION = DOMAIN_BY_ID.get('condition')!;
const RENOVATION = DOMAIN_BY_ID.get('renovation')!;
const ROAD_TRIP = DOMAIN_BY_ID.get('road-trip')!;
const isBooking = (step: ParsedStep) =>
  (Array.isArray(step.label) ? step.label : [step.label]).some((l) =>
    /^Book an appointment/u.test(l.en ?? ''),
  );

/** Screens the understood goal and returns the safe version of it, with a warning for each finding. */
export function screenSafety(u: Understanding, today: string, timezone?: string): SafetyOutcome {
  const text = u.text;
  const lang = u.goal.language;
  const findings: SafetyFinding[] = [];
  let goal = u.goal;
  let v = u.variant;
  let hasProgression = u.hasProgression;
  let subject = u.subject;
  let prefixSubject = u.prefixSubject;
  let preferences: Preferences | undefined;
  const alternative: Warning['alternative'] = {};
  const start = toDay(today);
  const _weeks = Math.max(1 / 7, (toDay(goal.deadline) - start) / 7);
  /** The plan becomes `variant`'s, for the safe version: no target or progression, no subject from the goal's words. */
  const planAs = (variant: ParsedVariant, safe: Partial<Goal>) => {
    v = variant;
    goal = { ...goal, target: null, generic: false, subject: null, ...safe };
    hasProgression = false;
    subject = null;
    prefixSubject = false;
  };

  // A body weight to lose, read as something else ("drop 2 stone"), is planned as weight loss.
  const weightLoss = asWeightLoss(u);
  if (weightLoss) {
    goal = weightLoss.goal;
    v = weightLoss.variant;
    subject = null;
    prefixSubject = false;
  }
  // Symptoms that need a doctor today: the plan is care today and the follow-up, nothing else.
  const urgent = urgentFinding(text);
  if (urgent) {
    findings.push(urgent.finding);
    const care = urgentCareVariant(urgent.child, emergencyNumber(countryFor(timezone, lang)));
    // Two phases only (today, the follow-up): the schema's three-phase minimum is for longer plans.
    planAs(VariantSchema.extend({ phases: z.array(Phase).min(2) }).parse(care), {
      domain: 'urgent-care',
      kind: 'event',
      category: 'health',
      deadline: toIso(start + 3),
      deadlineSource: 'default' as const,
    });
  }
  // Curing an illness with a home cure or without doctors: a treatment plan led by a doctor, never the cure.
  const selfTreatment = urgent ? null : selfTreatmentFinding(text);
  // A prescribed medicine stopped on one's own: the same doctor-led plan, with a taper agreed there.
  const medication = medicationFinding(text);
  if (!urgent && (selfTreatment || medication)) {
    // The screen's own first step books the doctor: the plan's booking step would say it twice.
    const [head, ...rest] = CONDITION.variant.phases;
    planAs(
      {
        ...CONDITION.variant,
        phases: [{ ...head!, steps: head!.steps.filter((st, i) => i > 0 || !isBooking(st)) }, ...rest],
      },
      { domain: CONDITION.id, kind: CONDITION.kind, category: 'health' },
    );
  }

  // Extended fasting: never scheduled; an overnight eating window agreed with a doctor instead. Fasting named as
  // a home cure is the self-treatment's: its plan is the doctor's, not an eating window.
  const fasting = selfTreatment ? null : fastingFinding(text);
  if (fasting) {
    findings.push(fasting);
    // "10 дней" is the fast's length, not the goal's deadline: the eating window gets its own span.
    const short = toDay(goal.deadline) - start < 28;
    planAs(EATING_WINDOW, {
      ...(short
        ? { deadline: toIso(start + 7 * EATING_WINDOW.defaultWeeks), deadlineSource: 'default' as const }
        : {}),
      domain: 'eating-window',
      kind: 'build-habit',
      category: 'health',
    });
  }

  // Losing weight faster than about 1 % of body weight a week: the plan is for the safe amount by the date.
  const fast = weightRate(u, goal, today, lang);
  if (fast) {
    findings.push(fast.finding);
    Object.assign(alternative, fast.alternative);
    goal = { ...goal, target: fast.target };
    if (fast.target.measure === 'level') hasProgression = true;
  }
  const dehydration = dehydrationFinding(text);
  if (dehydration) findings.push(dehydration);
  const recovery = recoveryFinding(text);
  if (recovery) findings.push(recovery);
  const calories = caloriesFinding(text);
  if (calories) findings.push(calories);

  // Sleeping much less than seven hours.
  const sleep = sleepFinding(text);
  if (sleep) {
    findings.push(sleep);
    goal = { ...goal, target: null };
    hasProgression = false;
  }

  // Hard training every day without a rest day.
  const rest = restFinding(text, goal);
  if (rest) {
    findings.push(rest);
    preferences = { sessionsPerWeek: 5 };
    goal = { ...goal, schedule: { ...(goal.schedule ?? {}), sessionsPerWeek: 5 } };
  }

  // Deep or open water for someone who cannot swim or is afraid of water: an instructor and shallow water first.
  const water = waterFinding(text);
  if (water) {
    findings.push(water);
    planAs(WATER_CONFIDENCE, { domain: 'water-confidence', kind: 'skill', category: 'health' });
  }

  // High altitude without acclimatisation; a climb is planned as the high-altitude version, for the longer route.
  const altitude = altitudeFinding(text, goal);
  if (altitude) {
    // "Up and down in 3 days" is the unsafe part: a time to beat is never the plan's target here.
    if (goal.target && DURATION_UNITS.has(goal.target.unit)) goal = { ...goal, target: null };
    findings.push(altitude.finding);
    if (altitude.climb) planAs(ALTITUDE_CLIMB, { domain: 'expedition', kind: 'event', category: 'hobbies' });
  }

  // Gas, wiring or structural work done oneself: the trade does it, and the plan is the renovation around it.
  const trade = diyGasFinding(text) ?? diyElectricFinding(text) ?? diyStructureFinding(text);
  if (trade) {
    findings.push(trade);
    // A goal no playbook was found for has the category its own words say; a routed one takes the renovation's.
    const category = goal.generic ? goal.category : RENOVATION.category;
    planAs(RENOVATION.variant, { domain: RENOVATION.id, kind: RENOVATION.kind, category });
  }
  const tree = treeFellingFinding(text);
  if (tree) findings.push(tree);
  // Driving without sleep: the road trip with a night's sleep on the way.
  const drowsy = drowsyDrivingFinding(text);
  if (drowsy) {
    findings.push(drowsy);
    planAs(ROAD_TRIP.variant, { domain: ROAD_TRIP.id, kind: ROAD_TRIP.kind, category: ROAD_TRIP.category });
  }

  // Stopping heavy drinking abruptly: withdrawal can be dangerous.
  const drinking = heavyDrinkingFinding(text, goal);
  if (drinking) {
    findings.push(drinking);
    planAs(variant(supervisedQuitVariant(emergencyNumber(countryFor(timezone, lang)))), {
      category: 'health',
      schedule: null,
    });
  }

  if (selfTreatment) findings.push(selfTreatment);

  if (medication) findings.push(medication);

  const first = findings.find((f) => f.first)?.first;
  if (first) v = withFirstStep(v, first);
  const hold = first ? findings.find((f) => f.first)?.hold : undefined;
  const warnings: Warning[] = findings.map((f) => ({
    code: f.code,
    message: lang === 'ru' ? f.ru : f.en,
    ...(f.code === 'weight-rate' ? { alternative } : {}),
  }));
  return {
    understanding: { ...u, goal, variant: v, hasProgression, subject, prefixSubject },
    warnings,
    codes: findings.map((f) => f.code),
    ...(hold ? { hold } : {}),
    ...(preferences ? { preferences } : {}),
  };
}
