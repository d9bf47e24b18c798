import { Badge, Button, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_ORIGIN, apiUrl } from '../../shared/api/origin';
import { isNative, platformName } from '../../shared/native/platform';
import { useSession } from '../../shared/session/store';
import { PageTitle } from '../../shared/ui/PageTitle';
import { RemindersPanel } from './RemindersPanel';
import { useDiagnosticsTexts } from './texts';

type SwState = 'active' | 'registered' | 'none' | 'unsupported';

async function serviceWorkerState(): Promise<SwState> {
  if (!('serviceWorker' in navigator)) return 'unsupported';
  if (navigator.serviceWorker.controller) return 'active';
  const reg = await navigator.serviceWorker.getRegistration('/');
  return reg ? 'registered' : 'none';
}

function storageKeys(): string[] {
  try {
    return Object.keys(localStorage).sort();
  } catch {
    return [];
  }
}

/** `/test`: a public diagnostics page (PRODUCT.md). */
export function TestPage() {
  const { t, i18n } = useTranslation();
  const d = useDiagnosticsTexts();
  const native = isNative();
  const user = useSession((s) => s.user);
  const [api, setApi] = useState<'checking' | 'reachable' | 'unreachable'>('checking');
  const [sw, setSw] = useState<SwState>('none');
  const [online, setOnline] = useState(() => navigator.onLine);
  const [keys, setKeys] = useState(storageKeys);

  const check = useCallback(async () => {
    setApi('checking');
    setKeys(storageKeys());
    setSw(native ? 'none' : await serviceWorkerState());
    try {
      const res = await fetch(apiUrl('/healthz'), { cache: 'no-store' });
      setApi(res.ok ? 'reachable' : 'unreachable');
    } catch {
      setApi('unreachable');
    }
  }, [native]);

  useEffect(() => {
    void check();
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, [check]);

  const swText = {
    active: t('diagnostics.swActive'),
    registered: t('diagnostics.swRegistered'),
    none: t('diagnostics.swNone'),
    unsupported: t('diagnostics.swUnsupported'),
  }[sw];

  const platform = platformName();
  const rows: [string, React.ReactNode][] = [
    [t('diagnostics.version'), <Code key="v">{__APP_VERSION__}</Code>],
    [
      d('shell.platform'),
      platform === 'android' ? d('shell.android') : platform === 'ios' ? d('shell.ios') : d('shell.web'),
    ],
    [
      d('shell.apiAddress'),
      API_ORIGIN ? (
        <Code key="o">{API_ORIGIN}</Code>
      ) : (
        d('shell.sameOrigin', { origin: window.location.origin })
      ),
    ],
    [
      t('diagnostics.api'),
      <Badge
        key="a"
        color={api === 'reachable' ? 'green' : api === 'unreachable' ? 'red' : 'gray'}
        variant="light"
      >
        {t(`diagnostics.${api}`)}
      </Badge>,
    ],
    [
      t('diagnostics.session'),
      user ? t('diagnostics.signedIn', { username: user.username }) : t('diagnostics.guest'),
    ],
    [t('diagnostics.serviceWorker'), native ? d('shell.swInShell') : swText],
    [
      t('diagnostics.network'),
      <Badge key="n" color={online ? 'green' : 'yellow'} variant="dot">
        {online ? t('diagnostics.online') : t('diagnostics.offline')}
      </Badge>,
    ],
    [t('diagnostics.language'), i18n.language],
    [
      t('diagnostics.storage'),
      keys.length ? (
        <Group gap={4} key="k">
          {keys.map((k) => (
            <Code key={k} style={{ overflowWrap: 'anywhere' }}>
              {k}
            </Code>
          ))}
        </Group>
      ) : (
        t('diagnostics.none')
      ),
    ],
  ];

  return (
    <Stack gap="lg" maw={720}>
      <PageTitle
        title={t('diagnostics.title')}
        subtitle={t('diagnostics.subtitle')}
        actions={
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void check()}>
            {t('diagnostics.recheck')}
          </Button>
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Table verticalSpacing="sm" variant="vertical" layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 140, sm: 220 }}>{label}</Table.Th>
                <Table.Td>{typeof value === 'string' ? <Text fz="sm">{value}</Text> : value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <RemindersPanel native={native} />
    </Stack>
  );
}
