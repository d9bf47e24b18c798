import { progressRatio } from '@stepwise/domain/progress';

/** A plan's tasks as milestones with their steps: the shape the plans page and the roadmap draw. */

export interface PlanTask {
  id: string;
  parentId: string | null;
  position: number;
  label: string;
  date: string | null;
  time: string | null;
  completed: boolean;
}

export interface Milestone<T extends PlanTask> {
  task: T;
  steps: T[];
  done: number;
  total: number;
  /** 0..1; a milestone without steps counts as one step. */
  progress: number;
  /** The latest date among the milestone and its steps. */
  end: string | null;
  /** The earliest date among the milestone and its steps. */
  start: string | null;
}

const byPosition = (a: PlanTask, b: PlanTask) => a.position - b.position;

/** Milestones by position, each with its steps by position; steps whose milestone is missing are dropped. */
export function groupMilestones<T extends PlanTask>(tasks: readonly T[]): Milestone<T>[] {
  const children = new Map<string, T[]>();
  for (const t of tasks) {
    if (t.parentId) children.set(t.parentId, [...(children.get(t.parentId) ?? []), t]);
  }
  return tasks
    .filter((t) => t.parentId === null)
    .sort(byPosition)
    .map((task) => {
      const steps = (children.get(task.id) ?? []).sort(byPosition);
      const counted = steps.length > 0 ? steps : [task];
      const done = counted.filter((s) => s.completed).length;
      const dates = [task, ...steps]
        .map((s) => s.date)
        .filter((d): d is string => !!d)
        .sort();
      return {
        task,
        steps,
        done,
        total: counted.length,
        progress: progressRatio({ done, total: counted.length }),
        start: dates[0] ?? null,
        end: dates.at(-1) ?? null,
      };
    });
}
