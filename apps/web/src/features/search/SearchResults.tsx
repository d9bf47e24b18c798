import { Alert, Box, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import type { SearchQuery } from '../../gen/graphql';
import { AppLink } from '../../shared/navigation/nav';
import { paths } from '../../shared/paths';
import { FollowButton } from '../../shared/people/FollowButton';
import { PersonAvatar } from '../../shared/people/PersonRow';
import { useSession } from '../../shared/session/store';
import { nextIndex } from './listNav';
import { useSearchTexts } from './texts';

export type Results = SearchQuery['search'];

/** The result links of a panel, in order, for the arrow keys. */
export function resultItems(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>('[data-search-item]')] : [];
}

/**
 * Moves focus through the results with the arrow keys (-1 is the field). Returns true when it handled
 * the key.
 */
export function moveFocus(root: HTMLElement | null, field: HTMLElement | null, key: string): boolean {
  const items = resultItems(root);
  const current = items.indexOf(document.activeElement as HTMLElement);
  const next = nextIndex(current, key, items.length);
  if (next === null) return false;
  if (next === -1) field?.focus();
  else items[next]?.focus();
  return true;
}

/** People and public goals found; each a link; people with a Subscribe toggle. */
export function SearchResults({
  query,
  results,
  loading,
  failed,
  onPick,
}: {
  query: string;
  results: Results | undefined;
  loading: boolean;
  failed: string | null;
  onPick: () => void;
}) {
  const t = useSearchTexts();
  const me = useSession((s) => s.user?.id ?? null);
  if (failed) {
    return (
      <Alert color="red" variant="light" title={t('search.failed')} m="xs">
        {failed}
      </Alert>
    );
  }
  if (!results) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label={t('search.open')} />
      </Group>
    );
  }
  const total = results.people.length + results.goals.length;
  return (
    <Box className="search-results tap-40" aria-busy={loading}>
      <Text className="sr-only" role="status">
        {total === 0 ? t('search.nothing', { query }) : t('search.results', { count: total })}
      </Text>
      {total === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" p="md" aria-hidden="true">
          {t('search.nothing', { query })}
        </Text>
      ) : null}
      {results.people.length > 0 ? (
        <section aria-label={t('search.people')}>
          <Text className="search-heading" aria-hidden="true">
            {t('search.people')}
          </Text>
          <ul className="search-list">
            {results.people.map((p) => (
              <li key={p.id} className="search-row">
                <UnstyledButton
                  component={AppLink}
                  to={paths.userProfile(p.username)}
                  className="search-item"
                  data-search-item
                  onClick={onPick}
                >
                  <PersonAvatar person={p} size={36} />
                  <Box miw={0}>
                    <Text fw={600} fz="sm" truncate>
                      {p.name || p.username}
                    </Text>
                    <Text fz="xs" c="dimmed" truncate>
                      @{p.username}
                    </Text>
                  </Box>
                </UnstyledButton>
                {me && p.id !== me ? (
                  <FollowButton person={p} followed={p.followedByMe === true} size="xs" compact />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {results.goals.length > 0 ? (
        <section aria-label={t('search.goals')}>
          <Text className="search-heading" aria-hidden="true">
            {t('search.goals')}
          </Text>
          <ul className="search-list">
            {results.goals.map(({ goal, owner }) => (
              <li key={goal.id} className="search-row">
                <UnstyledButton
                  component={AppLink}
                  to={`${paths.userProfile(owner.username)}#goal-${goal.id}`}
                  className="search-item"
                  data-search-item
                  onClick={onPick}
                >
                  <span className="search-goal-icon" aria-hidden="true">
                    <IconTarget size={18} />
                  </span>
                  <Box miw={0}>
                    <Text fw={600} fz="sm" lineClamp={2}>
                      {goal.title}
                    </Text>
                    <Text fz="xs" c="dimmed" truncate>
                      {owner.name || owner.username} · @{owner.username}
                    </Text>
                  </Box>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Box>
  );
}
