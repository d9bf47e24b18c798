import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type { NewsItemFieldsFragment as NewsItemFields } from '../../gen/graphql';
import { request } from '../api/graphql';

export const NewsItemFieldsDocument = graphql(`
  fragment NewsItemFields on NewsItem {
    id
    kind
    actor {
      id
      username
      name
      avatarUrl
    }
    subject {
      id
      username
      name
    }
    goalId
    goalTitle
    milestoneLabel
    achievementKey
    createdAt
  }
`);

const NewsDocument = graphql(`
  query News($first: Int, $after: String) {
    news(first: $first, after: $after) {
      items {
        ...NewsItemFields
      }
      endCursor
      hasNextPage
    }
  }
`);

const UserNewsDocument = graphql(`
  query UserNews($username: String!, $first: Int, $after: String) {
    userNews(username: $username, first: $first, after: $after) {
      items {
        ...NewsItemFields
      }
      endCursor
      hasNextPage
    }
  }
`);

export const NewsAddedDocument = graphql(`
  subscription NewsAdded {
    newsAdded {
      ...NewsItemFields
    }
  }
`);

export type NewsItem = NewsItemFields;
export interface NewsPage {
  items: NewsItem[];
  endCursor?: string | null;
  hasNextPage: boolean;
}
export type NewsData = InfiniteData<NewsPage, string | null>;

const PAGE = 20;

/** The news (`/news`): the people you follow and your mentor; a guest's is the public news. */
export const newsFeedQuery = (viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: ['news', 'feed', viewer ?? 'guest'],
    queryFn: async ({ pageParam, signal }): Promise<NewsPage> =>
      (await request(NewsDocument, { first: PAGE, after: pageParam }, { signal })).news,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage ? (last.endCursor ?? null) : null),
  });

/** A profile's News section: that person's events this viewer may see. */
export const userNewsQuery = (username: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: ['news', 'user', username.toLowerCase(), viewer ?? 'guest'],
    queryFn: async ({ pageParam, signal }): Promise<NewsPage> =>
      (await request(UserNewsDocument, { username, first: PAGE, after: pageParam }, { signal })).userNews,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage ? (last.endCursor ?? null) : null),
  });

/** Puts live items on top of the first page, newest first, without duplicates (an item may come twice). */
export function prependNews(data: NewsData | undefined, fresh: NewsItem[]): NewsData | undefined {
  if (!data || data.pages.length === 0) return data;
  const known = new Set(data.pages.flatMap((p) => p.items.map((i) => i.id)));
  const added = fresh.filter((i) => !known.has(i.id));
  if (added.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, items: [...added, ...first!.items] }, ...rest] };
}

/** Adds a live item to the waiting ones (newest first), unless it is known already. */
export function queueNews(waiting: NewsItem[], item: NewsItem, known: (id: string) => boolean): NewsItem[] {
  if (known(item.id) || waiting.some((w) => w.id === item.id)) return waiting;
  return [item, ...waiting];
}
