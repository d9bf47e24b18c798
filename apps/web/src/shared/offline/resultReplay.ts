/** Sending a queued result of a measurable goal (register.ts runs it; results.ts queues it). */
import { graphql } from '../../gen/gql';
import { request } from '../api/graphql';

const RecordResultDocument = graphql(`
  mutation RecordResult($goalId: ID!, $value: Float!, $on: Date, $seconds: Int, $note: String, $changeId: ID) {
    recordResult(goalId: $goalId, value: $value, on: $on, seconds: $seconds, note: $note, changeId: $changeId) {
      id
      on
      value
      seconds
    }
  }
`);

export interface ResultVariables {
  /** The goal's id (`id`, so the goal shows as pending while it waits). */
  id: string;
  title: string;
  value: number;
  on: string;
  seconds: number | null;
  note: string | null;
  /** The id the result is shown under on this device until the server's answer replaces it. */
  localId: string;
  /** Made offline: told when the server refuses it later. */
  queued: boolean;
}

/** Sends a queued result; the change id makes a second sending answer the first one's result. */
export async function replayResult(v: ResultVariables & { changeId?: string | undefined }) {
  const { recordResult } = await request(RecordResultDocument, {
    goalId: v.id,
    value: v.value,
    on: v.on,
    seconds: v.seconds,
    note: v.note,
    changeId: v.changeId ?? null,
  });
  return recordResult;
}
