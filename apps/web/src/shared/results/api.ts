import { graphql } from '../../gen/gql';
import { request } from '../api/graphql';
import { useGoalsMutation } from '../goals/api';

const DeleteResultDocument = graphql(`
  mutation DeleteResult($id: ID!) {
    deleteResult(id: $id)
  }
`);

export const useDeleteResult = () => useGoalsMutation((id: string) => request(DeleteResultDocument, { id }));
