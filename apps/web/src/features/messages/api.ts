import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type { MessageFieldsFragment } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';

export const MessageFieldsDocument = graphql(`
  fragment MessageFields on Message {
    id
    conversationId
    mine
    text
    createdAt
    read
  }
`);

const ConversationsDocument = graphql(`
  query Conversations($first: Int, $after: String) {
    conversations(first: $first, after: $after) {
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
        canMessage
      }
      endCursor
      hasNextPage
    }
  }
`);

const ConversationDocument = graphql(`
  query Conversation($username: String!) {
    conversation(username: $username) {
      with {
        ...PersonFields
      }
      conversation {
        id
        unreadCount
        isRequest
      }
      canMessage
    }
  }
`);

const MessagesDocument = graphql(`
  query Messages($username: String!, $first: Int, $before: String) {
    messages(username: $username, first: $first, before: $before) {
      items {
        ...MessageFields
      }
      startCursor
      hasPreviousPage
    }
  }
`);

const MarkConversationReadDocument = graphql(`
  mutation MarkConversationRead($username: String!) {
    markConversationRead(username: $username) {
      unreadMessageCount
    }
  }
`);

const UnreadMessageCountDocument = graphql(`
  query UnreadMessageCount {
    unreadMessageCount
  }
`);

export const MessageAddedDocument = graphql(`
  subscription MessageAdded {
    messageAdded {
      conversationId
      message {
        ...MessageFields
      }
      with {
        ...PersonFields
      }
    }
  }
`);

export type MessageItem = MessageFieldsFragment;
export interface MessagePage {
  items: MessageItem[];
  startCursor?: string | null;
  hasPreviousPage: boolean;
}
export type History = InfiniteData<MessagePage, string | null>;

/** Cache keys of the messages feature. */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  conversation: (username: string) => ['messages', 'with', username.toLowerCase()] as const,
  history: (username: string) => ['messages', 'history', username.toLowerCase()] as const,
  unread: ['messages', 'unread'] as const,
};

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.conversations,
    queryFn: async ({ pageParam, signal }) =>
      (await request(ConversationsDocument, { first: 20, after: pageParam }, { signal })).conversations,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage ? (last.endCursor ?? null) : null),
  });

export const conversationQuery = (username: string) =>
  queryOptions({
    queryKey: messageKeys.conversation(username),
    queryFn: async ({ signal }) =>
      (await request(ConversationDocument, { username }, { signal })).conversation,
  });

export const HISTORY_PAGE = 30;

/** The history, a page of the newest first; each page is oldest first (newest at the bottom). */
export const historyQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.history(username),
    queryFn: async ({ pageParam, signal }): Promise<MessagePage> =>
      (await request(MessagesDocument, { username, first: HISTORY_PAGE, before: pageParam }, { signal }))
        .messages,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasPreviousPage ? (last.startCursor ?? null) : null),
  });

export const unreadMessagesQuery = () =>
  queryOptions({
    queryKey: messageKeys.unread,
    queryFn: async ({ signal }) =>
      (await request(UnreadMessageCountDocument, {}, { signal })).unreadMessageCount,
    refetchOnWindowFocus: true,
    staleTime: 60_000,
  });

/** All loaded messages, oldest first. */
export function flattenHistory(data: History | undefined): MessageItem[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((p) => p.items);
}

/** Adds a message at the bottom (the newest page) unless it is there already (live and send both bring it). */
export function appendMessage(data: History | undefined, message: MessageItem): History | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest!, items: [...newest!.items, message] }, ...older] };
}

export function useMarkRead(username: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(MarkConversationReadDocument, { username })).markConversationRead,
    onSuccess: async (result) => {
      // A refetch started by the live event may answer later with the count before this read.
      await client.cancelQueries({ queryKey: messageKeys.unread });
      client.setQueryData(messageKeys.unread, result.unreadMessageCount);
      void client.invalidateQueries({ queryKey: messageKeys.conversations });
    },
  });
}

/** The message limit of the server (characters, as code points, after trimming). */
export const MESSAGE_MAX = 4000;
/** The counter shows from here on. */
export const MESSAGE_COUNTER_FROM = 3500;

export const messageLength = (text: string) => [...text.trim()].length;
