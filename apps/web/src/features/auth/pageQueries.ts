import type { QueryClient } from '@tanstack/react-query';
import { authConfigQuery, registrationModeQuery } from './api';

/**
 * Fetches into `client`, at once, what the sign-in and sign-up pages ask for (whether Google sign-in is offered;
 * how this server makes accounts), so the server draws them once (entry-server.tsx).
 */
export const prefetchSignInPage = (client: QueryClient) => client.prefetchQuery(authConfigQuery);

export const prefetchRegistrationPage = (client: QueryClient) =>
  Promise.all([client.prefetchQuery(authConfigQuery), client.prefetchQuery(registrationModeQuery)]);
