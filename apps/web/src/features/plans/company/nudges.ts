import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gen/gql';
import { request } from '../../../shared/api/graphql';
import { goalKeys } from '../../../shared/goals/api';

// Nudges in a plan with company: remind a participant who is behind (once a day per person nudged), and turn
// nudges about one's own part off. What the server refuses is shown as it says it (its message).

const NudgeMemberDocument = graphql(`
  mutation NudgeMember($goalId: ID!, $userId: ID!) {
    nudgeMember(goalId: $goalId, userId: $userId) {
      user {
        id
      }
      nudgedToday
    }
  }
`);

const SetNudgesMutedDocument = graphql(`
  mutation SetNudgesMuted($goalId: ID!, $muted: Boolean!) {
    setNudgesMuted(goalId: $goalId, muted: $muted) {
      id
    }
  }
`);

export function useNudgeMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { goalId: string; userId: string }) => request(NudgeMemberDocument, v),
    onSettled: () => client.invalidateQueries({ queryKey: goalKeys.all }),
  });
}

export function useSetNudgesMuted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { goalId: string; muted: boolean }) => request(SetNudgesMutedDocument, v),
    onSettled: () => client.invalidateQueries({ queryKey: goalKeys.all }),
  });
}
