/** Sending a queued nudge (register.ts runs it; nudges.ts queues it). */
import { graphql } from '../../gen/gql';
import { request } from '../api/graphql';
import { serverChangeId } from './changeIds';
import type { Stamped } from './changes';

const NudgeMemberDocument = graphql(`
  mutation OfflineNudgeMember($goalId: ID!, $userId: ID!, $changeId: ID) {
    nudgeMember(goalId: $goalId, userId: $userId, changeId: $changeId) {
      user {
        id
      }
      nudgedToday
    }
  }
`);

export interface NudgeVariables {
  goalId: string;
  userId: string;
  /** The nudged person's name, for the line that tells a refusal. */
  name: string;
  /** Made offline: told when the server refuses it later. */
  queued: boolean;
}

/** Sends a queued nudge; the change id makes a second sending answer as the first did. */
export const replayNudge = (v: NudgeVariables & Stamped) =>
  request(NudgeMemberDocument, { goalId: v.goalId, userId: v.userId, changeId: serverChangeId(v) ?? null });
