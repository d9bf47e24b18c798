import { drivingTestBooked } from './domain-meaning.js';
import { formatNumber, formatQuantity } from './format.js';
import type { Goal, Language, Target } from './types.js';
import { unitKind } from './units.js';

/** Rates and minimum spans each kind of goal needs (weight, running, money, writing, languages, events). */

const q = (value: number, unit: string, lang: Language) => formatQuantity(value, unit, lang, 'nom');

/** Monthly amount a person can usually put aside or earn on the side without a stated income. */
const MONTHLY_MONEY: Record<string, number> = { RUB: 150_000, USD: 2_500, EUR: 2_500, GBP: 2_000 };

/** A stated monthly income ("при зарплате 80 000 ₽", "I earn $4,000 a month"), in the target's currency. */
function statedIncome(text: string): number | null {
  const m =
    /(?:зарплат\p{L}*|доход\p{L}*|получаю|salary|income|i\s+earn)\D{0,20}?(\d{1,3}(?:[ \u00a0,]\d{3})+|\d+)\s*(k|к|тыс\.?)?/iu.exec(
      text,
    );
  if (!m) return null;
  let n = Number(m[1]!.replace(/[ \u00a0,]/g, ''));
  if (m[2]) n *= 1000;
  return n > 0 ? n : null;
}

/** Weeks a running distance needs from an unknown base (a beginner who can run a little). */
function runningWeeks(km: number): number {
  if (km > 30) return 20;
  if (km > 15) return 14;
  if (km > 7) return 10;
  return 8;
}

/**
 * Weeks from a runner's current distance to a race: the long run (three quarters of a marathon, most of a shorter
 * race) grown by 10 % a week, then two weeks of taper; none when the base already covers it.
 */
function weeksFromBase(startKm: number, raceKm: number): number {
  const longRun = raceKm > 30 ? raceKm * 0.75 : raceKm * 0.85;
  if (startKm <= 0) return runningWeeks(raceKm);
  if (startKm >= longRun) return 0;
  return Math.ceil(Math.log(longRun / startKm) / Math.log(1.1)) + 2;
}

export interface Check {
  /** The least time the goal needs, in weeks, when it is known. */
  minWeeks?: number;
  code?: string;
  en?: string;
  ru?: string;
  /** A smaller target that fits the deadline as it is. */
  smaller?: Target;
}

