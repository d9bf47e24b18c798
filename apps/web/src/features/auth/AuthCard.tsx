import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="auth-card">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </div>
  );
}
