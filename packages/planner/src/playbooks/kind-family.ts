import { biweekly, last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * A child getting ready for school or kindergarten: the place and the papers, short play sessions for the
 * skills a first-grader needs, independence, the new routine, the first day.
 */
export const schoolStartVariant: Variant = {
  id: 'school-start',
  defaultWeeks: 12,
  sessionsPerWeek: 3,
  time: '18:00',
  phases: [
    {
      id: 'papers',
      weight: 1,
      maxWeeks: 4,
      milestone: t('School chosen, papers in', 'Школа выбрана, документы поданы'),
      steps: [
        once(
          t(
            'Visit or call two schools: the teacher, the timetable, after-school care',
            'Сходить на встречу в две школы или позвонить: учитель, расписание, продлёнка',
          ),
          { workday: true, minutes: 90 },
        ),
        step(
          t(
            'Send the school application with the documents it asks for',
            'Подать заявление в школу с нужными документами',
          ),
          { workday: true },
        ),
        step(
          t(
            'Book the child’s health check and get the medical form for school',
            'Записать ребёнка на медосмотр и получить медицинскую карту для школы',
          ),
          { workday: true },
        ),
      ],
    },
    {
      id: 'skills',
      weight: 3,
      milestone: t('The child is ready for lessons', 'Ребёнок готов к урокам'),
      steps: [
        weekly(
          [
            t(
              'Play session with the child, 20 min: letters and sounds through a game',
              'Игра с ребёнком, 20 минут: буквы и звуки в игровой форме',
            ),
            t(
              'Play session with the child, 20 min: counting to 20 with toys and coins',
              'Игра с ребёнком, 20 минут: счёт до 20 на игрушках и монетках',
            ),
            t(
              'Play session with the child, 20 min: drawing, cutting, tracing lines for the hand',
              'Игра с ребёнком, 20 минут: рисовать, вырезать, обводить — для руки',
            ),
          ],
          { times: 3, minutes: 20 },
        ),
        weekly(
          t(
            'Independence practice: the child dresses, packs the bag and ties the shoes alone',
            'Самостоятельность: ребёнок сам одевается, собирает рюкзак и завязывает шнурки',
          ),
          { minutes: 20 },
        ),
        biweekly(
          t(
            'Read a book together about going to school and talk about what will happen there',
            'Почитать с ребёнком книгу о школе и поговорить, что там будет',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'routine',
      weight: 1,
      maxWeeks: 3,
      milestone: t('School routine in place', 'Школьный режим налажен'),
      steps: [
        step(
          t(
            'Move the child’s bedtime and wake-up to the school times, 15 minutes every few days',
            'Сдвигать время сна ребёнка к школьному режиму по 15 минут раз в несколько дней',
          ),
        ),
        step(
          t(
            'Buy the school things with the child: bag, uniform, stationery from the school’s list',
            'Купить вместе с ребёнком всё к школе: рюкзак, форму, канцелярию по списку школы',
          ),
          { minutes: 120 },
        ),
        step(
          t(
            'Walk the way to school with the child at school time and show the entrance',
            'Пройти с ребёнком дорогу до школы в утреннее время и показать вход',
          ),
          { minutes: 45 },
        ),
        last(
          t(
            'The first school day: an easy morning, be there at pick-up, ask about the best moment',
            'Первый школьный день: спокойное утро, встретить после уроков, спросить про лучший момент дня',
          ),
          { key: true, minutes: 60 },
        ),
      ],
    },
  ],
};

/** A week of the child's new routine: the same time and words every day, a different thing to mind each day. */
const ROUTINE_DAYS = [
  t(
    'The same time and the same words as yesterday; praise the child for every try',
    'То же время и те же слова, что вчера; хвалить ребёнка за каждую попытку',
  ),
  t(
    'Put a sticker on the chart with the child for each success today',
    'Вместе с ребёнком наклеить наклейку в таблицу за каждый сегодняшний успех',
  ),
  t(
    'If today goes wrong, say a calm “next time” and no scolding',
    'Если сегодня не вышло — спокойно сказать «в следующий раз», без упрёков',
  ),
  t(
    'Let the child choose one small thing today: the cup, the book, the song',
    'Дать ребёнку самому выбрать мелочь: чашку, книжку или песенку',
  ),
  t('Read the picture book about it with the child', 'Почитать с ребёнком книжку с картинками об этом'),
  t(
    'Tell a grandparent about the successes while the child hears',
    'При ребёнке рассказать бабушке или дедушке о его успехах',
  ),
  t(
    'Note in two words how today went, to see the trend',
    'Записать в двух словах, как прошёл день, чтобы видеть динамику',
  ),
];

/**
 * A small child's new habit (potty training, giving up the dummy, falling asleep in their own bed at a set time):
 * readiness and one approach for every carer, a calm start week, the daily routine kept with praise, setbacks
 * met without fuss.
 */
export const childHabitVariant: Variant = {
  id: 'child-habit',
  defaultWeeks: 6,
  sessionsPerWeek: 7,
  time: '19:30',
  phases: [
    {
      id: 'ready',
      weight: 1,
      maxWeeks: 1,
      milestone: t('One approach agreed, the start week chosen', 'Подход согласован, неделя старта выбрана'),
      steps: [
        once(
          t(
            'Check the child is ready (calm period, no illness, no move or new nursery this month)',
            'Проверить готовность ребёнка: спокойный период, без болезни, переезда или нового сада в этом месяце',
          ),
          { minutes: 15 },
        ),
        once(
          t(
            'Agree one approach and the same words with everyone who looks after the child',
            'Договориться об одном подходе и одних словах со всеми, кто сидит с ребёнком',
          ),
          { minutes: 30 },
        ),
        once(
          t(
            'Prepare the child: a picture book or a toy that “does it too”, a sticker chart',
            'Подготовить ребёнка: книжка с картинками или игрушка, которая «тоже так делает», наклейки для таблицы',
          ),
        ),
      ],
    },
    {
      id: 'start',
      weight: 2,
      milestone: t('The new routine works most days', 'Новый режим работает в большинство дней'),
      steps: [
        weekly(ROUTINE_DAYS, { times: 7, minutes: 20 }),
        weekly(
          t(
            'Weekly check with the other carers, 10 min: what worked, what to keep the same',
            'Раз в неделю сверка со всеми, кто сидит с ребёнком, 10 минут: что сработало, что не менять',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'steady',
      weight: 2,
      milestone: t('The habit holds, setbacks are rare', 'Привычка держится, срывы редкие'),
      steps: [
        weekly(ROUTINE_DAYS, { times: 7, minutes: 20 }),
        weekly(
          t(
            'After a setback this week: go back one step for a few days, without fuss',
            'Если на неделе был срыв: на несколько дней вернуться на шаг назад, без драмы',
          ),
          { minutes: 10 },
        ),
        last(
          t(
            'Celebrate with the child: a small treat and the full sticker chart on the wall',
            'Отпраздновать с ребёнком: маленький сюрприз и заполненная таблица на стене',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};
