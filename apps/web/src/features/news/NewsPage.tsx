import { Button, Paper } from '@mantine/core';
import { IconNews, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NewsFeed } from '../../shared/news/NewsFeed';
import { paths } from '../../shared/paths';
import { usePeopleTexts } from '../../shared/people/texts';
import { openSearch } from '../../shared/search/searchOpen';
import { useSession } from '../../shared/session/store';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { PageTitle } from '../../shared/ui/PageTitle';

/** `/news` (public): the people you follow and your mentor, live; a guest reads the public news. */
export function NewsPage() {
  const t = usePeopleTexts();
  const signedIn = useSession((s) => s.user !== null);
  return (
    <>
      <PageTitle
        title={t('news.title')}
        subtitle={t(signedIn ? 'news.feedSubtitle' : 'news.publicSubtitle')}
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <NewsFeed
          live
          empty={
            signedIn ? (
              <EmptyPanel
                icon={<IconNews size={32} />}
                title={t('news.emptyFollowing')}
                description={t('news.emptyFollowingText')}
                action={
                  <Button leftSection={<IconSearch size={16} />} onClick={openSearch}>
                    {t('news.findPeople')}
                  </Button>
                }
              />
            ) : (
              <EmptyPanel
                icon={<IconNews size={32} />}
                title={t('news.emptyPublic')}
                description={t('news.emptyPublicText')}
                action={
                  <Button component={Link} to={paths.registration}>
                    {t('news.joinToFollow')}
                  </Button>
                }
              />
            )
          }
        />
      </Paper>
    </>
  );
}
