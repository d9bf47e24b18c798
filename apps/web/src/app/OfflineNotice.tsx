import { Alert, Container } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// Changes made offline that wait for the network: with the data layer (app/data.ts), which loads apart.
const PendingChanges = lazy(() => import('./PendingChanges').then((m) => ({ default: m.PendingChanges })));

/**
 * The notice under the header while the browser is offline (app/Layout.tsx): in a chunk of its own, fetched once
 * the page is idle, since no first screen shows it.
 */
export function OfflineNotice({ dataReady }: { dataReady: boolean }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" pt="md">
      <Alert icon={<IconWifiOff size={18} />} color="yellow" variant="light" role="status">
        {t('app.offline')}
        {dataReady ? (
          <Suspense fallback={null}>
            <PendingChanges />
          </Suspense>
        ) : null}
      </Alert>
    </Container>
  );
}
