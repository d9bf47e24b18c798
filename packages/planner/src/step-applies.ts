import type { ParsedStep, ParsedVariant } from './playbook-schema.js';
import type { SituationFact } from './situation.js';
import { labelTexts } from './streams.js';
import type { Language, Target } from './types.js';

/**
 * Which steps of a playbook belong in this plan: written in the goal's language, for the target's unit and kind
 * (`units`, `when`), and for where the person starts: steps for beginners (buying the basics, a beginner course)
 * are left out for someone who says they are experienced ("been playing 8 years", «играю 8 лет»), and a placement
 * test for someone who names their level («сейчас A2»), and booking the goal's event for someone who already has
 * («тест назначен на 14/01», "заявление уже подали").
 */
export function stepFilter(
  lang: Language,
  target: Target | null,
  facts: readonly SituationFact[],
  levelKnown = false,
): (s: ParsedStep) => boolean {
  const experienced = facts.includes('experienced');
  const booked = facts.includes('event-booked');
  const cache = new Map<ParsedStep, boolean>();
  const applies = (s: ParsedStep): boolean => {
    if (!labelTexts(s).every((t) => t[lang] !== undefined)) return false;
    if (s.units && !(target && s.units.includes(target.unit))) return false;
    if (s.beginnerOnly && experienced) return false;
    if (s.unknownLevelOnly && levelKnown) return false;
    if (s.unlessBooked && booked) return false;
    switch (s.when) {
      case 'always':
        return true;
      case 'noTarget':
        return !target;
      case 'target':
        return !!target;
      default:
        return !!target && target.measure === s.when;
    }
  };
  return (s) => {
    let ok = cache.get(s);
    if (ok === undefined) {
      ok = applies(s);
      cache.set(s, ok);
    }
    return ok;
  };
}

/**
 * The facts with what the target adds: a count already partway ("80 000 words, 23 000 written", "20 songs, I know
 * 5") is a project under way, past the steps for starting out.
 */
export function withProgress(
  facts: readonly SituationFact[],
  target: Target | null,
): readonly SituationFact[] {
  const partway = target?.measure === 'total' && (target.start ?? 0) > 0 && target.start! < target.value;
  return partway && !facts.includes('experienced') && !facts.includes('beginner')
    ? [...facts, 'experienced']
    : facts;
}

/** The variant without the phases only a beginner needs, for someone who says they are experienced. */
export function forLevel(variant: ParsedVariant, facts: readonly SituationFact[]): ParsedVariant {
  if (!facts.includes('experienced')) return variant;
  const phases = variant.phases.filter((p) => !p.beginnerOnly);
  // A plan keeps at least three milestones.
  return phases.length >= 3 && phases.length < variant.phases.length ? { ...variant, phases } : variant;
}
