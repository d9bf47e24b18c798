import { Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

/** The page's one <h1>, and the document title to match. */
export function PageTitle({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Stepwise`;
  }, [title]);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
      {actions}
    </Group>
  );
}
