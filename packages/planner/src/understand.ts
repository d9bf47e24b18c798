import type { Category } from './categories.js';
import { countedThing } from './counted.js';
import { isMoney } from './currencies.js';
import { inLocalDollars } from './currency-local.js';
import { addMonths, toDay, toIso } from './dates.js';
import type { DeadlineReading } from './deadline.js';
import { DAILY, DAILY_HABIT, DOMAIN_BY_ID, detectDomain, VARIANT_KIND } from './domains.js';
import { domainTarget, isBudget, madePieces, tripDates } from './domains-tail.js';
import { inferCategory } from './infer-category.js';
import { paceWeeks } from './interest.js';
import { detectLanguage } from './language.js';
import { expandAbbreviations } from './normalise.js';
import { challengeEnd, yearStart } from './plan-span.js';
import type { ParsedVariant } from './playbook-schema.js';
import { readSchedule } from './rates.js';
import { realisticWeeks } from './realistic-weeks.js';
import { categoryVariantFits, selectPlaybook } from './select-playbook.js';
import { readSituation, type Situation } from './situation.js';
import { readStart } from './situation-start.js';
import { knownSubject, knownSubjectKey } from './subject.js';
import { extractTarget } from './target.js';
import { withoutSpent } from './target-context.js';
import { inMonthsOfSpending, inSalaries, withAnswers, withCurrent } from './target-situation.js';
import { raceTime, specialTarget } from './target-special.js';
import type { Goal, Language, PlanInput, Target } from './types.js';
import { fixTypos } from './typos.js';
import {
  FALLBACK_WORDS,
  GENERIC_VARIANTS,
  habitCategory,
  mainClause,
  readGoalDeadline,
  savingCategory,
  titleOf,
  WRITE,
} from './understand-text.js';
import { LEARNING } from './variant-purpose.js';

export interface Understanding {
  goal: Goal;
  variant: ParsedVariant;
  source: 'builtin' | 'mentor';
  /** False when a level target has no known starting point and no sensible default (a body weight). */
  hasProgression: boolean;
  /** Text that replaces {subject} in labels. */
  subject: string | null;
  /** Whether session labels carry the known subject ("Guitar practice, 30 min"). */
  prefixSubject: boolean;
  /** The English name of the known subject, the key of its label forms. */
  subjectKey: string | null;
  /** The text with typos of key words fixed, as the planner read it. */
  text: string;
  /** What the text said about the deadline (a past day is reported, not used). */
  reading: DeadlineReading;
  /** What the person said about where they stand now (body weight, level, a dog they have…). */
  situation: Situation;
  /** The plan's first day, when the person names a later one than today («начну после нг»). */
  startDay?: number;
}

/** Answers to the `kind` question and the domain each one plans with. */
export const KIND_ANSWERS: Record<string, string> = {
  habit: 'daily-habit',
  quit: 'quit-habit',
  business: 'business',
  apply: 'admissions',
};

