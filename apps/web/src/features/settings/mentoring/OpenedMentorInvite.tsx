import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/graphql';
import { openedInviteQuery, useAcceptMentorInvite } from '../../../shared/mentoring/api';
import { useMentoringT } from '../../../shared/mentoring/texts';
import { paths } from '../../../shared/paths';
import { PersonAvatar } from '../../../shared/people/PersonRow';

/**
 * An invite link opened (`/settings?mentorInvite=<secret>`): whose it is, and the choice to become their mentor
 * or not. Declining changes nothing: the link stays for the person it was meant for.
 */
export function OpenedMentorInvite() {
  const t = useMentoringT();
  const [params, setParams] = useSearchParams();
  const token = params.get('mentorInvite');
  const invite = useQuery({ ...openedInviteQuery(token ?? ''), enabled: !!token });
  const accept = useAcceptMentorInvite();
  const [acceptedName, setAcceptedName] = useState<string | null>(null);
  if (!token) return null;
  const close = () =>
    setParams(
      (p) => {
        p.delete('mentorInvite');
        return p;
      },
      { replace: true },
    );
  const name = invite.data ? invite.data.mentee.name || invite.data.mentee.username : '';

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="opened-mentor-invite"
      data-testid="opened-mentor-invite"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="opened-mentor-invite">
          {t('mentoring.invitePageTitle')}
        </Title>
        {/* Accepted first: the link is spent then, and the invite read again after it answers "gone". */}
        {acceptedName ? (
          <Stack gap="sm">
            <Text fw={600}>{t('mentoring.inviteAccepted', { name: acceptedName })}</Text>
            <Group>
              <Button component={Link} to={paths.mentees}>
                {t('mentoring.toMentees')}
              </Button>
            </Group>
          </Stack>
        ) : invite.isPending ? (
          <Skeleton h={56} radius="md" />
        ) : invite.isError ? (
          <Alert color="yellow" variant="light">
            {t('mentoring.inviteGone')}
          </Alert>
        ) : invite.data.own ? (
          <Text>{t('mentoring.inviteOwn')}</Text>
        ) : invite.data.alreadyMentor ? (
          <Text>{t('mentoring.inviteAlready', { name })}</Text>
        ) : (
          <Stack gap="sm">
            <Group wrap="nowrap" gap="sm">
              <PersonAvatar person={invite.data.mentee} size={48} />
              <Text fw={600}>{t('mentoring.inviteAsk', { name })}</Text>
            </Group>
            <Text fz="sm" c="dimmed">
              {t('mentoring.inviteWhat')}
            </Text>
            {accept.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorText(accept.error, t('mentoring.inviteGone'))}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('mentoring.inviteDecline')}
              </Button>
              <Button
                loading={accept.isPending}
                onClick={() =>
                  accept.mutate(token, {
                    onSuccess: () => setAcceptedName(name),
                  })
                }
              >
                {t('mentoring.inviteAccept')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
