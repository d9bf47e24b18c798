/**
 * Nudging a participant who is behind through the offline queue, like a tick: the member shows as nudged today
 * at once, the nudge goes out now or on reconnect, in order with the other changes. The server dedupes it by
 * its change id, so a second sending after a lost answer is not refused as a second nudge.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { patchMemberInCaches } from './cacheEdits';
import { newChangeId } from './changeIds';
import { offlineKeys, type Stamped } from './changes';
import type { NudgeVariables } from './nudgeReplay';
import { registerOfflineMutations } from './register';

export function queueNudge(
  input: { goalId: string; userId: string; name: string },
  client: QueryClient = queryClient,
) {
  registerOfflineMutations(client);
  patchMemberInCaches(client, input.goalId, input.userId, { nudgedToday: true });
  const variables: NudgeVariables & Stamped = {
    ...input,
    queued: !onlineManager.isOnline(),
    changeId: newChangeId(),
  };
  const mutation = client.getMutationCache().build(client, { mutationKey: [...offlineKeys.nudge] });
  return { queued: variables.queued, sent: mutation.execute(variables) };
}
