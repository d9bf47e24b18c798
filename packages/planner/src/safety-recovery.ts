import { caresForSomeoneElse } from './domain-meaning.js';
import type { SafetyFinding } from './safety-finding.js';
import { injuryAgainstAdviceFinding } from './safety-injury.js';

/** Someone else's operation or injury ("after his surgery", «после маминой операции»): theirs to recover from. */
const SOMEONE_ELSES =
  /(?<![\p{L}])(?:(?:after|following)\s+(?:his|her|their|my\s+(?:mom|mum|dad|mother|father|wife|husband|son|daughter|grandma|grandpa|partner)'?s?)\s+(?:\p{L}+\s+)?(?:surgery|operation|injury|fracture|stroke|heart\s+attack)|после\s+(?:его|её|ее|их|маминой|папиной|операции\s+(?:мамы|папы|мужа|жены|сына|дочери|бабушки|дедушки)))/iu;

/** Coming back after surgery, an injury or a heart event ("after ACL surgery", «после операции на колене»). */
const RECOVERY =
  /(?<![\p{L}])(?:(?:after|following|post)[\s-]+(?:(?:my|a|an|the)\s+)?(?:\p{L}+\s+){0,2}(?:surgery|operation|injury|fracture|stroke|heart\s+attack|acl|replacement)|rehab\p{L}*|(?:torn|broken|ruptured)\s+(?:my\s+)?\p{L}+|после\s+(?:\p{L}+\s+)?(?:операци\p{L}*|травм\p{L}*|перелом\p{L}*|инсульт\p{L}*|инфаркт\p{L}*|разрыв\p{L}*|эндопротез\p{L}*)|реабилитац\p{L}*|восстановиться\s+после)/iu;

/**
 * A return to sport after surgery or an injury is agreed with the surgeon or the physiotherapist first: they say
 * when to start and how fast to build up; training through an injury against their advice gets its own warning.
 * Null when the goal says nothing of the kind.
 */
export function recoveryFinding(text: string): SafetyFinding | null {
  // Training through an injury against the advice to rest is the graver case of the same way back.
  const against = injuryAgainstAdviceFinding(text);
  if (against && !SOMEONE_ELSES.test(text)) return against;
  if (!RECOVERY.test(text) || SOMEONE_ELSES.test(text) || caresForSomeoneElse(text)) return null;
  return {
    code: 'safety-recovery',
    en: 'After surgery or an injury, the way back is agreed with your surgeon or physiotherapist: they say when you may start and how fast to build up. The plan starts with that appointment; keep every session easy until they clear you for more.',
    ru: 'После операции или травмы возвращение к нагрузкам согласуют с хирургом или реабилитологом: они скажут, когда можно начинать и как быстро наращивать. План начинается с этого визита; до их разрешения все занятия — только лёгкие.',
    first: {
      en: 'See your surgeon or physiotherapist first: agree when you may start and what to avoid',
      ru: 'Сначала сходить к хирургу или реабилитологу: договориться, когда можно начинать и чего избегать',
    },
  };
}
