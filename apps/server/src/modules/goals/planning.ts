import { randomUUID } from 'node:crypto';
import type { StoredProgression } from '../../db/schema.js';
import type { Category } from '../../planner/categories.js';
import { generatePlan } from '../../planner/generate.js';
import { safeParsePlaybook } from '../../planner/playbook-schema.js';
import type { Plan } from '../../planner/types.js';

export interface PlanRequest {
  text: string;
  category?: Category | undefined;
  deadline?: string | undefined;
  today: string;
  timezone: string;
  /** The mentor's playbook as stored (JSON text), if the user has a mentor with one. */
  mentorPlaybook?: string | null | undefined;
}

/** Runs the planner with the mentor's playbook when it is valid, else the category default. */
export function planFor(request: PlanRequest): Plan {
  let playbook: unknown;
  if (request.mentorPlaybook) {
    try {
      const parsed = safeParsePlaybook(JSON.parse(request.mentorPlaybook));
      if (parsed.success) playbook = JSON.parse(request.mentorPlaybook);
    } catch {
      playbook = undefined;
    }
  }
  return generatePlan({
    text: request.text,
    category: request.category,
    today: request.today,
    timezone: request.timezone,
    ...(request.deadline ? { deadline: request.deadline } : {}),
    ...(playbook ? { playbook: playbook as never } : {}),
  });
}

export interface TaskRow {
  id: string;
  planId: string;
  parentId: string | null;
  position: number;
  label: string;
  date: string | null;
  time: string | null;
}

/** The planner's tasks as rows (fresh ids, parents before children) and its progression on those ids. */
export function planRows(
  planId: string,
  plan: Plan,
): { tasks: TaskRow[]; progression: StoredProgression | null } {
  const ids = new Map(plan.tasks.map((t) => [t.id, randomUUID()]));
  const progression = plan.progression
    ? {
        unit: plan.progression.unit,
        direction: plan.progression.direction,
        points: plan.progression.points.map((p) => ({ ...p, taskId: ids.get(p.taskId) ?? null })),
      }
    : null;
  return { tasks: taskRows(ids, planId, plan), progression };
}

function taskRows(ids: Map<string, string>, planId: string, plan: Plan): TaskRow[] {
  return [...plan.tasks]
    .sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null))
    .map((t) => ({
      id: ids.get(t.id)!,
      planId,
      parentId: t.parentId ? ids.get(t.parentId)! : null,
      position: t.position,
      label: t.label.slice(0, 200),
      date: t.date,
      time: t.time,
    }));
}
