import type { SafetyFinding } from './safety-finding.js';

/** Driving somewhere: a drive, a road trip, being at the wheel. */
const DRIVE =
  /(?<![\p{L}])(?<!(?:hard|flash|disk|usb|google|test)\s)(?:driv(?:e|es|ing)|drove|road\s*trip\p{L}*|behind\s+the\s+wheel|at\s+the\s+wheel|доехать|доеду|ехать|поехать|поеду|проехать|проеду|перегнать\s+машин\p{L}*|за\s+рул[её]м|на\s+машин\p{L}*|на\s+авто\p{L}*|автопробег\p{L}*)(?![\p{L}])/iu;
/** No sleep on the way: straight through, no stops for the night, staying awake on caffeine. */
const NO_SLEEP =
  /(?<![\p{L}])(?:(?:\d+|two|three|four)\s+(?:days?|nights?)\s+straight|straight\s+through|non-?stop|without\s+(?:stopping\s+(?:to|for)\s+)?(?:sleep\p{L}*|rest\p{L}*|stops?)|no\s+(?:sleep|motels?|hotels?|stops?\s+(?:to|for)\s+sleep|overnight\s+stops?)|(?:through|all)\s+the\s+night|stay(?:ing)?\s+awake|без\s+(?:остановок|ночёвок|ночевок|ночлег\p{L}*|сна|отдыха|гостиниц\p{L}*|мотел\p{L}*)|не\s+(?:спать|спа\p{L}*|останавлива\p{L}*\s+на\s+(?:ночь|ночлег|сон))|нон-?стоп|сутки\s+напрол[её]т|всю\s+ночь)(?![\p{L}])/iu;
/** Hours at the wheel in a day: "20+ hours a day", «по 18 часов в сутки». */
const HOURS_A_DAY =
  /(?<![\p{L}\p{N}])(\d{1,2})\s*\+?\s*(?:hours?|hrs?|h|час\p{L}*|ч)\.?\s*(?:a|per|each|every|in\s+a|в|за)\s+(?:day|день|сутки)(?![\p{L}])/iu;

/**
 * Driving long distances without sleep, or far over ten hours a day: a tired driver reacts like a drunk one and can
 * fall asleep at the wheel. The plan is the road trip with sleep stops: at most 8–10 hours of driving a day, a
 * break every 2 hours, more days or a second driver. Null for road trips and driving lessons that say no such thing.
 */
export function drowsyDrivingFinding(text: string): SafetyFinding | null {
  if (!DRIVE.test(text)) return null;
  const hours = HOURS_A_DAY.exec(text);
  if (!NO_SLEEP.test(text) && !(hours && Number(hours[1]) > 10)) return null;
  return {
    code: 'safety-drowsy-driving',
    en: 'Driving for days without sleep, or far over 10 hours a day, is how drivers fall asleep at the wheel: after about 18 hours awake reactions are like a drunk driver’s, and energy drinks or coffee only hide it. The plan is for the safe version: at most 8–10 hours of driving a day with a break every 2 hours, and a night’s sleep planned on the way (more days, or a second driver taking turns).',
    ru: 'Ехать сутками без сна или гораздо больше 10 часов в день — так засыпают за рулём: после ~18 часов без сна реакция как у пьяного водителя, а кофе и энергетики только маскируют усталость. План составлен для безопасного варианта: не больше 8–10 часов за рулём в день, перерыв каждые 2 часа и ночёвки по пути (больше дней в дороге или второй водитель на смену).',
    first: {
      en: 'Plan the driving days with sleep stops: at most 8–10 hours at the wheel a day, a break every 2 hours, a place to sleep each night (or a second driver)',
      ru: 'Расписать дни в дороге с ночёвками: не больше 8–10 часов за рулём в день, перерыв каждые 2 часа, место для сна на каждую ночь (или второй водитель)',
    },
  };
}
