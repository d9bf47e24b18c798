import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type { ReflowChange } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';
import { mentorKeys } from '../../shared/mentoring/api';

const MenteesDocument = graphql(`
  query Mentees {
    mentees {
      person {
        id
        username
        name
        avatarUrl
      }
      overdueCount
      lastActiveAt
      since
      goals {
        overdueCount
        goal {
          ...GoalFields
        }
      }
    }
  }
`);

const MenteeGoalDocument = graphql(`
  query MenteeGoal($id: ID!) {
    goal(id: $id) {
      ...GoalFields
      ...GoalMeasureFields
      tasks {
        ...TaskFields
      }
    }
  }
`);

const SuggestTaskDocument = graphql(`
  mutation SuggestTask($goalId: ID!, $parentId: ID, $label: String!, $date: Date, $time: String, $notes: String) {
    suggestTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time, notes: $notes) {
      id
    }
  }
`);

const SuggestReplanDocument = graphql(`
  mutation SuggestReplan($goalId: ID!, $change: ReflowChange!, $label: String!) {
    suggestReplan(goalId: $goalId, change: $change, label: $label) {
      id
    }
  }
`);

const EndorseGoalDocument = graphql(`
  mutation EndorseGoal($goalId: ID!, $note: String) {
    endorseGoal(goalId: $goalId, note: $note) {
      note
    }
  }
`);

export const menteesQuery = () =>
  queryOptions({
    queryKey: mentorKeys.mentees,
    queryFn: async ({ signal }) => (await request(MenteesDocument, {}, { signal })).mentees,
    staleTime: 0,
  });

export const menteeGoalQuery = (id: string) =>
  queryOptions({
    queryKey: [...mentorKeys.mentees, 'goal', id] as const,
    queryFn: async ({ signal }) => (await request(MenteeGoalDocument, { id }, { signal })).goal,
    staleTime: 0,
  });

export interface SuggestionDraft {
  goalId: string;
  parentId: string | null;
  label: string;
  date: string | null;
  time: string | null;
  notes: string;
}

export function useSuggestTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: SuggestionDraft) => request(SuggestTaskDocument, v),
    onSettled: () => client.invalidateQueries({ queryKey: mentorKeys.mentees }),
  });
}

export function useSuggestReplan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { goalId: string; label: string; change: ReflowChange }) =>
      request(SuggestReplanDocument, v),
    onSettled: () => client.invalidateQueries({ queryKey: mentorKeys.mentees }),
  });
}

export function useEndorseGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { goalId: string; note: string }) => request(EndorseGoalDocument, v),
    onSettled: () => client.invalidateQueries({ queryKey: mentorKeys.mentees }),
  });
}
