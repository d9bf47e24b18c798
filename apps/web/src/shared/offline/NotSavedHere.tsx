import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import type { FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineT } from './texts';

/**
 * What a section shows while its data loads (`children`: the skeleton), unless the data was never saved on this
 * device and there is no connection: TanStack Query then pauses the fetch until the connection is back, so a
 * skeleton would wait forever. A note says so instead; the data replaces it on reconnect.
 */
export function NotSavedHere({
  query,
  children,
}: {
  query: { fetchStatus: FetchStatus };
  children: ReactNode;
}) {
  useTranslation(); // re-rendered in the new language on a switch
  if (query.fetchStatus !== 'paused') return children;
  return (
    <Alert variant="light" color="gray" icon={<IconCloudOff size={18} />} data-testid="not-saved-here">
      {offlineT('notSavedHere')}
    </Alert>
  );
}
