import type { SafetyFinding } from './safety-finding.js';

/** Treating an illness oneself while refusing doctors ("cure my ulcer with fasting, no doctors"). */
const TREAT =
  /(?<![\p{L}])(?:cure|heal|treat|get\s+rid\s+of|fix)\s+(?:my\s+)?\p{L}+|(?:вылечить|лечить|вылечиться|излечить|долечить|залечить|лечиться|избавиться\s+от)\s+\p{L}+/iu;
/** A doctor of any kind, and the places one sees them. */
const DOCTOR_RU =
  '(?:врач\\p{L}*|доктор\\p{L}*|лор\\p{L}*|терапевт\\p{L}*|педиатр\\p{L}*|стоматолог\\p{L}*|зубно\\p{L}*|гинеколог\\p{L}*|уролог\\p{L}*|дерматолог\\p{L}*|окулист\\p{L}*|офтальмолог\\p{L}*|невролог\\p{L}*|хирург\\p{L}*|эндокринолог\\p{L}*|кардиолог\\p{L}*|специалист\\p{L}*|больниц\\p{L}*|поликлиник\\p{L}*|медик\\p{L}*)';
const DOCTOR_EN =
  '(?:doctors?|docs?|gps?|physicians?|dentists?|ent|specialists?|dermatologists?|gynaecologists?|gynecologists?|urologists?|hospitals?|clinics?|a\\s*&\\s*e|er|urgent\\s+care)';
const NO_DOCTOR = new RegExp(
  `(?<![\\p{L}])(?:(?:к|в|до)\\s+${DOCTOR_RU}\\s+(?:я\\s+)?(?:не\\s+пойду|не\\s+хочу|не\\s+буду\\s+ходить|не\\s+пойд[её]м|не\\s+пошл\\p{L}*|ни\\s+ногой)|(?:не\\s+пойду|не\\s+хочу\\s+(?:идти|ходить)|не\\s+буду\\s+(?:ходить|обращаться))\\s+(?:к|в)\\s+${DOCTOR_RU}|без\\s+(?:похода\\s+к\\s+|визита\\s+к\\s+)?(?:${DOCTOR_RU}|таблеток|лекарств|антибиотик\\p{L}*)|${DOCTOR_RU}\\s+не\\s+(?:нужн\\p{L}*|пойду)|(?:не\\s+доверяю|не\\s+верю)\\s+${DOCTOR_RU}|(?:without|no)\\s+(?:seeing\\s+|going\\s+to\\s+)?(?:a\\s+|any\\s+|the\\s+)?(?:${DOCTOR_EN}|meds|medication|medicine|antibiotics)(?![\\p{L}])|(?:won'?t|wont|will\\s+not|not\\s+going\\s+to|refuse\\s+to|don'?t\\s+want\\s+to|i'?m\\s+not)\\s+(?:see|seeing|go\\s+to|going\\s+to|visit|visiting)\\s+(?:a\\s+|any\\s+|the\\s+)?${DOCTOR_EN}(?![\\p{L}])|(?:not|never|won'?t|wont)\\s+go(?:ing)?\\s+(?:to\\s+)?(?:see\\s+)?(?:a\\s+|any\\s+|the\\s+|my\\s+)?${DOCTOR_EN}(?![\\p{L}])|(?:don'?t|do\\s+not)\\s+trust\\s+(?:the\\s+)?${DOCTOR_EN}(?![\\p{L}]))`,
  'iu',
);
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
