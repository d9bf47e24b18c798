import type { ParsedStep } from './playbook-schema.js';

/**
 * Steps done with someone else on the day: a lesson with an instructor, a contractor's visit, a meeting with a
 * supervisor. Like a step marked `withOthers`, they are kept off public holidays (the other person is off too).
 */
const WITH_SOMEONE = new RegExp(
  [
    String.raw`\bwith\s+(?:the|a|an|your)\s+(?:\p{L}+\s+)?(?:instructor|coach|tutor|teacher|trainer|contractor|builder|plumber|electrician|therapist|doctor|supervisor|counsel+or)s?\b`,
    String.raw`\bdriving lessons?\b`,
    String.raw`(?<![\p{L}])с\s+(?:инструктор|тренер|репетитор|преподавател|учител|подрядчик|мастер|прораб|психолог|врач|руководител)\p{L}*`,
    String.raw`(?<![\p{L}])занят\p{L}*\s+по\s+вождению`,
    String.raw`(?<![\p{L}])встреч\p{L}*\s+с\s+`,
  ].join('|'),
  'iu',
);

const memo = new WeakMap<ParsedStep, boolean>();

/** Whether the step needs another person on the day (marked so, or said so in its text). */
export function needsOthers(step: ParsedStep): boolean {
  let known = memo.get(step);
  if (known === undefined) {
    const labels = Array.isArray(step.label) ? step.label : [step.label];
    known = step.withOthers || labels.some((l) => WITH_SOMEONE.test(`${l.en ?? ''} ${l.ru ?? ''}`));
    memo.set(step, known);
  }
  return known;
}
