/**
 * Whether a playbook is for the goal, beyond its words matching: each playbook that does one activity declares
 * what it is for, and a goal that names the activity only as its occasion ("before my visa runs out", "for my
 * sister's wedding", "400k for the wedding"), counts another thing in its target ("60 apps" is no running
 * distance) or names someone else's event (the parents' silver wedding) is not that playbook's goal. It goes on
 * to the next playbook, or to its kind's plan.
 */
import type { Target } from './types.js';
import { type UnitKind, unitKind } from './units.js';

export interface Purpose {
  /** The kinds of unit a target of the playbook can be in; a target in another (a count of apps) is another goal. */
  units?: readonly UnitKind[];
  /** Units of a count the playbook climbs ('step', 'book'); any other count is another goal. */
  counts?: readonly string[];
  /** The thing must be the person's own: its noun with another person's name, or as an anniversary, is not. */
  own?: RegExp;
}

const re = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');

/**
 * The words that open a clause about when, why or for whom, not about what is done: the activity named in such a
 * clause is the goal's occasion. "Train for", "prepare for", «готовиться к» keep their object: it is the goal, and
 * so does a clause of aim ("so I can", «чтобы похудеть»): it says what the goal is for the person.
 */
const OCCASION_OPENER = re(
  '(?:before|until|till|after|because|since|once|when|while|by\\s+the\\s+time|(?<!(?:train\\p{L}*|prepar\\p{L}*|ready|study\\p{L}*|practi[cs]\\p{L}*|sign\\p{L}*\\s+up|register\\p{L}*|enrol\\p{L}*|qualify\\p{L}*)\\s+)for|перед|пока|потому\\s+что|так\\s+как|когда|после|для|(?<!(?:готов\\p{L}*|подготов\\p{L}*)\\s+)(?:к|ко|до))(?![\\p{L}])',
);
/** An amount followed by what it is for ("400к на свадьбу", "$5k for the wedding"): the thing is its purpose. */
const AMOUNT_FOR =
  /(?:\d[\d\s.,]*\s*(?:k|к|тыс\p{L}*|млн|тыщ\p{L}*|[$€£₽])?|[$€£₽]\s*\d[\d.,]*\s*k?)\s+(?:на|for)(?![\p{L}])/iu;
/** Where an occasion clause ends: a comma, a sentence's end, a dash or "and". */
const CLAUSE_END = /[,.;!?()\n]|\s[—–-]\s|(?<![\p{L}])(?:and|и|but|но)(?![\p{L}])/u;

/** The goal with its occasion clauses taken out: what is done, not when or what for. */
export function withoutOccasions(text: string): string {
  let out = '';
  let rest = text;
  for (let guard = 0; guard < 20; guard++) {
    const opener = OCCASION_OPENER.exec(rest);
    const amount = AMOUNT_FOR.exec(rest);
    const at =
      opener && (!amount || opener.index <= amount.index + amount[0].length)
        ? { index: opener.index, end: opener.index + opener[0].length }
        : amount
          ? { index: amount.index + amount[0].length, end: amount.index + amount[0].length }
          : null;
    if (!at) return out + rest;
    out += `${rest.slice(0, at.index)} `;
    const after = rest.slice(at.end);
    const end = CLAUSE_END.exec(after);
    rest = end ? after.slice(end.index) : '';
  }
  return out + rest;
}

let lastText: string | null = null;
let lastStatement = '';

/** The goal's statement: its first sentence, without its occasion clauses. What follows is about the person. */
export function goalStatement(text: string): string {
  // Routing asks for the same goal's statement once per playbook: the last one is kept.
  if (text === lastText) return lastStatement;
  const first = text.split(/(?<=[.!?])\s+(?=\S)|\n/u)[0] ?? text;
  lastStatement = withoutOccasions(first);
  lastText = text;
  return lastStatement;
}

/** An anniversary of a thing, or the thing with another person's name: the parents' wedding, «свадьба сестры». */
const ANNIVERSARY = re(
  'silver|golden|ruby|pearl|diamond|anniversary|серебрян\\p{L}*|золот\\p{L}*|жемчужн\\p{L}*|рубинов\\p{L}*|годовщин\\p{L}*|юбиле\\p{L}*',
);
const OWN = re('my|our|мо\\p{L}*|наш\\p{L}*|сво\\p{L}*');

/** Whether the thing (its noun) is someone else's: "my sister's wedding", «свадьба родителей», a silver wedding. */
export function someoneElses(text: string, noun: RegExp): boolean {
  const m = new RegExp(noun.source, `${noun.flags.replace('g', '')}g`);
  for (const hit of text.matchAll(m)) {
    const before = text.slice(Math.max(0, (hit.index ?? 0) - 40), hit.index);
    const after = text.slice((hit.index ?? 0) + hit[0].length, (hit.index ?? 0) + hit[0].length + 40);
    if (ANNIVERSARY.test(before.split(/\s+/u).slice(-2).join(' '))) return true;
    if (/^\s*anniversary/iu.test(after)) return true;
    // "X's wedding", "parents' wedding": a possessor that is not "my" or "our".
    const possessor = /([\p{L}]+)(?:'s|s'|’s|s’)\s+(?:[\p{L}-]+\s+)?$/u.exec(before);
    if (possessor && !OWN.test(possessor[1]!)) return true;
    // «свадьба сестры / родителей / друга»: a noun in the genitive right after, not «свадьба в июне».
    const genitive =
      /^\s+(?:(?:моей|моего|моих|нашей|нашего|наших|старш\p{L}*|младш\p{L}*|лучш\p{L}*)\s+)?(\p{L}{2,}(?:ы|и|а|я|ей|ов|ев|ого|его))(?![\p{L}])/u.exec(
        after,
      );
    if (genitive && !/^(?:мечты|года|века|лета|весны|осени|зимы|сезона)$/u.test(genitive[1]!)) return true;
  }
  return false;
}

/** Whether a target in `target` fits a purpose's units. */
function unitsFit(purpose: Purpose, target: Target | null): boolean {
  if (!target) return true;
  const kind = unitKind(target.unit);
  if (purpose.counts?.includes(target.unit)) return true;
  if (kind === 'count') return !purpose.counts && !purpose.units;
  return !purpose.units || purpose.units.includes(kind);
}

/**
 * Whether the goal is what the playbook is for: its own words (`test`) are in the goal's statement, not only in
 * an occasion clause or a later sentence; its target is in the playbook's units; the thing is the person's own.
 */
export function fitsPurpose(
  purpose: Purpose | undefined,
  test: (text: string) => boolean,
  text: string,
  target: Target | null,
): boolean {
  if (!test(goalStatement(text))) return false;
  if (!purpose) return true;
  if (!unitsFit(purpose, target)) return false;
  if (purpose.own && someoneElses(text, purpose.own)) return false;
  return true;
}
