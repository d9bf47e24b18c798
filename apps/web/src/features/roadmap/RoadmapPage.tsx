import { Button } from '@mantine/core';
import { IconTimeline } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { EmptyPage } from '../../shared/ui/EmptyPage';

export function RoadmapPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('pages.roadmapTitle')}
      icon={<IconTimeline size={32} />}
      empty={t('pages.roadmapEmpty')}
      text={t('pages.roadmapEmptyText')}
      action={
        <Button component={Link} to={paths.goals}>
          {t('pages.setGoal')}
        </Button>
      }
    />
  );
}
