import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type { FillBaseBioMutationVariables, FinishSetupMutationVariables } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';

/** S-A5: three strings and an optional avatar, sent as a GraphQL multipart request when a file is set. */
const FillBaseBioDocument = graphql(`
  mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {
    fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) {
      id
      firstName
      lastName
      birthday
      avatarUrl
    }
  }
`);

const SelectMentorDocument = graphql(`
  mutation SelectMentor($mentorId: ID) {
    selectMentor(mentorId: $mentorId) {
      id
      mentorId
    }
  }
`);

const FinishSetupDocument = graphql(`
  mutation FinishSetup($interests: [String!]!, $goalText: String!, $visibility: Visibility) {
    finishSetup(interests: $interests, goalText: $goalText, visibility: $visibility) {
      id
      status
    }
  }
`);

const MentorsDocument = graphql(`
  query Mentors {
    mentors {
      id
      username
      name
      avatarUrl
      headline
      bio
      categories
      languages
      menteeCount
    }
  }
`);

const mentorsQuery = queryOptions({
  queryKey: ['mentors'],
  queryFn: ({ signal }) => request(MentorsDocument, {}, { signal }),
  staleTime: 5 * 60_000,
});

export function useMentors() {
  return useQuery(mentorsQuery);
}

export function useFillBaseBio() {
  return useMutation({ mutationFn: (v: FillBaseBioMutationVariables) => request(FillBaseBioDocument, v) });
}

export function useSelectMentor() {
  return useMutation({
    mutationFn: (mentorId: string | null) => request(SelectMentorDocument, { mentorId }),
  });
}

export function useFinishSetup() {
  return useMutation({ mutationFn: (v: FinishSetupMutationVariables) => request(FinishSetupDocument, v) });
}
