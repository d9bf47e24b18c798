/**
 * Putting one's life in order as a goodbye: the warning signs crisis lines list together. A practical step
 * (giving one's things away, settling every debt, getting one's affairs in order, letters to everyone one loves)
 * is an ordinary goal on its own: a move, a will, Christmas cards. With a reason that speaks of afterwards
 * without oneself ("so as not to be a burden to anyone", "they'll be fine without me", «без меня справятся») it
 * is a farewell, and gets the kind message instead of a plan. Run on text normalised by self-harm.ts.
 */

/** A practical step of putting things in order. */
const PUT_IN_ORDER = new RegExp(
  [
    // Giving all of one's things away.
    '(?:give|giving|gave|gift)\\s+away\\s+(?:all\\s+)?(?:of\\s+)?(?:my|my\\s+own|every)\\s*(?:things|stuff|belongings|possessions|pets?|cat|dog|clothes|books|thing)',
    '(?:разда|отда|раздар|дар)\\p{L}*\\s+(?:все\\s+)?(?:свои\\s+|мои\\s+)?(?:вещи|вс[её]|кота|кошку|собаку|питомц\\p{L}*|одежду|книги)',
    // Affairs in order, debts settled, a will.
    '(?:get|put|set|have|sort|sorting|getting|putting)\\s+(?:all\\s+)?(?:my\\s+)?affairs\\s+(?:in\\s+order|sorted|settled|straight)|(?:sort|settle|wrap\\s+up|tie\\s+up)\\s+(?:out\\s+)?(?:all\\s+)?(?:my\\s+)?(?:affairs|loose\\s+ends)',
    '(?:pay\\s+off|settle|clear|close)\\s+(?:all\\s+)?(?:of\\s+)?(?:my\\s+)?debts?|(?:write|make|draw\\s+up|update)\\s+(?:a|my)\\s+will',
    '(?:закрыть|раздать|вернуть|погасить|выплатить|отдать)\\s+(?:все\\s+)?(?:свои\\s+|мои\\s+)?долги|привести\\s+(?:все\\s+)?(?:свои\\s+)?дела\\s+в\\s+порядок|(?:уладить|закончить|завершить)\\s+(?:все\\s+)?(?:свои\\s+)?дела|(?:написать|составить|оформить)\\s+завещани\\p{L}*',
    // A valued thing of one's own given away ("giving away my guitar"), a pet found a new home.
    '(?:give|giving|gave|gift|gifting)\\s+away\\s+my\\s+\\p{L}+|(?:find|finding|found)\\s+(?:someone|somebody|a\\s+(?:new\\s+)?home|new\\s+owners?|a\\s+new\\s+owner)\\s+(?:to\\s+take\\s+|for\\s+)(?:my\\s+|the\\s+)?(?:cat|dog|kitten|puppy|pets?|bird|rabbit|hamster)|re-?hom\\p{L}*\\s+(?:my\\s+|the\\s+)?(?:cat|dog|pets?)',
    '(?:пристро|отда|раздар|дар)\\p{L}*\\s+(?:мо\\p{L}+\\s+|сво\\p{L}+\\s+)?(?:кота|кошку|котика|собаку|пса|питомц\\p{L}*|попугая|гитару)|(?:найти|ищу)\\s+(?:кому\\s+отдать|хозяев|хозяина|новый\\s+дом)\\s+(?:для\\s+)?(?:кот\\p{L}*|кошк\\p{L}*|собак\\p{L}*|питомц\\p{L}*)',
    // Letters to everyone one loves.
    '(?:letters?|notes?|messages?|cards?)\\s+(?:to|for)\\s+(?:every\\s*one|every\\s*body|all)\\s+(?:of\\s+)?(?:those\\s+|the\\s+people\\s+)?(?:i\\s+love|i\\s+care\\s+about|who\\s+matter|my\\s+loved\\s+ones)|(?:letters?|notes?)\\s+(?:to|for)\\s+(?:all\\s+)?my\\s+loved\\s+ones',
    '(?:письм|записк)\\p{L}*\\s+(?:для\\s+)?(?:всем|всех|близким|родным|любимым)(?:\\s+(?:кого|кто)\\s+(?:я\\s+)?(?:люблю|дорог\\p{L}*))?',
  ].join('|'),
  'u',
);

