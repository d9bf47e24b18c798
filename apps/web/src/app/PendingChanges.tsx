import { Text } from '@mantine/core';
import { usePendingChanges } from '../shared/offline/pending';
import { offlineT } from '../shared/offline/texts';

/** The offline notice's count of changes made offline that wait for the network (shared/offline/pending.ts). */
export function PendingChanges() {
  const pendingChanges = usePendingChanges();
  return pendingChanges > 0 ? (
    <Text fz="sm" mt={4} data-testid="offline-pending">
      {offlineT('pendingCount', { count: pendingChanges })}
    </Text>
  ) : null;
}
