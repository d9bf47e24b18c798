import { Button, Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { graphql } from '../../gen/gql';
import { request } from '../api/graphql';
import { type Russian, registerTexts, type TextKey, useTexts } from '../i18n/namespace';
import { paths } from '../paths';

const IsAdministratorDocument = graphql(`
  query IsAdministrator {
    isAdministrator
  }
`);

/** Whether the signed-in person moderates this server. */
export const isAdministratorQuery = queryOptions({
  queryKey: ['moderation', 'isAdministrator'],
  queryFn: ({ signal }) => request(IsAdministratorDocument, {}, { signal }),
  staleTime: 5 * 60_000,
});

const en = {
  moderationLink: {
    title: 'Moderation',
    text: 'You administer this server: reports, accounts, registration and the log.',
    open: 'Open moderation',
  },
};
const ru = {
  moderationLink: {
    title: 'Модерация',
    text: 'Вы администрируете этот сервер: жалобы, аккаунты, регистрация и журнал.',
    open: 'Открыть модерацию',
  },
} satisfies Russian<typeof en>;
registerTexts('moderationLink', en, ru);
const namespaces = ['moderationLink'];

/** A way to the moderation page, for administrators only (nobody else sees it). */
export function ModerationLink() {
  const t = useTexts<TextKey<typeof en>>(namespaces);
  const admin = useQuery(isAdministratorQuery).data?.isAdministrator === true;
  if (!admin) return null;
  return (
    <Group justify="space-between" gap="sm">
      <div>
        <Text fw={500}>{t('moderationLink.title')}</Text>
        <Text fz="sm" c="dimmed">
          {t('moderationLink.text')}
        </Text>
      </div>
      <Button
        component={Link}
        to={paths.moderation}
        variant="default"
        leftSection={<IconShieldCheck size={16} />}
      >
        {t('moderationLink.open')}
      </Button>
    </Group>
  );
}
