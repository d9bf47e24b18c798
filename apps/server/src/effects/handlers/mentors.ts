// What a mentor hears from the scheduled checks on their mentees (modules/mentors: behind.service.ts,
// digest.service.ts): a bell item, written in the check's transaction and announced after its commit.
import { notify } from '../../modules/notifications/notifications.service.js';
import type { InTransaction } from '../steps.js';

/** The mentor hears that a mentee's goal fell behind (the forecast, or days without a tick), with a link to it. */
export const menteeBehind: InTransaction<'menteeBehind'> = async (tx, event, effects) => {
  const item = await notify(tx, {
    userId: event.mentorId,
    kind: 'mentee_behind',
    actorId: event.menteeId,
    goalId: event.goal.id,
    data: { title: event.goal.title, reason: event.reason, days: event.days },
  });
  if (item) effects.notices.push([event.mentorId, item]);
};

/** The mentor hears that the week's digest is ready (the bell item opens it). */
export const digestReady: InTransaction<'mentorDigestReady'> = async (tx, event, effects) => {
  const item = await notify(tx, {
    userId: event.mentorId,
    kind: 'mentor_digest',
    data: {
      digestId: event.digestId,
      week: event.weekStart,
      mentees: event.mentees,
      behind: event.behind,
    },
  });
  if (item) effects.notices.push([event.mentorId, item]);
};
