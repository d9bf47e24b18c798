// Writes src/holidays-data.json: the public-holiday rules of the countries the planner knows (from date-holidays'
// data, kept up to date by its maintainers), so the planner and the web bundle carry ~40 KB gzipped instead of
// every country's rules. Run after updating date-holidays: node packages/planner/scripts/holidays-data.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const source = join(dirname(require.resolve('date-holidays/package.json')), 'data', 'holidays.json');
const data = JSON.parse(readFileSync(source, 'utf8'));
const COUNTRIES = [
  'RU',
  'US',
  'GB',
  'CA',
  'AU',
  'DE',
  'FR',
  'ES',
  'IT',
  'PT',
  'NL',
  'PL',
  'UA',
  'BY',
  'KZ',
  'GE',
  'AM',
  'IE',
  'IL',
  'TR',
  'RS',
  'CZ',
  'AT',
  'CH',
  'FI',
  'SE',
  'NO',
  'DK',
  'EE',
  'LV',
  'LT',
  'AE',
  'UZ',
  'AZ',
  'MD',
];
const holidays = Object.fromEntries(
  COUNTRIES.filter((c) => data.holidays[c]).map((c) => [c, data.holidays[c]]),
);
const out = { version: data.version, license: data.license, holidays, names: data.names };
writeFileSync(join(here, '..', 'src', 'holidays-data.json'), JSON.stringify(out));
console.log(`holidays-data.json: ${Object.keys(holidays).length} countries`);
