/** Goals whose last day is a date others set (a race, an exam, a wedding): replanning never moves it. */
export const FIXED_DATE_DOMAINS = new Set([
  'running',
  'swimming',
  'cycling',
  'exam',
  'wedding',
  'thesis',
  'moving',
  'driving-licence',
]);
