import { Button } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { EmptyPage } from '../../shared/ui/EmptyPage';

export function GoalsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('pages.goalsTitle')}
      icon={<IconTarget size={32} />}
      empty={t('pages.goalsEmpty')}
      text={t('pages.goalsEmptyText')}
      action={
        <Button component={Link} to={paths.profile} variant="light">
          {t('pages.toProfile')}
        </Button>
      }
    />
  );
}
