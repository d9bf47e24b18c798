import { Avatar } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { avatarUrlOf, type SessionUser } from '../shared/session/user';

/**
 * A signed-in person's picture in the header (app/Layout.tsx): in a chunk of its own, since a guest's pages, whose
 * entry carries the header, never draw it.
 */
export function HeaderAvatar({ user }: { user: SessionUser }) {
  return (
    <Avatar src={avatarUrlOf(user)} alt="" radius="xl" size={34} color="info">
      <IconUser size={18} aria-hidden="true" />
    </Avatar>
  );
}
