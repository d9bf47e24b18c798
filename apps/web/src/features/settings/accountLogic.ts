/** Pure helpers of the account settings (tested in accountLogic.test.ts). */

/** The same rule as the server's (modules/users/username.ts): 3–30 of a-z 0-9 _ . , no dot at an end, no "..". */
export function usernameShapeOk(name: string): boolean {
  return /^[a-z0-9_.]{3,30}$/.test(name) && !/^\.|\.$|\.\./.test(name);
}

/** What the username field says: its own check first, then the server's answer. */
export type UsernameState = 'own' | 'invalid' | 'checking' | 'available' | 'reserved' | 'taken';

export function usernameState(
  typed: string,
  current: string,
  answer: { for: string; available: boolean; reason: string | null } | undefined,
): UsernameState {
  const name = typed.trim().toLowerCase();
  if (name === current) return 'own';
  if (!usernameShapeOk(name)) return 'invalid';
  if (!answer || answer.for !== name) return 'checking';
  if (answer.available) return 'available';
  return answer.reason === 'reserved' ? 'reserved' : answer.reason === 'taken' ? 'taken' : 'invalid';
}

/** Every IANA zone the browser knows (Intl.supportedValuesOf), with the current one kept even if missing. */
export function timeZones(current?: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
  const all = zones.includes('UTC') ? zones : [...zones, 'UTC'];
  return current && !all.includes(current) ? [current, ...all] : all;
}

/** "Europe/Moscow" → "Europe/Moscow (GMT+3)", in the reader's language; the zone's id as is if unknown. */
export function timeZoneLabel(zone: string, lang: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return part ? `${zone.replaceAll('_', ' ')} (${part})` : zone;
  } catch {
    return zone;
  }
}

/** A basic e-mail shape check before asking the server (which checks it properly). */
export function emailShapeOk(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** The file name the download is saved under (the server's Content-Disposition, else a default). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}
