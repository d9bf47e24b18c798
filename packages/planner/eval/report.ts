import { CRITERIA, type Criterion, type GoalScore } from './checks.js';
import { EVAL_KINDS } from './types.js';

export interface Tally {
  pass: number;
  total: number;
}

export interface Summary {
  goals: number;
  /** Goals where every applicable check passed. */
  ok: Tally;
  byCriterion: Record<Criterion, Tally>;
  byKind: Record<string, { ok: Tally; failed: Partial<Record<Criterion, number>> }>;
  byLanguage: Record<string, Tally>;
  /** Domains the planner used that the evaluation does not map to kinds, with how often. */
  unmappedDomains: Record<string, number>;
}

const tally = (xs: Array<boolean | null>): Tally => ({
  pass: xs.filter((x) => x === true).length,
  total: xs.filter((x) => x !== null).length,
});

export function summarise(scores: GoalScore[]): Summary {
  const byCriterion = Object.fromEntries(
    CRITERIA.map((c) => [c, tally(scores.map((s) => s.checks[c]))]),
  ) as Record<Criterion, Tally>;
  const byKind: Summary['byKind'] = {};
  for (const kind of EVAL_KINDS) {
    const of = scores.filter((s) => s.kind === kind);
    if (of.length === 0) continue;
    const failed: Partial<Record<Criterion, number>> = {};
    for (const s of of) for (const c of CRITERIA) if (s.checks[c] === false) failed[c] = (failed[c] ?? 0) + 1;
    byKind[kind] = { ok: tally(of.map((s) => s.ok)), failed };
  }
  const byLanguage: Summary['byLanguage'] = {};
  for (const lang of ['ru', 'en'])
    byLanguage[lang] = tally(scores.filter((s) => s.lang === lang).map((s) => s.ok));
  const unmappedDomains: Record<string, number> = {};
  for (const s of scores)
    if (s.unmappedDomain) unmappedDomains[s.unmappedDomain] = (unmappedDomains[s.unmappedDomain] ?? 0) + 1;
  return {
    goals: scores.length,
    ok: tally(scores.map((s) => s.ok)),
    byCriterion,
    byKind,
    byLanguage,
    unmappedDomains,
  };
}

export const percent = (t: Tally) => (t.total === 0 ? '—' : `${Math.round((100 * t.pass) / t.total)} %`);
const cell = (t: Tally) => `${t.pass}/${t.total} (${percent(t)})`;

/** The summary as plain-text tables: per criterion, per kind, per language. */
export function formatSummary(s: Summary): string {
  const lines: string[] = [];
  lines.push(`Goals: ${s.goals}; every check passed: ${cell(s.ok)}`, '');
  lines.push('criterion   pass/applicable');
  for (const c of CRITERIA) lines.push(`${c.padEnd(11)} ${cell(s.byCriterion[c])}`);
  lines.push('', 'kind          all checks      most failed');
  for (const [kind, k] of Object.entries(s.byKind)) {
    const worst = Object.entries(k.failed)
      .sort((a, b) => b[1] - a[1])
      .map(([c, n]) => `${c} ${n}`)
      .join(', ');
    lines.push(`${kind.padEnd(13)} ${cell(k.ok).padEnd(15)} ${worst}`);
  }
  lines.push(
    '',
    `language: ${Object.entries(s.byLanguage)
      .map(([l, t]) => `${l} ${cell(t)}`)
      .join(', ')}`,
  );
  const unmapped = Object.entries(s.unmappedDomains);
  if (unmapped.length > 0)
    lines.push(`unmapped domains: ${unmapped.map(([d, n]) => `${d} ×${n}`).join(', ')}`);
  return lines.join('\n');
}
