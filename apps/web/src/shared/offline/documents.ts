/** The GraphQL documents the offline queue sends: each change's write, and the reads that check it first. */
import { graphql } from '../../gen/gql';

export const OfflineTaskStateDocument = graphql(`
  query OfflineTaskState($goalId: ID!) {
    goal(id: $goalId) {
      id
      tasks {
        id
        version
        completed
        label
        notes
        date
        time
      }
    }
  }
`);

export const OfflineSetTaskCompletedDocument = graphql(`
  mutation OfflineSetTaskCompleted($id: ID!, $completed: Boolean!) {
    setTaskCompleted(id: $id, completed: $completed) {
      ...TaskFields
      tick {
        streak {
          current
          todayDone
        }
        earned
        milestoneDone
        goalDone
      }
    }
  }
`);

export const OfflineGoalStateDocument = graphql(`
  query OfflineGoalState($id: ID!) {
    goal(id: $id) {
      id
      status
      version
    }
  }
`);

export const OfflineSetGoalStatusDocument = graphql(`
  mutation OfflineSetGoalStatus($id: ID!, $status: GoalStatus!, $openSteps: OpenStepsChoice) {
    setGoalStatus(id: $id, status: $status, openSteps: $openSteps) {
      ...GoalFields
    }
  }
`);

export const OfflineAddTaskDocument = graphql(`
  mutation OfflineAddTask(
    $goalId: ID!
    $parentId: ID
    $label: String!
    $date: Date
    $time: String
    $changeId: ID
  ) {
    addTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time, changeId: $changeId) {
      ...TaskFields
    }
  }
`);

export const OfflineDeleteTaskDocument = graphql(`
  mutation OfflineDeleteTask($id: ID!, $expectedVersion: Int) {
    deleteTask(id: $id, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

export const OfflineMoveTaskDocument = graphql(`
  mutation OfflineMoveTask($id: ID!, $parentId: ID, $position: Int!) {
    moveTask(id: $id, parentId: $parentId, position: $position) {
      ...TaskFields
    }
  }
`);

export const OfflineCreateGoalDocument = graphql(`
  mutation OfflineCreateGoal($input: GoalInput!, $changeId: ID) {
    createGoal(input: $input, changeId: $changeId) {
      ...GoalFields
      tasks {
        ...TaskFields
      }
    }
  }
`);

export const OfflineUpdateTaskDocument = graphql(`
  mutation OfflineUpdateTask($id: ID!, $patch: TaskPatch!, $expectedVersion: Int) {
    updateTask(id: $id, patch: $patch, expectedVersion: $expectedVersion) {
      ...TaskFields
    }
  }
`);
