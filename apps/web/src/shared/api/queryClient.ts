import { QueryClient } from '@tanstack/react-query';
import { GraphQLResponseError } from './graphql';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // The server's own answers (errors included) are final; only lost requests are retried.
      retry: (failureCount, error) => !(error instanceof GraphQLResponseError) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
