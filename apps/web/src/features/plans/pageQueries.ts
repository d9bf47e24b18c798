import type { QueryClient } from '@tanstack/react-query';
import type { AgendaQuery } from '../../gen/graphql';
import { agendaQuery, myPlansQuery } from '../../shared/goals/api';
import { myMentorQuery } from '../../shared/mentoring/api';
import { joinedPlansQuery } from './company/api';
import { showsComments } from './mentor/showsComments';

/**
 * Fetches into `client`, all at once, what the signed-in `/plans` draws first (PlansPage.tsx: the agenda, the
 * plans that decide its rows, the plans joined, the mentor's card), under the keys the page uses, so the server
 * draws it once (entry-server.tsx). The rest of the page (PlansRest.tsx) is the browser's, after the first act.
 */
export const prefetchPlansPage = (client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(agendaQuery),
    client.prefetchQuery(myPlansQuery),
    client.prefetchQuery(joinedPlansQuery),
    client.prefetchQuery(myMentorQuery()),
  ]);

/**
 * Whether the server can draw the page as the browser will first show it: not when a row of the agenda shows
 * its thread with a mentor (its code is the browser's, loaded before the agenda is drawn), nor when an answer
 * failed (the browser asks again).
 */
export function plansPageDrawable(client: QueryClient): boolean {
  const agenda = client.getQueryData<AgendaQuery>(agendaQuery.queryKey)?.agenda;
  const mentor = client.getQueryData<{ guide?: boolean } | null>(myMentorQuery().queryKey);
  if (
    !agenda ||
    !client.getQueryData(myPlansQuery.queryKey) ||
    !client.getQueryData(joinedPlansQuery.queryKey)
  )
    return false;
  const mentorIsPerson = !!mentor && !mentor.guide;
  return ![...agenda.overdue, ...agenda.dueToday, ...agenda.upcoming].some((task) =>
    showsComments(task, mentorIsPerson),
  );
}
