// The re-plan choice on the web: the plan as the rule reads it (which steps were placed by hand, the rhythm),
// applying a re-plan and undoing it. Previews are computed on the device by the same rule the server applies
// (@stepwise/planner/replan-choice), so they show offline too once the plan was read.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { request } from '../../shared/api/graphql';
import { goalKeys } from '../../shared/goals/api';

const ReplanPlanDocument = graphql(`
  query ReplanPlan($id: ID!) {
    goal(id: $id) {
      id
      deadline
      rhythm {
        weekdays
        timeOfDay
      }
      tasks {
        id
        parentId
        label
        date
        time
        completed
        byHand
      }
    }
  }
`);

const UndoReflowDocument = graphql(`
  mutation UndoReflow($replanId: ID!) {
    undoReflow(replanId: $replanId) {
      id
      deadline
    }
  }
`);

export const replanKeys = { plan: (goalId: string) => [...goalKeys.all, 'replan-plan', goalId] as const };

/** The plan as the rule reads it; kept with the saved cache, so the choice previews offline too. */
export const replanPlanQuery = (goalId: string) =>
  queryOptions({
    queryKey: replanKeys.plan(goalId),
    queryFn: ({ signal }) => request(ReplanPlanDocument, { id: goalId }, { signal }).then((d) => d.goal),
  });

export const useReplanPlan = (goalId: string, enabled: boolean) =>
  useQuery({ ...replanPlanQuery(goalId), enabled });

export type ReplanPlan = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof replanPlanQuery>['queryFn']>>>
>;

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: goalKeys.all });

export function useUndoReflow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (replanId: string) => request(UndoReflowDocument, { replanId }).then((d) => d.undoReflow),
    onSettled: () => refresh(client),
  });
}
