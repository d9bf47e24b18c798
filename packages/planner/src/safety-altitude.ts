import { isMoney } from './currencies.js';
import { ruPluralIndex } from './format.js';
import type { SafetyFinding } from './safety-finding.js';
import { ALTITUDE, CLIMB, METRES } from './safety-patterns.js';
import type { Goal } from './types.js';

/** A goal about a mountain that is not going up it: a book, a film, a jigsaw of Everest. */
const NOT_A_CLIMB =
  /(?<![\p{L}])(?:read\p{L}*|book|novel|watch\p{L}*|film|movie|documentar\p{L}*|puzzle|jigsaw|paint\p{L}*|draw\p{L}*|lego|model|прочитат\p{L}*|читат\p{L}*|книг\p{L}*|фильм\p{L}*|посмотреть|смотреть|документальн\p{L}*|пазл\p{L}*|нарисовать|рисова\p{L}*|лего|модел\p{L}*)(?![\p{L}])/iu;
/** Going there: a climb, a trek, an expedition or a trip. */
const GOING = new RegExp(
  `${CLIMB.source}|(?<![\\p{L}])(?:expedition|trip|travel|go\\s+to|экспедици\\p{L}*|поездк\\p{L}*|съездить|поехать|сходить)`,
  'iu',
);
/** The route's length the person names: "5-day route", "in 5 days", «за 3 дня». */
const ROUTE_DAYS =
  /(?<![\p{L}\p{N}])(\d{1,2})[\s-]*(?:days?|дн(?:я|ей|евн\p{L}*)|день|сут\p{L}*)(?![\p{L}])/iu;

interface Mountain {
  name: RegExp;
  en: string;
  ru: string;
  /** The shortest route with enough acclimatisation, in days. */
  days: number;
  /** The route to choose instead, said in full. */
  route: { en: string; ru: string };
}

const MOUNTAINS: Mountain[] = [
  {
    name: /kilimanjaro|kili(?![\p{L}])|килиманджаро/iu,
    en: 'Kilimanjaro',
    ru: 'Килиманджаро',
    days: 7,
    route: { en: 'a 7–8-day route (Lemosho or Machame)', ru: 'маршрут на 7–8 дней (Лемошо или Мачаме)' },
  },
  {
    name: /everest|эверест|base\s+camp|базов\p{L}*\s+лагер/iu,
    en: 'Everest base camp',
    ru: 'базового лагеря Эвереста',
    days: 12,
    route: { en: 'a 12–14-day trek', ru: 'трек на 12–14 дней' },
  },
  {
    name: /elbrus|эльбрус/iu,
    en: 'Elbrus',
    ru: 'Эльбруса',
    days: 7,
    route: { en: 'a 7–9-day programme', ru: 'программу на 7–9 дней' },
  },
  {
    name: /aconcagua|аконкагуа/iu,
    en: 'Aconcagua',
    ru: 'Аконкагуа',
    days: 16,
    route: { en: 'an 18–20-day expedition', ru: 'экспедицию на 18–20 дней' },
  },
  {
    name: /kazbek|казбек/iu,
    en: 'Kazbek',
    ru: 'Казбека',
    days: 5,
    route: { en: 'a 6–7-day programme', ru: 'программу на 6–7 дней' },
  },
  {
    name: /mont\s+blanc|монблан/iu,
    en: 'Mont Blanc',
    ru: 'Монблана',
    days: 4,
    route: {
      en: 'a 5–6-day programme with acclimatisation climbs',
      ru: 'программу на 5–6 дней с акклиматизационными выходами',
    },
  },
];

const WARNING = {
  en: 'Above about 3,000 m the body needs time to adapt: altitude sickness can be deadly. Plan acclimatisation days (no more than 300–500 m higher to sleep each day, a rest day every 3–4 days), go with a certified guide, and see a doctor first.',
  ru: 'Выше ~3000 м организму нужно время привыкнуть: горная болезнь бывает смертельной. Заложите дни акклиматизации (ночёвка не выше чем на 300–500 м выше вчерашней, день отдыха каждые 3–4 дня), идите с сертифицированным гидом и сначала покажитесь врачу.',
};
const FIRST = {
  en: 'See a doctor for a check-up before high altitude, and book a certified guide with an acclimatisation schedule',
  ru: 'Пройти осмотр у врача перед высокогорьем и договориться с сертифицированным гидом о графике акклиматизации',
};

export interface AltitudeOutcome {
  finding: SafetyFinding;
  /** The goal is the climb itself (not saving for it): planned as the high-altitude version. */
  climb: boolean;
}

/**
 * High altitude: a warning and a doctor first. A route the person names that is shorter than the mountain's
 * acclimatisation allows ("Kilimanjaro in 5 days") is said plainly to be the unsafe version, with the longer
 * route to book instead. Null for goals that only name a mountain (a book about Everest).
 */
export function altitudeFinding(text: string, goal: Goal): AltitudeOutcome | null {
  const metres = METRES.exec(text);
  const height = metres
    ? Number(metres[1]!.replace(/[\s,.]/g, '')) * (/ft|feet|фут/iu.test(metres[2]!) ? 0.3048 : 1)
    : 0;
  if (!(ALTITUDE.test(text) || (height >= 3000 && CLIMB.test(text)))) return null;
  if (NOT_A_CLIMB.test(text) && !CLIMB.test(text)) return null;
  const money = goal.target !== null && isMoney(goal.target.unit);
  const climb =
    !money &&
    goal.domain !== 'savings' &&
    (goal.domain === 'expedition' || goal.domain === 'trip' || GOING.test(text));
  const mountain = MOUNTAINS.find((m) => m.name.test(text));
  const days = ROUTE_DAYS.exec(text);
  const short = mountain && days && Number(days[1]) < mountain.days ? mountain : null;
  if (!short) return { finding: { code: 'safety-altitude', ...WARNING, first: FIRST }, climb };
  const n = Number(days![1]);
  const nRu = `${n} ${['день', 'дня', 'дней'][ruPluralIndex(n)]}`;
  const nGen = `${n} ${n % 10 === 1 && n % 100 !== 11 ? 'дня' : 'дней'}`;
  return {
    climb,
    finding: {
      code: 'safety-altitude',
      en: `${n} days is too short for ${short.en}: climbing faster than the body adapts is what makes altitude sickness deadly. Choose ${short.route.en} instead of ${n} days; the plan is for the longer route. ${WARNING.en}`,
      ru: `${nRu} — слишком мало для ${short.ru}: горная болезнь опасна, когда поднимаются быстрее, чем организм привыкает. Выберите ${short.route.ru} вместо ${nGen}; план составлен для более длинного маршрута. ${WARNING.ru}`,
      // The first step books the longer route and never repeats the short one.
      first: {
        en: `Book the longer route for ${short.en}: ${short.route.en}, with a certified guide; see a doctor before high altitude`,
        ru: `Забронировать более длинный маршрут для ${short.ru}: ${short.route.ru}, с сертифицированным гидом; пройти осмотр у врача перед высокогорьем`,
      },
    },
  };
}