export function analyseGoal(input: PlanInput): Understanding {
  const written = input.text.normalize('NFC');
  const language = detectLanguage(written);
  const text = expandAbbreviations(fixTypos(written, language));
  const accepted = input.target && input.target.value > 0 && input.target.unit ? { ...input.target } : null;
  const situation = readSituation(text);
  let target = withAnswers(
    accepted ??
      inMonthsOfSpending(
        inSalaries(
          madePieces(withCurrent(extractTarget(situation.rest, language), situation), situation.rest),
          situation,
          language,
        ),
        situation.rest,
        language,
      ),
    input.answers,
  );
  if (!accepted) target = inLocalDollars(target, text, input.timezone);
  // A one-tap answer to "what kind of goal is this?" wins over the reading.
  const answered = KIND_ANSWERS[input.answers?.kind ?? ''];
  // The goal is the main clause: "Rebuild trust with my husband after I lied about debt" is not about debt.
  const main = mainClause(text);
  let domain = answered ? (DOMAIN_BY_ID.get(answered) ?? null) : detectDomain(main, target, situation.facts);
  if (!accepted && domain) target = domainTarget(domain.id, target, situation.rest);
  let category: Category =
    input.category ??
    savingCategory(main, target) ??
    domain?.categoryOf?.(text) ??
    habitCategory(domain?.id, text, target) ??
    domain?.category ??
    inferCategory(main, target);
  // Words one writes are writing, not vocabulary to learn ("500 words a day on my memoir").
  if (!input.category && !domain && target?.unit === 'word' && WRITE.test(main)) category = 'creativity';
  // A small daily habit no playbook knows ("Пить 2 литра воды в день") gets the habit shape, not "study the topic".
  if (!domain && !target && DAILY.test(text) && !LEARNING.test(main.trim())) {
    const base = selectPlaybook(category, language, text, target, input.playbook);
    // Health's fallback is a workout plan and spirituality's a meditation practice: a daily habit of water, food,
    // sleep or a journal is neither.
    const own = FALLBACK_WORDS[base.variant.id];
    const fallback =
      GENERIC_VARIANTS.has(base.variant.id) ||
      (own !== undefined && !categoryVariantFits(category, text, target) && !own.test(text));
    if (base.source === 'builtin' && fallback && !knownSubject(text, language)) {
      domain = DAILY_HABIT;
      category = input.category ?? category;
    }
  }
  const dom = domain;
  const picked = selectPlaybook(category, language, text, target, input.playbook, dom?.variant);
  const { variant, source } = picked;
  const fromDomain = source === 'builtin' && dom !== null && variant === dom.variant;
  const generic = !fromDomain && source === 'builtin' && GENERIC_VARIANTS.has(variant.id);
  const known = generic ? knownSubject(text, language) : null;
  let subject: string | null = null;
  if (fromDomain && dom.subject) subject = dom.subject(text, language);
  // A known subject is worked into the session labels ("guitar practice", «практика на гитаре»); the goal's own
  // words are never glued in front of steps: the plan sits under the goal's title, and the form asks what kind
  // of goal it is.
  else if (generic) subject = known;
  let kind = fromDomain ? dom.kind : (VARIANT_KIND[variant.id] ?? 'skill');
  // A target turns a habit playbook into a quantity to reach; none turns a quantity playbook into a habit.
  if (!fromDomain && kind === 'build-habit' && target) kind = 'quantity';
  else if (!fromDomain && kind === 'quantity' && !target && ['reading', 'running'].includes(variant.id))
    kind = 'build-habit';
  // «начну после нг», "starting in January": the plan begins then, and a span it names runs from that day.
  const begins = readStart(text, toDay(input.today), language) ?? yearStart(text, toDay(input.today), target);
  const today = begins?.day ?? toDay(input.today);
  const chosen = input.deadline && /^\d{4}-\d{2}-\d{2}$/.test(input.deadline) ? toDay(input.deadline) : null;
  const reading: DeadlineReading =
    chosen !== null && chosen > today
      ? { day: chosen, status: 'ok' }
      : readGoalDeadline(
          tripDates(dom?.id, begins ? text.replace(begins.span, ' ') : text),
          language,
          toIso(today),
          input.timezone,
        );
  const fromText = reading.status === 'ok' ? reading.day : null;
  let deadline: number | undefined;
  // "30 дней подряд", "every day for 30 days": a count of days is the span itself.
  const daySpan =
    fromText === null && target?.unit === 'day' && target.value >= 3 && target.value <= 366
      ? target.value
      : null;
  const examDay = fromText === null && fromDomain ? (dom.knownDate?.(text, today) ?? null) : null;
  if (daySpan !== null) deadline = today + daySpan - 1;
  else if (examDay !== null) deadline = examDay;
  else if (fromText !== null) deadline = Math.min(fromText, addMonths(today, 120));
  // A daily rate of pages, books or words ("20 pages every day") is a habit: its plan has no curve to climb, and
  // its span is the habit's, not the time to read 20 pages once.
  const dailyRate = target?.measure === 'level' && ['page', 'book', 'word'].includes(target.unit);
  // "Dry January first, then keep it going": through the month and the weeks after it.
  const challenge = chosen === null ? challengeEnd(text, today) : null;
  if (challenge !== null && (deadline === undefined || deadline < challenge)) deadline = challenge;
  if (deadline === undefined)
    deadline =
      today +
      7 *
        (paceWeeks(situation.income ? text.replace(situation.income, ' ') : text, target) ??
          (dailyRate ? null : realisticWeeks(target, fromDomain ? dom.id : variant.id)) ??
          variant.defaultWeeks);
  // "first 5 paying clients", "20 listings": a count no unit knows is climbed when the playbook counts that thing.
  const counted = target ? null : countedThing(situation.rest, language);
  if (counted && countsUnit(variant, counted.unit)) target = counted;
  // A time to beat ("10k under 50 min") is no duration to build up to: the plan reads it, it climbs no curve in it.
  const timeToBeat = target !== null && ['minute', 'hour'].includes(target.unit) && raceTime(text) !== null;
  const hasProgression =
    target !== null &&
    !dailyRate &&
    !timeToBeat &&
    !isBudget(fromDomain ? dom.id : variant.id, target) &&
    !(
      target.measure === 'level' &&
      target.start === undefined &&
      (target.unit === 'kg' || target.unit === 'lb')
    );
  // A budget, money lost or savings («бюджет 150к», "lost like $3k", «есть 4 млн накоплений») is what the person has
  // to spend or has spent: it weighs in the kind of goal and its span, but it is shown as no target to reach.
  const shown =
    !accepted && target && isMoney(target.unit) ? spentAside(target, situation.rest, language) : target;
  return {
    goal: {
      language,
      category,
      title: titleOf(text),
      deadline: toIso(deadline),
      deadlineSource:
        // A named exam with a fixed date (ЕГЭ) is a day the text gives as surely as a written one.
        fromText !== null || daySpan !== null || examDay !== null
          ? 'text'
          : reading.status === 'unreadable'
            ? 'unreadable'
            : 'default',
      // A count of a thing no unit knows ("5 PhD programs") is understood and shown, never climbed.
      target: shown ?? specialTarget(situation.rest, language) ?? countedThing(situation.rest, language),
      kind,
      domain: fromDomain ? dom.id : variant.id,
      subject,
      generic: generic && known === null,
      schedule: readSchedule(text),
    },
    variant,
    source,
    hasProgression: hasProgression && shown === target,
    subject,
    prefixSubject: generic && subject !== null,
    subjectKey: generic && known !== null ? knownSubjectKey(text) : null,
    text,
    reading,
    situation,
    ...(begins ? { startDay: begins.day } : {}),
  };
}

/** The money target, or null when the only sum the text names as one is a budget, money lost or savings. */
function spentAside(target: Target, text: string, language: Language): Target | null {
  const rest = withoutSpent(text);
  if (rest === null) return target;
  const own = extractTarget(rest, language);
  return own && isMoney(own.unit) ? target : null;
}

/** Whether a playbook has steps counting towards a target in this unit ("Checkpoint: 3 of 20 listings"). */
function countsUnit(variant: ParsedVariant, unit: string): boolean {
  return variant.phases.some((p) => p.steps.some((s) => s.units?.includes(unit)));
}

/** Language, category, deadline and measurable target of a goal text. */
export function understandGoal(input: PlanInput): Goal {
  return analyseGoal(input).goal;
}
