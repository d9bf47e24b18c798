import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconFlag } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorText } from '../api/graphql';
import { useSession } from '../session/store';
import { REPORT_REASONS, type ReportReason, type ReportTarget, useReport } from './api';
import { useReportT } from './texts';

interface Props {
  targetType: ReportTarget;
  targetId: string;
  /** Whose person or content it is, when known: nobody reports themselves, and a guest sees no button. */
  ownerId?: string;
  /** The viewer's own person or content (when the owner's id is not at hand). */
  own?: boolean;
  /** For a person: their name, in the button's accessible name. */
  name?: string;
  /** `icon`: a small flag (in a message bubble, a comment, an offer card); `button`: a labelled button. */
  variant?: 'icon' | 'button';
}

/** The Report action: a flag (or a labelled button) that opens the report dialog. Hidden for one's own and for a guest. */
export function ReportButton({ targetType, targetId, ownerId, own = false, name, variant = 'icon' }: Props) {
  const t = useReportT();
  const me = useSession((s) => s.user?.id);
  const [open, setOpen] = useState(false);
  if (!me || own || me === ownerId) return null;
  const label = t(`report.actionOn.${targetType}`, { name: name ?? '' });
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip label={label} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={label}
            onClick={() => setOpen(true)}
          >
            <IconFlag size={14} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="default"
          leftSection={<IconFlag size={16} />}
          aria-label={label}
          onClick={() => setOpen(true)}
        >
          {t('report.action')}
        </Button>
      )}
      <ReportDialog
        opened={open}
        onClose={() => setOpen(false)}
        targetType={targetType}
        targetId={targetId}
      />
    </>
  );
}

/** The report dialog: a reason and optional details, sent to the server's administrators. */
export function ReportDialog({
  opened,
  onClose,
  targetType,
  targetId,
}: {
  opened: boolean;
  onClose: () => void;
  targetType: ReportTarget;
  targetId: string;
}) {
  const t = useReportT();
  const phone = useMediaQuery('(max-width: 36em)');
  const report = useReport();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const reset = () => {
    setReason('');
    setDetails('');
    setError(null);
    setSent(false);
  };
  const close = () => {
    if (report.isPending) return;
    reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    setError(null);
    try {
      await report.mutateAsync({ targetType, targetId, reason, details: details.trim() });
      setSent(true);
    } catch (e) {
      setError(errorText(e, t('report.failed')));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(`report.title.${targetType}`)}
      fullScreen={phone}
      centered
    >
      {sent ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCheck size={18} />} role="status">
            {t('report.sent')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              {t('report.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              {t('report.intro')}
            </Text>
            <Radio.Group
              label={t('report.reasonLabel')}
              value={reason}
              onChange={(v) => setReason(v as ReportReason)}
              required
            >
              <Stack gap={8} mt={6}>
                {REPORT_REASONS.map((r) => (
                  <Radio key={r} value={r} label={t(`report.reasons.${r}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('report.details')}
              description={t('report.detailsHint')}
              maxLength={1000}
              autosize
              minRows={2}
              maxRows={6}
              value={details}
              onChange={(e) => setDetails(e.currentTarget.value)}
            />
            {error ? (
              <Text c="red" fz="sm" role="alert">
                {error}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('report.cancel')}
              </Button>
              <Button type="submit" color="red" disabled={!reason} loading={report.isPending}>
                {t('report.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
