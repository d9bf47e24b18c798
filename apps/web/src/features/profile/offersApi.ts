import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type { OfferJoinState, ProfileOffersQuery } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';
import { goalKeys } from '../../shared/goals/api';

// The profile's Offers: the open offers of a person's plans, and joining or leaving one from there.

export const ProfileOffersDocument = graphql(`
  query ProfileOffers($username: String!) {
    userProfile(username: $username) {
      id
      name
      username
      offers {
        goal {
          id
          title
          category
        }
        note
        audience
        memberCap
        memberCount
        joinState
      }
    }
  }
`);

export const JoinOfferedPlanDocument = graphql(`
  mutation JoinOfferedPlan($goalId: ID!) {
    joinPlan(goalId: $goalId) {
      id
    }
  }
`);

export const LeaveOfferedPlanDocument = graphql(`
  mutation LeaveOfferedPlan($goalId: ID!) {
    leavePlan(goalId: $goalId) {
      id
    }
  }
`);

// Under goalKeys.all: joining or leaving refreshes the plans page too; the viewer is part of the key.
export const offersQuery = (username: string, viewer: string | null) =>
  queryOptions({
    queryKey: [...goalKeys.all, 'offers', username.toLowerCase(), viewer ?? 'guest'] as const,
    queryFn: ({ signal }) => request(ProfileOffersDocument, { username }, { signal }),
  });

export type Offer = NonNullable<ProfileOffersQuery['userProfile']>['offers'][number];

/** Join or leave in one click: the offer shows the new state at once and goes back if the server refuses. */
export function useJoinLeave(username: string, viewer: string | null) {
  const client = useQueryClient();
  const { queryKey } = offersQuery(username, viewer);
  return useMutation({
    mutationFn: async ({
      goalId,
      join,
    }: {
      goalId: string;
      join: boolean;
      title: string;
    }): Promise<string> =>
      join
        ? (await request(JoinOfferedPlanDocument, { goalId })).joinPlan.id
        : (await request(LeaveOfferedPlanDocument, { goalId })).leavePlan.id,
    onMutate: async ({ goalId, join }) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<ProfileOffersQuery>(queryKey);
      client.setQueryData<ProfileOffersQuery>(queryKey, (data) =>
        data?.userProfile
          ? {
              userProfile: {
                ...data.userProfile,
                offers: data.userProfile.offers.map((o) =>
                  o.goal.id === goalId
                    ? {
                        ...o,
                        joinState: (join ? 'joined' : 'open') as OfferJoinState,
                        memberCount: o.memberCount + (join ? 1 : -1),
                      }
                    : o,
                ),
              },
            }
          : data,
      );
      return { before };
    },
    onError: (_e, _v, saved) => client.setQueryData(queryKey, saved?.before),
    onSettled: () => client.invalidateQueries({ queryKey: goalKeys.all }),
  });
}
