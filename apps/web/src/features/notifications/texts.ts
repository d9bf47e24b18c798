import { type Russian, registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

export const en = {
  bell: {
    title: 'Notifications',
    label: 'Notifications',
    labelUnread_one: 'Notifications: {{count}} unread',
    labelUnread_other: 'Notifications: {{count}} unread',
    markAll: 'Mark all as read',
    markRead: 'Mark as read',
    empty: 'No notifications yet',
    emptyText: 'New subscribers, messages and achievements will show up here.',
    loadMore: 'Load more',
    loadFailed: 'Could not load the notifications',
    retry: 'Try again',
    unread: 'Unread',
    someone: 'Someone',
    andOthers_one: 'and {{count}} other',
    andOthers_other: 'and {{count}} others',
    /** What several people did together ("Anna and 4 others …"). */
    together: {
      new_follower: 'subscribed to you',
      kudos: 'cheered you on',
      plan_joined: 'joined your plan',
      plan_left: 'left your plan',
    },
    kinds: {
      new_follower: 'subscribed to you',
      message: 'sent you a message',
      mentor_comment: 'commented on your task',
      mentor_suggestion: 'suggested a task',
      achievement: 'You earned an achievement',
      plan_joined: 'joined your plan',
      kudos: 'cheered you on',
      plan_left: 'left your plan',
      plan_removed: 'removed you from their plan',
      plan_private: 'made their plan private, and you are no longer in it',
      member_comment: 'replied under a task',
      suggestion_decided: 'answered your suggestion',
      suggestion_decided_accepted: 'accepted your suggestion',
      suggestion_decided_declined: 'declined your suggestion',
      endorsement: 'endorsed your goal',
      new_mentee: 'chose you as their mentor',
      other: 'Something new',
    },
  },
};

export const ru = {
  bell: {
    title: 'Уведомления',
    label: 'Уведомления',
    labelUnread_one: 'Уведомления: {{count}} непрочитанное',
    labelUnread_few: 'Уведомления: {{count}} непрочитанных',
    labelUnread_many: 'Уведомления: {{count}} непрочитанных',
    labelUnread_other: 'Уведомления: {{count}} непрочитанного',
    markAll: 'Прочитать все',
    markRead: 'Отметить прочитанным',
    empty: 'Уведомлений пока нет',
    emptyText: 'Здесь появятся новые подписчики, сообщения и достижения.',
    loadMore: 'Показать ещё',
    loadFailed: 'Не удалось загрузить уведомления',
    retry: 'Повторить',
    unread: 'Не прочитано',
    someone: 'Кто-то',
    andOthers_one: 'и ещё {{count}}',
    andOthers_few: 'и ещё {{count}}',
    andOthers_many: 'и ещё {{count}}',
    andOthers_other: 'и ещё {{count}}',
    together: {
      new_follower: 'теперь в ваших подписчиках',
      kudos: 'поддерживают вас',
      plan_joined: 'теперь в вашем плане',
      plan_left: 'больше не в вашем плане',
    },
    kinds: {
      new_follower: 'теперь в ваших подписчиках',
      message: 'пишет вам',
      mentor_comment: 'комментирует вашу задачу',
      mentor_suggestion: 'предлагает задачу',
      achievement: 'Вы получили достижение',
      plan_joined: 'теперь в вашем плане',
      kudos: 'поддерживает вас',
      plan_left: 'больше не в вашем плане',
      plan_removed: 'исключает вас из своего плана',
      plan_private: 'делает свой план личным, и вы больше не в нём',
      member_comment: 'отвечает под задачей',
      suggestion_decided: 'отвечает на ваше предложение',
      suggestion_decided_accepted: 'принимает ваше предложение',
      suggestion_decided_declined: 'отклоняет ваше предложение',
      endorsement: 'отмечает вашу цель',
      new_mentee: 'выбирает вас наставником',
      other: 'Что-то новое',
    },
  },
} satisfies Russian<typeof en>;

export const BELL_NS = 'bell';
registerTexts(BELL_NS, en, ru);

export type BellKey = TextKey<typeof en>;
const namespaces = [BELL_NS];
export const useBellTexts = () => useTexts<BellKey>(namespaces);
