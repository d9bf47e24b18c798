import type { QueryClient } from '@tanstack/react-query';
import { achievementsQuery } from '../../shared/achievements/api';
import { userNewsQuery } from '../../shared/news/api';
import { userGoalsQuery, userProfileQuery } from './api';
import { offersQuery } from './offersApi';

/**
 * Fetches into `client`, all at once, everything `/{username}` asks for when a guest opens it (UserProfilePage
 * and its sections: the profile, its plans, achievements, offers and news), under the keys the components use,
 * so the server draws the page once (entry-server.tsx). A guest is no viewer (`null`). A failed answer is kept
 * as the query's error, as the page would get it.
 */
export const prefetchGuestProfile = (client: QueryClient, username: string) =>
  Promise.all([
    client.prefetchQuery(userProfileQuery(username)),
    client.prefetchQuery(userGoalsQuery(username)),
    client.prefetchQuery(achievementsQuery(username)),
    client.prefetchQuery(offersQuery(username, null)),
    client.prefetchInfiniteQuery(userNewsQuery(username, null)),
  ]);
