import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../../gen/gql';
import { request } from '../../../../shared/api/graphql';
import { goalKeys } from '../../../../shared/goals/api';
import { paths } from '../../../../shared/paths';

// Invite links to a plan's offer: the owner's link (share, revoke) and the page it opens (preview, join).

const PlanInviteDocument = graphql(`
  query PlanInvite($token: String!) {
    planInvite(token: $token) {
      goalId
      title
      category
      deadline
      note
      memberCap
      memberCount
      owner {
        id
        username
        name
        avatarUrl
      }
      members {
        id
        username
        name
        avatarUrl
      }
      milestones {
        id
        label
        date
        stepCount
      }
      state
    }
  }
`);

const JoinPlanByInviteDocument = graphql(`
  mutation JoinPlanByInvite($token: String!) {
    joinPlanByInvite(token: $token) {
      id
      myRole
    }
  }
`);

const SharePlanInviteDocument = graphql(`
  mutation SharePlanInvite($goalId: ID!) {
    sharePlanInvite(goalId: $goalId) {
      id
      inviteToken
    }
  }
`);

const RevokePlanInviteDocument = graphql(`
  mutation RevokePlanInvite($goalId: ID!) {
    revokePlanInvite(goalId: $goalId) {
      id
      inviteToken
    }
  }
`);

export const inviteKeys = {
  preview: (token: string, viewer: string | null) => ['planInvite', token, viewer ?? 'guest'] as const,
};

export const planInviteQuery = (token: string, viewer: string | null) =>
  queryOptions({
    queryKey: inviteKeys.preview(token, viewer),
    queryFn: async ({ signal }) => (await request(PlanInviteDocument, { token }, { signal })).planInvite,
    // A refusal (revoked, private, blocked) is the answer: not asked again.
    retry: false,
  });

export function useJoinByInvite(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(JoinPlanByInviteDocument, { token }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['planInvite', token] });
      await client.invalidateQueries({ queryKey: goalKeys.all });
    },
  });
}

function useInviteMutation<V>(mutationFn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: goalKeys.all }),
  });
}

export const useShareInvite = () =>
  useInviteMutation((goalId: string) => request(SharePlanInviteDocument, { goalId }));
export const useRevokeInvite = () =>
  useInviteMutation((goalId: string) => request(RevokePlanInviteDocument, { goalId }));

/** The address to share: this app's origin and /join/{token}. */
export const inviteUrl = (token: string) => `${window.location.origin}${paths.planInvite(token)}`;
