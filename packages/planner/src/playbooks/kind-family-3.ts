import { biweekly, last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * A small child starting kindergarten or nursery: the place and the papers, the home routine moved to the
 * kindergarten's, short visits that grow into full days, a calm goodbye ritual.
 */
export const kindergartenVariant: Variant = {
  id: 'kindergarten',
  defaultWeeks: 8,
  sessionsPerWeek: 3,
  time: '19:00',
  phases: [
    {
      id: 'papers',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Place confirmed, medical form ready', 'Место подтверждено, медкарта готова'),
      steps: [
        once(
          t(
            'Confirm the place and the start date with the kindergarten; ask how the settling-in works',
            'Подтвердить место и дату выхода в детском саду; спросить, как проходит адаптация',
          ),
          { workday: true, minutes: 30 },
        ),
        step(
          t(
            'Health check and vaccinations for the kindergarten’s medical form',
            'Медосмотр и прививки для медицинской карты в детский сад',
          ),
          { workday: true, minutes: 120 },
        ),
        step(
          t(
            'Get the things on the kindergarten’s list and name them: change of clothes, indoor shoes',
            'Собрать вещи по списку детского сада и подписать: сменная одежда, сменная обувь',
          ),
          { minutes: 60 },
        ),
      ],
    },
    {
      id: 'routine',
      weight: 2,
      milestone: t('The child lives by the kindergarten’s day', 'Ребёнок живёт по режиму детского сада'),
      steps: [
        weekly(
          [
            t(
              'Kindergarten routine at home: wake-up, meals and nap at the kindergarten’s times',
              'Режим детского сада дома: подъём, еда и дневной сон во время, как в саду',
            ),
            t(
              'Play “kindergarten” with the child: toys say goodbye, play and come back for lunch',
              'Поиграть с ребёнком «в детский сад»: игрушки прощаются, играют и возвращаются к обеду',
            ),
            t(
              'Self-help practice with the child: wash hands, eat with a spoon, put on shoes',
              'Самостоятельность с ребёнком: помыть руки, есть ложкой, надеть обувь',
            ),
          ],
          { times: 3, minutes: 20 },
        ),
        biweekly(
          t(
            'Walk past the kindergarten with the child and watch the children play outside',
            'Прогуляться с ребёнком мимо детского сада и посмотреть, как играют дети',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'settle',
      weight: 2,
      milestone: t('Full days at kindergarten', 'Ребёнок остаётся в детском саду на полный день'),
      steps: [
        once(
          t(
            'A short goodbye ritual for the morning: a hug, the same words, leave without sneaking out',
            'Короткий ритуал прощания утром: объятие, одни и те же слова, уходить, не исчезая тайком',
          ),
          { minutes: 15 },
        ),
        weekly(
          t(
            'Kindergarten week: a little longer each day (two hours, then lunch, then the nap)',
            'Неделя в детском саду: с каждым днём чуть дольше (два часа, потом до обеда, потом со сном)',
          ),
          { key: true, minutes: 30 },
        ),
        weekly(
          t(
            'Ask the teacher, 5 min: how the child ate, slept and played; praise the child at home',
            'Спросить воспитателя, 5 минут: как ребёнок ел, спал, играл; похвалить дома',
          ),
          { minutes: 5 },
        ),
        last(
          t(
            'First full week at kindergarten: a small celebration at home',
            'Первая полная неделя в детском саду: маленький праздник дома',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};

/** Teaching a child a skill at home (reading, riding a bike, tying shoes): short daily play sessions, step by step. */
export const teachChildVariant: Variant = {
  id: 'teach-child',
  defaultWeeks: 12,
  sessionsPerWeek: 5,
  time: '18:30',
  phases: [
    {
      id: 'start',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'A start point and a daily slot found',
        'Понятно, с чего начать, время для занятий найдено',
      ),
      steps: [
        once(
          t(
            'See what the child can already do, through a game, and note the first small step',
            'В игре посмотреть, что ребёнок уже умеет, и записать первый маленький шаг',
          ),
          { minutes: 20 },
        ),
        once(
          t(
            'Pick one good book or method for the skill and get what it needs',
            'Выбрать одну хорошую книгу или методику для этого навыка и купить нужное',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'practice',
      weight: 4,
      milestone: t('The child does it with a little help', 'Ребёнок справляется с небольшой помощью'),
      steps: [
        weekly(
          [
            t(
              'Session with the child, 15–20 min: the next small step, stop while it is still fun',
              'Занятие с ребёнком, 15–20 минут: следующий маленький шаг, закончить, пока ещё интересно',
            ),
            t(
              'Session with the child, 15 min: repeat yesterday’s step as a game',
              'Занятие с ребёнком, 15 минут: повторить вчерашний шаг в виде игры',
            ),
            t(
              'Session with the child, 20 min: let the child show you what they learned',
              'Занятие с ребёнком, 20 минут: пусть ребёнок сам покажет, чему научился',
            ),
            t(
              'Session with the child, 15 min: a new step only if the last one is easy',
              'Занятие с ребёнком, 15 минут: новый шаг, только если прошлый даётся легко',
            ),
            t(
              'Session with the child, 20 min: practise together in a real situation',
              'Занятие с ребёнком, 20 минут: потренироваться вместе в настоящей ситуации',
            ),
          ],
          { times: 5, minutes: 20 },
        ),
        weekly(
          t(
            'Note the week’s progress in one line and praise the effort, not the result',
            'Записать успехи недели одной строкой и похвалить за старание, а не за результат',
          ),
          { minutes: 5 },
        ),
      ],
    },
    {
      id: 'own',
      weight: 1,
      maxWeeks: 3,
      milestone: t('The child does it alone', 'Ребёнок справляется сам'),
      steps: [
        weekly(
          t(
            'The child does it alone while you watch; help only when asked',
            'Ребёнок делает сам, вы рядом; помогать только по просьбе',
          ),
          { times: 3, minutes: 20 },
        ),
        last(
          t(
            'Show the new skill to the family: the child is the star',
            'Показать новый навык семье: ребёнок в главной роли',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};
