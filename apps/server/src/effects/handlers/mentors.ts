// What mentors and mentees hear: a mentor from the scheduled checks on their mentees (modules/mentors:
// behind.service.ts, digest.service.ts); a mentee when their mentor leaves, accepts their invite, or (a built-in
// guide) has a tip for a milestone done. Bell items written in the change's transaction, announced after its commit.
import { guideTipsFor } from '../../modules/mentors/guides.js';
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

/** Each released mentee hears that their mentor stopped mentoring, and is asked to choose again. */
export const mentorLeft: InTransaction<'mentorLeft'> = async (tx, event, effects) => {
  for (const menteeId of event.menteeIds) {
    const item = await notify(tx, {
      userId: menteeId,
      kind: 'mentor_left',
      actorId: event.mentorId,
      data: { name: event.name, reason: 'stopped' },
    });
    if (item) effects.notices.push([menteeId, item]);
  }
};

/** The person hears that someone accepted their invite link and is now their mentor. */
export const inviteAccepted: InTransaction<'mentorInviteAccepted'> = async (tx, event, effects) => {
  const item = await notify(tx, {
    userId: event.menteeId,
    kind: 'mentor_invite_accepted',
    actorId: event.mentorId,
  });
  if (item) effects.notices.push([event.menteeId, item]);
};

/** A milestone done brings its owner their built-in guide's tip for the goal's area (modules/mentors/guides.ts). */
export const guideTip: InTransaction<'milestoneReached'> = async (tx, event, effects) => {
  for (const tip of await guideTipsFor(tx, event.milestoneId, event.userIds)) {
    const item = await notify(tx, {
      userId: tip.userId,
      kind: 'guide_tip',
      actorId: tip.guideId,
      goalId: tip.goalId,
      taskId: tip.milestoneId,
      data: { title: tip.title, label: tip.label, text: tip.tip },
    });
    if (item) effects.notices.push([tip.userId, item]);
  }
};
