import type { Playbook } from '../playbook-schema.js';
import { biweekly, last, once, progressCount, spread, t, weekly } from './dsl.js';
import { newFriendsVariant } from './relationships-friends.js';

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
    newFriendsVariant,
    {
      id: 'partner',
      match: {
        units: ['date'],
        words:
          'wife|husband|partner|girlfriend|boyfriend|spouse|dates?\\b|жен[аеыуо]|муж[аеуо]?\\b|мужем|партн[её]р|девушк|парн[ея]м?\\b|свидани',
      },
      defaultWeeks: 10,
      sessionsPerWeek: 2,
      time: '19:30',
      phases: [
        {
          id: 'talk',
          weight: 1,
          maxWeeks: 1,
          milestone: t('Wishes talked through together', 'Желания обсуждены вместе'),
          steps: [
            once(
              t(
                'Ask your partner what they would love to do together; make a shared list',
                'Спросить партнёра, чем хочется заниматься вместе, и составить общий список',
              ),
            ),
            once(
              t(
                'Put a fixed evening for the two of you in both calendars',
                'Внести постоянный вечер для двоих в оба календаря',
              ),
            ),
            weekly(
              t(
                'Evening talk, 20 min: how the week went for each of you',
                'Вечерний разговор, 20 минут: как прошла неделя у каждого',
              ),
              { minutes: 20 },
            ),
          ],
        },
        {
          id: 'dates',
          weight: 4,
          milestone: t('An evening for two every week', 'Вечер для двоих каждую неделю'),
          milestoneWithTarget: t(
            'Dates so far: {cum:num} of {target:num}',
            'Свиданий позади: {cum:num} из {target:num}',
          ),
          steps: [
            weekly(
              t(
                'Evening for two: something from your shared list',
                'Вечер для двоих: что-то из общего списка',
              ),
              { key: true, when: 'noTarget', minutes: 120 },
            ),
            weekly(
              t(
                'Evening talk, 20 min: how the week went for each of you',
                'Вечерний разговор, 20 минут: как прошла неделя у каждого',
              ),
              { minutes: 20 },
            ),
            weekly(
              t('Thank your partner for something specific', 'Поблагодарить партнёра за что-то конкретное'),
              { minutes: 5 },
            ),
            spread(
              t(
                'Date {cum:num} of {target:num}: something from your shared list',
                'Свидание {cum:num} из {target:num}: что-то из вашего общего списка',
              ),
              { units: ['date'], minutes: 120 },
            ),
          ],
        },
        {
          id: 'closer',
          weight: 3,
          milestone: t('Closer than before', 'Вы стали ближе'),
          milestoneWithTarget: t(
            'Dates so far: {cum:num} of {target:num}',
            'Свиданий позади: {cum:num} из {target:num}',
          ),
          steps: [
            weekly(
              t(
                'Evening for two: try something new together',
                'Вечер для двоих: попробовать вместе что-то новое',
              ),
              { key: true, when: 'noTarget', minutes: 120 },
            ),
            weekly(
              t(
                'Honest talk: one wish and one worry each',
                'Откровенный разговор: по одному желанию и одной тревоге у каждого',
              ),
              { minutes: 30 },
            ),
            weekly(
              t('Thank your partner for something specific', 'Поблагодарить партнёра за что-то конкретное'),
              { minutes: 5 },
            ),
            spread(
              t(
                'Date {cum:num} of {target:num}: try something new together',
                'Свидание {cum:num} из {target:num}: попробовать вместе что-то новое',
              ),
              { units: ['date'], minutes: 120 },
            ),
          ],
        },
        {
          id: 'ahead',
          weight: 1,
          maxWeeks: 2,
          milestone: t(
            'Goal reached: time together is part of your life',
            'Цель достигнута: время вдвоём стало частью жизни',
          ),
          milestoneWithTarget: t('Goal reached: {target:num} dates', 'Цель достигнута: {target:nom}'),
          steps: [
            spread(
              t(
                'Date {cum:num} of {target:num}: the one you both liked most, again',
                'Свидание {cum:num} из {target:num}: повторить то, что понравилось обоим больше всего',
              ),
              { units: ['date'], minutes: 120 },
            ),
            last(
              t('Talk about what you want to keep doing together', 'Обсудить, что хотите сохранить дальше'),
            ),
            last(
              t(
                'Plan a trip or a special day for the two of you',
                'Запланировать поездку или особенный день для двоих',
              ),
              { key: true },
            ),
          ],
        },
      ],
    },
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
