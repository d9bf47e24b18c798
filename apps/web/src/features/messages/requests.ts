// Message requests: first messages from people the reader does not follow wait here until accepted or declined.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { request } from '../../shared/api/graphql';
import { messageKeys } from './api';

const MessageRequestsDocument = graphql(`
  query MessageRequests {
    messageRequests(first: 20) {
      items {
        id
        with {
          ...PersonFields
        }
        lastMessage {
          ...MessageFields
        }
        lastMessageAt
        unreadCount
      }
    }
  }
`);

const AcceptMessageRequestDocument = graphql(`
  mutation AcceptMessageRequest($username: String!) {
    acceptMessageRequest(username: $username) {
      id
      isRequest
    }
  }
`);

const DeclineMessageRequestDocument = graphql(`
  mutation DeclineMessageRequest($username: String!) {
    declineMessageRequest(username: $username)
  }
`);

export const requestKeys = { list: [...messageKeys.all, 'requests'] as const };

export const messageRequestsQuery = () =>
  queryOptions({
    queryKey: requestKeys.list,
    queryFn: async ({ signal }) =>
      (await request(MessageRequestsDocument, {}, { signal })).messageRequests.items,
  });

/** Accept or decline the request from `username`; every list of the messages feature loads again after. */
export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, accept }: { username: string; accept: boolean }) => {
      if (accept) await request(AcceptMessageRequestDocument, { username });
      else await request(DeclineMessageRequestDocument, { username });
      return accept;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
