import { useQueryClient } from '@tanstack/react-query';
import { usePlanActivity } from '../../shared/company/planActivity';
import { mentorKeys } from '../../shared/mentoring/api';

/**
 * While a mentor's /mentees is open: a mentee's comment under a task refreshes that task's comment count
 * (the list and an open plan) and, if open, its thread. Other plan activity is not the mentor's.
 */
export function useMenteesLive(enabled: boolean) {
  const client = useQueryClient();
  usePlanActivity(
    (event) => {
      if (!enabled || (event.kind !== 'comment' && event.kind !== 'paused' && event.kind !== 'result'))
        return;
      void client.invalidateQueries({ queryKey: mentorKeys.mentees });
      // A mentee paused or resumed a plan, or recorded a result: its status, dates and forecast are read again.
      if (event.kind !== 'comment') void client.invalidateQueries({ queryKey: mentorKeys.all });
      if (event.taskId) void client.invalidateQueries({ queryKey: mentorKeys.comments(event.taskId) });
    },
    () => {
      if (enabled) void client.invalidateQueries({ queryKey: mentorKeys.mentees });
    },
  );
}
