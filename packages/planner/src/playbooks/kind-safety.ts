import { last, once, t, type Variant, weekly } from './dsl.js';

/**
 * The safe version of a fasting goal: a steady overnight eating window (12 to 14 hours without food), agreed
 * with a doctor first. Days-long water or dry fasts are never scheduled.
 */
export const eatingWindowVariant: Variant = {
  id: 'eating-window',
  defaultWeeks: 6,
  sessionsPerWeek: 7,
  time: '08:00',
  phases: [
    {
      id: 'check',
      weight: 1,
      maxWeeks: 1,
      milestone: t('A doctor has agreed the plan', 'План согласован с врачом'),
      steps: [
        once(
          t(
            'Write down what you eat and when for three days, changing nothing yet',
            'Три дня записывать, что и когда вы едите, ничего не меняя',
          ),
        ),
        once(
          t(
            'Choose the eating window with the doctor: for example 8:00 to 20:00',
            'Выбрать с врачом окно питания: например, с 8:00 до 20:00',
          ),
        ),
      ],
    },
    {
      id: 'twelve',
      weight: 2,
      milestone: t(
        'A 12-hour overnight break between dinner and breakfast, most days',
        'Перерыв 12 часов между ужином и завтраком — почти каждый день',
      ),
      steps: [
        weekly(
          t(
            'Last meal by 20:00, breakfast after 8:00; water and unsweetened tea in between',
            'Последний приём пищи до 20:00, завтрак после 8:00; между ними вода и несладкий чай',
          ),
          { times: 5, minutes: 10 },
        ),
        weekly(
          t(
            'Week review: energy, sleep and appetite; note any dizziness and tell the doctor',
            'Итоги недели: силы, сон и аппетит; если кружилась голова — сказать врачу',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'fourteen',
      weight: 2,
      milestone: t(
        'A 12–14 hour overnight window is a habit',
        'Ночной перерыв 12–14 часов между ужином и завтраком вошёл в привычку',
      ),
      steps: [
        weekly(
          t(
            'Overnight window of 13–14 hours if you feel well; full meals inside the window',
            'Ночное окно 13–14 часов, если самочувствие хорошее; полноценная еда внутри окна',
          ),
          { times: 5, minutes: 10 },
        ),
        weekly(
          t(
            'Plan tomorrow’s meals so breakfast is ready when the window opens',
            'Спланировать еду на завтра, чтобы завтрак был готов к открытию окна',
          ),
          { minutes: 10 },
        ),
        weekly(
          t(
            'Week review: energy, sleep and appetite; note any dizziness and tell the doctor',
            'Итоги недели: силы, сон и аппетит; если кружилась голова — сказать врачу',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'keep',
      weight: 1,
      milestone: t('The eating window is yours to keep', 'Окно питания стало привычкой'),
      steps: [
        last(
          t(
            'Follow-up with the doctor: how you feel, what to keep',
            'Повторный визит к врачу: самочувствие и что оставить',
          ),
          { key: true, workday: true, minutes: 45 },
        ),
      ],
    },
  ],
};

/**
 * Swimming for someone who cannot swim yet or is afraid of water: with an instructor, in shallow water first;
 * distance comes only after the person is at ease in the water.
 */
export const waterConfidenceVariant: Variant = {
  id: 'water-confidence',
  defaultWeeks: 12,
  sessionsPerWeek: 2,
  time: '19:00',
  phases: [
    {
      id: 'instructor',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'Lessons with an instructor booked, first lesson done',
        'Занятия с инструктором назначены, первое занятие позади',
      ),
      steps: [
        once(
          t(
            'Find a pool with adult beginners’ lessons and a shallow area; book a course with an instructor',
            'Найти бассейн с занятиями для взрослых новичков и мелкой частью; записаться к инструктору',
          ),
        ),
        once(
          t(
            'Tell the instructor what frightens you about water, so the lessons start from there',
            'Рассказать инструктору, что пугает в воде, чтобы занятия начались с этого',
          ),
        ),
        weekly(
          t(
            'Lesson with the instructor in shallow water: standing, breathing out into the water',
            'Занятие с инструктором на мелкой воде: стоя, выдох в воду',
          ),
          { times: 2, minutes: 45, key: true },
        ),
      ],
    },
    {
      id: 'comfort',
      weight: 3,
      milestone: t(
        'At ease in water up to the chest: face in, floating, gliding',
        'Спокойно в воде по грудь: лицо в воде, лежание на воде, скольжение',
      ),
      steps: [
        weekly(
          [
            t(
              'Lesson with the instructor: floating on the chest and back with support',
              'Занятие с инструктором: лежание на груди и на спине с поддержкой',
            ),
            t(
              'Lesson with the instructor: gliding from the wall, standing up safely',
              'Занятие с инструктором: скольжение от бортика и как безопасно встать',
            ),
            t(
              'Lesson with the instructor: kicking with a board, breathing out into the water',
              'Занятие с инструктором: работа ног с доской, выдох в воду',
            ),
          ],
          { times: 2, minutes: 45, key: true },
        ),
        weekly(
          t(
            'After the lesson: note what felt easier and what still feels scary',
            'После занятия: записать, что стало легче и что ещё пугает',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'first-strokes',
      weight: 3,
      milestone: t(
        'Swimming a length of the shallow pool on your own',
        'Проплыть длину мелкого бассейна самостоятельно',
      ),
      steps: [
        weekly(
          [
            t(
              'Lesson with the instructor: arm strokes and breathing, short stretches of swimming',
              'Занятие с инструктором: гребки руками и дыхание, короткие отрезки вплавь',
            ),
            t(
              'Practice in the shallow pool with a lifeguard present: glides and short swims',
              'Тренировка на мелкой воде при спасателе: скольжение и короткие отрезки',
            ),
          ],
          { times: 2, minutes: 45, key: true },
        ),
      ],
    },
    {
      id: 'check',
      weight: 1,
      milestone: t(
        'Swimming in the pool with confidence; deep water only with the instructor’s go-ahead',
        'Уверенно плаваете в бассейне; на глубину — только после разрешения инструктора',
      ),
      steps: [
        once(
          t(
            'Later, beyond the pool: only with a group or a kayak escort and a bright tow float, never alone; in cold water only in a wetsuit, along the shore at first',
            'Позже, за пределами бассейна: только с группой или сопровождением на лодке/каяке и с яркой буйковой сумкой, никогда в одиночку; в холодной воде — в гидрокостюме и сначала вдоль берега',
          ),
        ),
        last(
          t(
            'Check swim with the instructor: a length without stopping; agree the next step together',
            'Контрольный заплыв с инструктором: длина бассейна без остановки; обсудить следующий шаг',
          ),
          { key: true, minutes: 45 },
        ),
      ],
    },
  ],
};
