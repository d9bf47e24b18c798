import { Anchor, Avatar, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../paths';

export function initialsOfName(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** The avatar of someone in a list: their picture, else their initials. */
export function PersonAvatar({
  person,
  size = 40,
}: {
  person: { name: string; username: string; avatarUrl?: string | null };
  size?: number;
}) {
  return (
    <Avatar src={person.avatarUrl ?? null} alt="" radius="xl" size={size} color="info">
      {initialsOfName(person.name || person.username)}
    </Avatar>
  );
}

/** Avatar, name and @username linking to `/{username}`, with an optional action on the right. */
export function PersonRow({
  person,
  right,
  extra,
}: {
  person: { name: string; username: string; avatarUrl?: string | null };
  right?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Group wrap="nowrap" gap="sm" miw={0}>
        <PersonAvatar person={person} />
        <div style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={paths.userProfile(person.username)}
            fw={600}
            c="inherit"
            display="block"
            truncate
          >
            {person.name || person.username}
          </Anchor>
          <Text fz="xs" c="dimmed" truncate>
            @{person.username}
            {extra}
          </Text>
        </div>
      </Group>
      {right}
    </Group>
  );
}
