import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { request } from '../../shared/api/graphql';

const SearchDocument = graphql(`
  query Search($query: String!, $first: Int) {
    search(query: $query, first: $first) {
      people {
        ...PersonFields
      }
      goals {
        goal {
          id
          title
          category
          progress
        }
        owner {
          id
          username
          name
          avatarUrl
        }
      }
    }
  }
`);

/** People and public goals for a query (2+ characters); the previous answer stays while the next loads. */
export const searchQuery = (query: string, viewer: string | null) =>
  queryOptions({
    queryKey: ['search', query.toLowerCase(), viewer ?? 'guest'],
    queryFn: async ({ signal }) => (await request(SearchDocument, { query, first: 6 }, { signal })).search,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
