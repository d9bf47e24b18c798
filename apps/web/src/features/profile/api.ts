import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type { SocialLinkInput } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';
import { goalKeys } from '../../shared/goals/api';

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

const UpdateSocialLinksDocument = graphql(`
  mutation UpdateSocialLinks($links: [SocialLinkInput!]!) {
    updateSocialLinks(links: $links) {
      id
    }
  }
`);

const userProfileQuery = (username: string) =>
  queryOptions({
    queryKey: ['userProfile', username.toLowerCase()],
    queryFn: ({ signal }) => request(UserProfileDocument, { username }, { signal }),
  });

export function useUserProfile(username: string) {
  return useQuery(userProfileQuery(username));
}

export function useUpdateSocialLinks() {
  return useMutation({
    mutationFn: (links: SocialLinkInput[]) => request(UpdateSocialLinksDocument, { links }),
  });
}

/** The goals this viewer may see on a profile (`userGoals`). */
export const useUserGoals = (username: string) =>
  useQuery({
    queryKey: goalKeys.user(username),
    queryFn: ({ signal }) => request(UserGoalsDocument, { username, first: 50 }, { signal }),
    enabled: username !== '',
  });
