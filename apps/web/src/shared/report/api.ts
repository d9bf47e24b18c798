import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { request } from '../api/graphql';

/** What can be reported: a person, or their message, goal, comment or offer (an offer by its goal's id). */
export type ReportTarget = 'person' | 'message' | 'goal' | 'comment' | 'offer';
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

const ReportDocument = graphql(`
  mutation Report($targetType: String!, $targetId: String!, $reason: String!, $details: String) {
    report(targetType: $targetType, targetId: $targetId, reason: $reason, details: $details)
  }
`);

export function useReport() {
  return useMutation({
    mutationFn: (v: { targetType: ReportTarget; targetId: string; reason: ReportReason; details: string }) =>
      request(ReportDocument, v),
  });
}
