/**
 * What the bell can say: every kind of notification the server writes (the database's check constraint is
 * built from it) and the web app has a text for (a test fails on a kind without one).
 */
export const NOTIFICATION_KINDS = [
  'new_follower',
  'message',
  'mentor_comment',
  'mentor_suggestion',
  'achievement',
  'plan_joined',
  'kudos',
  'new_mentee',
  'endorsement',
  'suggestion_decided',
  'member_comment',
  'plan_left',
  'plan_removed',
  'plan_private',
  'nudge',
  'mentee_behind',
  'mentor_digest',
  'mentor_left',
  'mentor_invite_accepted',
  'guide_tip',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
