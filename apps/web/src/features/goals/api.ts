import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type { GoalInput, GoalPatch, GoalStatus } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';
import { goalKeys, useGoalsMutation } from '../../shared/goals/api';

const MyGoalsDocument = graphql(`
  query MyGoals($first: Int, $after: String, $status: GoalStatus) {
    myGoals(first: $first, after: $after, status: $status) {
      items {
        ...GoalFields
      }
      endCursor
      hasNextPage
    }
  }
`);

const PreviewGoalDocument = graphql(`
  query PreviewGoal($text: String!, $category: Category, $deadline: Date) {
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

const CreateGoalDocument = graphql(`
  mutation CreateGoal($input: GoalInput!) {
    createGoal(input: $input) {
      ...GoalFields
    }
  }
`);

const UpdateGoalDocument = graphql(`
  mutation UpdateGoal($id: ID!, $patch: GoalPatch!) {
    updateGoal(id: $id, patch: $patch) {
      ...GoalFields
    }
  }
`);

const SetGoalStatusDocument = graphql(`
  mutation SetGoalStatus($id: ID!, $status: GoalStatus!) {
    setGoalStatus(id: $id, status: $status) {
      ...GoalFields
    }
  }
`);

const DeleteGoalDocument = graphql(`
  mutation DeleteGoal($id: ID!) {
    deleteGoal(id: $id)
  }
`);

const RestoreGoalDocument = graphql(`
  mutation RestoreGoal($id: ID!) {
    restoreGoal(id: $id) {
      ...GoalFields
    }
  }
`);

const myGoalsQuery = (status: string | null = null) =>
  queryOptions({
    queryKey: goalKeys.mine(status),
    queryFn: ({ signal }) =>
      request(MyGoalsDocument, { first: 100, status: status as GoalStatus | null }, { signal }),
  });

const previewGoalQuery = (text: string, category: string | null, deadline: string | null) =>
  queryOptions({
    queryKey: goalKeys.preview(text, category, deadline),
    queryFn: ({ signal }) => request(PreviewGoalDocument, { text, category, deadline }, { signal }),
    enabled: text.trim().length >= 3,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
    retry: false,
  });

export const useMyGoals = (status: string | null = null) => useQuery(myGoalsQuery(status));
export const usePreviewGoal = (text: string, category: string | null, deadline: string | null) =>
  useQuery(previewGoalQuery(text, category, deadline));

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
