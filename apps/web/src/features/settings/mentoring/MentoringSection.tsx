import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Chip,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBook, IconSchool, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/graphql';
import { CATEGORIES } from '../../../shared/goals/categories';
import { useGoalTexts } from '../../../shared/goals/texts';
import { myMentorProfileQuery } from '../../../shared/mentoring/api';
import { useMentoringT } from '../../../shared/mentoring/texts';
import { paths } from '../../../shared/paths';
import { notifySuccess } from '../../../shared/ui/notify';
import { myPlaybookQuery, useSaveMentorProfile, useStopMentoring } from './api';
import { type Draft, EMPTY, mentorProfileErrors } from './mentorProfileForm';

/** Settings → Mentoring: become a mentor (headline, bio, areas, languages, taking new mentees), stop, playbook. */
export function MentoringSection() {
  const t = useMentoringT();
  const tg = useGoalTexts();
  const profile = useQuery(myMentorProfileQuery());
  const playbook = useQuery({ ...myPlaybookQuery(), enabled: profile.data?.active === true });
  const save = useSaveMentorProfile();
  const stop = useStopMentoring();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState(false);
  const [touched, setTouched] = useState(false);
  const [stopping, setStopping] = useState(false);
  const active = profile.data?.active === true;

  useEffect(() => {
    if (profile.data) {
      const { headline, bio, categories, languages, accepting } = profile.data;
      setDraft({ headline, bio, categories, languages, accepting });
    }
  }, [profile.data]);

  const errors = mentorProfileErrors(draft);
  const invalid = Object.values(errors).some(Boolean);
  const showForm = active || editing;

  const submit = () => {
    setTouched(true);
    if (invalid) return;
    save.mutate(
      {
        input: {
          headline: draft.headline.trim(),
          bio: draft.bio.trim(),
          categories: draft.categories,
          languages: draft.languages,
          accepting: draft.accepting,
        },
        become: !active,
      },
      {
        onSuccess: () => {
          notifySuccess(t('mentoring.profileSaved'));
          setEditing(false);
          setTouched(false);
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="settings-mentoring"
      data-testid="settings-mentoring"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="settings-mentoring">
            {t('mentoring.settingsTitle')}
          </Title>
          {active ? (
            <Badge color="teal" variant="light">
              {t('mentoring.active')}
            </Badge>
          ) : null}
        </Group>
        {profile.isPending ? (
          <Skeleton h={60} radius="md" />
        ) : profile.isError ? (
          <Text c="red" fz="sm" role="alert">
            {t('mentoring.loadFailed')}
          </Text>
        ) : !showForm ? (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text fz="sm" c="dimmed" maw={460}>
              {t('mentoring.settingsIntro')}
            </Text>
            <Button leftSection={<IconSchool size={16} />} onClick={() => setEditing(true)}>
              {profile.data ? t('mentoring.resume') : t('mentoring.become')}
            </Button>
          </Group>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
            aria-label={t('mentoring.settingsTitle')}
          >
            <Stack gap="md">
              {!active ? (
                <Text fz="sm" c="dimmed">
                  {t('mentoring.settingsIntro')}
                </Text>
              ) : null}
              <TextInput
                label={t('mentoring.headline')}
                placeholder={t('mentoring.headlinePlaceholder')}
                required
                maxLength={120}
                value={draft.headline}
                onChange={(e) => setDraft({ ...draft, headline: e.currentTarget.value })}
                error={touched && errors.headline ? t('mentoring.headlineError') : null}
              />
              <Textarea
                label={t('mentoring.bio')}
                autosize
                minRows={2}
                maxRows={8}
                maxLength={2000}
                value={draft.bio}
                onChange={(e) => setDraft({ ...draft, bio: e.currentTarget.value })}
              />
              <Stack gap={6}>
                <Text fz="sm" fw={700} id="mentor-categories">
                  {t('mentoring.categories')}
                </Text>
                <Chip.Group
                  multiple
                  value={draft.categories}
                  onChange={(categories) => setDraft({ ...draft, categories })}
                >
                  <Group gap={6} role="group" aria-labelledby="mentor-categories">
                    {CATEGORIES.map((c) => (
                      <Chip key={c} value={c} size="sm">
                        {tg(`goals.categories.${c}` as never)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
                {touched && errors.categories ? (
                  <Text c="red" fz="xs" role="alert">
                    {t('mentoring.categoriesError')}
                  </Text>
                ) : null}
              </Stack>
              <Checkbox.Group
                label={t('mentoring.mentorLanguages')}
                value={draft.languages}
                onChange={(languages) => setDraft({ ...draft, languages })}
                error={touched && errors.languages ? t('mentoring.languagesError') : null}
              >
                <Group gap="md" mt={6}>
                  <Checkbox value="ru" label={t('mentoring.languages.ru')} />
                  <Checkbox value="en" label={t('mentoring.languages.en')} />
                </Group>
              </Checkbox.Group>
              <Switch
                size="md"
                checked={draft.accepting}
                onChange={(e) => setDraft({ ...draft, accepting: e.currentTarget.checked })}
                label={t('mentoring.accepting')}
                description={t('mentoring.acceptingText')}
                styles={{ body: { alignItems: 'flex-start' } }}
              />
              {save.isError ? (
                <Alert color="red" variant="light" role="alert">
                  {errorText(save.error, t('mentoring.profileFailed'))}
                </Alert>
              ) : null}
              <Group justify="flex-end" gap="sm">
                {!active ? (
                  <Button variant="default" onClick={() => setEditing(false)}>
                    {t('mentoring.cancel')}
                  </Button>
                ) : null}
                <Button type="submit" loading={save.isPending}>
                  {active ? t('mentoring.saveProfile') : t('mentoring.become')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {active ? (
          <>
            <Stack gap={6} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <Text fw={600}>{t('mentoring.playbook')}</Text>
              <Text fz="sm" c="dimmed">
                {t('mentoring.playbookText')}
              </Text>
              <Group justify="space-between" gap="sm">
                <Text fz="sm">
                  {playbook.data
                    ? t('mentoring.playbookOf', {
                        category: tg(`goals.categories.${playbook.data.category}` as never),
                      })
                    : t('mentoring.playbookNone')}
                </Text>
                <Button
                  component={Link}
                  to={paths.playbook}
                  variant="light"
                  leftSection={<IconBook size={16} />}
                >
                  {playbook.data ? t('mentoring.editPlaybook') : t('mentoring.createPlaybook')}
                </Button>
              </Group>
            </Stack>
            <Group
              justify="space-between"
              gap="sm"
              pt="sm"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Button
                component={Link}
                to={paths.mentees}
                variant="subtle"
                leftSection={<IconUsers size={16} />}
              >
                {t('mentoring.seeMentees')} ({profile.data?.menteeCount ?? 0})
              </Button>
              <Button color="red" variant="subtle" loading={stop.isPending} onClick={() => setStopping(true)}>
                {t('mentoring.stop')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
      <Modal
        opened={stopping}
        onClose={() => setStopping(false)}
        title={t('mentoring.stop')}
        closeButtonProps={{ 'aria-label': t('mentoring.close') }}
      >
        <Stack gap="md">
          <Text fz="sm">{t('mentoring.stopConfirm', { count: profile.data?.menteeCount ?? 0 })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStopping(false)}>
              {t('mentoring.cancel')}
            </Button>
            <Button
              color="red"
              loading={stop.isPending}
              onClick={() =>
                stop.mutate(undefined, {
                  onSuccess: () => {
                    setStopping(false);
                    notifySuccess(t('mentoring.stopped'));
                  },
                })
              }
            >
              {t('mentoring.stop')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
