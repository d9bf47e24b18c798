// What the live seam carries: every event a person's open pages hear of, and the topics they travel on.
// Types only, below the domain modules: a module publishes these, and events/live.ts knows no module.
import type { PersonCard, PersonRef } from '../kernel/people.js';

/** A change to a plan with company, for the other participants' open pages (a member's tick, a join...). */
export interface PlanActivity {
  type: 'planActivity';
  goalId: string;
  /** Who did it. */
  userId: string;
  kind:
    | 'progress'
    | 'plan'
    | 'joined'
    | 'left'
    | 'removed'
    | 'kudos'
    | 'nudge'
    | 'offer'
    | 'comment'
    | 'paused'
    | 'result';
  /** For 'comment': the task whose thread (and comment count) changed. */
  taskId?: string | null;
}

/** One line of the news: who (actor), what (kind + data), when, and the goal it links to. */
export interface NewsItem {
  id: number;
  /** goal_set, milestone_reached, goal_achieved, plan_opened, achievement_earned, mentee_joined */
  kind: string;
  actor: PersonRef;
  /** Who else it is about: the mentee who joined a mentor. */
  subject: PersonRef | null;
  goalId: string | null;
  taskId: string | null;
  /** Copied at the time: `title` (the goal's), `label` (the milestone's). */
  data: Record<string, string | number | null>;
  visibility: string;
  createdAt: Date;
}

/** A new line of the news, for the open pages of someone who would see it. */
export interface NewsAdded {
  type: 'news';
  item: NewsItem;
}

export interface NotificationItem {
  id: number;
  kind: string;
  actor: PersonRef | null;
  goalId: string | null;
  taskId: string | null;
  conversationId: string | null;
  data: Record<string, string | number | null>;
  createdAt: Date;
  read: boolean;
}

/** A change to the person's bell, for their open pages: a new notification, or a new unread count. */
export interface NotificationsChanged {
  type: 'notifications';
  unreadCount: number;
  /** The new notification; null when only the count changed (marked read elsewhere). */
  notification: NotificationItem | null;
}

export interface MessageItem {
  id: string;
  conversationId: string;
  senderId: string;
  text: string;
  createdAt: Date;
  /** Read by its recipient (for my messages: the other person has seen it; for theirs: I have). */
  read: boolean;
}

/** Live: a new message, to its recipient and to the sender's other tabs and devices. */
export interface MessageAdded {
  type: 'messageAdded';
  message: Omit<MessageItem, 'read'>;
  sender: PersonCard;
  recipient: PersonCard;
}

/** Live: the person read a conversation (in another tab): their badge's new count. */
export interface ConversationRead {
  type: 'conversationRead';
  conversationId: string;
  unreadMessageCount: number;
}

export type MessageEvent = MessageAdded | ConversationRead;

/** A change to one of the user's own tasks (a tick on another device or tab). */
export interface TaskChanged {
  type: 'taskChanged';
  change: 'added' | 'updated' | 'moved' | 'completed' | 'reopened' | 'deleted';
  goalId: string;
  /** The task after the change (before it, for a deletion). */
  task: Record<string, unknown> & { id: string };
}

/** Everything meant for one signed-in person; messages, news and notifications join this union. */
export type UserEvent = TaskChanged | NewsAdded | NotificationsChanged | MessageEvent | PlanActivity;

/** A user's cached sessions are dropped (nonce: the publisher's, to know when Redis handed it back). */
export interface SessionsRevoked {
  type: 'sessionsRevoked';
  userId: string;
  nonce: string;
}

/** The topics of the one publish/subscribe seam; a topic with an id is a channel per id. */
export type Topics = {
  'stepwise:user': [userId: string, event: UserEvent];
  /** What everyone may see as it happens: public news, for guests' open /news pages. */
  'stepwise:public': [channel: 'news', event: UserEvent];
  /** A user's cached sessions must be dropped in every process (modules/auth/session-cache.ts). */
  'stepwise:sessions': [channel: 'revoked', event: SessionsRevoked];
};
