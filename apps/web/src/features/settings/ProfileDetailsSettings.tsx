import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { BaseBioField } from '@stepwise/domain/profile';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/graphql';
import { BasicInfoFields } from '../../shared/profile/BasicInfoFields';
import { type BasicInfo, missingBasicInfo } from '../../shared/profile/basicInfo';
import { useSaveBasicInfo } from '../../shared/profile/basicInfoApi';
import { useProfileFieldsT } from '../../shared/profile/texts';
import { useSession } from '../../shared/session/store';
import { notifySuccess } from '../../shared/ui/notify';

/**
 * Name, photo and birthday in settings: the fields and rules of setup step 1 (every field required, the spec's
 * message and each empty field marked), saved with the same operation.
 */
export function ProfileDetailsSettings() {
  const { t } = useTranslation();
  const pt = useProfileFieldsT();
  const user = useSession((s) => s.user);
  const [basic, setBasic] = useState<BasicInfo>(() => ({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    birthday: user?.birthday ?? null,
    avatar: null,
    existingAvatarUrl: user?.avatarUrl ?? null,
  }));
  const [missing, setMissing] = useState<BaseBioField[] | null>(null);
  const save = useSaveBasicInfo();
  const incomplete = missing !== null && missingBasicInfo(basic).length > 0;

  const submit = async () => {
    const empty = missingBasicInfo(basic);
    setMissing(empty.length > 0 ? empty : null);
    if (empty.length > 0) return;
    const saved = await save.mutateAsync(basic).catch(() => null);
    if (!saved) return;
    setBasic((b) => ({ ...b, avatar: null, existingAvatarUrl: saved.avatarUrl ?? b.existingAvatarUrl }));
    notifySuccess(pt('profileFields.saved'));
  };

  return (
    <form
      noValidate
      aria-labelledby="profile-details-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <div>
          <Title order={3} fz="md" id="profile-details-title">
            {pt('profileFields.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {pt('profileFields.description')}
          </Text>
        </div>
        {incomplete ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t('setup.fillAllFields')}
          </Alert>
        ) : null}
        <BasicInfoFields value={basic} onChange={setBasic} missing={missing} />
        {save.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(save.error, t('auth.genericError'))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {pt('profileFields.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
