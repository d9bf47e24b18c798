import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { request } from '../api/graphql';

/** A person as lists show them: name, avatar, link to `/{username}`, and whether you follow them. */
export const PersonFieldsFragment = graphql(`
  fragment PersonFields on Person {
    id
    username
    name
    avatarUrl
    followedByMe
  }
`);

/** What a follow, unfollow, block or unblock changes on a profile. */
export const SocialFieldsFragment = graphql(`
  fragment SocialFields on PublicProfile {
    id
    username
    followerCount
    followingCount
    followedByMe
    followsMe
    blockedByMe
  }
`);

const FollowDocument = graphql(`
  mutation Follow($userId: ID!) {
    follow(userId: $userId) {
      ...SocialFields
    }
  }
`);

const UnfollowDocument = graphql(`
  mutation Unfollow($userId: ID!) {
    unfollow(userId: $userId) {
      ...SocialFields
    }
  }
`);

const RemoveFollowerDocument = graphql(`
  mutation RemoveFollower($userId: ID!) {
    removeFollower(userId: $userId) {
      ...SocialFields
    }
  }
`);

const BlockDocument = graphql(`
  mutation Block($userId: ID!) {
    block(userId: $userId) {
      ...SocialFields
    }
  }
`);

const UnblockDocument = graphql(`
  mutation Unblock($userId: ID!) {
    unblock(userId: $userId) {
      ...SocialFields
    }
  }
`);

const documents = {
  follow: FollowDocument,
  unfollow: UnfollowDocument,
  removeFollower: RemoveFollowerDocument,
  block: BlockDocument,
  unblock: UnblockDocument,
} as const;

export type SocialAction = keyof typeof documents;

/** Cache keys of what a social change touches. */
export const socialKeys = {
  profile: (username: string) => ['userProfile', username.toLowerCase()] as const,
  people: ['people'] as const,
  list: (username: string, which: 'followers' | 'following') =>
    ['people', username.toLowerCase(), which] as const,
  search: ['search'] as const,
  news: ['news'] as const,
};

/**
 * Follow, unfollow, remove a follower, block or unblock someone. Afterwards the profile, the lists, the
 * search results and the news are refetched where they are on screen (their answers depend on it).
 */
export function useSocialAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, userId }: { action: SocialAction; userId: string; username?: string }) => {
      const document = documents[action] as typeof FollowDocument;
      const data = (await request(document, { userId })) as Record<string, unknown>;
      return data[action] as { username: string };
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['userProfile'] }),
        client.invalidateQueries({ queryKey: socialKeys.people }),
        client.invalidateQueries({ queryKey: socialKeys.search }),
        client.invalidateQueries({ queryKey: socialKeys.news }),
        client.invalidateQueries({ queryKey: ['goals'] }),
      ]),
  });
}
