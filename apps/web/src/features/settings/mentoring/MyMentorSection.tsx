import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserCheck, IconUserX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MentorFieldsFragment } from '../../../gen/graphql';
import { errorText } from '../../../shared/api/graphql';
import { mentorsListQuery, myMentorQuery, useSetMentor } from '../../../shared/mentoring/api';
import { MentorCard } from '../../../shared/mentoring/MentorCard';
import { useMentoringT } from '../../../shared/mentoring/texts';
import { sessionStore, useSession } from '../../../shared/session/store';
import { notifySuccess } from '../../../shared/ui/notify';
import { MentorInviteSection } from './MentorInviteSection';
import { OpenedMentorInvite } from './OpenedMentorInvite';

/**
 * Settings → My mentor: who guides you, change them (people who mentor first, then the built-in guides) or drop
 * them, and invite your own. `?pickMentor=1` (the bell, when a mentor left) opens the picker; an invite link
 * opened (`?mentorInvite=`) shows above it.
 */
export function MyMentorSection() {
  const t = useMentoringT();
  const mentorId = useSession((s) => s.user?.mentorId ?? null);
  const mentor = useQuery({ ...myMentorQuery(), enabled: !!mentorId });
  const [params, setParams] = useSearchParams();
  const [picking, setPicking] = useState(params.get('pickMentor') === '1');
  useEffect(() => {
    if (params.get('pickMentor') !== '1') return;
    setPicking(true);
    setParams(
      (p) => {
        p.delete('pickMentor');
        return p;
      },
      { replace: true },
    );
  }, [params, setParams]);
  const [dropping, setDropping] = useState(false);
  const set = useSetMentor();
  const phone = useMediaQuery('(max-width: 36em)');
  const list = useQuery({ ...mentorsListQuery(), enabled: picking });

  const choose = (id: string | null, name: string) =>
    set.mutate(id, {
      onSuccess: (user) => {
        sessionStore.getState().patchUser({ mentorId: user.mentorId ?? null });
        notifySuccess(id ? t('mentoring.changed', { name }) : t('mentoring.dropped'));
        setPicking(false);
        setDropping(false);
      },
    });

  const current = mentorId ? mentor.data : null;
  const name = current ? current.name || current.username : '';
  const row = (m: MentorFieldsFragment) => (
    <Paper key={m.id} withBorder radius="md" p="sm">
      <MentorCard
        mentor={m}
        right={
          m.id === mentorId ? (
            <Text fz="sm" c="dimmed">
              {t('mentoring.current')}
            </Text>
          ) : (
            <Button
              size="xs"
              loading={set.isPending && set.variables === m.id}
              onClick={() => choose(m.id, m.name || m.username)}
            >
              {t('mentoring.choose')}
            </Button>
          )
        }
      />
    </Paper>
  );
  const people = list.data?.filter((m) => !m.guide) ?? [];
  const guides = list.data?.filter((m) => m.guide) ?? [];

  return (
    <>
      <OpenedMentorInvite />
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        id="my-mentor"
        aria-labelledby="settings-my-mentor"
        data-testid="settings-my-mentor"
      >
        <Stack gap="md">
          <Title order={2} fz="lg" id="settings-my-mentor">
            {t('mentoring.myMentor')}
          </Title>
          {mentorId && mentor.isPending ? (
            <Skeleton h={56} radius="md" />
          ) : current ? (
            <MentorCard mentor={current} />
          ) : (
            <Stack gap={2}>
              <Text fw={500}>{t('mentoring.noMentor')}</Text>
              <Text fz="sm" c="dimmed">
                {t('mentoring.noMentorText')}
              </Text>
            </Stack>
          )}
          <Group gap="sm" justify="flex-end">
            {current ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconUserX size={16} />}
                onClick={() => setDropping(true)}
              >
                {t('mentoring.dropMentor')}
              </Button>
            ) : null}
            <Button
              variant="light"
              leftSection={<IconUserCheck size={16} />}
              onClick={() => setPicking(true)}
            >
              {current ? t('mentoring.changeMentor') : t('mentoring.pickMentor')}
            </Button>
          </Group>
          {set.isError && !picking ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(set.error, t('mentoring.mentorFailed'))}
            </Alert>
          ) : null}
          <MentorInviteSection />
        </Stack>
        <Modal
          opened={picking}
          onClose={() => setPicking(false)}
          title={current ? t('mentoring.changeMentor') : t('mentoring.pickMentor')}
          size="lg"
          fullScreen={phone}
          closeButtonProps={{ 'aria-label': t('mentoring.close') }}
        >
          {list.isPending ? (
            <Stack gap="sm">
              <Skeleton h={70} radius="md" />
              <Skeleton h={70} radius="md" />
            </Stack>
          ) : list.isError ? (
            <Alert color="red" role="alert">
              {t('mentoring.loadFailed')}
            </Alert>
          ) : (
            <Stack gap="md">
              {set.isError ? (
                <Alert color="red" variant="light" role="alert">
                  {errorText(set.error, t('mentoring.mentorFailed'))}
                </Alert>
              ) : null}
              <Title order={3} fz="md">
                {t('mentoring.people')}
              </Title>
              {people.filter((m) => m.id !== mentorId).length === 0 ? (
                <Text c="dimmed" fz="sm">
                  {t('mentoring.peopleEmpty')}
                </Text>
              ) : null}
              {people.map(row)}
              {guides.length > 0 ? (
                <Title order={3} fz="md">
                  {t('mentoring.guides')}
                </Title>
              ) : null}
              {guides.map(row)}
            </Stack>
          )}
        </Modal>
        <Modal
          opened={dropping}
          onClose={() => setDropping(false)}
          title={t('mentoring.dropMentor')}
          closeButtonProps={{ 'aria-label': t('mentoring.close') }}
        >
          <Stack gap="md">
            <Text fz="sm">{t('mentoring.dropConfirm', { name })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDropping(false)}>
                {t('mentoring.cancel')}
              </Button>
              <Button color="red" loading={set.isPending} onClick={() => choose(null, name)}>
                {t('mentoring.dropMentor')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Paper>
    </>
  );
}
