/**
 * The safety screen's own findings about the body: extended fasting, too few calories, too little sleep, hard
 * training without rest, deep water for a non-swimmer and stopping heavy drinking at once. Each says why and what
 * the safe version is; `safety.ts` then plans that version.
 */
import type { SafetyFinding } from './safety-finding.js';
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
import type { Goal } from './types.js';

export const DOCTOR = {
  en: 'See a doctor first: tell them the goal and agree what is safe for you',
  ru: 'Сначала сходить к врачу: рассказать о цели и договориться, что безопасно для вас',
};

/** Fasting for days (on water or dry), or any dry fast; an eating window of hours is not one. */
export function fastingFinding(text: string): SafetyFinding | null {
  if (!FAST.test(text) || (FAST_OK.test(text) && !FAST_DAYS.test(text))) return null;
  const days = FAST_DAYS.exec(text);
  const hours = days ? null : FAST_HOURS.exec(text);
  const n = days
    ? Number(days[1]) * (/недел|week/iu.test(days[0]) ? 7 : 1)
    : hours
      ? Number(hours[1]) / 24
      : null;
  if (n !== null && n < 2 && !/dry|сух/iu.test(text)) return null;
  return {
    code: 'safety-fasting',
    en: 'Fasting for days (on water or dry) can upset the heart’s rhythm and salts in the blood and is not done without a doctor. The plan is for the safe version: a 12–14 hour overnight eating window, agreed with a doctor first.',
    ru: 'Голодание несколько дней (на воде или сухое) может нарушить ритм сердца и солевой баланс, без врача его не проводят. План составлен для безопасного варианта: окно питания с перерывом 12–14 часов ночью, сначала — согласовать с врачом.',
    first: DOCTOR,
  };
}

/** A daily calorie count below what a body needs without a doctor's supervision. */
export function caloriesFinding(text: string): SafetyFinding | null {
  const calories = CALORIES.exec(text);
  if (!calories || Number(calories[1]) >= 1200 || !/day|день|сутки|daily|в\s+день/iu.test(text)) return null;
  return {
    code: 'safety-calories',
    en: `${calories[1]} kcal a day is below what a body needs (about 1,200 at least without a doctor’s supervision). The plan keeps a moderate deficit of about 500 kcal below maintenance.`,
    ru: `${calories[1]} ккал в день — меньше, чем нужно организму (без наблюдения врача не ниже ~1200). План держит умеренный дефицит — около 500 ккал ниже нормы.`,
    first: DOCTOR,
  };
}

/** Sleeping much less than seven hours, or a polyphasic schedule. */
export function sleepFinding(text: string): SafetyFinding | null {
  const sleepHours = SLEEP.test(text) ? SLEEP_HOURS.exec(text) : null;
  const hours = sleepHours ? Number(sleepHours[1]!.replace(',', '.')) : null;
  const short = hours !== null && hours < 6;
  if (!short && !POLYPHASIC.test(text)) return null;
  return {
    code: 'safety-sleep',
    en: `Adults need 7–9 hours of sleep; ${short ? `${hours} hours a night` : 'polyphasic schedules'} leave a sleep debt that harms attention, mood and health. The plan is for the safe version: a steady 7 hours and time won elsewhere.`,
    ru: `Взрослым нужно 7–9 часов сна; ${short ? `${hours} ч за ночь` : 'полифазный сон'} — это недосып, который бьёт по вниманию, настроению и здоровью. План составлен для безопасного варианта: стабильные 7 часов, а время — найти в другом.`,
  };
}

/** Hard training every day without a rest day (a run of 5 km or more every day counts as hard). */
export function restFinding(text: string, goal: Goal): SafetyFinding | null {
  const daily = EVERY_DAY.test(text) || (goal.schedule?.weekdays?.length ?? 0) >= 7;
  const dailyDistance =
    goal.domain === 'running' &&
    !!goal.target &&
    ['km', 'mi'].includes(goal.target.unit) &&
    goal.target.value * (goal.target.unit === 'mi' ? 1.609 : 1) >= 5;
  if (
    !daily ||
    !(HARD.test(text) || dailyDistance) ||
    GENTLE.test(text) ||
    !(['health', 'hobbies'].includes(goal.category) || HARD_TRAINING.test(text))
  )
    return null;
  return {
    code: 'safety-rest',
    en: 'Hard training every day without rest leads to injury and overtraining: muscles get stronger on rest days. The plan has five sessions a week and two rest days (an easy walk or stretching is fine on them).',
    ru: 'Тяжёлые тренировки каждый день без отдыха ведут к травмам и перетренированности: мышцы крепнут в дни отдыха. В плане пять тренировок в неделю и два дня отдыха (в них можно лёгкую прогулку или растяжку).',
  };
}

/** Deep or open water for someone who cannot swim or is afraid of water. */
export function waterFinding(text: string): SafetyFinding | null {
  if (!NON_SWIMMER.test(text) || !WATER.test(text)) return null;
  const open = OPEN_WATER.test(text);
  return {
    code: 'safety-water',
    en: open
      ? 'Open or deep water is not safe before you can swim calmly in a pool. The plan starts with an instructor in shallow water; open water comes later, with the instructor’s go-ahead and never alone.'
      : 'Learning to swim when water feels scary goes best with an instructor, in shallow water first. The plan starts there; distance comes when you feel at ease.',
    ru: open
      ? 'Открытая вода и глубина небезопасны, пока вы не плаваете спокойно в бассейне. План начинается с инструктора на мелкой воде; открытая вода — позже, с разрешения инструктора и никогда в одиночку.'
      : 'Учиться плавать, когда вода пугает, лучше с инструктором и сначала на мелкой воде. План начинается с этого; дистанция — когда в воде станет спокойно.',
  };
}

/** Stopping heavy drinking at once: withdrawal can be dangerous. */
export function heavyDrinkingFinding(text: string, goal: Goal): SafetyFinding | null {
  if (
    !(
      (goal.domain === 'quit-alcohol' || ALCOHOL.test(text)) &&
      goal.kind === 'quit-habit' &&
      HEAVY.test(text)
    )
  )
    return null;
  return {
    code: 'safety-alcohol',
    en: 'Stopping heavy daily drinking at once can cause dangerous withdrawal (shaking, seizures, delirium). See a doctor first: they can plan a safe taper or a supervised stop.',
    ru: 'Резкий отказ после ежедневного или сильного употребления может вызвать опасную абстиненцию (тремор, судороги, делирий). Сначала — к врачу-наркологу: он подскажет безопасное снижение или отказ под наблюдением.',
    first: {
      en: 'Today or tomorrow, book a doctor or an addiction service (a confidential clinic is fine) and do not stop suddenly on your own until then',
      ru: 'Сегодня или завтра записаться к наркологу (можно анонимно) и до приёма ничего не менять без врача',
    },
  };
}
