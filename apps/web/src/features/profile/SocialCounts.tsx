import { Badge, Group, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { usePeopleTexts } from '../../shared/people/texts';
import { PeopleModal } from './PeopleModal';

/** "12 подписчиков · 3 подписки": each opens its list. */
export function SocialCounts({
  username,
  followerCount,
  followingCount,
  followsMe,
  own,
}: {
  username: string;
  followerCount: number;
  followingCount: number;
  followsMe?: boolean;
  own: boolean;
}) {
  const t = usePeopleTexts();
  const [open, setOpen] = useState<'followers' | 'following' | null>(null);
  return (
    <>
      <Group gap="md" wrap="wrap" fz="sm">
        <UnstyledButton className="count-link" onClick={() => setOpen('followers')} aria-haspopup="dialog">
          {t('people.followers', { count: followerCount })}
        </UnstyledButton>
        <UnstyledButton className="count-link" onClick={() => setOpen('following')} aria-haspopup="dialog">
          {t('people.following', { count: followingCount })}
        </UnstyledButton>
        {followsMe ? (
          <Badge variant="light" color="gray" radius="sm">
            {t('people.followsYou')}
          </Badge>
        ) : null}
      </Group>
      <PeopleModal username={username} which={open} own={own} onClose={() => setOpen(null)} />
    </>
  );
}
