import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The welcome page's notice after the account was deleted (features/settings/DeleteAccount.tsx): loaded then. */
export function AccountDeletedNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="teal" role="status">
      {t('welcome.accountDeleted')}
    </Alert>
  );
}
