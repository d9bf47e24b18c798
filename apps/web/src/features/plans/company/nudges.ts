import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gen/gql';
import { request } from '../../../shared/api/graphql';
import { goalKeys } from '../../../shared/goals/api';

// Turning nudges about one's own part of a plan off or on (a nudge itself goes through the offline queue:
// shared/offline/nudges.ts). What the server refuses is shown as it says it (its message).

const SetNudgesMutedDocument = graphql(`
  mutation SetNudgesMuted($goalId: ID!, $muted: Boolean!) {
    setNudgesMuted(goalId: $goalId, muted: $muted) {
      id
    }
  }
`);

export function useSetNudgesMuted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { goalId: string; muted: boolean }) => request(SetNudgesMutedDocument, v),
    onSettled: () => client.invalidateQueries({ queryKey: goalKeys.all }),
  });
}
