import { onlineManager, QueryClient } from '@tanstack/react-query';
import { GraphQLResponseError } from './graphql';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Kept as long as its copy on this device may be restored (shared/offline/cache.ts: CACHE_MAX_AGE).
      gcTime: 7 * 24 * 60 * 60 * 1000,
      // The server's own answers (errors included) are final; only lost requests are retried.
      retry: (failureCount, error) => !(error instanceof GraphQLResponseError) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// TanStack Query assumes it starts online and then follows the browser's online/offline events: a page loaded
// offline must start offline, so queries and queued changes wait for the network instead of failing.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
