import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { request } from '../api/graphql';

const AchievementsDocument = graphql(`
  query Achievements($username: String!) {
    achievements(username: $username) {
      earned {
        key
        earnedAt
        goal {
          id
          title
        }
      }
      next {
        key
        progress
        target
      }
      streak {
        ...StreakFields
      }
    }
  }
`);

graphql(`
  fragment StreakFields on Streak {
    current
    best
    todayDone
    frozenDays
  }
`);

export const achievementKeys = {
  all: ['achievements'] as const,
  of: (username: string) => ['achievements', 'user', username.toLowerCase()] as const,
  activity: (year: number | null) => ['achievements', 'activity', year] as const,
};

export const achievementsQuery = (username: string) =>
  queryOptions({
    queryKey: achievementKeys.of(username),
    queryFn: () => request(AchievementsDocument, { username }),
    enabled: username !== '',
  });
