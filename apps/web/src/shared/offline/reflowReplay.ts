/** Sending a queued re-plan (register.ts runs it; reflows.ts queues it). */
import { graphql } from '../../gen/gql';
import type { ReflowChange } from '../../gen/graphql';
import { request } from '../api/graphql';
import type { Stamped } from './changes';

const OfflineApplyReflowDocument = graphql(`
  mutation OfflineApplyReflow($goalId: ID!, $change: ReflowChange!, $changeId: ID) {
    applyReflow(goalId: $goalId, change: $change, changeId: $changeId) {
      replanId
      kind
      moved
      dropped
      replayed
    }
  }
`);

export interface ReflowVariables {
  goalId: string;
  title: string;
  change: ReflowChange;
  /** Made offline: told when the server refuses it later. */
  queued: boolean;
}

export type ReflowAnswer = Awaited<ReturnType<typeof replayReflow>>;

/** Sends a queued re-plan (register.ts runs it). */
export const replayReflow = (v: ReflowVariables & Stamped) =>
  request(OfflineApplyReflowDocument, { goalId: v.goalId, change: v.change, changeId: v.changeId }).then(
    (d) => d.applyReflow,
  );
