import { graphql } from '../../../gen/gql';
import { request } from '../../../shared/api/graphql';
import { useGoalsMutation } from '../../../shared/goals/api';

const RecordResultDocument = graphql(`
  mutation RecordResult($goalId: ID!, $value: Float!, $on: Date, $seconds: Int, $note: String, $changeId: ID) {
    recordResult(goalId: $goalId, value: $value, on: $on, seconds: $seconds, note: $note, changeId: $changeId) {
      id
      on
      value
    }
  }
`);

const DeleteResultDocument = graphql(`
  mutation DeleteResult($id: ID!) {
    deleteResult(id: $id)
  }
`);

export interface ResultVariables {
  goalId: string;
  value: number;
  on: string;
  seconds: number | null;
  note: string | null;
  changeId: string;
}

/** Records a result; the plans are read again (the chart and the forecast follow it). */
export const useRecordResult = () =>
  useGoalsMutation((v: ResultVariables) => request(RecordResultDocument, v));
export const useDeleteResult = () => useGoalsMutation((id: string) => request(DeleteResultDocument, { id }));
