import type { Playbook } from '../playbook-schema.js';
import { biweekly, last, once, progressCount, t, weekly } from './dsl.js';

const reachOut = [
  t('Call someone you miss', 'Позвонить тому, по кому скучаете'),
  t('Plan a meeting with a friend or relative', 'Договориться о встрече с другом или родственником'),
  t(
    'Ask someone how they really are, and listen without giving advice',
    'Спросить кого-то, как он на самом деле, и выслушать без советов',
  ),
];
const closer = [
  t('Do something together that you both enjoy', 'Заняться вместе тем, что нравится обоим'),
  t('Thank someone close for something specific', 'Поблагодарить близкого человека за что-то конкретное'),
  t('Have an honest talk about something that matters', 'Откровенно поговорить о том, что важно'),
];
const together = weekly(t('Time together, 1 hour, phones away', 'Время вместе, 1 час, телефоны отложены'), {
  key: true,
  minutes: 60,
});

export const relationshipsPlaybook: Playbook = {
  id: 'default-relationships',
  category: 'relationships',
  variants: [
    {
      id: 'connect',
      defaultWeeks: 8,
      sessionsPerWeek: 3,
      time: '19:30',
      phases: [
        {
          id: 'reflect',
          weight: 1,
          maxWeeks: 1,
          milestone: t('Clear what you want from your relationships', 'Понятно, каких отношений вы хотите'),
          steps: [
            once(
              t(
                'Write down who matters most and how often you see them now',
                'Записать, кто для вас важнее всего и как часто вы сейчас видитесь',
              ),
            ),
            once(
              t(
                'Name in one sentence the one thing you want to change',
                'Одной фразой сформулировать главное, что хотите изменить',
              ),
            ),
            once(
              t(
                'Block regular time in the calendar for people, not only for tasks',
                'Выделить в календаре регулярное время для людей, а не только для дел',
              ),
            ),
            weekly(reachOut, { times: 2, minutes: 20 }),
          ],
        },
        {
          id: 'connect',
          weight: 3,
          milestone: t('Keeping in touch is a habit', 'Общение с близкими вошло в привычку'),
          milestoneWithTarget: t('Progress: {cum:nom}', 'Прогресс: {cum:nom}'),
          steps: [weekly(reachOut, { times: 2, minutes: 20 }), together, progressCount()],
        },
        {
          id: 'deepen',
          weight: 3,
          milestone: t('Relationships feel closer', 'Отношения стали ближе'),
          milestoneWithTarget: t('Progress: {cum:nom}', 'Прогресс: {cum:nom}'),
          steps: [
            weekly(closer, { times: 2, minutes: 45 }),
            together,
            biweekly(
              t(
                'Meet new people: a club, a class or an event',
                'Познакомиться с новыми людьми: клуб, курс или мероприятие',
              ),
              { minutes: 90 },
            ),
            progressCount(),
          ],
        },
        {
          id: 'review',
          weight: 1,
          maxWeeks: 2,
          milestone: t(
            'Goal reached: closer to the people who matter',
            'Цель достигнута: вы ближе к важным людям',
          ),
          milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
          steps: [
            weekly(reachOut, { minutes: 20 }),
            progressCount(),
            last(
              t(
                'Look back: what changed and what you want to keep',
                'Оглянуться назад: что изменилось и что хочется сохранить',
              ),
            ),
            last(
              t('Plan the next get-together or trip', 'Запланировать следующую встречу или поездку вместе'),
              { key: true },
            ),
          ],
        },
      ],
    },
  ],
};
