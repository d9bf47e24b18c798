// Long plans are dated in waves (the planner lays out 16 weeks of steps at a time). Before a wave
// runs out, the next one is added under the same milestones, from the input the plan was made with.

import { WAVE_DAYS } from '@stepwise/planner/generate';
import type { PlanInput } from '@stepwise/planner/types';
import { and, asc, eq, isNotNull, isNull, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goalStatusIs } from '../../db/goal-status.js';
import { goals, plans, tasks } from '../../db/schema.js';
import { addDays } from '../../kernel/time.js';
import { nextWave } from './planning.js';

/** A wave is added when the current one ends within this many days. */
export const WAVE_LOOKAHEAD_DAYS = 28;
export const WAVES_QUEUE = 'plans-extend-waves';
/** Every day at 03:41 UTC; one process runs it (pg-boss' schedule lock). */
export const WAVES_SCHEDULE = '41 3 * * *';

/** Adds the next wave(s) to every active plan whose dated steps end within the look-ahead; returns how many waves. */
export async function extendWaves(db: Db, today: string = new Date().toISOString().slice(0, 10)) {
  const horizon = addDays(today, WAVE_LOOKAHEAD_DAYS);
  let added = 0;
  for (;;) {
    const due = await db
      .select({ id: plans.id })
      .from(plans)
      .innerJoin(goals, eq(goals.id, plans.goalId))
      .where(
        and(
          isNotNull(plans.waveUntil),
          lte(plans.waveUntil, horizon),
          goalStatusIs(goals.status, 'extended'),
          isNull(goals.deletedAt),
        ),
      )
      .limit(100);
    if (due.length === 0) return added;
    for (const plan of due) added += await extendPlan(db, plan.id, horizon);
  }
}

/** One wave for one plan, under the plan's lock (two processes never add the same wave twice). */
async function extendPlan(db: Db, planId: string, horizon: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .select({ request: plans.request, waveUntil: plans.waveUntil, deadline: goals.deadline })
      .from(plans)
      .innerJoin(goals, eq(goals.id, plans.goalId))
      .where(eq(plans.id, planId))
      .for('update', { of: plans });
    if (!plan?.waveUntil || plan.waveUntil > horizon) return 0;
    const from = addDays(plan.waveUntil, 1);
    const until = addDays(from, WAVE_DAYS - 1);
    const done = !plan.request || !plan.deadline || from > plan.deadline || until >= plan.deadline;
    if (plan.request && plan.deadline && from <= plan.deadline) {
      const steps = nextWave({ ...(plan.request as unknown as PlanInput), deadline: plan.deadline }, from);
      const milestones = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.planId, planId), isNull(tasks.parentId)))
        .orderBy(asc(tasks.position));
      const byMilestone = new Map<string, typeof steps>();
      for (const step of steps) {
        // A milestone the person deleted meanwhile: its steps go under the nearest one before it.
        const milestone = milestones[Math.min(Math.max(step.milestoneIndex, 0), milestones.length - 1)];
        if (!milestone) continue;
        byMilestone.set(milestone.id, [...(byMilestone.get(milestone.id) ?? []), step]);
      }
      for (const [parentId, list] of byMilestone) {
        const [last] = await tx
          .select({ position: max(tasks.position) })
          .from(tasks)
          .where(eq(tasks.parentId, parentId));
        const start = (last?.position ?? -1) + 1;
        await tx.insert(tasks).values(
          list.map((s, i) => ({
            planId,
            parentId,
            position: start + i,
            label: s.label,
            date: s.date,
            time: s.time,
          })),
        );
      }
    }
    await tx
      .update(plans)
      .set({ waveUntil: done ? null : until })
      .where(eq(plans.id, planId));
    return 1;
  });
}

export function createWavesJob(db: Db, log: { info: (obj: object, msg: string) => void }) {
  return async () => {
    const added = await extendWaves(db);
    if (added) log.info({ added }, 'added the next waves of long plans');
  };
}
