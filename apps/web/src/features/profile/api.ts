import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type { SocialLinkInput } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';

export const UserProfileDocument = graphql(`
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

export const UpdateSocialLinksDocument = graphql(`
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
  return useQuery(userProfileQuery(username));
}

export function useUpdateSocialLinks() {
  return useMutation({
    mutationFn: (links: SocialLinkInput[]) => request(UpdateSocialLinksDocument, { links }),
  });
}
