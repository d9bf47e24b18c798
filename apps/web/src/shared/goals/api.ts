import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { request } from '../api/graphql';

// The shapes of a goal and a task that every feature asks for (codegen names them GoalFieldsFragment, TaskFieldsFragment).
export const GoalFieldsFragment = graphql(`
  fragment GoalFields on Goal {
    id
    title
    description
    category
    deadline
    status
    visibility
    progress
    doneCount
    totalCount
    createdAt
    pause {
      since
      until
      reason
      mine
    }
    forecast {
      state
      daysBehind
      plannedFinish
      expectedFinish
      earliestFinish
      latestFinish
    }
    pace
    endorsement {
      note
      createdAt
      mentor {
        id
        username
        name
        avatarUrl
      }
    }
    suggestions {
      id
      parentId
      label
      date
      time
      notes
      replan {
        kind
        weekdays
        timeOfDay
        days
      }
    }
  }
`);

/** A measurable goal's planned progression and the owner's results (null for anyone else), for its chart. */
export const GoalMeasureFieldsFragment = graphql(`
  fragment GoalMeasureFields on Goal {
    progression {
      unit
      direction
      points {
        date
        value
      }
    }
    results {
      id
      on
      value
      seconds
    }
  }
`);

export const TaskFieldsFragment = graphql(`
  fragment TaskFields on Task {
    id
    taskId
    goalId
    goalTitle
    parentId
    position
    label
    notes
    date
    time
    completed
    commentCount
    version
  }
`);

const MyPlansDocument = graphql(`
  query MyPlans($first: Int, $status: GoalStatus) {
    myGoals(first: $first, status: $status) {
      items {
        ...GoalFields
        tasks {
          ...TaskFields
        }
        ...GoalMeasureFields
      }
      hasNextPage
    }
  }
`);

const AgendaDocument = graphql(`
  query Agenda($days: Int) {
    agenda(days: $days) {
      today
      overdue {
        ...TaskFields
      }
      dueToday {
        ...TaskFields
      }
      upcoming {
        ...TaskFields
      }
    }
  }
`);

/** Every cached answer that shows goals or tasks: refreshed together after a change. */
export const goalKeys = {
  all: ['goals'] as const,
  mine: (status: string | null) => ['goals', 'mine', status ?? 'all'] as const,
  plans: ['goals', 'plans'] as const,
  agenda: ['goals', 'agenda'] as const,
  user: (username: string) => ['goals', 'user', username.toLowerCase()] as const,
  preview: (text: string, category: string | null, deadline: string | null) =>
    ['goals', 'preview', text, category, deadline] as const,
};

/** Active goals with all their tasks: the plans of /plans and the roadmap. */
export const myPlansQuery = queryOptions({
  queryKey: goalKeys.plans,
  queryFn: ({ signal }) => request(MyPlansDocument, { first: 100, status: null }, { signal }),
});

export const agendaQuery = queryOptions({
  queryKey: goalKeys.agenda,
  queryFn: ({ signal }) => request(AgendaDocument, { days: 14 }, { signal }),
});

export const useMyPlans = () => useQuery(myPlansQuery);
export const useAgenda = () => useQuery(agendaQuery);

/** A mutation that refreshes every goal and task query when it settles. */
export function useGoalsMutation<V, R>(mutationFn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: goalKeys.all }),
  });
}
