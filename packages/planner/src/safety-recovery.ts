import { caresForSomeoneElse } from './domain-meaning.js';
import type { SafetyFinding } from './safety-finding.js';
import { injuryAgainstAdviceFinding } from './safety-injury.js';

/** Someone else's operation or injury ("after his surgery", «после маминой операции»): theirs to recover from. */
const SOMEONE_ELSES =
  /(?<![\p{L}])(?:(?:after|following)\s+(?:his|her|their|my\s+(?:mom|mum|dad|mother|father|wife|husband|son|daughter|grandma|grandpa|partner)'?s?)\s+(?:\p{L}+\s+)?(?:surgery|operation|injury|fracture|stroke|heart\s+attack)|после\s+(?:его|её|ее|их|маминой|папиной|операции\s+(?:мамы|папы|мужа|жены|сына|дочери|бабушки|дедушки)))/iu;

/** Coming back after surgery, an injury or a heart event ("after ACL surgery", «после операции на колене»). */
const RECOVERY =
  /(?<![\p{L}])(?:(?:after|following|post)[\s-]+(?:(?:my|a|an|the)\s+)?(?:\p{L}+\s+){0,2}(?:surgery|operation|injury|fracture|stroke|heart\s+attack|acl|replacement)|rehab\p{L}*|(?:torn|broken|ruptured)\s+(?:my\s+)?\p{L}+|после\s+(?:\p{L}+\s+)?(?:операци\p{L}*|травм\p{L}*|перелом\p{L}*|инсульт\p{L}*|инфаркт\p{L}*|разрыв\p{L}*|эндопротез\p{L}*)|реабилитац\p{L}*|восстановиться\s+после)/iu;

/** One's own body part that still hurts: "my knee is still messed up", «колено до сих пор болит». */
const PART_EN = String.raw`(?:knee|ankle|achilles|shin|hip|back|shoulder|foot|hamstring|calf|wrist|elbow|it\s+band)`;
const PART_RU = String.raw`(?:колен\p{L}*|голеностоп\p{L}*|ахилл\p{L}*|спин[аеуы]|поясниц\p{L}*|плеч\p{L}*|стоп[аеуы]|бедр\p{L}*|запяст\p{L}*|лодыжк\p{L}*)`;
const CURRENT_INJURY = new RegExp(
  String.raw`(?<![\p{L}])(?:my|the)\s+${PART_EN}\s+(?:is\s+|still\s+|is\s+still\s+|keeps\s+|has\s+been\s+)?(?:\p{L}+\s+)?(?:messed\s+up|hurts?|hurting|injured|busted|swollen|sprained|strained|torn|acting\s+up|killing\s+me)|(?<![\p{L}])${PART_RU}\s+(?:вс[её]\s+ещ[её]\s+|до\s+сих\s+пор\s+|ещ[её]\s+)?(?:болит|болят|ноет|ноют|опухл\p{L}*|травмирован\p{L}*)|(?<![\p{L}])(?:болит|болят|ноет|травмировал\p{L}*|потянул\p{L}*)\s+${PART_RU}`,
  'iu',
);
/** A goal of training the body: a race, a run, the gym. */
const TRAINING =
  /(?<![\p{L}])(?:run|race|marathon|half|5k|10k|train\p{L}*|gym|lift\p{L}*|squat|hike|climb|бег\p{L}*|пробеж\p{L}*|марафон\p{L}*|полумарафон\p{L}*|трениров\p{L}*|зал|присед\p{L}*|поход\p{L}*)(?![\p{L}])/iu;

/**
 * A return to sport after surgery or an injury is agreed with the surgeon or the physiotherapist first: they say
 * when to start and how fast to build up; training through an injury against their advice gets its own warning.
 * Null when the goal says nothing of the kind.
 */
export function recoveryFinding(text: string): SafetyFinding | null {
  // Training through an injury against the advice to rest is the graver case of the same way back.
  const against = injuryAgainstAdviceFinding(text);
  if (against && !SOMEONE_ELSES.test(text)) return against;
  const hurtNow = CURRENT_INJURY.test(text) && TRAINING.test(text);
  if (!(RECOVERY.test(text) || hurtNow) || SOMEONE_ELSES.test(text) || caresForSomeoneElse(text)) return null;
  return {
    code: 'safety-recovery',
    en: 'After surgery or an injury, the way back is agreed with your surgeon or physiotherapist: they say when you may start and how fast to build up. The plan starts with that appointment; keep every session easy until they clear you for more.',
    ru: 'После операции или травмы возвращение к нагрузкам согласуют с хирургом или реабилитологом: они скажут, когда можно начинать и как быстро наращивать. План начинается с этого визита; до их разрешения все занятия — только лёгкие.',
    first: {
      en: 'See your surgeon or physiotherapist first: agree when you may start and what to avoid',
      ru: 'Сначала сходить к хирургу или реабилитологу: договориться, когда можно начинать и чего избегать',
    },
    // The visit comes first and its word decides the start: no run or workout the day after it.
    hold: {
      days: 14,
      en: 'Once your doctor or physio clears you',
      ru: 'Когда врач или реабилитолог разрешит',
    },
  };
}
