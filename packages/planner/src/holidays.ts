/// <reference path="./date-holidays-parser.d.ts" />
import Holidays from 'date-holidays-parser';
import { toIso, yearOf } from './dates.js';
import DATA from './holidays-data.json' with { type: 'json' };
import type { Language } from './types.js';

/**
 * Public holidays of the person's country, from the rules date-holidays maintains (fixed days, Easter, nth
 * weekdays, substitute days, Russia's New Year week). The country comes from the time zone, else from the
 * goal's language (Russian: Russia; English: the United States).
 */

/** No task starts before this on a public holiday (minutes after midnight: 10:00). */
export const HOLIDAY_START = 10 * 60;

const ZONES: Array<[RegExp, string]> = [
  [
    /^(?:Europe\/(?:Moscow|Kaliningrad|Samara|Volgograd|Kirov|Astrakhan|Saratov|Ulyanovsk|Simferopol)|Asia\/(?:Yekaterinburg|Omsk|Novosibirsk|Barnaul|Tomsk|Novokuznetsk|Krasnoyarsk|Irkutsk|Chita|Yakutsk|Khandyga|Vladivostok|Ust-Nera|Magadan|Sakhalin|Srednekolymsk|Kamchatka|Anadyr))$/,
    'RU',
  ],
  [
    /^America\/(?:Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Montreal|Moncton|Whitehorse|Yellowknife|Iqaluit)$/,
    'CA',
  ],
  [
    /^(?:America\/(?:New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit|Boise|Juneau|Sitka|Nome|Adak|Menominee|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+)|Pacific\/Honolulu|US\/.+)$/,
    'US',
  ],
  [/^Europe\/London$/, 'GB'],
  [/^Europe\/Dublin$/, 'IE'],
  [/^Australia\//, 'AU'],
  [/^Europe\/Berlin$/, 'DE'],
  [/^Europe\/Paris$/, 'FR'],
  [/^(?:Europe\/Madrid|Atlantic\/Canary)$/, 'ES'],
  [/^Europe\/Rome$/, 'IT'],
  [/^(?:Europe\/Lisbon|Atlantic\/Madeira)$/, 'PT'],
  [/^Europe\/Amsterdam$/, 'NL'],
  [/^Europe\/Warsaw$/, 'PL'],
  [/^Europe\/(?:Kyiv|Kiev|Uzhgorod|Zaporozhye)$/, 'UA'],
  [/^Europe\/Minsk$/, 'BY'],
  [/^Asia\/(?:Almaty|Qostanay|Aqtobe|Aqtau|Atyrau|Oral|Qyzylorda)$/, 'KZ'],
  [/^Asia\/Tbilisi$/, 'GE'],
  [/^Asia\/Yerevan$/, 'AM'],
  [/^Asia\/(?:Jerusalem|Tel_Aviv)$/, 'IL'],
  [/^Europe\/Istanbul$/, 'TR'],
  [/^Europe\/Belgrade$/, 'RS'],
  [/^Europe\/Prague$/, 'CZ'],
  [/^Europe\/Vienna$/, 'AT'],
  [/^Europe\/Zurich$/, 'CH'],
  [/^Europe\/Helsinki$/, 'FI'],
  [/^Europe\/Stockholm$/, 'SE'],
  [/^Europe\/Oslo$/, 'NO'],
  [/^Europe\/Copenhagen$/, 'DK'],
  [/^Europe\/Tallinn$/, 'EE'],
  [/^Europe\/Riga$/, 'LV'],
  [/^Europe\/Vilnius$/, 'LT'],
  [/^Asia\/Dubai$/, 'AE'],
  [/^Asia\/(?:Tashkent|Samarkand)$/, 'UZ'],
  [/^Asia\/Baku$/, 'AZ'],
  [/^Europe\/Chisinau$/, 'MD'],
];

/** The person's country for holidays: from the time zone, else from the language. */
export function countryFor(timezone: string | undefined, lang: Language): string {
  if (timezone) for (const [re, country] of ZONES) if (re.test(timezone)) return country;
  return lang === 'ru' ? 'RU' : 'US';
}

const parsers = new Map<string, Holidays>();
const years = new Map<string, Set<string>>();

/** The days off of a country in a year ('YYYY-MM-DD'), computed once. */
function daysOff(country: string, year: number): Set<string> {
  const key = `${country}${year}`;
  let set = years.get(key);
  if (set) return set;
  let parser = parsers.get(country);
  if (!parser) {
    parser = new Holidays(DATA as never, country, { types: ['public', 'bank'] });
    parsers.set(country, parser);
  }
  set = new Set<string>();
  for (const h of parser.getHolidays(year) ?? [])
    if (h.type === 'public' || h.type === 'bank') {
      // h.date is the local day; a holiday spanning days (Russia's New Year week) counts each of them.
      const first = Date.parse(`${h.date.slice(0, 10)}T00:00:00Z`);
      const days = Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / 86_400_000));
      for (let i = 0; i < days; i++) set.add(new Date(first + i * 86_400_000).toISOString().slice(0, 10));
    }
  years.set(key, set);
  return set;
}

/** Whether a day (day number) is a public holiday in the country (or, without one, the language's country). */
export function isHoliday(day: number, lang: Language, country?: string): boolean {
  return daysOff(country ?? (lang === 'ru' ? 'RU' : 'US'), yearOf(day)).has(toIso(day));
}
