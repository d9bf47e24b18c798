import type { SafetyFinding } from './safety-finding.js';

/** Work on a home's wiring: outlets, circuits, the panel, fixtures and wall switches. */
const WIRING =
  /(?<![\p{L}])(?:re-?wir\p{L}*|wiring|circuits?|outlets?|sockets?|electrical(?!\s+engineer)|breakers?|fuse\s*box|panel\s+upgrade|electrical\s+panel|consumer\s+unit|light\s+fixtures?|ceiling\s+(?:lights?|fans?)|light\s+switch\p{L}*|wall\s+switch\p{L}*|проводк\p{L}*|электропроводк\p{L}*|розетк\p{L}*|выключател\p{L}*|электрощит\p{L}*|щит\p{L}*|щиток\p{L}*|автомат\p{L}*\s+в\s+щитк\p{L}*|люстр\p{L}*|светильник\p{L}*|кабел\p{L}*|электрик\p{L}*|электричеств\p{L}*)(?![\p{L}])/iu;
/** Work that is an electrician's even for a handy person: new circuits, rewiring, the panel. */
const MAJOR =
  /(?<![\p{L}])(?:re-?wir\p{L}*|new\s+circuits?|add\p{L}*\s+(?:a\s+|an?\s+extra\s+|another\s+)?circuits?|(?:electrical|breaker)\s+panel|fuse\s*box|consumer\s+unit|panel\s+upgrade|(?:поменять|заменить|замен\p{L}*|переделать|провести|проложить|переложить|перекинуть|перебросить|сделать)\s+(?:вс\p{L}*\s+)?(?:электро)?проводк\p{L}*|(?:электро)?проводк\p{L}*\s+(?:в|во)\s+(?:квартир\p{L}*|дом\p{L}*|комнат\p{L}*)|нов\p{L}*\s+(?:лини\p{L}*|групп\p{L}*)|электрощит\p{L}*|щиток\p{L}*)(?![\p{L}])/iu;
/** Working with the power on. */
const LIVE =
  /(?<![\p{L}])(?:not\s+(?:turning|switching|shutting|cutting)\s+(?:the\s+|off\s+the\s+)?(?:main|power|breaker|electricity)\p{L}*|(?:won'?t|wont|will\s+not|don'?t|not\s+going\s+to)\s+(?:turn|switch|shut|cut)\s+(?:off\s+)?(?:the\s+)?(?:main|power|breaker|electricity)\p{L}*|without\s+(?:turning|switching|shutting|cutting)\s+(?:off\s+)?(?:the\s+)?(?:main|power|breaker|electricity)\p{L}*|with\s+the\s+power\s+(?:still\s+)?on|live\s+(?:wires?|circuits?)|hot\s+wires?|не\s+(?:отключая|выключая|обесточив\p{L}*)|обесточ\p{L}*\s+(?:\p{L}+\s+)?не\s+(?:буду|стану|хочу|будем)|не\s+(?:буду|стану|будем)\s+(?:ничего\s+)?обесточ\p{L}*|без\s+(?:отключени\p{L}*|обесточивани\p{L}*)|под\s+напряжением|(?:свет|электричество|автомат\p{L}*|пробки)\s+(?:отключать|выключать)\s+не\s+(?:буду|стану|хочу)|не\s+(?:буду|стану|хочу)\s+(?:отключать|выключать)\s+(?:свет|электричество|автомат\p{L}*|пробки))(?![\p{L}])/iu;
/** The person does it. */
const SELF =
  /(?<![\p{L}])(?:(?<!не\s)(?:сам|сама|сами|самой|самому|самостоятельно)|своими\s+руками|без\s+электрик\p{L}*|myself|by\s+myself|on\s+my\s+own|ourselves|diy|do\s+it\s+yourself|without\s+(?:an?\s+|the\s+)?electrician|no\s+electrician)(?![\p{L}])/iu;
/** Never done such work before. */
const NO_SKILL =
  /(?<![\p{L}])(?:never\s+(?:done|did|touched|worked\s+on)|no\s+(?:experience|idea|clue)|zero\s+experience|first\s+time|youtube|ни\s+разу\s+не|никогда\s+не\s+(?:делал\p{L}*|занимал\p{L}*)|без\s+опыта|опыта\s+(?:нет|никакого)|по\s+(?:видео|ютуб\p{L}*|роликам)|впервые)(?![\p{L}])/iu;
/** Learning the trade or electronics: a plan to learn, never a job on the home's wiring. */
const LEARNING =
  /(?<![\p{L}])(?:become\s+an?\s+electrician|electrician\s+(?:apprentice\p{L}*|course|licen[cs]e)|apprentice\p{L}*|arduino|electronics|raspberry|стать\s+электриком|выучиться\s+на\s+электрик\p{L}*|курс\p{L}*\s+электрик\p{L}*|электроник\p{L}*|ардуино)(?![\p{L}])/iu;

/**
 * Work on a home's wiring done live, or rewiring and new circuits done oneself, or wiring work by someone who has
 * never done it: a shock or a fire. New circuits and rewiring are a licensed electrician's; the person can do a
 * small job with the breaker off and a tester. Null for learning the trade, electronics, or changing a bulb.
 */
export function diyElectricFinding(text: string): SafetyFinding | null {
  if (!WIRING.test(text) || LEARNING.test(text)) return null;
  const self = SELF.test(text);
  if (!(LIVE.test(text) || (self && MAJOR.test(text)) || (NO_SKILL.test(text) && (self || MAJOR.test(text)))))
    return null;
  return {
    code: 'safety-diy-electric',
    en: 'Electrical work with the power on, or rewiring and new circuits without training, can kill by shock or start a fire hidden in the wall. New circuits and rewiring are done by a licensed electrician (with a permit where one is needed); never work live: the breaker off and a tester first. The plan is for the safe version: an electrician does the wiring, and you can learn on a small job such as a switch plate, with the power off.',
    ru: 'Работа с электрикой под напряжением, замена проводки или новые линии без подготовки могут убить током или вызвать пожар внутри стены. Проводку и новые линии делает электрик с допуском (с разрешением, где оно нужно); под напряжением не работают никогда: сначала выключить автомат и проверить тестером. План составлен для безопасного варианта: проводку делает электрик, а вы можете учиться на небольшой работе вроде замены накладки выключателя — при выключенном автомате.',
    first: {
      en: 'Call a licensed electrician: get a quote for the new circuit or the rewiring, and ask whether a permit is needed',
      ru: 'Позвонить электрику с допуском: получить смету на проводку или новую линию и узнать, нужно ли разрешение',
    },
  };
}
