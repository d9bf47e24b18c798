import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type { GoalInput, GoalPatch, TaskPatch } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';

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
  }
`);

export const MyGoalsDocument = graphql(`
  query MyGoals($first: Int, $after: String, $status: String) {
    myGoals(first: $first, after: $after, status: $status) {
      items {
        ...GoalFields
      }
      endCursor
      hasNextPage
    }
  }
`);

export const MyPlansDocument = graphql(`
  query MyPlans($first: Int, $status: String) {
    myGoals(first: $first, status: $status) {
      items {
        ...GoalFields
        tasks {
          ...TaskFields
        }
      }
      hasNextPage
    }
  }
`);

export const UserGoalsDocument = graphql(`
  query UserGoals($username: String!, $first: Int) {
    userGoals(username: $username, first: $first) {
      items {
        ...GoalFields
      }
      hasNextPage
    }
  }
`);

export const PreviewGoalDocument = graphql(`
  query PreviewGoal($text: String!, $category: String, $deadline: String) {
    previewGoal(text: $text, category: $category, deadline: $deadline) {
      title
      category
      deadline
      deadlineFromText
      language
      target {
        value
        unit
      }
    }
  }
`);

export const AgendaDocument = graphql(`
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

export const CreateGoalDocument = graphql(`
  mutation CreateGoal($input: GoalInput!) {
    createGoal(input: $input) {
      ...GoalFields
    }
  }
`);

export const UpdateGoalDocument = graphql(`
  mutation UpdateGoal($id: ID!, $patch: GoalPatch!) {
    updateGoal(id: $id, patch: $patch) {
      ...GoalFields
    }
  }
`);

export const SetGoalStatusDocument = graphql(`
  mutation SetGoalStatus($id: ID!, $status: String!) {
    setGoalStatus(id: $id, status: $status) {
      ...GoalFields
    }
  }
`);

export const DeleteGoalDocument = graphql(`
  mutation DeleteGoal($id: ID!) {
    deleteGoal(id: $id)
  }
`);

export const RestoreGoalDocument = graphql(`
  mutation RestoreGoal($id: ID!) {
    restoreGoal(id: $id) {
      ...GoalFields
    }
  }
`);

export const RegeneratePlanDocument = graphql(`
  mutation RegeneratePlan($goalId: ID!) {
    regeneratePlan(goalId: $goalId) {
      ...GoalFields
    }
  }
`);

export const ReplanGoalDocument = graphql(`
  mutation ReplanGoal($goalId: ID!) {
    replanGoal(goalId: $goalId) {
      moved
      deadlineHolds
      proposedDeadline
      goal {
        ...GoalFields
      }
    }
  }
`);

export const AddTaskDocument = graphql(`
  mutation AddTask($goalId: ID!, $parentId: ID, $label: String!, $date: String, $time: String) {
    addTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time) {
      ...TaskFields
    }
  }
`);

export const UpdateTaskDocument = graphql(`
  mutation UpdateTask($id: ID!, $patch: TaskPatch!) {
    updateTask(id: $id, patch: $patch) {
      ...TaskFields
    }
  }
`);

export const DeleteTaskDocument = graphql(`
  mutation DeleteTask($id: ID!) {
    deleteTask(id: $id) {
      ...TaskFields
    }
  }
`);

export const MoveTaskDocument = graphql(`
  mutation MoveTask($id: ID!, $parentId: ID, $position: Int!) {
    moveTask(id: $id, parentId: $parentId, position: $position) {
      ...TaskFields
    }
  }
`);

export const SetTaskCompletedDocument = graphql(`
  mutation SetTaskCompleted($id: ID!, $completed: Boolean!) {
    setTaskCompleted(id: $id, completed: $completed) {
      ...TaskFields
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

export const myGoalsQuery = (status: string | null = null) =>
  queryOptions({
    queryKey: goalKeys.mine(status),
    queryFn: ({ signal }) => request(MyGoalsDocument, { first: 100, status }, { signal }),
  });

/** Active goals with all their tasks: the plans of /plans and the roadmap. */
export const myPlansQuery = queryOptions({
  queryKey: goalKeys.plans,
  queryFn: ({ signal }) => request(MyPlansDocument, { first: 100, status: null }, { signal }),
});

export const agendaQuery = queryOptions({
  queryKey: goalKeys.agenda,
  queryFn: ({ signal }) => request(AgendaDocument, { days: 14 }, { signal }),
});

export const userGoalsQuery = (username: string) =>
  queryOptions({
    queryKey: goalKeys.user(username),
    queryFn: ({ signal }) => request(UserGoalsDocument, { username, first: 50 }, { signal }),
    enabled: username !== '',
  });

export const previewGoalQuery = (text: string, category: string | null, deadline: string | null) =>
  queryOptions({
    queryKey: goalKeys.preview(text, category, deadline),
    queryFn: ({ signal }) => request(PreviewGoalDocument, { text, category, deadline }, { signal }),
    enabled: text.trim().length >= 3,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
    retry: false,
  });

export const useMyGoals = (status: string | null = null) => useQuery(myGoalsQuery(status));
export const useMyPlans = () => useQuery(myPlansQuery);
export const useAgenda = () => useQuery(agendaQuery);
export const useUserGoals = (username: string) => useQuery(userGoalsQuery(username));
export const usePreviewGoal = (text: string, category: string | null, deadline: string | null) =>
  useQuery(previewGoalQuery(text, category, deadline));

/** A mutation that refreshes every goal and task query when it settles. */
function useGoalsMutation<V, R>(mutationFn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: goalKeys.all }),
  });
}

export const useCreateGoal = () =>
  useGoalsMutation((input: GoalInput) => request(CreateGoalDocument, { input }));
export const useUpdateGoal = () =>
  useGoalsMutation((v: { id: string; patch: GoalPatch }) => request(UpdateGoalDocument, v));
export const useSetGoalStatus = () =>
  useGoalsMutation((v: { id: string; status: 'active' | 'completed' | 'abandoned' }) =>
    request(SetGoalStatusDocument, v),
  );
export const useDeleteGoal = () => useGoalsMutation((id: string) => request(DeleteGoalDocument, { id }));
export const useRestoreGoal = () => useGoalsMutation((id: string) => request(RestoreGoalDocument, { id }));
export const useRegeneratePlan = () =>
  useGoalsMutation((goalId: string) => request(RegeneratePlanDocument, { goalId }));
export const useReplanGoal = () =>
  useGoalsMutation((goalId: string) => request(ReplanGoalDocument, { goalId }));
export const useAddTask = () =>
  useGoalsMutation(
    (v: {
      goalId: string;
      parentId: string | null;
      label: string;
      date: string | null;
      time: string | null;
    }) => request(AddTaskDocument, v),
  );
export const useUpdateTask = () =>
  useGoalsMutation((v: { id: string; patch: TaskPatch }) => request(UpdateTaskDocument, v));
export const useDeleteTask = () => useGoalsMutation((id: string) => request(DeleteTaskDocument, { id }));
export const useMoveTask = () =>
  useGoalsMutation((v: { id: string; parentId: string | null; position: number }) =>
    request(MoveTaskDocument, v),
  );

export const setTaskCompleted = (id: string, completed: boolean) =>
  request(SetTaskCompletedDocument, { id, completed });
