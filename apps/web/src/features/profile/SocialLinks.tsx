import { Anchor, Group, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTelegram,
  IconBrandVk,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { safeHttpUrl } from '../../shared/lib/socialLinks';
import type { SocialLink } from '../../shared/session/user';

const icons: Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  telegram: IconBrandTelegram,
  github: IconBrandGithub,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
  vk: IconBrandVk,
  x: IconBrandX,
  twitter: IconBrandX,
  youtube: IconBrandYoutube,
  facebook: IconBrandFacebook,
};

export function SocialLinks({ links }: { links: SocialLink[] }) {
  const { t } = useTranslation();
  const usable = links.filter((l) => safeHttpUrl(l.url));
  if (usable.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('profile.noLinks')}
      </Text>
    );
  }
  return (
    <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {usable.map((link) => {
        const Icon = icons[link.network.toLowerCase()] ?? IconWorld;
        return (
          <li key={`${link.network}-${link.url}`}>
            <Anchor
              href={safeHttpUrl(link.url) ?? undefined}
              target="_blank"
              rel="noopener noreferrer me"
              fz="sm"
            >
              <Group gap={6} wrap="nowrap">
                <Icon size={18} aria-hidden />
                <span>{link.network}</span>
              </Group>
            </Anchor>
          </li>
        );
      })}
    </Group>
  );
}
