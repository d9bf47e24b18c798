import { isVisibility, type Visibility } from '@stepwise/domain/visibility';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { AccountSettingsDocument } from '../../gen/graphql';
import { request } from '../api/graphql';

// The account's own settings as the server keeps them: read by settings and by the goal form (its
// visibility starts at the person's default for new goals).
export const AccountSettingsText = graphql(`
  query AccountSettings {
    currentUser {
      entities {
        id
        username
        email
        timezone
        defaultVisibility
        hasPassword
        emailOnMessage
        notificationPrefs {
          kind
          enabled
        }
      }
    }
  }
`);

export const accountSettingsKey = ['settings', 'account'] as const;

export const accountSettingsQuery = () => ({
  queryKey: accountSettingsKey,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const data = await request(AccountSettingsDocument, {}, { signal });
    return data.currentUser.entities ?? null;
  },
  staleTime: 60_000,
});

export type AccountSettings = NonNullable<
  Awaited<ReturnType<ReturnType<typeof accountSettingsQuery>['queryFn']>>
>;

/**
 * The person's own visibility for new goals from settings; null when not set ('auto') or not loaded yet: the
 * goal's reading decides then (@stepwise/domain/visibility).
 */
export function usePersonDefaultVisibility(): Visibility | null {
  const stored = useQuery(accountSettingsQuery()).data?.defaultVisibility;
  return isVisibility(stored) ? stored : null;
}
