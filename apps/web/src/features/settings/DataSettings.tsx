import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconDownload, IconFileExport } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyDataExportsDocument, RequestDataExportDocument } from '../../gen/graphql';
import { authorizationHeader, request } from '../../shared/api/graphql';
import { apiUrl } from '../../shared/api/origin';
import { sessionStore } from '../../shared/session/store';
import { notifyError } from '../../shared/ui/notify';
import { fileNameFrom } from './accountLogic';
import { useAccountTexts } from './texts';

const exportsKey = ['settings', 'dataExports'] as const;

/** Saves the ready file: fetched with the session token (the endpoint is not public), then handed to the browser. */
async function download(path: string) {
  const res = await fetch(apiUrl(path), {
    headers: { authorization: authorizationHeader(sessionStore.getState().token) },
  });
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameFrom(res.headers.get('content-disposition'), 'stepwise-export.json');
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Data export: ask for a file, watch it being prepared, download it. */
export function DataSettings() {
  const t = useAccountTexts();
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const list = useQuery({
    queryKey: exportsKey,
    queryFn: async ({ signal }) => (await request(MyDataExportsDocument, {}, { signal })).myDataExports,
    // While a file is being prepared, ask again every 2 s.
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === 'pending') ? 2000 : false),
  });
  const ask = useMutation({
    mutationFn: () => request(RequestDataExportDocument, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: exportsKey }),
    onError: (error) => notifyError(t('account.saveFailed'), error),
  });
  const latest = list.data?.[0];
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <>
      {latest?.status === 'pending' ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text fz="sm">{t('account.export.pending')}</Text>
        </Group>
      ) : null}
      {latest?.status === 'failed' ? (
        <Alert color="red" role="alert">
          {t('account.export.failed')}
        </Alert>
      ) : null}
      {latest?.status === 'ready' && latest.downloadPath ? (
        <Group justify="space-between" gap="sm" wrap="wrap" role="status">
          <Text fz="sm">
            {t('account.export.ready', {
              date: when(latest.readyAt ?? latest.createdAt),
              until: when(latest.expiresAt),
            })}
          </Text>
          <Button
            leftSection={<IconDownload size={16} />}
            loading={downloading}
            onClick={() => {
              setDownloading(true);
              download(latest.downloadPath as string)
                .catch((error: unknown) => notifyError(t('account.export.downloadFailed'), error))
                .finally(() => setDownloading(false));
            }}
          >
            {t('account.export.download')}
          </Button>
        </Group>
      ) : null}
      <div>
        <Button
          variant="default"
          leftSection={<IconFileExport size={16} />}
          loading={ask.isPending}
          disabled={latest?.status === 'pending'}
          onClick={() => ask.mutate()}
        >
          {t('account.export.request')}
        </Button>
      </div>
    </>
  );
}
