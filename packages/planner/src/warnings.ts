import { toDay, toIso } from './dates.js';
import { CEFR, domainCheck } from './domain-checks.js';
import { formatQuantity } from './format.js';
import type { Language, Question, Warning } from './types.js';
import type { Understanding } from './understand.js';

/** Warnings about the body's safe pace, which a booked date does not set aside. */
const BODY_RISK = new Set(['running-volume', 'weight-rate']);

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as people read it: "31 Jan 2027", "31.01.2027". */
export function formatDate(iso: string, lang: Language): string {
  const [y, m, d] = iso.split('-');
  return lang === 'ru' ? `${d}.${m}.${y}` : `${Number(d)} ${MONTHS_EN[Number(m) - 1]} ${y}`;
}

const q = (value: number, unit: string, lang: Language) => formatQuantity(value, unit, lang, 'nom');
const say = (lang: Language, en: string, ru: string) => (lang === 'ru' ? ru : en);

export interface Assessment {
  warnings: Warning[];
  questions: Question[];
}

/**
 * What is unrealistic about a goal as understood (domain rates, deadline in the past, too close or unreadable),
 * each with an alternative the user can accept in one tap, and at most two questions that would change the plan.
 */
export function assessGoal(
  u: Understanding,
  today: string,
  text: string,
  answers?: Record<string, string>,
): Assessment {
  const { goal } = u;
  const lang = goal.language;
  const warnings: Warning[] = [];
  const questions: Question[] = [];
  const start = toDay(today);
  const end = toDay(goal.deadline);
  const weeks = Math.max(0, (end - start) / 7);
  if (u.reading.status === 'past' && u.reading.day !== null) {
    warnings.push({
      code: 'deadline-past',
      message: say(
        lang,
        `The date in the goal (${formatDate(toIso(u.reading.day), 'en')}) is not in the future; the plan runs to ${formatDate(goal.deadline, 'en')}.`,
        `Дата в цели (${formatDate(toIso(u.reading.day), 'ru')}) уже наступила; план составлен до ${formatDate(goal.deadline, 'ru')}.`,
      ),
      alternative: { deadline: goal.deadline },
    });
  }
  if (u.reading.status === 'unreadable') {
    warnings.push({
      code: 'deadline-unreadable',
      message: say(
        lang,
        `The deadline in the goal could not be read as a date; the plan runs to ${formatDate(goal.deadline, 'en')}. Choose the date if it differs.`,
        `Срок в цели не удалось понять как дату; план составлен до ${formatDate(goal.deadline, 'ru')}. Укажите дату, если она другая.`,
      ),
      alternative: { deadline: goal.deadline },
    });
  }
  // What the person said about their level ("I'm at B1") counts as an answer; the target is read without it.
  const stated = u.situation?.level && CEFR.includes(u.situation.level) ? u.situation.level : undefined;
  const known = stated && !answers?.['level-now'] ? { ...answers, 'level-now': stated } : answers;
  const check = domainCheck(goal, weeks, u.situation?.rest ?? text, known);
  // A date already booked or set (a test, a review) is not moved: the plan makes the most of the time there is. Not
  // so where too little time hurts the body (a race entered with too little running, a weight by a date): that
  // warning stays, booked or not.
  const booked = (u.situation?.facts.includes('event-booked') ?? false) && !BODY_RISK.has(check.code ?? '');
  if (!booked && check.minWeeks !== undefined && weeks < check.minWeeks && goal.deadlineSource === 'text') {
    const later = toIso(Math.max(start + check.minWeeks * 7, start + 7));
    const alternative: Warning['alternative'] = { deadline: later };
    if (check.smaller) alternative.target = check.smaller;
    const offer = check.smaller
      ? say(
          lang,
          ` A realistic option: ${formatDate(later, 'en')}, or ${q(check.smaller.value, check.smaller.unit, 'en')} by ${formatDate(goal.deadline, 'en')}.`,
          ` Реалистично: к ${formatDate(later, 'ru')} или ${q(check.smaller.value, check.smaller.unit, 'ru')} к ${formatDate(goal.deadline, 'ru')}.`,
        )
      : say(
          lang,
          ` A realistic deadline: ${formatDate(later, 'en')}.`,
          ` Реалистичный срок: ${formatDate(later, 'ru')}.`,
        );
    warnings.push({
      code: check.code ?? 'deadline-too-close',
      message: `${say(lang, check.en ?? '', check.ru ?? '')}${offer}`,
      alternative,
    });
  } else if (!booked && weeks < 1 && goal.deadlineSource === 'text' && u.reading.status === 'ok') {
    const later = toIso(start + u.variant.defaultWeeks * 7);
    warnings.push({
      code: 'deadline-too-close',
      message: say(
        lang,
        `Less than a week is very little for this goal; the plan is compressed. A realistic deadline: ${formatDate(later, 'en')}.`,
        `Меньше недели — очень мало для такой цели, план сжат. Реалистичный срок: ${formatDate(later, 'ru')}.`,
      ),
      alternative: { deadline: later },
    });
  }
  if (goal.generic) {
    warnings.push({
      code: 'generic-plan',
      message: say(
        lang,
        'There is no specialised playbook for this goal yet: this is a general practice plan. Edit the steps to fit.',
        'Для такой цели пока нет специального сценария: это общий план практики. Поправьте шаги под себя.',
      ),
    });
  }
  const t = goal.target;
  // "haven't run in years", «с нуля»: the person said where they start, so the plan starts from zero; "longest run
  // 3 miles" says how far they run now.
  const beginner = u.situation?.level === 'beginner';
  if (
    goal.domain === 'running' &&
    t &&
    t.start === undefined &&
    !beginner &&
    !u.situation?.current &&
    (t.unit === 'km' || t.unit === 'mi')
  ) {
    questions.push({
      id: 'running-now',
      text: say(
        lang,
        'How far can you run now without stopping?',
        'Сколько вы сейчас пробегаете без остановки?',
      ),
      options: [
        { label: say(lang, 'I don’t run yet', 'Пока не бегаю'), value: '0' },
        { label: say(lang, 'Up to 5 km', 'До 5 км'), value: '5' },
        { label: say(lang, 'About 10 km', 'Около 10 км'), value: '10' },
        { label: say(lang, 'A half marathon', 'Полумарафон'), value: '21' },
      ],
    });
  }
  if (goal.domain === 'exam' && t?.unit === 'point' && t.start === undefined) {
    questions.push({
      id: 'score-now',
      text: say(
        lang,
        'What do you score on a practice test now?',
        'Сколько баллов вы набираете на пробном тесте сейчас?',
      ),
      options: [30, 50, 70].filter((v) => v < t.value).map((v) => ({ label: `~${v}`, value: String(v) })),
    });
  }
  if (goal.domain === 'language' && !t && !known?.['level-now']) {
    questions.push({
      id: 'level-now',
      text: say(lang, 'What is your level now?', 'Какой у вас уровень сейчас?'),
      options: ['A0', 'A1', 'A2', 'B1', 'B2'].map((v) => ({ label: v, value: v })),
    });
  }
  // Unsure what sort of goal it is: ask, with one-tap answers, instead of guessing.
  if (goal.generic && !answers?.kind) {
    questions.unshift({
      id: 'kind',
      text: say(lang, 'What kind of goal is this?', 'Что это за цель?'),
      options: [
        { label: say(lang, 'Learn a skill', 'Научиться чему-то'), value: 'skill' },
        { label: say(lang, 'A daily habit', 'Ежедневная привычка'), value: 'habit' },
        { label: say(lang, 'Quit a habit', 'Бросить привычку'), value: 'quit' },
        { label: say(lang, 'Start a business', 'Открыть своё дело'), value: 'business' },
        { label: say(lang, 'Apply or get admitted', 'Поступить или подать заявку'), value: 'apply' },
      ],
    });
  }
  return { warnings, questions: questions.slice(0, 2) };
}
