import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { OfferAudience } from '../../../gen/graphql';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useOpenOffer } from './api';
import { useCompanyT } from './texts';

interface Offer {
  note: string;
  audience: OfferAudience;
  memberCap?: number | null;
  open: boolean;
}

/** The owner opens the plan to company, or changes the open offer: a note, who may join, a member cap. */
export function OfferModal({
  goal,
  offer,
  opened,
  onClose,
}: {
  goal: { id: string; title: string; visibility: string };
  offer: Offer | null;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useCompanyT();
  const save = useOpenOffer();
  const [note, setNote] = useState('');
  const [audience, setAudience] = useState<OfferAudience>('anyone');
  const [limited, setLimited] = useState(false);
  const [cap, setCap] = useState<number | string>(5);
  useEffect(() => {
    if (!opened) return;
    setNote(offer?.note ?? '');
    setAudience(offer?.audience ?? 'anyone');
    setLimited(offer?.memberCap != null);
    setCap(offer?.memberCap ?? 5);
  }, [opened, offer]);
  const editing = offer?.open === true;
  const isPrivate = goal.visibility === 'private';
  const capValue = typeof cap === 'number' ? cap : Number.parseInt(cap, 10);
  const capValid = !limited || (Number.isInteger(capValue) && capValue >= 1 && capValue <= 100);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('company.modalEditTitle') : t('company.modalTitle')}
      closeButtonProps={{ 'aria-label': t('company.cancel') }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (isPrivate || !capValid) return;
          save.mutate(
            {
              goalId: goal.id,
              input: { note: note.trim(), audience, memberCap: limited ? capValue : null },
            },
            {
              onSuccess: () => {
                notifySuccess(editing ? t('company.saved') : t('company.opened'));
                onClose();
              },
              onError: (error) => notifyError(t('company.failed'), error),
            },
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('company.modalText')}
          </Text>
          {isPrivate ? (
            <Alert color="orange" variant="light" icon={<IconLock size={18} />}>
              {t('company.privateHint')}
            </Alert>
          ) : null}
          <Textarea
            label={t('company.note')}
            placeholder={t('company.notePlaceholder')}
            value={note}
            maxLength={500}
            autosize
            minRows={2}
            maxRows={5}
            onChange={(e) => setNote(e.currentTarget.value)}
            description={`${note.length}/500`}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="offer-audience">
              {t('company.audience')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="offer-audience"
              value={audience}
              onChange={(v) => setAudience(v as OfferAudience)}
              data={[
                { value: 'anyone', label: t('company.anyone') },
                { value: 'followers', label: t('company.followers') },
              ]}
            />
          </div>
          <Checkbox
            label={t('company.limit')}
            checked={limited}
            onChange={(e) => setLimited(e.currentTarget.checked)}
          />
          {limited ? (
            <NumberInput
              label={t('company.cap')}
              rightSection={
                <Text size="xs" c="dimmed" pr="xs">
                  {t('company.capSuffix')}
                </Text>
              }
              rightSectionWidth={110}
              min={1}
              max={100}
              allowDecimal={false}
              value={cap}
              onChange={setCap}
              error={capValid ? undefined : '1–100'}
            />
          ) : null}
          <Group justify="flex-end" mt="xs">
            <Button variant="subtle" color="gray" onClick={onClose}>
              {t('company.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={isPrivate || !capValid}>
              {editing ? t('company.save') : t('company.open')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
