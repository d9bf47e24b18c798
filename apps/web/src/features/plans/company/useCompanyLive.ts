import { useQueryClient } from '@tanstack/react-query';
import { usePlanActivity } from '../../../shared/company/planActivity';
import { goalKeys } from '../../../shared/goals/api';
import { mentorKeys } from '../../../shared/mentoring/api';

/**
 * While the plans page is open: another participant's tick, a join, a leave or a kudos in one of the
 * person's plans refreshes what the page shows (members' progress, the per-milestone bars); the mentor's
 * comment under a task refreshes its comment count and, if open, its thread.
 */
export function useCompanyLive() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: goalKeys.all });
  usePlanActivity((event) => {
    refresh();
    if (event.kind === 'comment' && event.taskId)
      void client.invalidateQueries({ queryKey: mentorKeys.comments(event.taskId) });
  }, refresh);
}
