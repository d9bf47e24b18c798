import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths';

/** A real not-found page (unknown path or unknown username). */
export function NotFound({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation();
  const heading = title ?? t('notFound.title');
  useEffect(() => {
    document.title = `${heading} · Stepwise`;
  }, [heading]);
  return (
    <Stack align="center" gap="md" py={64} ta="center" data-testid="not-found">
      <IconMapSearch size={64} stroke={1.25} aria-hidden="true" color="var(--mantine-color-dimmed)" />
      <Text c="dimmed" fw={700} fz={48} lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1}>{heading}</Title>
      <Text c="dimmed" maw={420}>
        {text ?? t('notFound.text')}
      </Text>
      <Button component={Link} to={paths.welcome} variant="light">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
