// The planner in the browser: the same pure planner the server runs (@stepwise/planner),
// loaded on demand through loadPlanner() in ./load.ts, never imported statically (it is a chunk of its own,
// so the welcome route's initial JavaScript does not grow). Same input as the server's: the same understanding
// and the same plan.
import { corrections, planAnswered } from '@stepwise/planner/questions';
import {
  type PlannedPlan,
  type PlanRequest,
  previewOf,
  readGoalRequest,
  todayInZone,
} from '@stepwise/planner/request';
import type { Question, Understood, Warning } from '@stepwise/planner/types';
import type { GoalInput, PreviewGoalQuery } from '../../gen/graphql';

/** A goal as the create form (or an offline create) holds it: the fields of the createGoal mutation's input. */
export type LocalGoalInput = Pick<GoalInput, 'text' | 'category' | 'deadline' | 'answers' | 'target'> & {
  /** The person's IANA time zone: `today` is taken there, as the server does. */
  timezone: string;
  /** The mentor's playbook as stored (JSON text), when the client has it; the server adds it otherwise. */
  mentorPlaybook?: string | null;
  /** For tests: the moment "today" is read from. */
  now?: Date;
};

/** A milestone as the preview lists it. */
export interface LocalMilestone {
  /** The planner's id within the plan: m1, m2, … */
  id: string;
  label: string;
  date: string | null;
}

/** The server's preview, typed by the PreviewGoal document's answer (generated), plus the plan's first milestones. */
export type LocalPreview = PreviewGoalQuery['previewGoal'] & { milestones: LocalMilestone[] };

/**
 * The planner request the server builds for createGoal/previewGoal from the same fields, by the same rules
 * (readGoalRequest). Null when the text is too short or too long to plan (the server refuses it); a field the
 * server would refuse (a past deadline, an unknown category) is left out here.
 */
export function planRequestOf(input: LocalGoalInput): PlanRequest | null {
  const today = todayInZone(input.timezone, input.now);
  const { request } = readGoalRequest(input, { today, timezone: input.timezone });
  return request ? { ...request, mentorPlaybook: input.mentorPlaybook ?? null } : null;
}

/**
 * The plan the server's built-in planner makes for this goal on create (a goal created offline shows it at
 * once; the server plans it again when the goal syncs, with the mentor's playbook and, if configured, the
 * language model). Null when the text cannot be planned.
 */
export function planGoalLocally(input: LocalGoalInput): PlannedPlan | null {
  const request = planRequestOf(input);
  return request ? planAnswered(request) : null;
}

function warningOf(w: Warning): LocalPreview['warnings'][number] {
  const alt = w.alternative;
  return {
    code: w.code,
    message: w.message,
    alternative: alt
      ? {
          deadline: alt.deadline ?? null,
          target: alt.target ? { value: alt.target.value, unit: alt.target.unit } : null,
        }
      : null,
  };
}

function questionOf(q: Question): LocalPreview['questions'][number] {
  return { id: q.id, text: q.text, options: q.options.map((o) => ({ label: o.label, value: o.value })) };
}

function understoodOf(u: Understood | undefined): LocalPreview['understood'] {
  if (!u) return null;
  const t = u.target.value;
  return {
    kind: { value: u.kind.value, confidence: u.kind.confidence },
    target: {
      value: t ? { value: t.value, unit: t.unit } : null,
      limitMinutes: u.target.limit?.value ?? null,
      confidence: u.target.confidence,
    },
    deadline: { value: u.deadline.value, source: u.deadline.source, confidence: u.deadline.confidence },
    level: {
      value: u.level.value,
      current: u.level.current ? { value: u.level.current.value, unit: u.level.current.unit } : null,
      confidence: u.level.confidence,
    },
    timePerWeek: {
      hours: u.timePerWeek.value,
      sessionsPerWeek: u.timePerWeek.sessionsPerWeek ?? null,
      confidence: u.timePerWeek.confidence,
    },
  };
}

/** What the form shows while typing: the server's previewGoal, computed here, and the first milestones. */
export function previewGoalLocally(input: LocalGoalInput, milestones = 3): LocalPreview | null {
  const plan = planGoalLocally(input);
  if (!plan) return null;
  const g = previewOf(plan);
  return {
    title: g.title,
    language: g.language,
    category: g.category,
    kind: g.kind ?? null,
    domain: g.domain ?? null,
    subject: g.subject ?? null,
    generic: g.generic === true,
    deadline: g.deadline,
    deadlineFromText: g.deadlineSource === 'text',
    deadlineSource: g.deadlineSource,
    target: g.target ? { value: g.target.value, unit: g.target.unit } : null,
    schedule: g.schedule
      ? {
          sessionsPerWeek: g.schedule.sessionsPerWeek ?? null,
          hoursPerWeek: g.schedule.hoursPerWeek ?? null,
          weekdays: g.schedule.weekdays ?? null,
        }
      : null,
    warnings: g.warnings.map(warningOf),
    questions: g.questions.map(questionOf),
    understood: understoodOf(g.understood),
    corrections: corrections(plan).map(questionOf),
    milestones: plan.tasks
      .filter((t) => t.parentId === null)
      .slice(0, milestones)
      .map((t) => ({ id: t.id, label: t.label, date: t.date })),
  };
}
