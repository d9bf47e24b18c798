import { biweekly, last, once, step, t, type Variant, weekly } from './dsl.js';

/** Flexibility (the splits, touching the toes, a backbend): measured, warm first, little and often, never forced. */
export const flexibilityVariant: Variant = {
  id: 'flexibility',
  defaultWeeks: 16,
  sessionsPerWeek: 4,
  time: '19:00',
  phases: [
    {
      id: 'measure',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Starting point measured', 'Исходная точка измерена'),
      steps: [
        once(
          t(
            'Measure where you are: a photo from the side and the distance from the floor in centimetres',
            'Измерить, где вы сейчас: фото сбоку и сколько сантиметров остаётся до пола',
          ),
        ),
        once(
          t(
            'Choose a 20-minute stretching routine for the goal: hamstrings, hip flexors, inner thighs',
            'Выбрать комплекс растяжки на 20 минут под цель: задняя поверхность бедра, сгибатели бедра, приводящие',
          ),
        ),
      ],
    },
    {
      id: 'regular',
      weight: 3,
      milestone: t('Stretching is a routine, range is growing', 'Растяжка вошла в режим, амплитуда растёт'),
      steps: [
        weekly(
          [
            t(
              'Stretch, 20 min after a 5-minute warm-up: hold each position 30–60 s, breathe, no bouncing',
              'Растяжка 20 минут после пятиминутной разминки: держать каждое положение 30–60 секунд, дышать, без рывков',
            ),
            t(
              'Stretch, 20 min: lunges for the hip flexors and forward folds for the back of the legs',
              'Растяжка 20 минут: выпады на сгибатели бедра и наклоны на заднюю поверхность ног',
            ),
            t(
              'Stretch, 20 min: half splits on each leg with blocks or books under the hands',
              'Растяжка 20 минут: полушпагат на каждую ногу с опорой рук на блоки или книги',
            ),
            t(
              'Easy mobility, 10 min: circles of hips and shoulders, a gentle stretch without pushing',
              'Лёгкая суставная гимнастика 10 минут: вращения бёдрами и плечами, мягко, без усилия',
            ),
          ],
          { times: 4, minutes: 20, key: true },
        ),
        biweekly(
          t(
            'Measure again like on day one and compare the photos',
            'Снова измерить, как в первый день, и сравнить фото',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'deeper',
      weight: 3,
      milestone: t('Deeper positions held without pain', 'Глубокие положения держатся без боли'),
      steps: [
        weekly(
          [
            t(
              'Stretch, 30 min: the full position with support, 3 × 45 s each side, a little lower than last week',
              'Растяжка 30 минут: полное положение с опорой, 3 подхода по 45 секунд на сторону, чуть ниже, чем на прошлой неделе',
            ),
            t(
              'Active flexibility, 20 min: lift the leg and hold without hands, to make the new range yours',
              'Активная гибкость 20 минут: подъёмы и удержания ноги без помощи рук, чтобы закрепить амплитуду',
            ),
            t(
              'Stretch, 25 min: hips and back of the legs, finishing with the goal position held',
              'Растяжка 25 минут: бёдра и задняя поверхность ног, в конце — удержание целевого положения',
            ),
          ],
          { times: 3, minutes: 25, key: true },
        ),
        step(
          t(
            'A class or a session with a coach to check your form',
            'Сходить на групповое занятие или к тренеру, чтобы проверить технику',
          ),
          { minutes: 60 },
        ),
      ],
    },
    {
      id: 'goal',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: the position is there', 'Цель достигнута: положение получается'),
      steps: [
        last(
          t(
            'Warm up well and take the goal position; a photo to compare with day one',
            'Хорошо разогреться и сесть в целевое положение; фото для сравнения с первым днём',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};

/** Speaking in public: short talks recorded and watched back, then real audiences of growing size. */
export const speakingVariant: Variant = {
  id: 'public-speaking',
  defaultWeeks: 12,
  sessionsPerWeek: 2,
  time: '19:00',
  phases: [
    {
      id: 'start',
      weight: 1,
      maxWeeks: 2,
      milestone: t('A first talk recorded and watched', 'Первое выступление записано и просмотрено'),
      steps: [
        once(
          t(
            'Record a 2-minute talk on your phone about something you know well; note three things to fix',
            'Записать на телефон двухминутный рассказ о том, что хорошо знаете, и выписать три вещи, которые поправить',
          ),
        ),
        once(
          t(
            'Find a speaking club or a course near you (Toastmasters or a local one) and its next meeting',
            'Найти клуб ораторов или курс рядом и дату ближайшей встречи',
          ),
        ),
      ],
    },
    {
      id: 'practise',
      weight: 3,
      milestone: t('Speaking regularly, less nervous', 'Выступления регулярные, волнения меньше'),
      steps: [
        weekly(
          [
            t(
              'Prepare a 3-minute talk: one idea, an opening story, three points, a clear ending; say it aloud twice',
              'Подготовить выступление на 3 минуты: одна мысль, история в начале, три пункта, ясный финал; проговорить вслух дважды',
            ),
            t(
              'Record the talk standing up, watch it back: pace, pauses, filler words, where you look',
              'Записать выступление стоя и посмотреть: темп, паузы, слова-паразиты, куда смотрите',
            ),
          ],
          { times: 2, minutes: 40, key: true },
        ),
        biweekly(
          t(
            'Speak at the club or in a work meeting for 3–5 minutes and ask for one piece of feedback',
            'Выступить в клубе или на рабочей встрече 3–5 минут и попросить один отзыв',
          ),
          { minutes: 60 },
        ),
      ],
    },
    {
      id: 'bigger',
      weight: 2,
      milestone: t('A longer talk for a real audience', 'Длинное выступление перед настоящей аудиторией'),
      steps: [
        weekly(
          [
            t(
              'Build a 10-minute talk with slides of few words; rehearse it with a timer',
              'Собрать выступление на 10 минут со слайдами почти без текста; отрепетировать с таймером',
            ),
            t(
              'Practise answering three hard questions about your talk, out loud',
              'Потренироваться вслух отвечать на три трудных вопроса по теме выступления',
            ),
          ],
          { times: 2, minutes: 45, key: true },
        ),
        step(
          t(
            'Offer to give the talk: at work, a meetup, a class or a club evening',
            'Договориться о выступлении: на работе, митапе, занятии или вечере клуба',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'talk',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: the talk is given', 'Цель достигнута: выступление состоялось'),
      steps: [
        last(
          t(
            'Give the talk; afterwards write down what went well and one thing for next time',
            'Выступить, а после записать, что получилось, и одну вещь на следующий раз',
          ),
          { key: true, minutes: 60 },
        ),
      ],
    },
  ],
};
