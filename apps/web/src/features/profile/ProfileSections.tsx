import { Paper, SimpleGrid, Title } from '@mantine/core';
import { IconAward, IconHandStop, IconNews } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../shared/session/store';
import { EmptyPanel } from '../../shared/ui/EmptyPanel';
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

/** Plans, Achievements, Offers, News (S-F1): their data arrives with later issues; until then, real empty states. */
export function ProfileSections({ own }: { own: boolean }) {
  const { t } = useTranslation();
  const params = useParams();
  const me = useSession((s) => s.user?.username ?? '');
  const username = own ? me : (params.username ?? '');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Section id="section-plans" title={t('profile.plans')}>
        <PlansSection username={username} own={own} />
      </Section>
      <Section id="section-achievements" title={t('profile.achievements')}>
        <EmptyPanel
          size="sm"
          icon={<IconAward size={24} />}
          title={t('profile.achievementsEmpty')}
          description={t('profile.achievementsEmptyText')}
        />
      </Section>
      <Section id="section-offers" title={t('profile.offers')}>
        <EmptyPanel
          size="sm"
          icon={<IconHandStop size={24} />}
          title={t('profile.offersEmpty')}
          description={t('profile.offersEmptyText')}
        />
      </Section>
      <Section id="section-news" title={t('profile.news')}>
        <EmptyPanel
          size="sm"
          icon={<IconNews size={24} />}
          title={t('profile.newsEmpty')}
          description={t('profile.newsEmptyText')}
        />
      </Section>
    </SimpleGrid>
  );
}
