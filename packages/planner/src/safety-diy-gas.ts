import type { SafetyFinding } from './safety-finding.js';

/** A gas appliance or the gas line itself: a stove, a boiler, a water heater, the hose to it. */
const GAS =
  /(?<![\p{L}])(?:газов\p{L}*\s+(?:плит\p{L}*|колонк\p{L}*|кот[её]л\p{L}*|котл\p{L}*|водонагревател\p{L}*|духовк\p{L}*|шланг\p{L}*|труб\p{L}*|счётчик\p{L}*|счетчик\p{L}*|оборудовани\p{L}*)|(?:плит\p{L}*|колонк\p{L}*|кот[её]л\p{L}*|котл\p{L}*|трубу?)\s+(?:на\s+)?газ\p{L}*|газ(?![\p{L}])|gas\s+(?:stoves?|ranges?|cookers?|ovens?|hobs?|boilers?|furnaces?|water\s+heaters?|heaters?|dryers?|fireplaces?|lines?|pipes?|hoses?|meters?|appliances?))/iu;
/** Moving, connecting or fitting it. */
const WORK =
  /(?<![\p{L}])(?:перенест\p{L}*|перенос\p{L}*|перенесу|передвин\p{L}*|переставит\p{L}*|подключ\p{L}*|отключ\p{L}*|переподключ\p{L}*|установ\p{L}*|устанавлива\p{L}*|постав(?:ить|лю|им)|замен\p{L}*|поменять|переделать|удлин\p{L}*|подлиннее|врез\p{L}*|move|moving|relocat\p{L}*|connect\p{L}*|reconnect\p{L}*|disconnect\p{L}*|hook\s+up|hooking\s+up|install\p{L}*|fit(?:ting)?|replac\p{L}*|swap\p{L}*|extend\p{L}*|longer\s+hose|re-?rout\p{L}*)(?![\p{L}])/iu;
/** Done by the person, or without the gas service. */
const SELF =
  /(?<![\p{L}])(?:(?<!не\s)(?:сам|сама|сами|самой|самому|самим|самостоятельно)|своими\s+руками|без\s+(?:газовщик\p{L}*|газов\p{L}*\s+служб\p{L}*|мастер\p{L}*|специалист\p{L}*)|газовщик\p{L}*\s+(?:ждать|не\s+(?:буду|хочу|дождаться))|myself|by\s+myself|on\s+my\s+own|ourselves|diy|do\s+it\s+yourself|without\s+(?:a|the|any)\s+(?:gas\s+(?:engineer|company|service|fitter)|plumber|engineer|fitter|pro)|no\s+(?:gas\s+engineer|plumber|engineer|fitter))(?![\p{L}])/iu;

/**
 * Moving or connecting a gas appliance oneself: a leak or a bad joint can poison or blow up a home. The gas part
 * is the gas service's or a licensed fitter's; the person prepares the kitchen. Null for anything else about gas
 * (cooking on it, buying a stove, the bill, calling the gas service).
 */
export function diyGasFinding(text: string): SafetyFinding | null {
  if (!GAS.test(text) || !WORK.test(text) || !SELF.test(text)) return null;
  return {
    code: 'safety-diy-gas',
    en: 'Moving or connecting a gas stove, boiler or water heater yourself can cause a gas leak, poisoning or an explosion, and a longer or home-made hose is a common cause. The gas part is done by the gas service or a licensed gas fitter (Gas Safe registered in the UK); the plan is for the safe version: they connect it, you prepare the room.',
    ru: 'Переносить или подключать газовую плиту, котёл или колонку самому опасно: утечка газа, отравление, взрыв; удлинённый или самодельный шланг — частая причина. Газовую часть делает газовая служба или мастер с допуском; план составлен для безопасного варианта: подключают они, вы готовите помещение.',
    first: {
      en: 'Call the gas service or a licensed gas fitter: book the move or the connection, and do not touch the gas line until they come',
      ru: 'Позвонить в газовую службу: записаться на перенос или подключение и не трогать газ до прихода мастера',
    },
  };
}
