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

const AddTaskDocument = graphql(`
  mutation AddTask($goalId: ID!, $parentId: ID, $label: String!, $date: Date, $time: String) {
    addTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time) {
      ...TaskFields
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

const DeleteTaskDocument = graphql(`
  mutation DeleteTask($id: ID!) {
    deleteTask(id: $id) {
      ...TaskFields
    }
  }
`);

const MoveTaskDocument = graphql(`
  mutation MoveTask($id: ID!, $parentId: ID, $position: Int!) {
    moveTask(id: $id, parentId: $parentId, position: $position) {
      ...TaskFields
    }
  }
`);

const SetTaskCompletedDocument = graphql(`
  mutation SetTaskCompleted($id: ID!, $completed: Boolean!) {
    setTaskCompleted(id: $id, completed: $completed) {
      ...TaskFields
    }
  }
`);

export const useRegeneratePlan = () =>
  useGoalsMutation((goalId: string) => request(RegeneratePlanDocument, { goalId }));
/** Replans; with `acceptDeadline` the person accepts the later deadline a previous replan proposed. */
export const useReplanGoal = () =>
  useGoalsMutation((v: { goalId: string; acceptDeadline?: string }) => request(ReplanGoalDocument, v));
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
