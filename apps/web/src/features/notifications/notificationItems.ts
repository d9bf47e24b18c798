// What a bell item says and where it leads, from its kind: every kind the server sends
// (@stepwise/domain/notifications) has its text; an unknown one reads as 'other'.
import { NOTIFICATION_KINDS } from '@stepwise/domain/notifications';
import { paths } from '../../shared/paths';

export const KINDS: ReadonlySet<string> = new Set(NOTIFICATION_KINDS);

export interface Item {
  id: string;
  kind: string;
  actor?: { username: string; name: string; avatarUrl?: string | null } | null;
  goalId?: string | null;
  title?: string | null;
  text?: string | null;
  /** For suggestion_decided: accepted or declined. */
  decision?: string | null;
  /** For mentee_behind: forecast or idle, and the days. */
  reason?: string | null;
  days?: number | null;
  /** For mentor_digest: the digest it opens. */
  digestId?: string | null;
  /** For a comment under a step, a guide's tip: the step (or milestone) it is about, and its label. */
  taskId?: string | null;
  label?: string | null;
  read: boolean;
  createdAt: string;
}

/** Where a notification leads. */
export function notificationLink(item: Item): string {
  if (item.kind === 'message' && item.actor) return paths.conversation(item.actor.username);
  if (item.kind === 'achievement') return paths.achievements;
  // A mentor's notices: the mentee's plan opens on the mentees page, the digest beside it.
  if (item.kind === 'mentee_behind' && item.goalId) return paths.menteeGoal(item.goalId);
  if (item.kind === 'mentor_digest' && item.digestId) return paths.mentorDigest(item.digestId);
  // A mentor's side: their mentees' comments, answers to suggestions and new mentees.
  if (item.kind === 'member_comment' || item.kind === 'suggestion_decided' || item.kind === 'new_mentee')
    return paths.mentees;
  if (item.kind === 'endorsement') return paths.goals;
  // The mentor left: choose again, in the settings' mentor picker. An invite accepted: who mentors you now.
  if (item.kind === 'mentor_left') return `${paths.settings}?pickMentor=1#my-mentor`;
  if (item.kind === 'mentor_invite_accepted') return `${paths.settings}#my-mentor`;
  // A comment under a step: its plan opens at that step, with the thread open.
  if (item.kind === 'mentor_comment' && item.goalId && item.taskId)
    return `${paths.plans}?task=${item.taskId}#goal-${item.goalId}`;
  // Removed from a plan: it is no longer on their plans page; its owner's profile is.
  if ((item.kind === 'plan_removed' || item.kind === 'plan_private') && item.actor)
    return paths.userProfile(item.actor.username);
  if (item.goalId) return `${paths.plans}#goal-${item.goalId}`;
  if (item.actor) return paths.userProfile(item.actor.username);
  return paths.profile;
}

/** Kinds that several people's actions collapse into ("Anna and 4 others joined your plan"). */
export const TOGETHER = new Set(['new_follower', 'kudos', 'plan_joined', 'plan_left']);

/** The key of what happened, after the actor's name: an answer to a suggestion says which answer it was. */
export function notificationKindKey(
  item: Pick<Item, 'kind' | 'decision' | 'reason' | 'days'>,
): `bell.kinds.${string}` {
  if (!KINDS.has(item.kind)) return 'bell.kinds.other';
  if (item.kind === 'mentor_left' && item.reason === 'deleted') return 'bell.kinds.mentor_left_deleted';
  if (item.kind === 'mentee_behind' && (item.reason === 'forecast' || item.reason === 'idle') && item.days)
    return `bell.kinds.mentee_behind_${item.reason}`;
  if (item.kind === 'suggestion_decided' && (item.decision === 'accepted' || item.decision === 'declined'))
    return `bell.kinds.suggestion_decided_${item.decision}`;
  return `bell.kinds.${item.kind}`;
}
