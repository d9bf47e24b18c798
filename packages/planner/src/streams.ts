import type { ParsedStep, Text } from './playbook-schema.js';
import { splitTotal } from './progression.js';
import { placeholders } from './render.js';
import type { Occurrence } from './schedule.js';
import type { Language, Target } from './types.js';
import { unitKind } from './units.js';

/** Average pages in a book, for turning "24 books" into pages per reading session. */
export const PAGES_PER_BOOK = 300;

export type StreamName = 'spread' | 'share' | 'pages';

export interface Stream {
  unit: string;
  total: number;
  /** Where the running sum starts: what the person already has ("from $1,200 to $5k"), else 0. */
  from: number;
  /** Share of each occurrence in the stream and the running sum after it. */
  amounts: Map<Occurrence, { share: number; cum: number }>;
  /** [day, cum] in date order. */
  points: Array<[number, number]>;
}

export function labelTexts(step: ParsedStep): Text[] {
  return Array.isArray(step.label) ? step.label : [step.label];
}

/** Which stream an occurrence's quantities come from, if any. */
const streamCache: Record<Language, WeakMap<ParsedStep, StreamName | null>> = {
  en: new WeakMap(),
  ru: new WeakMap(),
};

export function streamOf(step: ParsedStep, lang: Language, target: Target | null): StreamName | null {
  if (target?.measure !== 'total') return null;
  if (step.cadence === 'spread') return 'spread';
  const cached = streamCache[lang].get(step);
  if (cached !== undefined) return cached;
  const names = labelTexts(step).flatMap((t) => placeholders(t[lang] ?? ''));
  const name = names.includes('pages')
    ? 'pages'
    : names.includes('share') || names.includes('cum')
      ? 'share'
      : null;
  streamCache[lang].set(step, name);
  return name;
}

/**
 * Splits the target between the occurrences of each stream (in date order) so that every stream sums exactly
 * to its total. Occurrences whose share rounds to zero are returned as `dropped`.
 */
export function buildStreams(
  occurrences: Occurrence[],
  lang: Language,
  target: Target | null,
): { streams: Map<StreamName, Stream>; dropped: Set<Occurrence> } {
  const streams = new Map<StreamName, Stream>();
  const dropped = new Set<Occurrence>();
  if (target?.measure !== 'total') return { streams, dropped };
  const groups = new Map<StreamName, Occurrence[]>();
  for (const o of occurrences) {
    const name = streamOf(o.step, lang, target);
    if (!name) continue;
    const list = groups.get(name) ?? [];
    list.push(o);
    groups.set(name, list);
  }
  for (const [name, list] of groups) {
    let unit = target.unit;
    let total = target.value;
    // "grow my fund from $1,200 to $5k": the shares move only what is left; the running sum starts at the 1,200.
    const from = target.start !== undefined && target.start < total ? target.start : 0;
    total -= from;
    if (name === 'pages') {
      if (target.unit === 'book') total = target.value * PAGES_PER_BOOK;
      else if (target.unit !== 'page') continue;
      unit = 'page';
    }
    const shares = splitTotal(total, list.length, unit);
    const amounts = new Map<Occurrence, { share: number; cum: number }>();
    const points: Array<[number, number]> = [];
    let cum = name === 'pages' ? 0 : from;
    list.forEach((o, i) => {
      const share = shares[i]!;
      if (share <= 0) {
        dropped.add(o);
        return;
      }
      cum = Math.round((cum + share) * 100) / 100;
      amounts.set(o, { share, cum });
      points.push([o.day, cum]);
    });
    streams.set(name, { unit, total, from: name === 'pages' ? 0 : from, amounts, points });
  }
  return { streams, dropped };
}

/** The stream whose running sum measures progress towards the target. */
export function primaryStream(streams: Map<StreamName, Stream>): Stream | null {
  return streams.get('spread') ?? streams.get('share') ?? streams.get('pages') ?? null;
}

export function cumAt(stream: Stream | null, day: number): number {
  if (!stream) return 0;
  let v = stream.from;
  for (const [d, c] of stream.points) {
    if (d > day) break;
    v = c;
  }
  return v;
}

export function signFor(target: Target): string | undefined {
  return target.measure === 'total' && unitKind(target.unit) === 'weight' ? '−' : undefined;
}
