import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gen/gql';
import type { MentorProfileInput, PlaybookInput } from '../../../gen/graphql';
import { request } from '../../../shared/api/graphql';
import { mentorKeys } from '../../../shared/mentoring/api';

const BecomeMentorDocument = graphql(`
  mutation BecomeMentor($input: MentorProfileInput!) {
    becomeMentor(input: $input) {
      active
    }
  }
`);

const UpdateMentorProfileDocument = graphql(`
  mutation UpdateMentorProfile($input: MentorProfileInput!) {
    updateMentorProfile(input: $input) {
      active
    }
  }
`);

const StopMentoringDocument = graphql(`
  mutation StopMentoring {
    stopMentoring {
      active
    }
  }
`);

export const PlaybookFieldsFragment = graphql(`
  fragment PlaybookFields on Playbook {
    category
    mode
    variants {
      id
      matchUnits
      matchWords
      defaultWeeks
      sessionsPerWeek
      time
      phases {
        id
        weight
        maxWeeks
        milestone {
          en
          ru
        }
        milestoneWithTarget {
          en
          ru
        }
        steps {
          labels {
            en
            ru
          }
          cadence
          times
          minutes
          key
          when
          units
          workday
        }
      }
    }
  }
`);

const MyMentorPlaybookDocument = graphql(`
  query MyMentorPlaybook {
    myMentorPlaybook {
      ...PlaybookFields
    }
  }
`);

const DefaultPlaybookDocument = graphql(`
  query DefaultPlaybook($category: Category!) {
    defaultPlaybook(category: $category) {
      ...PlaybookFields
    }
  }
`);

const SaveMentorPlaybookDocument = graphql(`
  mutation SaveMentorPlaybook($input: PlaybookInput) {
    saveMentorPlaybook(input: $input) {
      ...PlaybookFields
    }
  }
`);

export const myPlaybookQuery = () =>
  queryOptions({
    queryKey: mentorKeys.playbook,
    queryFn: async ({ signal }) =>
      (await request(MyMentorPlaybookDocument, {}, { signal })).myMentorPlaybook ?? null,
  });

export async function fetchDefaultPlaybook(category: string) {
  return (await request(DefaultPlaybookDocument, { category })).defaultPlaybook;
}

/** Saves the mentor profile: `become` turns mentoring on (or back on). */
export function useSaveMentorProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, become }: { input: MentorProfileInput; become: boolean }): Promise<void> => {
      if (become) await request(BecomeMentorDocument, { input });
      else await request(UpdateMentorProfileDocument, { input });
    },
    onSettled: () => client.invalidateQueries({ queryKey: mentorKeys.all }),
  });
}

export function useStopMentoring() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(StopMentoringDocument, {}),
    onSettled: () => client.invalidateQueries({ queryKey: mentorKeys.all }),
  });
}

export function useSavePlaybook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: PlaybookInput | null) =>
      (await request(SaveMentorPlaybookDocument, { input })).saveMentorPlaybook ?? null,
    onSuccess: (data) => client.setQueryData(mentorKeys.playbook, data),
  });
}
