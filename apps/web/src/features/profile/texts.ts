import { GOALS_NS, type GoalsKey } from '../../shared/goals/texts';
import { type Russian, registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

/** The texts of the profile's plans and offers sections (namespace `profile`). */
export const en = {
  profilePlans: {
    empty: 'No public plans yet',
    onlyMe: 'Only me',
    subscribers: 'Subscribers',
    emptyOwn: 'Set a goal: public goals are shown here with their progress.',
    emptyGuest: 'This person has not shared any goals yet.',
    setGoal: 'Set a goal',
    allGoals: 'All goals',
    loadFailed: 'Could not load the plans',
  },
  profileOffers: {
    emptyOwnTitle: 'No open offers',
    emptyOwn:
      'Follow a plan with company: on the Plans page, open a plan’s menu (⋯) and choose “Open to company”. It will be listed here for others to join.',
    toPlans: 'Go to my plans',
    emptyGuestTitle: 'No open offers',
    emptyGuest: 'No plans to join here yet. Offers to follow a plan together will show up here.',
    loadFailed: 'Could not load the offers',
    anyone: 'Open to all',
    followers: 'Subscribers only',
    members_one: '{{count}} member',
    members_other: '{{count}} members',
    membersCap: '{{count}} of {{cap}} members',
    join: 'Join',
    joinPlan: 'Join “{{title}}”',
    leave: 'Leave',
    leavePlan: 'Leave “{{title}}”',
    joined: 'You joined “{{title}}”. Its steps are now on your Plans page.',
    left: 'You left “{{title}}”',
    joinedState: 'You follow this plan',
    openPlan: 'Open in my plans',
    own: 'Your offer',
    full: 'No places left',
    followersOnly: 'Only subscribers of {{name}} can join. Subscribe first.',
    blocked: 'You cannot join this plan',
    removed:
      '{{name}} removed you from this plan. You can join again once they close the offer and open it anew.',
    signedOut: 'Sign in to join',
    failed: 'Could not do that',
  },
};

export const ru = {
  profilePlans: {
    empty: 'Открытых планов пока нет',
    onlyMe: 'Только мне',
    subscribers: 'Подписчики',
    emptyOwn: 'Поставьте цель — открытые цели появятся здесь вместе с прогрессом.',
    emptyGuest: 'Этот человек пока не поделился целями.',
    setGoal: 'Поставить цель',
    allGoals: 'Все цели',
    loadFailed: 'Не удалось загрузить планы',
  },
  profileOffers: {
    emptyOwnTitle: 'Открытых предложений нет',
    emptyOwn:
      'Выполняйте план в компании: на странице «Планы» откройте меню плана (⋯) и выберите «Открыть для компании». План появится здесь, и другие смогут присоединиться.',
    toPlans: 'К моим планам',
    emptyGuestTitle: 'Открытых предложений нет',
    emptyGuest:
      'Пока нет планов, к которым можно присоединиться. Предложения выполнять план вместе появятся здесь.',
    loadFailed: 'Не удалось загрузить предложения',
    anyone: 'Для всех',
    followers: 'Только подписчики',
    members_one: '{{count}} участник',
    members_few: '{{count}} участника',
    members_many: '{{count}} участников',
    members_other: '{{count}} участника',
    membersCap: '{{count}} из {{cap}} участников',
    join: 'Присоединиться',
    joinPlan: 'Присоединиться к «{{title}}»',
    leave: 'Покинуть',
    leavePlan: 'Покинуть «{{title}}»',
    joined: 'Вы присоединились к «{{title}}». Его шаги теперь на странице «Планы».',
    left: 'Вы покинули «{{title}}»',
    joinedState: 'Вы выполняете этот план',
    openPlan: 'Открыть в моих планах',
    own: 'Ваше предложение',
    full: 'Мест не осталось',
    followersOnly: 'Присоединиться могут только подписчики ({{name}}). Сначала подпишитесь.',
    blocked: 'Вы не можете присоединиться к этому плану',
    removed:
      'Владелец ({{name}}) исключил вас из этого плана. Присоединиться снова можно, когда предложение закроют и откроют заново.',
    signedOut: 'Войдите, чтобы присоединиться',
    failed: 'Не удалось выполнить действие',
  },
} satisfies Russian<typeof en>;

const NS = 'profile';
registerTexts(NS, en, ru);

const plansNamespaces = [NS, GOALS_NS];
/** `t` for the plans section and the shared goal texts, typed by the English texts. */
export const useProfilePlansT = () =>
  useTexts<TextKey<Pick<typeof en, 'profilePlans'>> | GoalsKey>(plansNamespaces);

const offersNamespaces = [NS];
/** `t` for the offers section, typed by the English texts. */
export const useProfileOffersT = () => useTexts<TextKey<Pick<typeof en, 'profileOffers'>>>(offersNamespaces);
