import type { SafetyFinding } from './safety-finding.js';

const B = '(?<![\\p{L}])';

/** Taking a wall out: «убрать стену», "knock down the wall between the kitchen and the lounge". */
const WALL = new RegExp(
  `${B}(?:(?:убрать|убираем|уберём|уберем|снести|сносим|снесём|снесем|сломать|ломать|демонтир\\p{L}*|разобрать|проломить|прорубить|расширить)\\s+(?:\\p{L}+\\s+){0,2}(?:стен\\p{L}*|про[её]м\\p{L}*)|(?:take|taking|took)\\s+(?:down|out)\\s+(?:[\\p{L}-]+\\s+){0,3}wall|(?:knock|knocking|knocked)\\s+(?:down|out|through)\\s+(?:[\\p{L}-]+\\s+){0,3}wall|(?:remove|removing|tear|tearing|rip|ripping)\\s+(?:out\\s+|down\\s+)?(?:[\\p{L}-]+\\s+){0,3}wall)`,
  'iu',
);
/** The wall holds the building up: a panel block's inner walls, or said outright. */
const STRUCTURAL = new RegExp(
  `${B}(?:панел\\p{L}*|несущ\\p{L}*|load[\\s-]?bearing|structural|supporting\\s+wall|panel\\s+(?:block|building))`,
  'iu',
);

/** Bringing a tree down: "fell the oak", «спилить берёзу». */
const TREE = new RegExp(
  `${B}(?:(?:fell|felling|cut\\s+down|cutting\\s+down|take\\s+down|taking\\s+down|chop\\s+down|drop)\\s+(?:\\p{L}+\\s+){0,4}(?:tree|oak|pine|gum|eucalyptus|maple|birch|elm|ash|poplar|spruce|willow)|(?:спилить|срубить|свалить|повалить|спиливать)\\s+(?:\\p{L}+\\s+){0,3}(?:дерев\\p{L}*|дуб\\p{L}*|бер[её]з\\p{L}*|сосн\\p{L}*|ель|ёлку|елку|тополь|тополя|кл[её]н\\p{L}*|ив\\p{L}*))`,
  'iu',
);
/** Where it can fall on something, or it is already unsound. */
const HAZARD = new RegExp(
  `${B}(?:(?:toward|towards|near|next\\s+to|over|onto|into)\\s+(?:the\\s+|our\\s+|my\\s+)?(?:house|home|roof|garage|shed|power\\s*lines?|wires|fence|neighbou?r\\p{L}*)|leaning|dead|rotten|power\\s*lines?|к\\s+дому|на\\s+(?:дом|крышу|провод\\p{L}*)|(?:рядом\\s+с|возле|у)\\s+(?:домом|дома|бани|гаража)|над\\s+(?:домом|крышей)|провод\\p{L}*|наклон\\p{L}*|сух\\p{L}*|гнил\\p{L}*)`,
  'iu',
);
/** The person does it, with no training. */
const UNTRAINED = new RegExp(
  `${B}(?:never\\s+(?:felled|cut\\s+down|used\\s+a\\s+chainsaw)|first\\s+time|watched\\s+(?:\\p{L}+\\s+){0,3}(?:vids|videos|youtube|tutorials)|no\\s+experience|my\\s+chainsaw|myself|ни\\s+разу|никогда\\s+не|без\\s+опыта|по\\s+(?:видео|роликам|ютубу)|сам|сама|сами|бензопил\\p{L}*)`,
  'iu',
);
/** A professional is already the plan. */
const HIRED = new RegExp(
  `${B}(?:arborist|tree\\s+(?:surgeon|service|company)|hire|hiring|арборист\\p{L}*|промальп\\p{L}*|спецслужб\\p{L}*|вызвать|нанять)`,
  'iu',
);

/**
 * A wall that holds a building up taken out without an engineer (in a panel block nearly every inner wall does,
 * and the law asks for a project and an approval). The plan is the renovation around the engineer's design. Null
 * for a partition or when a professional is already the plan.
 */
export function diyStructureFinding(text: string): SafetyFinding | null {
  if (HIRED.test(text) || !WALL.test(text) || !STRUCTURAL.test(text)) return null;
  return {
    code: 'safety-structure',
    en: 'A load-bearing wall taken out without an engineer can crack floors or bring part of a building down, and in a panel block almost every inner wall is load-bearing. Any opening needs a structural engineer’s design and the approvals your building and council require; the plan is for that safe version.',
    ru: 'Несущую стену нельзя убирать без проекта: могут пойти трещины по перекрытиям и пострадать весь дом, а в панельном доме почти все внутренние стены несущие. Нужен проект от проектной организации и согласование перепланировки в жилинспекции; без него её не узаконить и не продать квартиру. План составлен для безопасного варианта.',
    first: {
      en: 'Ask a structural engineer whether the wall is load-bearing and what opening, if any, is allowed',
      ru: 'Заказать у проектной организации заключение: несущая ли стена и какой проём в ней допустим',
    },
  };
}

/**
 * A tree that can fall on a house or lines brought down by someone who never felled one. The arborist does it;
 * the first step says so. Null for a small tree in the open, or when an arborist is already the plan.
 */
export function treeFellingFinding(text: string): SafetyFinding | null {
  if (HIRED.test(text) || !TREE.test(text) || !HAZARD.test(text) || !UNTRAINED.test(text)) return null;
  return {
    code: 'safety-tree-felling',
    en: 'A dead or leaning tree near a house or lines is the hardest kind to fell: it can split, kick back or fall the wrong way, and chainsaw injuries are severe. This one is for a qualified arborist; the plan is for that safe version, with your part being the quotes, the access and the clean-up.',
    ru: 'Сухое или наклонённое дерево у дома или проводов валить сложнее всего: оно может расколоться, сыграть или упасть не туда, а травмы от бензопилы тяжёлые. Такое дерево спиливают арбористы или промышленные альпинисты; план составлен для безопасного варианта: с вас выбор исполнителя, доступ и уборка.',
    first: {
      en: 'Get two quotes from insured arborists to take the tree down, and keep everyone away from it until then',
      ru: 'Позвать двух арбористов или промальпов на осмотр и смету, а до их приезда никого не подпускать к дереву',
    },
  };
}