/** A reason that speaks of afterwards without oneself. */
const AFTERWARDS_WITHOUT_ME = new RegExp(
  [
    // Not to be a burden to anyone.
    "(?:not|never|no\\s+longer|won'?t|wont|don'?t|dont)\\s+(?:to\\s+)?(?:be\\s+|become\\s+)?(?:a\\s+)?burden\\s+(?:to|on|for)\\s+(?:any\\s*one|any\\s*body|every\\s*one|every\\s*body|them|my\\s+\\p{L}+)",
    '(?:no\\s*one|nobody|noone)\\s+(?:has|will\\s+have|would\\s+have)\\s+to\\s+(?:deal\\s+with|take\\s+care\\s+of|clean\\s+up\\s+after|sort\\s+out)\\s+(?:anything|my\\s+\\p{L}+|it|me)',
    '(?:никому|никого)\\s+(?:\\p{L}+\\s+){0,2}(?:не\\s+)?(?:быть\\s+)?(?:в\\s+тягость|обуз\\p{L}*|обременять|напрягать|мешать)|не\\s+быть\\s+(?:никому\\s+)?(?:в\\s+тягость|обуз\\p{L}*)|никому\\s+не\\s+пришлось\\s+(?:ничего\\s+)?(?:разбирать|решать|убирать)',
    // No longer a burden, with nobody named: a burden gone, not a care for someone ("then i won't be a burden anymore").
    "(?:won'?t|wont|will\\s+not|no\\s+longer|not|never)\\s+(?:be\\s+)?(?:a\\s+)?burden(?:\\s+(?:any\\s*more|any\\s+longer))?(?=\\s*(?:[.!?]|$))",
    '(?:больше\\s+)?(?:никому\\s+)?не\\s+(?:буду|быть)\\s+(?:больше\\s+)?(?:никому\\s+)?(?:обуз\\p{L}*|в\\s+тягость)(?=\\s*(?:[.!?]|$))',
    // Then it is over.
    "then\\s+(?:it'?s|it\\s+is|it'?ll\\s+be|it\\s+will\\s+be|everything'?s|everything\\s+is|everything\\s+will\\s+be|i'?m|i\\s+am|i'?ll\\s+be)\\s+(?:all\\s+)?(?:over|done|gone|finished)(?=\\s*(?:[.!?]|$))",
    '(?:и|потом|тогда)\\s+(?:вс[её]\\s+)?(?:закончится|кончится|будет\\s+кончено|конец)(?=\\s*(?:[.!?]|$))',
    // They will be fine without me.
    "(?:they|every\\s*one|every\\s*body|my\\s+family|my\\s+kids|my\\s+children|people|the\\s+world)\\s*(?:'ll|will|would|are\\s+going\\s+to|gonna)\\s+(?:all\\s+)?(?:be\\s+)?(?:fine|ok|okay|alright|all\\s+right|better|happier|manage|cope|move\\s+on|get\\s+over\\s+it)\\s+without\\s+me",
    "(?:they|every\\s*one|every\\s*body|no\\s*one|nobody)\\s+(?:won'?t|wont|will\\s+not|doesn'?t|don'?t)\\s+(?:even\\s+)?(?:need|miss)\\s+me",
    '(?:они|все|семья|родные|близкие|дети)\\s+(?:\\p{L}+\\s+)?(?:справятся|обойдутся|проживут|будут\\s+в\\s+порядке)\\s+без\\s+меня|без\\s+меня\\s+(?:\\p{L}+\\s+)?(?:справятся|обойдутся|проживут|всем\\s+будет\\s+хорошо|всё\\s+будет\\s+хорошо|все\\s+будет\\s+хорошо)',
    '(?:после|когда)\\s+меня\\s+(?:не\\s+станет|не\\s+будет)|after\\s+i(?:\\s+a|\\s+)?m\\s+gone|when\\s+i(?:\\s+a|\\s+)?m\\s+gone|after\\s+i\\s+(?:die|am\\s+gone)',
  ].join('|'),
  'u',
);

/** A will, the one step of putting things in order that people take in ordinary times. */
const WILL =
  /(?:write|make|draw\s+up|update)\s+(?:a|my)\s+will|(?:написать|составить|оформить)\s+завещани\p{L}*/gu;
/** Not to be a burden on one's children or family, named. */
const ON_FAMILY = new RegExp(
  [
    'burden\\s+(?:to|on|for)\\s+my\\s+(?:kids|children|son|sons|daughters?|family|wife|husband|partner|parents|grand\\p{L}+)',
    '(?:в\\s+тягость|обуз\\p{L}*)\\s+(?:для\\s+)?(?:детям|детей|сыну|сына|дочери|дочке|внукам|внуков|семье|семьи|родным|родных|мужу|мужа|жене|жены|близким|близких)(?![\\p{L}])',
    '(?:детям|сыну|дочери|внукам|семье|родным|мужу|жене|близким)\\s+(?:в\\s+тягость|обуз\\p{L}*)',
  ].join('|'),
  'gu',
);

/** Things put in order with afterwards spoken of without oneself: a goodbye. */
export function farewellSignal(clean: string): boolean {
  if (!PUT_IN_ORDER.test(clean) || !AFTERWARDS_WITHOUT_ME.test(clean)) return false;
  // A will written so as not to burden one's children is planning ahead, like a pension: an ordinary goal.
  const onlyAWill = !PUT_IN_ORDER.test(clean.replace(WILL, ' '));
  return !(onlyAWill && !AFTERWARDS_WITHOUT_ME.test(clean.replace(ON_FAMILY, ' ')));
}
