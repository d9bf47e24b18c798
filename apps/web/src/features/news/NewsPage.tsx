import { Button } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session/store';
import { EmptyPage } from '../../shared/ui/EmptyPage';

/** Public news (PRODUCT: an added, public route). The feed arrives with a later issue. */
export function NewsPage() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.user !== null);
  return (
    <EmptyPage
      title={t('pages.newsTitle')}
      icon={<IconNews size={32} />}
      empty={t('pages.newsEmpty')}
      text={t('pages.newsEmptyText')}
      action={
        signedIn ? undefined : (
          <Button component={Link} to={paths.registration}>
            {t('pages.signUp')}
          </Button>
        )
      }
    />
  );
}
