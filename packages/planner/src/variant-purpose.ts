/**
 * What a category's catch-all variant is for. Savings, a job search, a workout plan and keeping in touch with
 * people are what finances, career, health and relationships fall back to when no variant's words match; a goal
 * that is none of them ("cook ten of my grandmother's recipes", a department party's budget) gets the general
 * practice plan instead, and the form asks what kind of goal it is.
 */
import type { ParsedVariant } from './playbook-schema.js';
import type { Target } from './types.js';
import { unitKind } from './units.js';

const re = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');

/** A goal that is learning or making something: its plan is practice, whatever the category. */
const LEARN_OR_MAKE = re(
  '(?:learn|master|cook|bake|make|build|write|study|practi[cs]e|научиться|выучить|освоить|изучить|приготовить|испечь|сшить|связать|написать)(?![\\p{L}])',
);

const PURPOSE: Record<string, (text: string, target: Target | null) => boolean> = {
  savings: (text, target) =>
    re(
      'save|saving|savings|put\\s+(?:aside|away)|set\\s+aside|emergency\\s+fund|nest\\s+egg|накоп\\p{L}*|копить|отлож\\p{L}*|откладыва\\p{L}*|подушк\\p{L}*|сбережени\\p{L}*|сэконом\\p{L}*|экономи\\p{L}*|spend\\s+less|тратить\\s+меньше|budget(?:ing)?\\s+(?:better|monthly)|вести\\s+бюджет',
    ).test(text) ||
    (!!target &&
      unitKind(target.unit) === 'money' &&
      !re(
        'raise|salary|pay\\s+rise|зарплат\\p{L}*|прибавк\\p{L}*|повышени\\p{L}*|per\\s+(?:person|head)|на\\s+человека|guests|гост\\p{L}*',
      ).test(text)),
  job: (text) =>
    re(
      'job|jobs|hired|hire\\s+me|employ\\p{L}*|resume|résumé|cv|interview\\p{L}*|offer|position|role|vacanc\\p{L}*|career|работу|работы|вакан\\p{L}*|резюме|собеседован\\p{L}*|оффер\\p{L}*|устроиться|трудоустр\\p{L}*|должност\\p{L}*|позици\\p{L}*|карьер\\p{L}*',
    ).test(text),
  fitness: (text) =>
    !LEARN_OR_MAKE.test(text) &&
    re(
      'exercis\\p{L}*|workout|work\\s+out|train\\p{L}*|gym|fit|fitness|shape|strong\\p{L}*|stamina|active|posture|core|muscle\\p{L}*|sport\\p{L}*|stretch\\p{L}*|yoga|plank|push-?ups?|squats?|abs|зарядк\\p{L}*|трениров\\p{L}*|упражнен\\p{L}*|фитнес\\p{L}*|спорт\\p{L}*|форм\\p{L}*|сил\\p{L}*|выносл\\p{L}*|осанк\\p{L}*|мышц\\p{L}*|пресс\\p{L}*|растяж\\p{L}*|йог\\p{L}*|планк\\p{L}*|отжим\\p{L}*|присед\\p{L}*|тонус\\p{L}*|подтян\\p{L}*|актив\\p{L}*|зал(?![\\p{L}])',
    ).test(text),
  connect: (text) => !LEARN_OR_MAKE.test(text),
};

/** Whether the catch-all variant is for this goal; variants without a stated purpose fit anything. */
export function variantFits(variant: ParsedVariant, text: string, target: Target | null): boolean {
  const purpose = PURPOSE[variant.id];
  return !purpose || purpose(text, target);
}

/** A goal that opens with learning a skill ("learn to touch type, 15 min a day"): practice, even when daily. */
export const LEARNING =
  /^(?:i\s+(?:want|need|would\s+like)\s+to\s+|хочу\s+|надо\s+|нужно\s+)?(?:learn|master|научиться|выучиться|освоить)(?![\p{L}])/iu;
