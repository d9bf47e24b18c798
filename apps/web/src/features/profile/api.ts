import { queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type { SocialLinkInput } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';
import { goalKeys } from '../../shared/goals/api';
import { socialKeys } from '../../shared/people/api';

const UserProfileDocument = graphql(`
  query UserProfile($username: String!) {
    userProfile(username: $username) {
      id
      username
      name
      firstName
      lastName
      avatarUrl
      isMentor
      ...SocialFields
      bio {
        text
      }
      socialLinks {
        network
        url
      }
    }
  }
`);

const UserGoalsDocument = graphql(`
  query UserGoals($username: String!, $first: Int) {
    userGoals(username: $username, first: $first) {
      items {
        ...GoalFields
      }
      hasNextPage
    }
  }
`);

const FollowersDocument = graphql(`
  query Followers($username: String!, $first: Int, $after: String) {
    followers(username: $username, first: $first, after: $after) {
      items {
        ...PersonFields
      }
      endCursor
      hasNextPage
    }
  }
`);

const FollowingDocument = graphql(`
  query Following($username: String!, $first: Int, $after: String) {
    following(username: $username, first: $first, after: $after) {
      items {
        ...PersonFields
      }
      endCursor
      hasNextPage
    }
  }
`);

const UpdateSocialLinksDocument = graphql(`
  mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {
    updateSocialLinks(links: $links) {
      id
    }
  }
`);

export const userProfileQuery = (username: string) =>
  queryOptions({
    queryKey: ['userProfile', username.toLowerCase()],
    queryFn: ({ signal }) => request(UserProfileDocument, { username }, { signal }),
  });

export function useUserProfile(username: string) {
  return useQuery({ ...userProfileQuery(username), enabled: username !== '' });
}

export function useUpdateSocialLinks() {
  return useMutation({
    mutationFn: (links: SocialLinkInput[]) => request(UpdateSocialLinksDocument, { links }),
  });
}

/** The goals this viewer may see on a profile (`userGoals`). */
export const userGoalsQuery = (username: string) =>
  queryOptions({
    queryKey: goalKeys.user(username),
    queryFn: ({ signal }) => request(UserGoalsDocument, { username, first: 50 }, { signal }),
  });

export const useUserGoals = (username: string) =>
  useQuery({ ...userGoalsQuery(username), enabled: username !== '' });

const LIST_PAGE = 20;

/** Followers or following of a profile, by keyset pages ("load more"). */
export function usePeopleList(username: string, which: 'followers' | 'following', enabled: boolean) {
  return useInfiniteQuery({
    queryKey: socialKeys.list(username, which),
    queryFn: async ({ pageParam, signal }) => {
      const variables = { username, first: LIST_PAGE, after: pageParam };
      return which === 'followers'
        ? (await request(FollowersDocument, variables, { signal })).followers
        : (await request(FollowingDocument, variables, { signal })).following;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage ? (last.endCursor ?? null) : null),
    enabled: enabled && username !== '',
  });
}
