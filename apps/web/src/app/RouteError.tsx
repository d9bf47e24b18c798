import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '../shared/ui/NotFound';

/** Shown when a route fails to load or render (a stale chunk after an update, a bug). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <Stack align="center" py={64} gap="md" ta="center" role="alert">
      <IconAlertTriangle size={56} stroke={1.25} aria-hidden="true" />
      <Title order={1}>{t('errors.generic')}</Title>
      {error instanceof Error ? (
        <Text c="dimmed" maw={480}>
          {error.message}
        </Text>
      ) : null}
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </Stack>
  );
}
