import { graphql } from '../../gen/gql';
import type { TaskPatch } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';
import { useGoalsMutation } from '../../shared/goals/api';

const RegeneratePlanDocument = graphql(`
  mutation RegeneratePlan($goalId: ID!) {
    regeneratePlan(goalId: $goalId) {
      ...GoalFields
    }
  }
`);

const ReplanGoalDocument = graphql(`
  mutation ReplanGoal($goalId: ID!, $acceptDeadline: Date) {
    replanGoal(goalId: $goalId, acceptDeadline: $acceptDeadline) {
      moved
      dropped
      deadlineHolds
      proposedDeadline
      goal {
        ...GoalFields
      }
    }
  }
`);

const UpdateTaskDocument = graphql(`
  mutation UpdateTask($id: ID!, $patch: TaskPatch!) {
    updateTask(id: $id, patch: $patch) {
      ...TaskFields
    }
  }
`);

export const useRegeneratePlan = () =>
  useGoalsMutation((goalId: string) => request(RegeneratePlanDocument, { goalId }));
/** Replans; with `acceptDeadline` the person accepts the later deadline a previous replan proposed. */
export const useReplanGoal = () =>
  useGoalsMutation((v: { goalId: string; acceptDeadline?: string }) => request(ReplanGoalDocument, v));
export const useUpdateTask = () =>
  useGoalsMutation((v: { id: string; patch: TaskPatch }) => request(UpdateTaskDocument, v));
