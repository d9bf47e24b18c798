import type { Playbook } from '../playbook-schema.js';
import { biweekly, last, once, spread, t, weekly } from './dsl.js';

const sits = [
  t('Follow the breath for {session}, eyes closed', 'Медитировать {session}, внимание на дыхании'),
  t('Body scan for {session}, from the feet up', 'Медитировать {session}, сканирование тела от стоп вверх'),
  t(
    'Loving-kindness practice for {session}: yourself, someone close, someone neutral',
    'Медитировать {session}, доброжелательность к себе, близкому и незнакомому',
  ),
  t('Sit for {session} with sounds and open awareness', 'Медитировать {session}, внимание на звуки вокруг'),
  t(
    'Sit for {session} and note thoughts as they come, without judging',
    'Медитировать {session}, замечать мысли и отпускать их, не оценивая',
  ),
];
const sitsPlain = [
  t('Follow the breath for 10 min, eyes closed', 'Медитировать 10 минут, внимание на дыхании'),
  t('Body scan for 10 min, from the feet up', 'Медитировать 10 минут, сканирование тела от стоп вверх'),
  t('Loving-kindness practice for 15 min', 'Медитировать 15 минут, доброжелательность к себе и другим'),
  t('Quiet reflection or prayer, 15 min', 'Тихое размышление или молитва, 15 минут'),
  t(
    'Walking meditation, 15 min, slow and attentive',
    'Медитация при ходьбе, 15 минут, медленно и внимательно',
  ),
];
const practice = (times: number) => [
  weekly(sits, { times, when: 'level', minutes: 20 }),
  weekly(sitsPlain, { times, when: 'noTarget', minutes: 20 }),
];
const sessions = () =>
  spread(
    t(
      'Session {cum:num} of {target:num}: 10–15 min, follow the breath',
      'Практика {cum:num} из {target:num}: 10–15 минут, внимание на дыхании',
    ),
    {
      minutes: 15,
    },
  );
const gratitude = weekly(
  t(
    'Gratitude journal: three good things from the week',
    'Дневник благодарности: три хороших события недели',
  ),
  { minutes: 10 },
);

export const spiritualityPlaybook: Playbook = {
  id: 'default-spirituality',
  category: 'spirituality',
  variants: [
    {
      id: 'practice',
      defaultWeeks: 8,
      sessionsPerWeek: 5,
      time: '07:00',
      phases: [
        {
          id: 'begin',
          weight: 1,
          maxWeeks: 1,
          milestone: t('Practice chosen, first sessions done', 'Практика выбрана, первые занятия позади'),
          steps: [
            once(
              t(
                'Choose a practice: breath, body scan or prayer',
                'Выбрать практику: дыхание, сканирование тела или молитва',
              ),
            ),
            once(
              t(
                'Prepare a quiet spot and a fixed time, right after waking',
                'Подготовить тихое место и постоянное время, сразу после пробуждения',
              ),
            ),
            ...practice(3),
            sessions(),
          ],
        },
        {
          id: 'habit',
          weight: 3,
          milestone: t('Daily practice holds', 'Ежедневная практика держится'),
          milestoneWithTarget: t('Daily practice: {cum:nom} now', 'Ежедневная практика: уже {cum:nom}'),
          steps: [...practice(5), gratitude, sessions()],
        },
        {
          id: 'deepen',
          weight: 3,
          milestone: t('The practice feels like your own', 'Практика стала своей'),
          milestoneWithTarget: t('Daily practice: {cum:nom} now', 'Ежедневная практика: уже {cum:nom}'),
          steps: [
            ...practice(5),
            gratitude,
            biweekly(
              t(
                'Read a chapter of a spiritual or philosophical book',
                'Прочитать главу духовной или философской книги',
              ),
              { minutes: 30 },
            ),
            biweekly(t('Walk in nature in silence, 40 min', 'Прогулка на природе в тишине, 40 минут'), {
              minutes: 40,
            }),
            sessions(),
          ],
        },
        {
          id: 'integrate',
          weight: 1,
          maxWeeks: 2,
          milestone: t(
            'Goal reached: the practice is part of your life',
            'Цель достигнута: практика стала частью жизни',
          ),
          milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
          steps: [
            ...practice(4),
            sessions(),
            last(
              t(
                'Half-day retreat: a longer sit, silence, no screens',
                'Полдня ретрита: долгая практика, тишина, без экранов',
              ),
              { key: true, minutes: 240 },
            ),
            last(
              t(
                'Write down what has changed and what you will keep',
                'Записать, что изменилось и что останется с вами',
              ),
            ),
          ],
        },
      ],
    },
  ],
};
