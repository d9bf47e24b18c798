/**
 * Recording a measurable goal's result through the offline queue, like a tick: shown at once on the plan's
 * chart (the cached goal gets the result), sent now or on reconnect, in order with the other changes. The
 * server dedupes it by its change id, so a second sending adds nothing. The forecast is the server's: it is
 * read again once the result is in.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { patchGoalInCaches } from './cacheEdits';
import { newChangeId } from './changeIds';
import { offlineKeys, type Stamped } from './changes';
import { registerOfflineMutations } from './register';
import type { ResultVariables } from './resultReplay';

interface MeasuredGoal {
  id: string;
  title: string;
  results?: ReadonlyArray<{ id: string; on: string; value: number; seconds: number | null }> | null;
}

export function queueResult(
  goal: MeasuredGoal,
  input: { value: number; on: string; seconds: number | null; note: string | null },
  client: QueryClient = queryClient,
) {
  registerOfflineMutations(client);
  const changeId = newChangeId();
  const localId = `local-result-${changeId}`;
  const shown = { id: localId, on: input.on, value: input.value, seconds: input.seconds };
  const results = [...(goal.results ?? []), shown].sort((a, b) => a.on.localeCompare(b.on));
  patchGoalInCaches(client, goal.id, { results });
  const variables: ResultVariables & Stamped = {
    id: goal.id,
    title: goal.title,
    ...input,
    localId,
    queued: !onlineManager.isOnline(),
    changeId,
  };
  const mutation = client.getMutationCache().build(client, { mutationKey: [...offlineKeys.result] });
  return { queued: variables.queued, sent: mutation.execute(variables) };
}
