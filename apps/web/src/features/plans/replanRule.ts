// The plan as the re-plan rule reads it, on this device: the same arithmetic the server applies.
import { localDate } from '@stepwise/planner/pause';
import { isEventLabel } from '@stepwise/planner/replan';
import type { ReflowInput, ReflowStep } from '@stepwise/planner/replan-choice';

/** The person's today on this device (the page's clock). */
export const todayHere = () => localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

/** A weekday's short name in the interface language (1 = Monday; 2026-01-05 was a Monday). */
export const dayName = (d: number, lang: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + d)),
  );

interface PlanLike {
  deadline?: string | null;
  rhythm?: { weekdays: number[]; timeOfDay?: string | null } | null;
  tasks: ReadonlyArray<{
    id: string;
    parentId?: string | null;
    label: string;
    date?: string | null;
    time?: string | null;
    completed: boolean;
    byHand?: boolean | null;
  }>;
}

/** Steps, pinned (placed by hand) and fixed (the goal's own day on the deadline) as the server marks them. */
export function reflowInput(plan: PlanLike, today = todayHere()): ReflowInput {
  const milestones = plan.tasks.filter((t) => !t.parentId);
  const last = milestones.at(-1)?.id;
  const steps: ReflowStep[] = plan.tasks.map((t) => ({
    id: t.id,
    parentId: t.parentId ?? null,
    date: t.date ?? null,
    time: t.time ?? null,
    completed: t.completed,
    label: t.label,
    pinned: t.byHand ?? false,
    fixed: t.parentId === last && !!t.date && t.date === plan.deadline && isEventLabel(t.label),
  }));
  return {
    steps,
    today,
    deadline: plan.deadline ?? null,
    rhythm: plan.rhythm ?? null,
    lastDone: null,
  };
}
