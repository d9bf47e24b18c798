import { NOTIFICATION_KINDS } from '@stepwise/domain/notifications';
import { describe, expect, it } from 'vitest';
import {
  emailShapeOk,
  fileNameFrom,
  timeZoneLabel,
  timeZones,
  usernameShapeOk,
  usernameState,
} from './accountLogic';
import { en, ru } from './texts';

describe('username checks', () => {
  it('follows the server’s shape rule', () => {
    expect(usernameShapeOk('anna_k.2')).toBe(true);
    expect(usernameShapeOk('ab')).toBe(false);
    expect(usernameShapeOk('a'.repeat(31))).toBe(false);
    expect(usernameShapeOk('.anna')).toBe(false);
    expect(usernameShapeOk('anna.')).toBe(false);
    expect(usernameShapeOk('an..na')).toBe(false);
    expect(usernameShapeOk('Anna')).toBe(false);
  });

  it('says own, invalid, checking, then the answer for the very name typed', () => {
    expect(usernameState('anna', 'anna', undefined)).toBe('own');
    expect(usernameState(' ANNA ', 'anna', undefined)).toBe('own');
    expect(usernameState('a!', 'anna', undefined)).toBe('invalid');
    expect(usernameState('boris', 'anna', undefined)).toBe('checking');
    // An answer for an older text does not count.
    expect(usernameState('boris', 'anna', { for: 'bori', available: true, reason: null })).toBe('checking');
    expect(usernameState('boris', 'anna', { for: 'boris', available: true, reason: null })).toBe('available');
    expect(usernameState('boris', 'anna', { for: 'boris', available: false, reason: 'taken' })).toBe('taken');
    expect(usernameState('login', 'anna', { for: 'login', available: false, reason: 'reserved' })).toBe(
      'reserved',
    );
  });
});

describe('time zones', () => {
  it('lists IANA zones and keeps an unknown current one', () => {
    const zones = timeZones();
    expect(zones).toContain('Europe/Moscow');
    expect(zones).toContain('UTC');
    expect(timeZones('Etc/Unknown')[0]).toBe('Etc/Unknown');
  });

  it('labels a zone with its offset', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(timeZoneLabel('Europe/Moscow', 'en', winter)).toBe('Europe/Moscow (GMT+3)');
    expect(timeZoneLabel('America/New_York', 'en', winter)).toBe('America/New York (GMT-5)');
    expect(timeZoneLabel('Not/AZone', 'en', winter)).toBe('Not/AZone');
  });
});

describe('small checks', () => {
  it('e-mail shape and the download’s file name', () => {
    expect(emailShapeOk('a@b.co')).toBe(true);
    expect(emailShapeOk('a@b')).toBe(false);
    expect(fileNameFrom('attachment; filename="stepwise-export-anna-2026-11-22.json"', 'x.json')).toBe(
      'stepwise-export-anna-2026-11-22.json',
    );
    expect(fileNameFrom(null, 'x.json')).toBe('x.json');
  });
});

describe('bell switches', () => {
  it('name every kind the server sends, in both languages', () => {
    for (const kinds of [en.account.bell.kinds, ru.account.bell.kinds] as Array<Record<string, string>>)
      for (const kind of NOTIFICATION_KINDS) expect(kinds[kind], kind).toBeTruthy();
  });
});
