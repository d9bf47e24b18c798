/**
 * Pausing and resuming a plan through the offline queue: shown at once in the cached lists (the open steps move
 * on this device by the same rule the server applies, @stepwise/planner/pause), sent now or on reconnect. Both
 * are harmless sent twice (the server changes nothing the second time), so a replay sends them as they are.
 */

import { localDate, pauseLength, resumeShift } from '@stepwise/planner/pause';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { patchGoalInCaches, patchTaskInCaches } from './cacheEdits';
import { newChangeId } from './changeIds';
import { offlineKeys, type Stamped } from './changes';
import type { PauseVariables, ResumeAnswer } from './pauseReplay';
import { registerOfflineMutations } from './register';

interface PlanGoal {
  id: string;
  title: string;
  status: string;
  deadline?: string | null;
  pause?: { since: string; until?: string | null; mine: boolean } | null;
  tasks?: ReadonlyArray<{ id: string; date?: string | null; completed: boolean }>;
}

function run(client: QueryClient, variables: PauseVariables) {
  registerOfflineMutations(client);
  const mutation = client.getMutationCache().build(client, { mutationKey: [...offlineKeys.pause] });
  const stamped: PauseVariables & Stamped = { ...variables, changeId: newChangeId() };
  return mutation.execute(stamped) as Promise<ResumeAnswer | null>;
}

/** The person's today on this device (the page's clock: a browser test may set it). */
const todayHere = () => localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Pauses the person's part in a plan (`owner`: the whole goal). */
export function queuePause(
  goal: PlanGoal,
  owner: boolean,
  input: { until: string | null; reason: string | null },
  client: QueryClient = queryClient,
) {
  const pause = { since: todayHere(), until: input.until, reason: input.reason || null, mine: true };
  patchGoalInCaches(client, goal.id, owner ? { status: 'paused', pause } : { pause });
  return run(client, {
    id: goal.id,
    title: goal.title,
    action: 'pause',
    until: input.until,
    reason: input.reason,
    queued: !onlineManager.isOnline(),
  });
}

/**
 * Resumes it: the open steps move on this device by the pause's length (the server's rule), the deadline with
 * them unless kept; re-planning is the server's to do (shown when its answer comes).
 */
export function queueResume(
  goal: PlanGoal,
  owner: boolean,
  options: { keepDeadline: boolean; replan: boolean },
  client: QueryClient = queryClient,
) {
  const since = goal.pause?.since;
  if (since && !options.replan) {
    const until = goal.pause?.until;
    const today = todayHere();
    const days = pauseLength(since, until && until < today ? until : today);
    const shift = resumeShift(
      (goal.tasks ?? []).map((t) => ({ id: t.id, date: t.date ?? null, completed: t.completed })),
      days,
      goal.deadline ?? null,
      options.keepDeadline || !owner,
    );
    for (const m of shift.moved) patchTaskInCaches(client, m.id, { date: m.to });
    patchGoalInCaches(
      client,
      goal.id,
      owner ? { status: 'active', pause: null, deadline: shift.deadline } : { pause: null },
    );
  } else {
    patchGoalInCaches(client, goal.id, owner ? { status: 'active', pause: null } : { pause: null });
  }
  return run(client, {
    id: goal.id,
    title: goal.title,
    action: 'resume',
    keepDeadline: options.keepDeadline,
    replan: options.replan,
    queued: !onlineManager.isOnline(),
  });
}
