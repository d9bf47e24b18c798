import { Alert, Button, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconFlag, IconListDetails, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../shared/ui/PageShell';
import { PageTitle } from '../../shared/ui/PageTitle';
import { AccountsPanel } from './AccountsPanel';
import { moderationQuery } from './api';
import { LogPanel } from './LogPanel';
import { RegistrationPanel } from './RegistrationPanel';
import { ReportsPanel } from './ReportsPanel';
import { useModerationT } from './texts';

/** `/moderation` (administrators): reports with their context, accounts, registration and the log. */
export function ModerationPage() {
  const t = useModerationT();
  const page = useQuery(moderationQuery);
  return (
    <PageShell>
      <PageTitle title={t('moderation.title')} subtitle={t('moderation.intro')} />
      {page.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={40} radius="md" />
          <Skeleton h={160} radius="md" />
        </Stack>
      ) : page.isError ? (
        <Alert color="red" role="alert" title={t('moderation.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{page.error instanceof Error ? page.error.message : ''}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void page.refetch()}>
              {t('moderation.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'lg' }}>
          <Tabs defaultValue="reports" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="reports" leftSection={<IconFlag size={16} />}>
                {t('moderation.tabs.reports')} ({page.data.moderation.reports.length})
              </Tabs.Tab>
              <Tabs.Tab value="accounts" leftSection={<IconUserCheck size={16} />}>
                {t('moderation.tabs.accounts')}
              </Tabs.Tab>
              <Tabs.Tab value="registration" leftSection={<IconUserPlus size={16} />}>
                {t('moderation.tabs.registration')}
              </Tabs.Tab>
              <Tabs.Tab value="log" leftSection={<IconListDetails size={16} />}>
                {t('moderation.tabs.log')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="reports">
              <ReportsPanel reports={page.data.moderation.reports} />
            </Tabs.Panel>
            <Tabs.Panel value="accounts">
              <AccountsPanel moderation={page.data.moderation} />
            </Tabs.Panel>
            <Tabs.Panel value="registration">
              <RegistrationPanel mode={page.data.moderation.registrationMode} />
            </Tabs.Panel>
            <Tabs.Panel value="log">
              <LogPanel log={page.data.moderation.log} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      )}
    </PageShell>
  );
}
