import { describe, expect, it } from 'vitest';
import { dueInstant, parseWallClock, resolveTimeZone, zoneOffsetMs } from './zonedTime';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('dueInstant: task date and time in the user time zone', () => {
  it('10:00 in Asia/Tokyo and in Europe/Moscow are six hours apart', () => {
    expect(iso(dueInstant('2026-03-10', '10:00', 'Asia/Tokyo'))).toBe('2026-03-10T01:00:00.000Z');
    expect(iso(dueInstant('2026-03-10', '10:00', 'Europe/Moscow'))).toBe('2026-03-10T07:00:00.000Z');
  });

  it('uses summer and winter offsets (Europe/Berlin)', () => {
    expect(iso(dueInstant('2026-01-15', '12:00', 'Europe/Berlin'))).toBe('2026-01-15T11:00:00.000Z');
    expect(iso(dueInstant('2026-07-15', '12:00', 'Europe/Berlin'))).toBe('2026-07-15T10:00:00.000Z');
  });

  it('handles zones with half-hour offsets and the date line', () => {
    expect(iso(dueInstant('2026-05-01', '09:30', 'Asia/Kolkata'))).toBe('2026-05-01T04:00:00.000Z');
    expect(iso(dueInstant('2026-05-01', '00:15', 'Pacific/Kiritimati'))).toBe('2026-04-30T10:15:00.000Z');
  });

  it('DST gap: a skipped time moves forward by the gap (New York 2026-03-08 02:30 → 03:30 EDT)', () => {
    expect(iso(dueInstant('2026-03-08', '02:30', 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(dueInstant('2026-03-08', '03:30', 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(dueInstant('2026-03-08', '01:59', 'America/New_York'))).toBe('2026-03-08T06:59:00.000Z');
  });

  it('DST overlap: a repeated time resolves to the earlier instant (Berlin 2026-10-25 02:30 CEST)', () => {
    expect(iso(dueInstant('2026-10-25', '02:30', 'Europe/Berlin'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(dueInstant('2026-10-25', '03:30', 'Europe/Berlin'))).toBe('2026-10-25T02:30:00.000Z');
  });

  it('southern hemisphere DST (Australia/Sydney, gap on 2026-10-04 02:00)', () => {
    expect(iso(dueInstant('2026-10-04', '01:30', 'Australia/Sydney'))).toBe('2026-10-03T15:30:00.000Z');
    expect(iso(dueInstant('2026-10-04', '02:30', 'Australia/Sydney'))).toBe('2026-10-03T16:30:00.000Z');
    expect(iso(dueInstant('2026-10-04', '03:30', 'Australia/Sydney'))).toBe('2026-10-03T16:30:00.000Z');
  });

  it('defaults to the device zone when no zone, or an unknown one, is given', () => {
    const local = new Date(2026, 5, 1, 8, 45).getTime();
    expect(dueInstant('2026-06-01', '08:45')).toBe(local);
    expect(dueInstant('2026-06-01', '08:45', undefined)).toBe(local);
    expect(dueInstant('2026-06-01', '08:45', '')).toBe(local);
    expect(dueInstant('2026-06-01', '08:45', 'Not/AZone')).toBe(local);
    expect(resolveTimeZone('Not/AZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('reads HH:MM and tolerates seconds and a one-digit hour', () => {
    expect(iso(dueInstant('2026-03-10', '9:05', 'UTC'))).toBe('2026-03-10T09:05:00.000Z');
    expect(iso(dueInstant('2026-03-10', '09:05:00', 'UTC'))).toBe('2026-03-10T09:05:00.000Z');
  });

  it('returns null for dates and times that do not exist', () => {
    expect(dueInstant('2026-02-30', '10:00', 'UTC')).toBeNull();
    expect(dueInstant('2026-13-01', '10:00', 'UTC')).toBeNull();
    expect(dueInstant('2026-03-10', '24:00', 'UTC')).toBeNull();
    expect(dueInstant('2026-03-10', '10:60', 'UTC')).toBeNull();
    expect(dueInstant('10.03.2026', '10:00', 'UTC')).toBeNull();
    expect(dueInstant('2026-03-10', 'ten', 'UTC')).toBeNull();
    expect(parseWallClock('2028-02-29', '00:00')).not.toBeNull();
  });

  it('zoneOffsetMs matches known offsets', () => {
    const t = Date.UTC(2026, 0, 1);
    expect(zoneOffsetMs('Europe/Moscow', t)).toBe(3 * 3600_000);
    expect(zoneOffsetMs('America/Los_Angeles', t)).toBe(-8 * 3600_000);
    expect(zoneOffsetMs('UTC', t + 123)).toBe(0);
  });
});
