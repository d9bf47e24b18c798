import { Paper, SimpleGrid, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsFeed } from '../../shared/news/NewsFeed';
import { usePeopleTexts } from '../../shared/people/texts';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
import { AchievementsSection } from './AchievementsSection';
import { OffersSection } from './OffersSection';
import { PlansSection } from './PlansSection';

export function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          marginBottom: 12,
        }}
      >
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {actions}
      </div>
      {children}
    </Paper>
  );
}

/** Plans, Achievements, Offers, News (S-F1). */
export function ProfileSections({ own, username }: { own: boolean; username: string }) {
  const { t } = useTranslation();
  const tp = usePeopleTexts();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Section id="section-plans" title={t('profile.plans')}>
        <PlansSection username={username} own={own} />
      </Section>
      <Section id="section-achievements" title={t('profile.achievements')}>
        <AchievementsSection username={username} own={own} />
      </Section>
      <Section id="section-offers" title={t('profile.offers')}>
        <OffersSection username={username} own={own} />
      </Section>
      <Section id="section-news" title={t('profile.news')}>
        <NewsFeed
          username={username}
          live
          empty={
            <EmptyPanel
              size="sm"
              icon={<IconNews size={24} />}
              title={tp('news.profileEmpty')}
              description={tp('news.profileEmptyText')}
            />
          }
        />
      </Section>
    </SimpleGrid>
  );
}
