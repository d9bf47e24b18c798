import { Group, Progress, Stack, Tooltip } from '@mantine/core';
import { progressPercent } from '@stepwise/domain/progress';
import type { CompanyFieldsFragment } from '../../../gen/graphql';
import { PersonAvatar } from '../../../shared/people/PersonRow';
import { useCompanyT } from './texts';

type Company = CompanyFieldsFragment;

type Member = Company['members'][number];

const nameOf = (p: { name: string; username: string }) => p.name || p.username;

/**
 * On a milestone of a plan with company: each participant's avatar stacked with a thin bar of their
 * steps done under it.
 */
export function MemberBars({
  progress,
  members,
}: {
  progress: Array<{ userId: string; done: number; total: number }>;
  members: Member[];
}) {
  const t = useCompanyT();
  if (progress.length < 2) return null;
  const people = new Map(members.map((m) => [m.user.id, m.user]));
  return (
    <Stack gap={3} mt={6} aria-label={t('company.milestoneMembers')} role="group" data-testid="member-bars">
      {members
        .map((m) => progress.find((p) => p.userId === m.user.id))
        .filter((p): p is NonNullable<typeof p> => p !== undefined)
        .map((p) => {
          const person = people.get(p.userId)!;
          const value = progressPercent(p);
          const label = t('company.memberBar', { name: nameOf(person), done: p.done, total: p.total });
          return (
            <Tooltip key={p.userId} label={label}>
              <Group gap={6} wrap="nowrap" aria-label={label} role="img">
                <PersonAvatar person={person} size={18} />
                <Progress
                  value={value}
                  size={4}
                  radius="xl"
                  color={value === 100 ? 'teal' : 'grape'}
                  style={{ flex: 1, maxWidth: 160 }}
                  aria-hidden="true"
                />
              </Group>
            </Tooltip>
          );
        })}
    </Stack>
  );
}
