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

const DeadlineEditCheckDocument = graphql(`
  query DeadlineEditCheck($goalId: ID!, $deadline: Date!) {
    deadlineEditCheck(goalId: $goalId, deadline: $deadline) {
      deadline
      earlier
      stepsAfterDeadline
      warnings {
        code
        message
        alternative {
          deadline
        }
      }
    }
  }
`);

const DeadlineReflowDocument = graphql(`
  mutation DeadlineReflow($goalId: ID!, $deadline: Date!, $changeId: ID) {
    applyReflow(goalId: $goalId, change: { kind: deadline, deadline: $deadline }, changeId: $changeId) {
      replanId
      moved
      dropped
      goal {
        ...GoalFields
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

/** What the person chose in the preview: one-tap answers and an accepted smaller target. */
export const useMyGoals = (status: string | null = null) => useQuery(myGoalsQuery(status));
/** Before saving a new deadline: the open steps an earlier one leaves after it, and its warnings. */
export const useDeadlineEditCheck = (goalId: string, deadline: string | null, changed: boolean) =>
  useQuery({
    queryKey: [...goalKeys.all, 'deadline-check', goalId, deadline],
    queryFn: ({ signal }) =>
      request(DeadlineEditCheckDocument, { goalId, deadline: deadline ?? '' }, { signal }),
    enabled: changed && deadline !== null,
    staleTime: 30_000,
    retry: false,
  });

/**
 * Saving a new deadline and fitting the plan to it in one change (applyReflow, kind deadline): the open steps
 * are laid out inside it, steps placed by hand and done ones stay; when it cannot be done the server says why
 * and nothing is saved. Answers how many steps really moved.
 */
export const useReplanAfterEdit = () =>
  useGoalsMutation((v: { goalId: string; deadline: string }) =>
    request(DeadlineReflowDocument, {
      goalId: v.goalId,
      deadline: v.deadline,
      changeId: crypto.randomUUID(),
    }).then((d) => d.applyReflow),
  );

export const useCreateGoal = () =>
  useGoalsMutation((input: GoalInput) => request(CreateGoalDocument, { input }));
export const useUpdateGoal = () =>
  useGoalsMutation((v: { id: string; patch: GoalPatch }) => request(UpdateGoalDocument, v));
export const useDeleteGoal = () => useGoalsMutation((id: string) => request(DeleteGoalDocument, { id }));
export const useRestoreGoal = () => useGoalsMutation((id: string) => request(RestoreGoalDocument, { id }));
