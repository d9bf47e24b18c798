import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { request } from '../../shared/api/graphql';

const NotificationsDocument = graphql(`
  query Notifications($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      items {
        id
        kind
        actor {
          id
          username
          name
          avatarUrl
        }
        goalId
        conversationId
        title
        text
        achievementKey
        decision
        reason
        days
        digestId
        taskId
        label
        others
        read
        createdAt
      }
      endCursor
      hasNextPage
    }
  }
`);

const UnreadNotificationCountDocument = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

const MarkNotificationsReadDocument = graphql(`
  mutation MarkNotificationsRead($ids: [String!], $all: Boolean) {
    markNotificationsRead(ids: $ids, all: $all)
  }
`);

export const NotificationsChangedDocument = graphql(`
  subscription NotificationsChanged {
    notificationsChanged {
      unreadCount
      notification {
        id
      }
    }
  }
`);

export const notificationKeys = {
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: async ({ pageParam, signal }) =>
      (await request(NotificationsDocument, { first: 15, after: pageParam }, { signal })).notifications,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage ? (last.endCursor ?? null) : null),
    staleTime: 0,
  });

export const unreadNotificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) =>
      (await request(UnreadNotificationCountDocument, {}, { signal })).unreadNotificationCount,
    refetchOnWindowFocus: true,
    staleTime: 60_000,
  });

/** Marks some (ids) or all notifications read; the answer is the new unread count. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (target: { ids?: string[]; all?: boolean }) =>
      (await request(MarkNotificationsReadDocument, target)).markNotificationsRead,
    onSuccess: (count) => {
      client.setQueryData(notificationKeys.unread, count);
      void client.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
