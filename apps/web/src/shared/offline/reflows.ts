/**
 * Applying a re-plan through the offline queue: the outcome the person saw (computed on this device by the
 * same rule the server applies, @stepwise/planner/replan-choice) is shown at once in the cached lists, and the
 * change is sent now or on reconnect with its change id, so the server applies it once however often it is
 * sent. The server recomputes it on the day it arrives; its answer (and a refresh) replaces what was shown.
 */
import type { Option } from '@stepwise/planner/replan-choice';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { ReflowChange } from '../../gen/graphql';
import { queryClient } from '../api/queryClient';
import { patchGoalInCaches, patchTaskInCaches, removeTaskFromCaches } from './cacheEdits';
import { newChangeId } from './changeIds';
import { offlineKeys, type Stamped } from './changes';
import type { ReflowAnswer, ReflowVariables } from './reflowReplay';
import { registerOfflineMutations } from './register';

/** Shows the previewed outcome at once and queues the re-plan; resolves with the server's answer once sent. */
export function queueReflow(
  goal: { id: string; title: string },
  change: ReflowChange,
  preview: Option | null,
  client: QueryClient = queryClient,
) {
  if (preview?.available) {
    for (const m of preview.moves) patchTaskInCaches(client, m.id, { date: m.date, time: m.time });
    for (const id of preview.drops) removeTaskFromCaches(client, id);
    patchGoalInCaches(client, goal.id, { deadline: preview.deadline });
  }
  registerOfflineMutations(client);
  const mutation = client.getMutationCache().build(client, { mutationKey: [...offlineKeys.reflow] });
  const stamped: ReflowVariables & Stamped = {
    goalId: goal.id,
    title: goal.title,
    change,
    queued: !onlineManager.isOnline(),
    changeId: newChangeId(),
  };
  return mutation.execute(stamped) as Promise<ReflowAnswer>;
}
