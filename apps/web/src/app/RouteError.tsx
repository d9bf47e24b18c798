import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isNetworkError } from '../shared/api/graphql';
import { NotFound } from '../shared/ui/NotFound';

/** Shown when a route fails to load or render (a stale chunk after an update, a bug). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  // A lost connection is told in the interface's language, not as the raw "Network error" (the text of
  // shared/offline/errors.ts: failureText, kept with the first chunk's texts).
  const detail = isNetworkError(error) ? t('errors.network') : error instanceof Error ? error.message : null;
  return (
    <Stack align="center" py={64} gap="md" ta="center" role="alert">
      <IconAlertTriangle size={56} stroke={1.25} aria-hidden="true" />
      <Title order={1}>{t('errors.generic')}</Title>
      {detail ? (
        <Text c="dimmed" maw={480}>
          {detail}
        </Text>
      ) : null}
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </Stack>
  );
}
