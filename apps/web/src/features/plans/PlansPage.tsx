import { Button } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { EmptyPage } from '../../shared/ui/EmptyPage';

/** Plans: kept alive across navigation (S-G3). Plans themselves arrive with the goals issue. */
export function PlansPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('pages.plansTitle')}
      icon={<IconRoute size={32} />}
      empty={t('pages.plansEmpty')}
      text={t('pages.plansEmptyText')}
      action={
        <Button component={Link} to={paths.goals}>
          {t('pages.setGoal')}
        </Button>
      }
    />
  );
}
