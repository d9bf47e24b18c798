import { graphql } from '../../gen/gql';
import type { PlanActivitySubscription } from '../../gen/graphql';
import { useLive } from '../live/useLive';

/**
 * Changes in the plans the person takes part in, made by the others (a member's tick, a join, a kudos), and
 * for a goal's owner and their mentor a new comment under one of its tasks (kind `comment`, with `taskId`).
 * One document for every listener, so the plans page and the mentees page share one live stream.
 */
export const PlanActivityDocument = graphql(`
  subscription PlanActivity {
    planActivity {
      goalId
      userId
      kind
      taskId
    }
  }
`);

export type PlanActivityEvent = PlanActivitySubscription['planActivity'];

/** Calls `onActivity` for each plan activity while mounted; `onReconnect` after a lost stream came back. */
export function usePlanActivity(onActivity: (event: PlanActivityEvent) => void, onReconnect: () => void) {
  useLive(PlanActivityDocument, ({ planActivity }) => onActivity(planActivity), { onReconnect });
}
