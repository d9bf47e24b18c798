import { Alert, Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconLink, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/graphql';
import {
  myMentorInviteQuery,
  useCreateMentorInvite,
  useRevokeMentorInvite,
} from '../../../shared/mentoring/api';
import { useMentoringT } from '../../../shared/mentoring/texts';
import { paths } from '../../../shared/paths';
import { notifySuccess } from '../../../shared/ui/notify';

/** The address an invite's secret opens: the settings page, which offers to become the inviter's mentor. */
export const mentorInviteUrl = (token: string) =>
  `${window.location.origin}${paths.settings}?mentorInvite=${encodeURIComponent(token)}`;

/**
 * Settings → My mentor → invite your own: a secret link (shown once, when made), a new one replacing it, and
 * revoking it. Only its maker sees it; the server keeps only its hash.
 */
export function MentorInviteSection() {
  const t = useMentoringT();
  const { i18n } = useTranslation();
  const invite = useQuery(myMentorInviteQuery());
  const create = useCreateMentorInvite();
  const revoke = useRevokeMentorInvite();
  const [link, setLink] = useState<string | null>(null);
  const failed = create.error ?? revoke.error;
  const made = invite.data
    ? new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long' }).format(
        new Date(invite.data.createdAt),
      )
    : null;

  return (
    <Stack gap="xs" data-testid="mentor-invite">
      <Title order={3} fz="md">
        {t('mentoring.inviteTitle')}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('mentoring.inviteText')}
      </Text>
      {link ? (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('mentoring.inviteLink')}
            value={link}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="mentor-invite-link"
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button variant="light" leftSection={<IconCopy size={16} />} onClick={copy}>
                {copied ? t('mentoring.inviteCopied') : t('mentoring.inviteCopy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      ) : made ? (
        <Text fz="sm">{t('mentoring.inviteActive', { when: made })}</Text>
      ) : null}
      <Group gap="sm" justify="flex-end">
        {invite.data ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconLinkOff size={16} />}
            loading={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setLink(null);
                  notifySuccess(t('mentoring.inviteRevoked'));
                },
              })
            }
          >
            {t('mentoring.inviteRevoke')}
          </Button>
        ) : null}
        <Button
          variant="light"
          leftSection={<IconLink size={16} />}
          loading={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: (made) => made.token && setLink(mentorInviteUrl(made.token)),
            })
          }
        >
          {invite.data ? t('mentoring.inviteNew') : t('mentoring.inviteCreate')}
        </Button>
      </Group>
      {failed ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(failed, t('mentoring.inviteFailed'))}
        </Alert>
      ) : null}
    </Stack>
  );
}
