import { Button } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { EmptyPage } from '../../shared/ui/EmptyPage';

export function AchievementsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('pages.achievementsTitle')}
      icon={<IconTrophy size={32} />}
      empty={t('pages.achievementsEmpty')}
      text={t('pages.achievementsEmptyText')}
      action={
        <Button component={Link} to={paths.plans} variant="light">
          {t('nav.plans')}
        </Button>
      }
    />
  );
}
