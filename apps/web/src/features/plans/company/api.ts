import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gen/gql';
import type { JoinedPlansQuery, OfferAudience, PlansCompanyQuery } from '../../../gen/graphql';
import { request } from '../../../shared/api/graphql';
import { goalKeys } from '../../../shared/goals/api';

// "With company" on the plans page: who follows each plan, their progress, the offer; the plans the
// person joined; the owner's and members' actions. Every key sits under goalKeys.all, so a tick or
// any goal change refreshes it with the rest.

export const CompanyFieldsFragment = graphql(`
  fragment CompanyFields on Goal {
    id
    myRole
    inviteToken
    owner {
      id
      username
      name
      avatarUrl
    }
    offer {
      note
      audience
      memberCap
      memberCount
      open
      openedAt
    }
    members {
      user {
        id
        username
        name
        avatarUrl
      }
      role
      joinedAt
      lastActiveAt
      behind
      nudgedToday
      nudgesMuted
      doneCount
      totalCount
      kudosToday
      paused
      forecast {
        state
        daysBehind
      }
    }
    together {
      doneToday
      dueToday
      jointStreak
    }
    tasks {
      id
      memberProgress {
        userId
        done
        total
      }
    }
  }
`);

// Only the goals that have company (an offer or members); myGoals.items { members { user } } is too deep
// for the API's cost limit, and a plan followed alone needs none of it.
const PlansCompanyDocument = graphql(`
  query PlansCompany {
    myCompanyGoals {
      ...CompanyFields
    }
  }
`);

const JoinedPlansDocument = graphql(`
  query JoinedPlans {
    joinedGoals {
      ...GoalFields
      ...GoalMeasureFields
      ...CompanyFields
      tasks {
        ...TaskFields
      }
    }
  }
`);

const OpenOfferDocument = graphql(`
  mutation OpenOffer($goalId: ID!, $input: OfferInput!) {
    openOffer(goalId: $goalId, input: $input) {
      ...CompanyFields
    }
  }
`);

const CloseOfferDocument = graphql(`
  mutation CloseOffer($goalId: ID!) {
    closeOffer(goalId: $goalId) {
      ...CompanyFields
    }
  }
`);

const RemoveMemberDocument = graphql(`
  mutation RemoveMember($goalId: ID!, $userId: ID!) {
    removeMember(goalId: $goalId, userId: $userId) {
      id
    }
  }
`);

const LeavePlanDocument = graphql(`
  mutation LeavePlan($goalId: ID!) {
    leavePlan(goalId: $goalId) {
      id
    }
  }
`);

const GiveKudosDocument = graphql(`
  mutation GiveKudos($goalId: ID!, $userId: ID!) {
    giveKudos(goalId: $goalId, userId: $userId) {
      user {
        id
      }
      kudosToday
    }
  }
`);

export const companyKeys = {
  mine: [...goalKeys.all, 'company'] as const,
  joined: [...goalKeys.all, 'joined'] as const,
};

const plansCompanyQuery = queryOptions({
  queryKey: companyKeys.mine,
  queryFn: ({ signal }) => request(PlansCompanyDocument, {}, { signal }),
});

export const joinedPlansQuery = queryOptions({
  queryKey: companyKeys.joined,
  queryFn: ({ signal }) => request(JoinedPlansDocument, {}, { signal }),
});

/** Company data of the person's own plans, by goal id (one query for the whole page). */
export function usePlansCompany() {
  return useQuery({
    ...plansCompanyQuery,
    select: (data) => new Map(data.myCompanyGoals.map((g) => [g.id, g])),
  });
}

export const useJoinedPlans = () => useQuery(joinedPlansQuery);

function useCompanyMutation<V, R>(mutationFn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: goalKeys.all }),
  });
}

export interface OfferValues {
  note: string;
  audience: OfferAudience;
  memberCap: number | null;
}

export const useOpenOffer = () =>
  useCompanyMutation((v: { goalId: string; input: OfferValues }) => request(OpenOfferDocument, v));
export const useCloseOffer = () =>
  useCompanyMutation((goalId: string) => request(CloseOfferDocument, { goalId }));
export const useRemoveMember = () =>
  useCompanyMutation((v: { goalId: string; userId: string }) => request(RemoveMemberDocument, v));
export const useLeavePlan = () =>
  useCompanyMutation((goalId: string) => request(LeavePlanDocument, { goalId }));

/** Kudos in one tap: the button turns "cheered" at once and comes back if the server refuses. */
export function useGiveKudos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { goalId: string; userId: string }) => request(GiveKudosDocument, v),
    onMutate: async ({ goalId, userId }) => {
      await client.cancelQueries({ queryKey: goalKeys.all });
      const saved = [companyKeys.mine, companyKeys.joined].map(
        (key) => [key, client.getQueryData(key)] as const,
      );
      const cheer = <G extends { id: string; members: Array<{ user: { id: string }; kudosToday: boolean }> }>(
        g: G,
      ): G =>
        g.id === goalId
          ? { ...g, members: g.members.map((m) => (m.user.id === userId ? { ...m, kudosToday: true } : m)) }
          : g;
      client.setQueryData(companyKeys.mine, (d: PlansCompanyQuery | undefined) =>
        d ? { myCompanyGoals: d.myCompanyGoals.map(cheer) } : d,
      );
      client.setQueryData(companyKeys.joined, (d: JoinedPlansQuery | undefined) =>
        d ? { joinedGoals: d.joinedGoals.map(cheer) } : d,
      );
      return saved;
    },
    onError: (_e, _v, saved) => {
      for (const [key, data] of saved ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: goalKeys.all }),
  });
}
