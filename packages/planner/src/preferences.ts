import type { ParsedVariant } from './playbook-schema.js';
import type { Preferences } from './types.js';

export function allowedWeekdays(prefs: Preferences): number[] {
  const w = [...new Set(prefs.weekdays ?? [])].filter((d) => Number.isInteger(d) && d >= 1 && d <= 7);
  return w.length > 0 ? w.sort((a, b) => a - b) : [1, 2, 3, 4, 5, 6, 7];
}

/** The person's preferences over the ones written in the goal ("3 раза в неделю", "every day"). */
export function mergePreferences(
  fromText: Preferences | null | undefined,
  chosen: Preferences | undefined,
): Preferences {
  const out: Preferences = { ...(fromText ?? {}) };
  for (const [k, v] of Object.entries(chosen ?? {}))
    if (v !== undefined && !(Array.isArray(v) && v.length === 0)) (out as Record<string, unknown>)[k] = v;
  return out;
}

export function sessionsPerWeek(prefs: Preferences, variant: ParsedVariant, weekdays: number): number {
  const hours = prefs.hoursPerWeek;
  let sessions = variant.sessionsPerWeek;
  if (prefs.sessionsPerWeek !== undefined && prefs.sessionsPerWeek >= 1)
    sessions = Math.min(7, Math.round(prefs.sessionsPerWeek));
  else if (hours !== undefined && Number.isFinite(hours) && hours > 0) {
    const weekly = variant.phases[0]!.steps.filter((s) => s.cadence === 'weekly');
    const avg = weekly.length > 0 ? weekly.reduce((s, x) => s + x.minutes, 0) / weekly.length : 45;
    sessions = Math.max(1, Math.min(7, Math.round((hours * 60) / avg)));
  }
  return Math.min(sessions, weekdays);
}
