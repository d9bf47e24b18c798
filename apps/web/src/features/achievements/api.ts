import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { achievementKeys } from '../../shared/achievements/api';
import { request } from '../../shared/api/graphql';

const ActivityDocument = graphql(`
  query Activity($year: Int) {
    activity(year: $year) {
      from
      to
      total
      days {
        date
        count
      }
      weekly {
        weekStart
        count
      }
    }
  }
`);

/** Your completed steps per day and per week over the past year (your time zone). */
export const activityQuery = (year: number | null = null) =>
  queryOptions({
    queryKey: achievementKeys.activity(year),
    queryFn: () => request(ActivityDocument, { year }),
  });
