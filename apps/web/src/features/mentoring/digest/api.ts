import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gen/gql';
import { request } from '../../../shared/api/graphql';
import { mentorKeys } from '../../../shared/mentoring/api';

export const DigestItemsFieldsFragment = graphql(`
  fragment DigestItemsFields on DigestItems {
    count
    items {
      goalId
      goalTitle
      label
      date
    }
  }
`);

const MentorDigestDocument = graphql(`
  query MentorDigest($id: ID) {
    mentorDigest(id: $id) {
      id
      weekStart
      weekEnd
      mentees {
        person {
          id
          username
          name
          avatarUrl
        }
        done {
          ...DigestItemsFields
        }
        slipped {
          ...DigestItemsFields
        }
        goals {
          goalId
          title
          state
          daysBehind
          expectedFinish
        }
        unreadComments
        latestComment
        openSuggestions {
          ...DigestItemsFields
        }
      }
    }
  }
`);

const EmailOnDigestDocument = graphql(`
  query EmailOnDigest {
    currentUser {
      entities {
        id
        emailOnDigest
      }
    }
  }
`);

const SetEmailOnDigestDocument = graphql(`
  mutation SetEmailOnDigest($on: Boolean!) {
    setEmailOnDigest(on: $on) {
      id
      emailOnDigest
    }
  }
`);

const digestKeys = {
  digest: (id: string | null) => [...mentorKeys.mentees, 'digest', id ?? 'latest'] as const,
  email: [...mentorKeys.mentees, 'digest-email'] as const,
};

/** A digest by id, or the latest (null before the first). */
export const mentorDigestQuery = (id: string | null) =>
  queryOptions({
    queryKey: digestKeys.digest(id),
    queryFn: async ({ signal }) => (await request(MentorDigestDocument, { id }, { signal })).mentorDigest,
  });

export const emailOnDigestQuery = () =>
  queryOptions({
    queryKey: digestKeys.email,
    queryFn: async ({ signal }) =>
      (await request(EmailOnDigestDocument, {}, { signal })).currentUser.entities?.emailOnDigest ?? true,
  });

export function useSetEmailOnDigest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => request(SetEmailOnDigestDocument, { on }),
    onMutate: (on) => client.setQueryData(digestKeys.email, on),
    onSettled: () => client.invalidateQueries({ queryKey: digestKeys.email }),
  });
}
