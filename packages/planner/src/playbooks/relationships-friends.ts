import { biweekly, last, once, progressCount, t, type Variant, weekly } from './dsl.js';

/** New friends: find regular groups, keep showing up, turn acquaintances into one-on-one friendships. */
export const newFriendsVariant: Variant = {
  id: 'new-friends',
  match: {
    units: ['friend', 'person'],
    words:
      'new friends|(?:make|find) (?:some |new )?friends|meet (?:new )?people|(?:завести|найти|обрести) (?:\\p{L}+ )?друз|новых друз|новые друз|подруж|познаком|знакомств',
  },
  defaultWeeks: 12,
  sessionsPerWeek: 2,
  time: '19:00',
  phases: [
    {
      id: 'explore',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Places to meet people chosen', 'Выбраны места, где знакомиться'),
      steps: [
        once(
          t(
            'List three interests you could share with others',
            'Выписать три интереса, которые можно разделить с другими',
          ),
        ),
        once(
          t(
            'Find three regular groups around them: a club, a class, a volunteer team',
            'Найти три регулярные встречи по этим интересам: клуб, курс, волонтёрская команда',
          ),
        ),
        once(
          t(
            'Tell two friends or colleagues you would like to meet new people',
            'Сказать двум друзьям или коллегам, что хотите расширить круг общения',
          ),
        ),
        weekly(
          t(
            'Go to one of the groups and talk to two new people',
            'Сходить на одну из встреч и поговорить с двумя новыми людьми',
          ),
          { key: true, minutes: 120 },
        ),
      ],
    },
    {
      id: 'show-up',
      weight: 3,
      milestone: t('A regular face in one group', 'Вас уже знают в одной из компаний'),
      milestoneWithTarget: t('Checkpoint: {cum:nom} so far', 'Контрольная точка: уже {cum:nom}'),
      steps: [
        weekly(
          t(
            'Same group again: remember names, pick up last week’s conversations',
            'Снова та же встреча: запомнить имена, продолжить прошлые разговоры',
          ),
          { key: true, minutes: 120 },
        ),
        weekly(
          t(
            'Invite someone you met for coffee or a walk',
            'Пригласить нового знакомого на кофе или прогулку',
          ),
          {
            minutes: 60,
          },
        ),
        progressCount(),
      ],
    },
    {
      id: 'deepen',
      weight: 3,
      milestone: t('New acquaintances are becoming friends', 'Новые знакомые становятся друзьями'),
      milestoneWithTarget: t('Checkpoint: {cum:nom} so far', 'Контрольная точка: уже {cum:nom}'),
      steps: [
        weekly(t('Do something one-on-one with a new friend', 'Встретиться один на один с новым другом'), {
          key: true,
          minutes: 90,
        }),
        weekly(t('Message a new friend between meetings', 'Написать новому другу между встречами'), {
          minutes: 10,
        }),
        biweekly(
          t(
            'Host a small get-together: a game night, a picnic, a dinner',
            'Собрать небольшую компанию: настолки, пикник или ужин',
          ),
          { minutes: 180 },
        ),
        progressCount(),
      ],
    },
    {
      id: 'review',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: a new circle of friends', 'Цель достигнута: появился новый круг общения'),
      milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
      steps: [
        weekly(t('Meet one of your new friends', 'Встретиться с кем-нибудь из новых друзей'), {
          minutes: 90,
        }),
        progressCount(),
        last(
          t(
            'Plan something bigger together: a trip or an outing',
            'Запланировать вместе что-то большее: поездку или вылазку',
          ),
          {
            key: true,
          },
        ),
      ],
    },
  ],
};
