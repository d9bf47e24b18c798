// Mentors: what several features show and do. The mentee's side (their mentor, a task's
// comment thread, answering a suggestion) and the mentor's side (mentees, suggesting, endorsing).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { request } from '../api/graphql';
import { goalKeys } from '../goals/api';

export const MentorFieldsFragment = graphql(`
  fragment MentorFields on Mentor {
    id
    username
    name
    avatarUrl
    headline
    bio
    categories
    languages
    accepting
    guide
    menteeCount
  }
`);

const MyMentorDocument = graphql(`
  query MyMentor {
    myMentor {
      ...MentorFields
    }
  }
`);

const MentorsListDocument = graphql(`
  query MentorsList {
    mentors {
      ...MentorFields
    }
  }
`);

const MyMentorInviteDocument = graphql(`
  query MyMentorInvite {
    myMentorInvite {
      createdAt
    }
  }
`);

const CreateMentorInviteDocument = graphql(`
  mutation CreateMentorInvite {
    createMentorInvite {
      token
      createdAt
    }
  }
`);

const RevokeMentorInviteDocument = graphql(`
  mutation RevokeMentorInvite {
    revokeMentorInvite
  }
`);

const MentorInviteDocument = graphql(`
  query MentorInvite($token: String!) {
    mentorInvite(token: $token) {
      own
      alreadyMentor
      mentee {
        id
        username
        name
        avatarUrl
      }
    }
  }
`);

const AcceptMentorInviteDocument = graphql(`
  mutation AcceptMentorInvite($token: String!) {
    acceptMentorInvite(token: $token) {
      id
      username
      name
    }
  }
`);

const SetMentorDocument = graphql(`
  mutation SetMentor($mentorId: ID) {
    setMentor(mentorId: $mentorId) {
      id
      mentorId
    }
  }
`);

const MyMentorProfileDocument = graphql(`
  query MyMentorProfile {
    myMentorProfile {
      active
      headline
      bio
      categories
      languages
      accepting
      menteeCount
    }
  }
`);

const TaskCommentsDocument = graphql(`
  query TaskComments($taskId: ID!) {
    taskComments(taskId: $taskId) {
      id
      body
      mine
      createdAt
      author {
        id
        username
        name
        avatarUrl
      }
    }
  }
`);

const CommentTaskDocument = graphql(`
  mutation CommentTask($taskId: ID!, $body: String!) {
    commentTask(taskId: $taskId, body: $body) {
      id
    }
  }
`);

const AcceptSuggestionDocument = graphql(`
  mutation AcceptSuggestion($id: ID!) {
    acceptSuggestion(id: $id) {
      suggestion {
        id
        status
      }
      task {
        id
      }
      replanId
    }
  }
`);

const DeclineSuggestionDocument = graphql(`
  mutation DeclineSuggestion($id: ID!) {
    declineSuggestion(id: $id) {
      suggestion {
        id
        status
      }
    }
  }
`);

export const mentorKeys = {
  all: ['mentoring'] as const,
  myMentor: ['mentoring', 'myMentor'] as const,
  list: ['mentoring', 'list'] as const,
  profile: ['mentoring', 'profile'] as const,
  playbook: ['mentoring', 'playbook'] as const,
  mentees: ['mentoring', 'mentees'] as const,
  comments: (taskId: string) => ['mentoring', 'comments', taskId] as const,
  invite: ['mentoring', 'invite'] as const,
  openedInvite: (token: string) => ['mentoring', 'openedInvite', token] as const,
};

/** Your open invite link for a mentor of your own (its secret is shown only when made). */
export const myMentorInviteQuery = () =>
  queryOptions({
    queryKey: mentorKeys.invite,
    queryFn: async ({ signal }) =>
      (await request(MyMentorInviteDocument, {}, { signal })).myMentorInvite ?? null,
  });

/** Makes a new invite link (the old one stops working); answers with its secret. */
export function useCreateMentorInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(CreateMentorInviteDocument, {})).createMentorInvite,
    onSettled: () => client.invalidateQueries({ queryKey: mentorKeys.invite }),
  });
}

export function useRevokeMentorInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(RevokeMentorInviteDocument, {})).revokeMentorInvite,
    onSettled: () => client.invalidateQueries({ queryKey: mentorKeys.invite }),
  });
}

/** An invite link someone opened: whose it is. */
export const openedInviteQuery = (token: string) =>
  queryOptions({
    queryKey: mentorKeys.openedInvite(token),
    queryFn: async ({ signal }) => (await request(MentorInviteDocument, { token }, { signal })).mentorInvite,
    retry: false,
  });

export function useAcceptMentorInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await request(AcceptMentorInviteDocument, { token })).acceptMentorInvite,
    onSettled: () => client.invalidateQueries({ queryKey: mentorKeys.all }),
  });
}

export const myMentorQuery = () =>
  queryOptions({
    queryKey: mentorKeys.myMentor,
    queryFn: async ({ signal }) => (await request(MyMentorDocument, {}, { signal })).myMentor ?? null,
    staleTime: 60_000,
  });

export const mentorsListQuery = () =>
  queryOptions({
    queryKey: mentorKeys.list,
    queryFn: async ({ signal }) => (await request(MentorsListDocument, {}, { signal })).mentors,
  });

export const myMentorProfileQuery = () =>
  queryOptions({
    queryKey: mentorKeys.profile,
    queryFn: async ({ signal }) =>
      (await request(MyMentorProfileDocument, {}, { signal })).myMentorProfile ?? null,
    staleTime: 60_000,
  });

export const taskCommentsQuery = (taskId: string) =>
  queryOptions({
    queryKey: mentorKeys.comments(taskId),
    queryFn: async ({ signal }) => (await request(TaskCommentsDocument, { taskId }, { signal })).taskComments,
    staleTime: 0,
  });

/** Changes or drops (null) the mentor; refreshes whatever shows the mentor. */
export function useSetMentor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (mentorId: string | null) => (await request(SetMentorDocument, { mentorId })).setMentor,
    onSettled: () => client.invalidateQueries({ queryKey: mentorKeys.all }),
  });
}

/** Adds a comment under a task; the thread and the counts on the plans refresh. */
export function useCommentTask(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => request(CommentTaskDocument, { taskId, body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: mentorKeys.comments(taskId) });
      void client.invalidateQueries({ queryKey: goalKeys.all });
      void client.invalidateQueries({ queryKey: mentorKeys.mentees });
    },
  });
}

/**
 * The mentee answers a suggestion: accepted, the task joins the plan (or a suggested re-plan is applied:
 * its replanId undoes it).
 */
export function useDecideSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      accept,
    }: {
      id: string;
      accept: boolean;
    }): Promise<{ replanId: string | null }> => {
      if (!accept) {
        await request(DeclineSuggestionDocument, { id });
        return { replanId: null };
      }
      const { acceptSuggestion } = await request(AcceptSuggestionDocument, { id });
      return { replanId: acceptSuggestion.replanId ?? null };
    },
    onSettled: () => client.invalidateQueries({ queryKey: goalKeys.all }),
  });
}
