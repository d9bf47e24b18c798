import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { myMentorProfileQuery } from '../../../shared/mentoring/api';
import { paths } from '../../../shared/paths';
import { EmptyPanel } from '../../../shared/ui/EmptyPanel';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { myPlaybookQuery } from './api';
import { PlaybookEditor } from './PlaybookEditor';
import { emptyPlaybook, type PlaybookDraft, toDraft } from './playbookForm';
import { usePlaybookT } from './texts';

/** /settings/playbook: the mentor's playbook as a form (phases, milestones, steps, cadence), validated. */
export function PlaybookPage() {
  const t = usePlaybookT();
  const profile = useQuery(myMentorProfileQuery());
  const active = profile.data?.active === true;
  const stored = useQuery({ ...myPlaybookQuery(), enabled: active });
  const [draft, setDraft] = useState<PlaybookDraft | null>(null);

  useEffect(() => {
    if (draft || !active || stored.isPending) return;
    setDraft(stored.data ? toDraft(stored.data) : emptyPlaybook(profile.data?.categories[0] ?? 'health'));
  }, [draft, active, stored.isPending, stored.data, profile.data]);

  return (
    <Stack gap={0} maw={860}>
      <Anchor component={Link} to={paths.settings} fz="sm" mb="xs">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t('playbook.back')}
        </Group>
      </Anchor>
      <PageTitle title={t('playbook.playbookTitle')} subtitle={t('playbook.playbookSubtitle')} />
      {profile.isPending || (active && !draft && !stored.isError) ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton h={120} radius="lg" />
          <Skeleton h={320} radius="lg" />
        </Stack>
      ) : profile.isError || stored.isError ? (
        <Alert color="red" role="alert">
          {t('mentoring.loadFailed')}
        </Alert>
      ) : !active || !draft ? (
        <Paper withBorder radius="lg" p="xl">
          <EmptyPanel
            icon={<IconDeviceFloppy size={32} />}
            title={t('mentoring.notMentorTitle')}
            description={t('playbook.notMentorPlaybook')}
            action={
              <Button component={Link} to={paths.settings}>
                {t('mentoring.openSettings')}
              </Button>
            }
          />
        </Paper>
      ) : (
        <PlaybookEditor
          draft={draft}
          onChange={setDraft}
          categories={profile.data?.categories ?? []}
          hasStored={!!stored.data}
        />
      )}
    </Stack>
  );
}
