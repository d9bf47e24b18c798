/** Sending a queued pause or resume (register.ts runs it; pauses.ts queues it). */
import { graphql } from '../../gen/gql';
import { request } from '../api/graphql';

const PauseGoalDocument = graphql(`
  mutation OfflinePauseGoal($goalId: ID!, $until: Date, $reason: String) {
    pauseGoal(goalId: $goalId, until: $until, reason: $reason) {
      id
      status
      deadline
    }
  }
`);

const ResumeGoalDocument = graphql(`
  mutation OfflineResumeGoal($goalId: ID!, $keepDeadline: Boolean, $replan: Boolean) {
    resumeGoal(goalId: $goalId, keepDeadline: $keepDeadline, replan: $replan) {
      days
      moved
      replanned
      goal {
        id
        status
        deadline
      }
    }
  }
`);

export interface PauseVariables {
  /** The goal's id (`id`, so the goal shows as pending like a status change). */
  id: string;
  title: string;
  action: 'pause' | 'resume';
  until?: string | null;
  reason?: string | null;
  keepDeadline?: boolean;
  replan?: boolean;
  /** Made offline: told when the server refuses it later. */
  queued: boolean;
}

export type ResumeAnswer = Awaited<ReturnType<typeof sendResume>>['resumeGoal'];

const sendResume = (v: PauseVariables) =>
  request(ResumeGoalDocument, {
    goalId: v.id,
    keepDeadline: v.keepDeadline ?? null,
    replan: v.replan ?? null,
  });

/** Sends a queued pause or resume. */
export async function replayPause(v: PauseVariables): Promise<ResumeAnswer | null> {
  if (v.action === 'pause') {
    await request(PauseGoalDocument, { goalId: v.id, until: v.until ?? null, reason: v.reason ?? null });
    return null;
  }
  return (await sendResume(v)).resumeGoal;
}
