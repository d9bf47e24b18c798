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
import {
  ALCOHOL,
  CALORIES,
  EVERY_DAY,
  FAST,
  FAST_DAYS,
  FAST_HOURS,
  FAST_OK,
  GENTLE,
  HARD,
  HARD_TRAINING,
  HEAVY,
  NON_SWIMMER,
  OPEN_WATER,
  POLYPHASIC,
  SLEEP,
  SLEEP_HOURS,
  WATER,
} from './safety-patterns.js';
import { recoveryFinding } from './safety-recovery.js';
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

const DOCTOR = {
  en: 'See a doctor first: tell them the goal and agree what is safe for you',
  ru: 'Сначала сходить к врачу: рассказать о цели и договориться, что безопасно для вас',
};

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
  if (!selfTreatment && FAST.test(text) && !(FAST_OK.test(text) && !FAST_DAYS.test(text))) {
    const days = FAST_DAYS.exec(text);
    const hours = days ? null : FAST_HOURS.exec(text);
    const n = days
      ? Number(days[1]) * (/недел|week/iu.test(days[0]) ? 7 : 1)
      : hours
        ? Number(hours[1]) / 24
        : null;
    if (n === null || n >= 2 || /dry|сух/iu.test(text)) {
      findings.push({
        code: 'safety-fasting',
        en: 'Fasting for days (on water or dry) can upset the heart’s rhythm and salts in the blood and is not done without a doctor. The plan is for the safe version: a 12–14 hour overnight eating window, agreed with a doctor first.',
        ru: 'Голодание несколько дней (на воде или сухое) может нарушить ритм сердца и солевой баланс, без врача его не проводят. План составлен для безопасного варианта: окно питания с перерывом 12–14 часов ночью, сначала — согласовать с врачом.',
        first: DOCTOR,
      });
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
  const calories = CALORIES.exec(text);
  if (calories && Number(calories[1]) < 1200 && /day|день|сутки|daily|в\s+день/iu.test(text)) {
    findings.push({
      code: 'safety-calories',
      en: `${calories[1]} kcal a day is below what a body needs (about 1,200 at least without a doctor’s supervision). The plan keeps a moderate deficit of about 500 kcal below maintenance.`,
      ru: `${calories[1]} ккал в день — меньше, чем нужно организму (без наблюдения врача не ниже ~1200). План держит умеренный дефицит — около 500 ккал ниже нормы.`,
      first: DOCTOR,
    });
  }

  // Sleeping much less than seven hours.
  const sleepHours = SLEEP.test(text) ? SLEEP_HOURS.exec(text) : null;
  const hours = sleepHours ? Number(sleepHours[1]!.replace(',', '.')) : null;
  if ((hours !== null && hours < 6) || POLYPHASIC.test(text)) {
    findings.push({
      code: 'safety-sleep',
      en: `Adults need 7–9 hours of sleep; ${hours !== null && hours < 6 ? `${hours} hours a night` : 'polyphasic schedules'} leave a sleep debt that harms attention, mood and health. The plan is for the safe version: a steady 7 hours and time won elsewhere.`,
      ru: `Взрослым нужно 7–9 часов сна; ${hours !== null && hours < 6 ? `${hours} ч за ночь` : 'полифазный сон'} — это недосып, который бьёт по вниманию, настроению и здоровью. План составлен для безопасного варианта: стабильные 7 часов, а время — найти в другом.`,
    });
    goal = { ...goal, target: null };
    hasProgression = false;
  }

  // Hard training every day without a rest day.
  const daily = EVERY_DAY.test(text) || (goal.schedule?.weekdays?.length ?? 0) >= 7;
  // A run of 5 km or more every day is hard training too, most of all for someone starting again.
  const dailyDistance =
    goal.domain === 'running' &&
    !!goal.target &&
    ['km', 'mi'].includes(goal.target.unit) &&
    goal.target.value * (goal.target.unit === 'mi' ? 1.609 : 1) >= 5;
  if (
    daily &&
    (HARD.test(text) || dailyDistance) &&
    !GENTLE.test(text) &&
    (['health', 'hobbies'].includes(goal.category) || HARD_TRAINING.test(text))
  ) {
    findings.push({
      code: 'safety-rest',
      en: 'Hard training every day without rest leads to injury and overtraining: muscles get stronger on rest days. The plan has five sessions a week and two rest days (an easy walk or stretching is fine on them).',
      ru: 'Тяжёлые тренировки каждый день без отдыха ведут к травмам и перетренированности: мышцы крепнут в дни отдыха. В плане пять тренировок в неделю и два дня отдыха (в них можно лёгкую прогулку или растяжку).',
    });
    preferences = { sessionsPerWeek: 5 };
    goal = { ...goal, schedule: { ...(goal.schedule ?? {}), sessionsPerWeek: 5 } };
  }

  // Deep or open water for someone who cannot swim or is afraid of water: an instructor and shallow water first.
  if (NON_SWIMMER.test(text) && WATER.test(text)) {
    findings.push({
      code: 'safety-water',
      en: OPEN_WATER.test(text)
        ? 'Open or deep water is not safe before you can swim calmly in a pool. The plan starts with an instructor in shallow water; open water comes later, with the instructor’s go-ahead and never alone.'
        : 'Learning to swim when water feels scary goes best with an instructor, in shallow water first. The plan starts there; distance comes when you feel at ease.',
      ru: OPEN_WATER.test(text)
        ? 'Открытая вода и глубина небезопасны, пока вы не плаваете спокойно в бассейне. План начинается с инструктора на мелкой воде; открытая вода — позже, с разрешения инструктора и никогда в одиночку.'
        : 'Учиться плавать, когда вода пугает, лучше с инструктором и сначала на мелкой воде. План начинается с этого; дистанция — когда в воде станет спокойно.',
    });
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
    planAs(RENOVATION.variant, {
      domain: RENOVATION.id,
      kind: RENOVATION.kind,
      category: RENOVATION.category,
    });
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
  if (
    (goal.domain === 'quit-alcohol' || ALCOHOL.test(text)) &&
    goal.kind === 'quit-habit' &&
    HEAVY.test(text)
  ) {
    findings.push({
      code: 'safety-alcohol',
      en: 'Stopping heavy daily drinking at once can cause dangerous withdrawal (shaking, seizures, delirium). See a doctor first: they can plan a safe taper or a supervised stop.',
      ru: 'Резкий отказ после ежедневного или сильного употребления может вызвать опасную абстиненцию (тремор, судороги, делирий). Сначала — к врачу-наркологу: он подскажет безопасное снижение или отказ под наблюдением.',
      first: {
        en: 'Today or tomorrow, book a doctor or an addiction service (a confidential clinic is fine) and do not stop suddenly on your own until then',
        ru: 'Сегодня или завтра записаться к наркологу (можно анонимно) и до приёма ничего не менять без врача',
      },
    });
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
