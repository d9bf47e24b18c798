import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import type { ModerationPageQuery } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';

export const ModerationPageDocument = graphql(`
  query ModerationPage {
    moderation {
      registrationMode
      reports {
        id
        targetType
        targetId
        reason
        details
        createdAt
        excerpt
        hidden
        subjectSuspended
        reporter {
          id
          username
          name
        }
        subject {
          id
          username
          name
        }
      }
      pendingAccounts {
        email
        since
        person {
          id
          username
          name
        }
      }
      suspendedAccounts {
        reason
        since
        person {
          id
          username
          name
        }
      }
      log {
        id
        actorName
        action
        targetType
        targetName
        note
        createdAt
      }
    }
  }
`);

const DismissReportDocument = graphql(`
  mutation DismissReport($id: ID!) {
    dismissReport(id: $id)
  }
`);

const SetContentHiddenDocument = graphql(`
  mutation SetContentHidden($targetType: String!, $targetId: String!, $hidden: Boolean!) {
    setContentHidden(targetType: $targetType, targetId: $targetId, hidden: $hidden) {
      hidden
    }
  }
`);

const SuspendAccountDocument = graphql(`
  mutation SuspendAccount($userId: ID!, $reason: String!) {
    suspendAccount(userId: $userId, reason: $reason) {
      id
    }
  }
`);

const UnsuspendAccountDocument = graphql(`
  mutation UnsuspendAccount($userId: ID!) {
    unsuspendAccount(userId: $userId) {
      id
    }
  }
`);

const DeleteAccountAsAdminDocument = graphql(`
  mutation DeleteAccountAsAdmin($userId: ID!, $reason: String!) {
    deleteAccountAsAdmin(userId: $userId, reason: $reason)
  }
`);

const ApproveAccountDocument = graphql(`
  mutation ApproveAccount($userId: ID!) {
    approveAccount(userId: $userId) {
      id
    }
  }
`);

const SetRegistrationModeDocument = graphql(`
  mutation SetRegistrationMode($mode: String!) {
    setRegistrationMode(mode: $mode)
  }
`);

const CreateInvitationDocument = graphql(`
  mutation CreateInvitation {
    createInvitation {
      code
      expiresAt
    }
  }
`);

export type Moderation = ModerationPageQuery['moderation'];
export type ReportItem = Moderation['reports'][number];

export const moderationQuery = queryOptions({
  queryKey: ['moderation'],
  queryFn: ({ signal }) => request(ModerationPageDocument, {}, { signal }),
});

export type ModerationAction =
  | { kind: 'dismiss'; id: string }
  | { kind: 'hide' | 'show'; targetType: string; targetId: string }
  | { kind: 'suspend' | 'delete'; userId: string; reason: string }
  | { kind: 'unsuspend' | 'approve'; userId: string }
  | { kind: 'mode'; mode: string };

function run(action: ModerationAction): Promise<unknown> {
  switch (action.kind) {
    case 'dismiss':
      return request(DismissReportDocument, { id: action.id });
    case 'hide':
    case 'show':
      return request(SetContentHiddenDocument, {
        targetType: action.targetType,
        targetId: action.targetId,
        hidden: action.kind === 'hide',
      });
    case 'suspend':
      return request(SuspendAccountDocument, { userId: action.userId, reason: action.reason });
    case 'delete':
      return request(DeleteAccountAsAdminDocument, { userId: action.userId, reason: action.reason });
    case 'unsuspend':
      return request(UnsuspendAccountDocument, { userId: action.userId });
    case 'approve':
      return request(ApproveAccountDocument, { userId: action.userId });
    case 'mode':
      return request(SetRegistrationModeDocument, { mode: action.mode });
  }
}

/** Every administrator's action: done on the server, then the page is read again (reports, lists and the log). */
export function useModerationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: moderationQuery.queryKey, exact: true }),
  });
}

export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(CreateInvitationDocument, {}),
    onSettled: () => client.invalidateQueries({ queryKey: moderationQuery.queryKey, exact: true }),
  });
}
