import type { SafetyFinding } from './safety-finding.js';

/** Treating an illness oneself while refusing doctors ("cure my ulcer with fasting, no doctors"). */
const TREAT =
  /(?<![\p{L}])(?:cure|heal|treat|get\s+rid\s+of|fix)\s+(?:my\s+)?\p{L}+|(?:вылечить|лечить|вылечиться|излечить|избавиться\s+от)\s+\p{L}+/iu;
const NO_DOCTOR =
  /(?<![\p{L}])(?:к\s+врач\p{L}*\s+(?:не\s+пойду|не\s+хочу|не\s+буду\s+ходить)|без\s+(?:врач\p{L}*|докторов|больниц\p{L}*|таблеток|лекарств)|врач\p{L}*\s+не\s+(?:нужн\p{L}*|пойду)|(?:without|no)\s+(?:seeing\s+)?(?:a\s+|any\s+)?(?:doctors?|gp|meds|medication|medicine)|(?:won'?t|will\s+not|not\s+going\s+to|refuse\s+to)\s+(?:see|go\s+to|visit)\s+(?:a\s+|any\s+|the\s+)?(?:doctors?|gp|hospital))/iu;
/** Home cures that are harmful when they replace treatment. */
const HOME_CURE =
  /(?<![\p{L}])(?:сод\p{L}*|перекис\p{L}*|керосин\p{L}*|уринотерап\p{L}*|голод\p{L}*|baking\s+soda|bicarb\p{L}*|peroxide|bleach|kerosene|urine\s+therapy|fasting|starv\p{L}*)/iu;

/**
 * A goal to cure an illness without a doctor, or with a home cure in its place, gets no treatment plan of its own:
 * the plan starts with a doctor, and the home cure is never scheduled. Null when the goal says nothing of the kind.
 */
export function selfTreatmentFinding(text: string): SafetyFinding | null {
  if (!TREAT.test(text) || !(NO_DOCTOR.test(text) || HOME_CURE.test(text))) return null;
  return {
    code: 'safety-self-treatment',
    en: 'An illness is treated with a doctor: home cures such as baking soda or fasting can hide it or make it worse. The plan starts with a doctor’s appointment and keeps to what they advise.',
    ru: 'Болезнь лечат вместе с врачом: домашние средства вроде соды или голодания могут скрыть её или навредить. План начинается с приёма у врача и держится того, что он посоветует.',
    first: {
      en: 'See a doctor: describe the symptoms and agree on the treatment',
      ru: 'Записаться к врачу: рассказать о симптомах и договориться о лечении',
    },
  };
}
