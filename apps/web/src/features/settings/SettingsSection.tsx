import { Paper, Stack, Text, Title } from '@mantine/core';

/** One card of the settings page: a titled section that the page's section list links to. */
export function SettingsSection({
  id,
  title,
  description,
  danger,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      style={{
        scrollMarginTop: 80,
        ...(danger ? { borderColor: 'var(--mantine-color-red-light-color)' } : {}),
      }}
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={`${id}-title`} c={danger ? 'red' : undefined}>
            {title}
          </Title>
          {description ? (
            <Text fz="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
