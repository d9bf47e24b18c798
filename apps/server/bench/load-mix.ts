// The load bench's mix: which screen's document a simulated person sends, how often, with what variables.
import * as doc from './load-documents.js';

export interface Person {
  token: string;
  username: string;
  /** An open step of one of their active goals, ticked and unticked in turn; null when they have none. */
  tick: string | null;
  ticked: boolean;
}

// The mix: [operation, weight, variables for a person and another person].
export type Pick = (
  me: Person,
  other: Person,
) => { query: string; variables: Record<string, unknown> } | null;
const SEARCHES = ['петро', 'анна', 'marathon', 'john', 'run', 'гитар'];
export const MIX: Array<[string, number, Pick]> = [
  ['CurrentUser', 20, () => ({ query: doc.CURRENT_USER, variables: { withProfileDetails: true } })],
  ['MyPlans', 12, () => ({ query: doc.MY_PLANS, variables: { first: 100, status: null } })],
  ['PlansCompany', 4, () => ({ query: doc.PLANS_COMPANY, variables: {} })],
  ['JoinedPlans', 4, () => ({ query: doc.JOINED_PLANS, variables: {} })],
  ['Agenda', 12, () => ({ query: doc.AGENDA, variables: { days: 14 } })],
  [
    'SetTaskCompleted',
    10,
    (me) => {
      if (!me.tick) return null;
      me.ticked = !me.ticked;
      return { query: doc.SET_TASK_COMPLETED, variables: { id: me.tick, completed: me.ticked } };
    },
  ],
  ['UserProfile', 6, (_, o) => ({ query: doc.USER_PROFILE, variables: { username: o.username } })],
  ['UserGoals', 6, (_, o) => ({ query: doc.USER_GOALS, variables: { username: o.username, first: 50 } })],
  ['ProfileOffers', 2, (_, o) => ({ query: doc.PROFILE_OFFERS, variables: { username: o.username } })],
  ['Achievements', 3, (_, o) => ({ query: doc.ACHIEVEMENTS, variables: { username: o.username } })],
  ['UserNews', 3, (_, o) => ({ query: doc.USER_NEWS, variables: { username: o.username, first: 20 } })],
  ['News', 8, () => ({ query: doc.NEWS, variables: { first: 20 } })],
  [
    'Search',
    5,
    () => ({
      query: doc.SEARCH,
      variables: { query: SEARCHES[Math.floor(Math.random() * SEARCHES.length)], first: 10 },
    }),
  ],
  ['UnreadNotificationCount', 5, () => ({ query: doc.UNREAD_COUNT, variables: {} })],
];
export const totalWeight = MIX.reduce((sum, [, w]) => sum + w, 0);