export const CEFR = ['A0', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
/** Weeks per CEFR level at about five hours a week (150–200 guided hours a level). */
const WEEKS_PER_LEVEL = 16;

/** The CEFR level a goal names ("до уровня B2", "reach C1"), or null. */
export function cefrLevel(text: string): string | null {
  const m = /(?<![\p{L}\p{N}])([ABCАВС])\s?([12])(?![\p{L}\p{N}])/u.exec(text);
  if (!m) return null;
  const letter = { А: 'A', В: 'B', С: 'C' }[m[1]!] ?? m[1]!;
  return `${letter}${m[2]}`;
}

export function domainCheck(
  goal: Goal,
  weeks: number,
  text: string,
  answers?: Record<string, string>,
): Check {
  const t = goal.target;
  const domain = goal.domain;
  const level = domain === 'language' ? cefrLevel(text) : null;
  const now = answers?.['level-now'];
  if (level && now && CEFR.includes(now)) {
    const steps = CEFR.indexOf(level) - CEFR.indexOf(now);
    if (steps > 0)
      return {
        minWeeks: steps * WEEKS_PER_LEVEL,
        code: 'language-level',
        en: `From ${now} to ${level} is ${steps} level${steps > 1 ? 's' : ''}: about ${steps * WEEKS_PER_LEVEL} weeks at five hours a week.`,
        ru: `От ${now} до ${level} — ${steps === 1 ? 'один уровень' : `${steps} уровня`}: около ${steps * WEEKS_PER_LEVEL} недель по пять часов в неделю.`,
      };
  }
  if (t && (domain === 'weight' || unitKind(t.unit) === 'weight')) {
    const kg =
      (t.measure === 'total' ? t.value : Math.abs((t.start ?? t.value) - t.value)) *
      (t.unit === 'lb' ? 0.45 : 1);
    if (kg > 0) {
      const fits = Math.max(0.5, Math.floor(weeks * 0.75 * 2) / 2);
      return {
        minWeeks: Math.ceil(kg / 1),
        code: 'weight-rate',
        en: `Losing ${q(t.value, t.unit, 'en')} takes at least ${Math.ceil(kg)} weeks at a safe 0.5–1 kg a week.`,
        ru: `Безопасный темп — 0,5–1 кг в неделю: на ${q(kg, 'kg', 'ru')} нужно не меньше ${Math.ceil(kg)} недель.`,
        smaller:
          t.measure === 'total' && t.unit === 'kg' ? { ...t, value: Math.min(t.value, fits) } : undefined,
      };
    }
  }
  if (t && domain === 'running' && (t.unit === 'km' || t.unit === 'mi') && t.start !== undefined) {
    const km = t.unit === 'mi' ? t.value * 1.609 : t.value;
    const startKm = t.unit === 'mi' ? t.start * 1.609 : t.start;
    const minWeeks = Math.min(runningWeeks(km), weeksFromBase(startKm, km));
    if (minWeeks <= 0) return {};
    return {
      minWeeks,
      code: 'running-volume',
      en: `From ${q(t.start, t.unit, 'en')} now, ${q(t.value, t.unit, 'en')} needs about ${minWeeks} weeks of gradual build-up (the long run +10 % a week, then a taper).`,
      ru: `От ${q(t.start, t.unit, 'ru')} сейчас к дистанции ${q(t.value, t.unit, 'ru')} нужно готовиться около ${minWeeks} недель: длинная пробежка +10 % в неделю, затем снижение нагрузки перед стартом.`,
    };
  }
  if (t && domain === 'running' && (t.unit === 'km' || t.unit === 'mi') && t.start === undefined) {
    const km = t.unit === 'mi' ? t.value * 1.609 : t.value;
    return {
      minWeeks: runningWeeks(km),
      code: 'running-volume',
      en: `From an unknown base, ${q(t.value, t.unit, 'en')} needs about ${runningWeeks(km)} weeks of gradual build-up (+10 % a week).`,
      ru: `Если вы сейчас не бегаете регулярно, к дистанции ${q(t.value, t.unit, 'ru')} нужно готовиться около ${runningWeeks(km)} недель, прибавляя по 10 % в неделю.`,
    };
  }
  if (t && unitKind(t.unit) === 'money' && (domain === 'savings' || domain === 'freelance')) {
    const income = domain === 'savings' ? statedIncome(text) : null;
    const monthly = income
      ? income * (domain === 'savings' ? 0.5 : 1)
      : (MONTHLY_MONEY[t.unit] ?? Number.POSITIVE_INFINITY);
    const months = Math.max(weeks / 4.35, 0.25);
    const need = t.value / months;
    if (need > monthly) {
      return {
        minWeeks: Math.ceil((t.value / monthly) * 4.35),
        code: domain === 'savings' ? 'savings-rate' : 'earning-rate',
        en: `That is ${q(need, t.unit, 'en')} a month${income ? ', more than half of the income you mention' : ', more than most people can set aside or earn on the side'}.`,
        ru: `Это ${q(need, t.unit, 'ru')} в месяц${income ? ' — больше половины названного дохода' : ' — больше, чем обычно удаётся откладывать или зарабатывать дополнительно'}.`,
        smaller: { ...t, value: Math.max(1, Math.floor((monthly * months) / 1000) * 1000) },
      };
    }
  }
  if (t && t.unit === 'word' && domain === 'novel') {
    const perDay = t.value / Math.max(1, weeks * 5);
    if (perDay > 2000)
      return {
        minWeeks: Math.ceil(t.value / 1000 / 5) + 4,
        code: 'writing-rate',
        en: `That is ${formatNumber(Math.round(perDay), 'en')} words a writing day; 500–1,500 is a sustainable pace.`,
        ru: `Это ${formatNumber(Math.round(perDay), 'ru')} слов в каждый день письма; устойчивый темп — 500–1500 слов.`,
      };
  }
  if (t && t.unit === 'word' && domain === 'language') {
    const perDay = t.value / Math.max(1, weeks * 7);
    if (perDay > 30)
      return {
        minWeeks: Math.ceil(t.value / 20 / 7),
        code: 'vocabulary-rate',
        en: `That is ${Math.round(perDay)} new words a day; 10–20 a day is what memory keeps.`,
        ru: `Это ${Math.round(perDay)} новых слов в день; в памяти остаётся 10–20 в день.`,
      };
  }
  if (t && t.unit === 'book') {
    const perWeek = t.value / Math.max(1, weeks);
    if (perWeek > 2)
      return {
        minWeeks: Math.ceil(t.value),
        code: 'reading-rate',
        en: `That is ${formatNumber(perWeek, 'en', 1)} books a week; one a week is a brisk pace.`,
        ru: `Это ${formatNumber(perWeek, 'ru', 1)} книги в неделю; книга в неделю — уже быстрый темп.`,
      };
  }
  const kindWeeks: Record<string, [number, string, string]> = {
    promotion: [
      12,
      'A promotion usually takes a review cycle: three to six months of visible results.',
      'Повышение обычно занимает цикл оценки: от трёх до шести месяцев заметных результатов.',
    ],
    job: [
      6,
      'A job search usually takes six weeks or more from the first application to an offer.',
      'Поиск работы от первого отклика до оффера обычно занимает шесть недель и больше.',
    ],
    wedding: [
      12,
      'Venues and vendors are usually booked three months or more ahead.',
      'Площадки и подрядчиков для свадьбы обычно бронируют за три месяца и раньше.',
    ],
    'driving-licence': [
      8,
      'Driving school with theory and lessons usually takes two to three months.',
      'Обучение в автошколе с теорией и вождением обычно занимает два-три месяца.',
    ],
    thesis: [
      12,
      'A thesis needs months of writing; less than three is rarely enough.',
      'Диссертация требует месяцев письма: меньше трёх редко хватает.',
    ],
    renovation: [
      6,
      'Even a small renovation needs quotes, materials and works: six weeks or more.',
      'Даже небольшой ремонт — это смета, материалы и работы: от шести недель.',
    ],
    moving: [
      4,
      'Documents and housing for a move usually take a month or more.',
      'Документы и жильё для переезда обычно занимают месяц и больше.',
    ],
    exam: [
      4,
      'Preparing for an exam takes a few weeks at least: diagnose, cover topics, mock tests.',
      'Подготовка к экзамену — это хотя бы несколько недель: диагностика, темы, пробные тесты.',
    ],
    novel: [
      12,
      'A novel’s first draft takes months; three is fast.',
      'Черновик романа пишут месяцами; три месяца — уже быстро.',
    ],
  };
  // A driving test already booked has its school and theory behind it: the date is theirs.
  const k =
    domain && !(domain === 'driving-licence' && drivingTestBooked(text)) ? kindWeeks[domain] : undefined;
  if (k) return { minWeeks: k[0], code: 'deadline-too-close', en: k[1], ru: k[2] };
  return {};
}
