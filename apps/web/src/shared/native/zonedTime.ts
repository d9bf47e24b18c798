/**
 * Wall-clock date and time in an IANA time zone → epoch milliseconds, using only `Intl.DateTimeFormat`
 * (no time-zone library). DST edges follow the "compatible" rule (as `Temporal` and most calendars do):
 * a time that occurs twice (clocks go back) resolves to the earlier instant; a time skipped by clocks
 * going forward resolves to the same distance past the transition (02:30 in a 02:00→03:00 gap is 03:30).
 */

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The device's own zone, or UTC when the runtime can't tell. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** True when the runtime knows `timeZone` as an IANA zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone to compute with: the given one when valid, otherwise the device's (the user's default). */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : deviceTimeZone();
}

/** UTC milliseconds of a wall-clock reading (proleptic Gregorian, any year). */
function wallClockMs(year: number, month: number, day: number, hour: number, minute: number, second = 0) {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

/** Offset of `timeZone` from UTC at `epochMs`, in milliseconds (Moscow: +3 h). */
export function zoneOffsetMs(timeZone: string, epochMs: number): number {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) parts[part.type] = part.value;
  let year = Number(parts.year);
  if (parts.era === 'BC' || parts.era === 'B') year = 1 - year;
  const local = wallClockMs(
    year,
    Number(parts.month),
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const wholeSecond = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return local - wholeSecond;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Parses `YYYY-MM-DD` and `HH:MM` (seconds tolerated and ignored); null when either is not a real date/time. */
export function parseWallClock(date: string, time: string): WallClock | null {
  const d = DATE_RE.exec(date.trim());
  const t = TIME_RE.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || Number(t[3] ?? 0) > 59) return null;
  const check = new Date(wallClockMs(year, month, day, 0, 0));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null; // e.g. 2026-02-30
  return { year, month, day, hour, minute };
}

/**
 * The instant (epoch ms) at which `date` + `time` happens in `timeZone` (an IANA name; the device's zone
 * when missing or unknown). Null when the date or time can't be read.
 */
export function dueInstant(date: string, time: string, timeZone?: string | null): number | null {
  const wall = parseWallClock(date, time);
  if (!wall) return null;
  const zone = resolveTimeZone(timeZone);
  const asUtc = wallClockMs(wall.year, wall.month, wall.day, wall.hour, wall.minute);
  // Offsets in force a day either side cover any single transition near this wall-clock time.
  const before = zoneOffsetMs(zone, asUtc - DAY_MS);
  const after = zoneOffsetMs(zone, asUtc + DAY_MS);
  const matches = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => instant + zoneOffsetMs(zone, instant) === asUtc)
    .sort((a, b) => a - b);
  if (matches.length > 0) return matches[0]!; // earlier of two on a repeated hour
  return asUtc - before; // skipped hour: read with the offset before the jump
}
