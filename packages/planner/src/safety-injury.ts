import type { SafetyFinding } from './safety-finding.js';

/**
 * Training through an injury against the advice of the physiotherapist or doctor who said to rest ("PT said rest
 * 6 wks but I'll push through it", «врач запретил бегать, но я всё равно побегу»), or through the pain of one.
 * Following the advice ("PT said rest 6 weeks, then ease back in") is the ordinary way back and no finding here.
 */

/** Someone who treats injuries said to rest or not to train. */
const ADVICE_TO_REST = new RegExp(
  [
    '(?<![\\p{L}])(?:pt|physio\\p{L}*|physical\\s+therapist|doctor|doc|dr|gp|surgeon|ortho\\p{L}*|sports\\s+doc\\p{L}*|coach)\\s+(?:said|says|told\\s+me|tells\\s+me|wants\\s+me|recommended|advised|ordered|insists)\\s+(?:i\\s+(?:should\\s+|must\\s+|need\\s+to\\s+)?|me\\s+|to\\s+)?(?:to\\s+)?(?:rest|stop|not\\s+(?:run|train|play|race)|no\\s+(?:running|training|sport|racing|impact)|take\\s+(?:\\p{L}+\\s+)?(?:time|weeks?|months?)\\s+off|stay\\s+off|sit\\s+out|skip)',
    '(?<![\\p{L}])(?:врач\\p{L}*|доктор\\p{L}*|хирург\\p{L}*|ортопед\\p{L}*|травматолог\\p{L}*|реабилитолог\\p{L}*|физиотерапевт\\p{L}*|тренер\\p{L}*)\\s+(?:\\p{L}+\\s+)?(?:сказал\\p{L}*|велел\\p{L}*|запретил\\p{L}*|прописал\\p{L}*|советует|посоветовал\\p{L}*|рекомендовал\\p{L}*|говорит)\\s+(?:мне\\s+)?(?:\\d+\\s+\\p{L}+\\s+)?(?:отдыхать|отдых|покой|не\\s+(?:бегать|тренироваться|нагружать)|бегать|тренировки|нагрузки|спорт|пауз\\p{L}*|перерыв)',
  ].join('|'),
  'iu',
);

/** Going on regardless. */
const REGARDLESS = new RegExp(
  [
    '(?<![\\p{L}])(?:push|run|train|power|grind|tough|play)(?:ing)?\\s+(?:it\\s+)?through(?:\\s+(?:it|the\\s+pain|the\\s+injury))?(?![\\p{L}])',
    "(?<![\\p{L}])(?:(?:i'?ll|i\\s+will|gonna|going\\s+to)\\s+(?:\\p{L}+\\s+)?(?:do|run|race|train)\\s+(?:it\\s+)?anyway|(?:anyway|regardless)(?=\\s*(?:[.!,]|$))|ignor\\p{L}*\\s+(?:it|the\\s+pain|(?:my|the)\\s+(?:pt|physio\\p{L}*|doctor|doc)))",
    '(?<![\\p{L}])(?:вс[её]\\s+равно|через\\s+боль|наплевать|плевать|не\\s+буду\\s+(?:ждать|отдыхать)|перетерплю|потерплю)(?![\\p{L}])',
  ].join('|'),
  'iu',
);

/** An injury or pain of one's own body part, for "through the pain" without advice named. */
const INJURY =
  /(?<![\p{L}])(?:(?:knee|ankle|achilles|shin|hip|back|shoulder|foot|hamstring|calf|wrist|elbow|it\s+band)\s+(?:\p{L}+\s+){0,3}(?:messed\s+up|hurts?|injur\p{L}*|sore|busted|swollen|sprained|strained|torn|pain)|injur\p{L}*|stress\s+fracture|sprain\p{L}*|травм\p{L}*|растяжени\p{L}*|надрыв\p{L}*|(?:колено|колени|спина|голеностоп|ахилл|плечо|стопа|бедро)\s+(?:\p{L}+\s+)?(?:болит|болят|травмирован\p{L}*)|болит\s+(?:колено|спина|голеностоп|ахилл|плечо|стопа))/iu;

export function injuryAgainstAdviceFinding(text: string): SafetyFinding | null {
  const t = text.replace(/[’‘]/gu, "'");
  if (!REGARDLESS.test(t) || !(ADVICE_TO_REST.test(t) || INJURY.test(t))) return null;
  return {
    code: 'safety-injury',
    en: 'Training through an injury against your physiotherapist’s or doctor’s advice can turn a few weeks of rest into months off or a lasting injury. Rest as they said; then come back with a return-to-run plan they clear, building up gradually. If the race comes too soon after that, a later race is the safe goal.',
    ru: 'Тренироваться через травму вопреки совету реабилитолога или врача — значит рисковать превратить несколько недель отдыха в месяцы без спорта или в хроническую травму. Отдохните столько, сколько сказали; потом возвращайтесь по плану, который они одобрят, постепенно наращивая нагрузку. Если старт окажется слишком близко, безопасная цель — более поздний старт.',
    first: {
      en: 'See your physiotherapist or doctor first: agree how long to rest and when and how to start training again',
      ru: 'Сначала сходить к реабилитологу или врачу: договориться, сколько отдыхать и когда и как возвращаться к тренировкам',
    },
  };
}
