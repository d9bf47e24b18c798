import { biweekly, last, once, spread, step, t, type Variant, weekly } from './dsl.js';

/** Meeting people and finding a partner, for someone who is single: places, a profile, dates, reflection. */
export const datingVariant: Variant = {
  id: 'dating',
  defaultWeeks: 12,
  sessionsPerWeek: 2,
  time: '19:00',
  phases: [
    {
      id: 'clarity',
      weight: 1,
      maxWeeks: 2,
      milestone: t('You know what you are looking for', 'Понятно, кого и какие отношения вы ищете'),
      steps: [
        once(
          t(
            'Write down what matters to you in a partner: three must-haves and three deal-breakers',
            'Записать, что важно в партнёре: три обязательных качества и три неприемлемых',
          ),
        ),
        once(
          t(
            'Make a dating profile: three recent photos and a few honest lines about yourself',
            'Сделать анкету для знакомств: три свежих фото и несколько честных строк о себе',
          ),
        ),
        once(
          t(
            'List places where people you would like to meet spend time',
            'Выписать места, где бывают люди, с которыми хотелось бы познакомиться',
          ),
        ),
      ],
    },
    {
      id: 'meet',
      weight: 3,
      milestone: t('Meeting new people every week', 'Новые знакомства каждую неделю'),
      steps: [
        step(
          t(
            'Join a regular group activity: a club, a class or volunteering',
            'Записаться на регулярное занятие в группе: клуб, курс или волонтёрство',
          ),
        ),
        weekly(
          [
            t(
              'Go to one social event or class and talk to two new people',
              'Сходить на одно мероприятие или занятие и заговорить с двумя новыми людьми',
            ),
            t(
              'Message three people you like and suggest meeting for coffee',
              'Написать трём понравившимся людям и предложить встретиться на кофе',
            ),
          ],
          { times: 2, minutes: 60 },
        ),
      ],
    },
    {
      id: 'dates',
      weight: 3,
      milestone: t('Going on dates, seeing someone again', 'Свидания идут, с кем-то — уже не первое'),
      steps: [
        weekly(
          [
            t(
              'A first date: coffee or a walk, an hour at most',
              'Первое свидание: кофе или прогулка, не дольше часа',
            ),
            t(
              'Suggest a second meeting to someone you enjoyed talking to',
              'Предложить вторую встречу тому, с кем было интересно',
            ),
          ],
          { times: 1, minutes: 90, when: 'noTarget' },
        ),
        spread(
          t(
            'First date {cum:num} of {target:num}: coffee or a walk, an hour at most; say so if you want to meet again',
            'Первое свидание {cum:num} из {target:num}: кофе или прогулка не дольше часа; если интересно — предложить встретиться ещё',
          ),
          { minutes: 90 },
        ),
        weekly(
          t(
            'Message three people you like and suggest meeting for coffee',
            'Написать трём понравившимся людям и предложить встретиться на кофе',
          ),
          { times: 1, minutes: 30, when: 'total' },
        ),
        biweekly(
          t(
            'After the dates: what you liked, what to change in how you meet people',
            'После свиданий: что понравилось и что поменять в знакомствах',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'review',
      weight: 1,
      milestone: t('Clear on who you want to keep seeing', 'Понятно, с кем хочется встречаться дальше'),
      steps: [
        last(
          t(
            'Look back on the months of dating and decide your next step',
            'Оглянуться на эти месяцы знакомств и решить, что дальше',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};
