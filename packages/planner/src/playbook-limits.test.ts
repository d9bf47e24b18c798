import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAYBOOKS } from './default-playbooks.js';
import { PLAYBOOK_LIMITS as L } from './playbook-limits.js';
import { type ParsedPlaybook, safeParsePlaybook } from './playbook-schema.js';

// The schema is built from the limits the web's playbook form checks: a value at a limit passes, one past it
// is refused, so the form and the server refuse the same values.

const base = (): ParsedPlaybook => structuredClone(Object.values(DEFAULT_PLAYBOOKS)[0]!);
const variant = (p: ParsedPlaybook) => p.variants[0]!;
const phase = (p: ParsedPlaybook) => variant(p).phases[0]!;
const step = (p: ParsedPlaybook) => phase(p).steps[0]!;

/** Whether the playbook parses with one value set by `set`. */
function parsesWith(set: (p: ParsedPlaybook) => void): boolean {
  const p = base();
  set(p);
  return safeParsePlaybook(p).success;
}

const cases: Array<{
  name: string;
  range: { min: number; max: number };
  set: (p: ParsedPlaybook, n: number) => void;
}> = [
  {
    name: 'times',
    range: L.times,
    set: (p, n) => {
      step(p).times = n;
    },
  },
  {
    name: 'minutes',
    range: L.minutes,
    set: (p, n) => {
      step(p).minutes = n;
    },
  },
  {
    name: 'defaultWeeks',
    range: L.defaultWeeks,
    set: (p, n) => {
      variant(p).defaultWeeks = n;
    },
  },
  {
    name: 'sessionsPerWeek',
    range: L.sessionsPerWeek,
    set: (p, n) => {
      variant(p).sessionsPerWeek = n;
    },
  },
  {
    name: 'steps',
    range: L.steps,
    set: (p, n) => {
      phase(p).steps = Array.from({ length: n }, () => step(p));
    },
  },
  {
    name: 'phases',
    range: L.phases,
    set: (p, n) => {
      variant(p).phases = Array.from({ length: n }, (_, i) => ({ ...phase(p), id: `p${i}` }));
    },
  },
];

describe('the playbook schema keeps the shared limits', () => {
  it('accepts the built-in playbook as it is', () => {
    expect(parsesWith(() => {})).toBe(true);
  });

  for (const { name, range, set } of cases) {
    it(`${name}: ${range.min} to ${range.max}`, () => {
      const at = (n: number) => parsesWith((p) => set(p, n));
      expect([at(range.min), at(range.max)]).toEqual([true, true]);
      expect([at(range.min - 1), at(range.max + 1)]).toEqual([false, false]);
    });
  }

  it(`a phase's weight: above 0, at most ${L.weightMax}`, () => {
    const at = (n: number) =>
      parsesWith((p) => {
        phase(p).weight = n;
      });
    expect([at(L.weightMax), at(0.1), at(0), at(L.weightMax + 1)]).toEqual([true, true, false, false]);
  });
});
