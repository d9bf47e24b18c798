import { biweekly, last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * Getting more done with the same hours: where the time goes is measured first, then a weekly plan of the few
 * things that matter, focus blocks and one time-eater cut at a time, and the measurement repeated at the end.
 */
/** The weekly plan of the few things that matter, kept from the system phase on. */
const planTheWeek = () =>
  weekly(
    t(
      'Plan the week, 20 min: the three most important tasks, each given a time in the calendar',
      'План на неделю, 20 минут: три главные задачи, у каждой своё время в календаре',
    ),
    { minutes: 20, key: true },
  );

const FOCUS = t(
  'Focus block, 90 min: the day’s main task first, the phone in another room',
  'Час-полтора без отвлечений: сначала главная задача дня, телефон в другой комнате',
);

export const timeAuditVariant: Variant = {
  id: 'time-audit',
  defaultWeeks: 8,
  sessionsPerWeek: 3,
  time: '08:30',
  phases: [
    {
      id: 'audit',
      weight: 1,
      maxWeeks: 1,
      milestone: t('You know where your time goes', 'Понятно, куда уходит ваше время'),
      steps: [
        once(
          t(
            'Write down what you did every half hour for three ordinary days, honestly, without changing anything',
            'Три обычных дня записывать, на что ушло каждые полчаса, честно и ничего не меняя',
          ),
          { minutes: 15 },
        ),
        once(
          t(
            'Mark each hour of the three days: what mattered, what had to be done, what was lost',
            'Разметить каждый час этих трёх дней: что было важным, что обязательным, что потерянным',
          ),
          { minutes: 30 },
        ),
        once(
          t(
            'Write down the three things you want to have more time for, and the two biggest time-eaters',
            'Записать три дела, на которые хотите успевать больше времени, и два главных пожирателя времени',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'system',
      weight: 3,
      milestone: t('The week is planned around what matters', 'Неделя планируется вокруг главного'),
      steps: [
        planTheWeek(),
        weekly(
          [
            FOCUS,
            t(
              'Batch the small tasks in one slot of 30 minutes: messages, calls, errands',
              'Собрать мелкие дела в один отрезок на 30 минут: сообщения, звонки, поручения',
            ),
          ],
          { times: 2, minutes: 90 },
        ),
        step(
          t(
            'Cut one time-eater from the audit: turn off the notifications, drop a meeting or set a limit',
            'Убрать один пожиратель времени из записей: отключить уведомления, отказаться от встречи или поставить лимит',
          ),
          { minutes: 20 },
        ),
        step(
          t(
            'Hand over or drop one recurring task someone else can do, or nobody needs',
            'Передать другому или бросить одно повторяющееся дело, которое может сделать кто-то ещё или не нужно никому',
          ),
          { minutes: 20 },
        ),
        step(
          t(
            'Say no to one new request that does not fit the week’s three tasks',
            'Отказаться от одной новой просьбы, которая не вписывается в три главные задачи недели',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'keep',
      weight: 2,
      milestone: t('The habit holds in a busy week', 'Привычка держится и в загруженную неделю'),
      steps: [
        planTheWeek(),
        weekly(
          [
            FOCUS,
            t(
              'Focus block, 90 min on the hardest of the week’s three tasks, notifications off',
              'Час-полтора над самой трудной из трёх задач недели, уведомления выключены',
            ),
          ],
          { times: 2, minutes: 90 },
        ),
        biweekly(
          t(
            'Look back at two weeks: which of the planned tasks got done, what pushed the rest aside',
            'Оглянуться на две недели: какие задачи из плана сделаны, что вытеснило остальные',
          ),
          { minutes: 15 },
        ),
        last(
          t(
            'Write down your time for three days again and compare it with the first audit',
            'Снова три дня записывать своё время и сравнить с первыми записями',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};
