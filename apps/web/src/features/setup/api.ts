import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type { FinishSetupMutationVariables } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';

const SelectMentorDocument = graphql(`
  mutation SelectMentor($mentorId: ID) {
    selectMentor(mentorId: $mentorId) {
      id
      mentorId
    }
  }
`);

const FinishSetupDocument = graphql(`
  mutation FinishSetup(
    $interests: [String!]!
    $goalText: String!
    $visibility: Visibility
    $deadline: Date
    $answers: [PlanAnswerInput!]
    $target: TargetInput
  ) {
    finishSetup(
      interests: $interests
      goalText: $goalText
      visibility: $visibility
      deadline: $deadline
      answers: $answers
      target: $target
    ) {
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

export function useSelectMentor() {
  return useMutation({
    mutationFn: (mentorId: string | null) => request(SelectMentorDocument, { mentorId }),
  });
}

export function useFinishSetup() {
  return useMutation({ mutationFn: (v: FinishSetupMutationVariables) => request(FinishSetupDocument, v) });
}
