import { biweekly, last, once, spread, t, type Variant, weekly } from './dsl.js';

/**
 * Learning an instrument (guitar, piano, ukulele, drums, violin…). {subject} is the instrument as said after
 * "on the" / «на» ("guitar", «гитаре»). Songs counted in the goal ("play 5 songs") are learned one by one.
 */
export const instrumentVariant: Variant = {
  id: 'instrument',
  defaultWeeks: 16,
  sessionsPerWeek: 3,
  time: '19:30',
  phases: [
    {
      id: 'set-up',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Instrument ready, first notes and chords', 'Инструмент готов, первые ноты и аккорды'),
      steps: [
        once(
          t(
            'Set up a practice corner: the {subject} within reach, a chair at the right height, a stand for the music',
            'Устроить место для занятий на {subject}: инструмент под рукой, стул нужной высоты, подставка для нот',
          ),
        ),
        once(
          t(
            'Choose a beginner course or a teacher and book the first three lessons',
            'Выбрать курс для начинающих или педагога и записаться на первые три урока',
          ),
        ),
        once(
          t(
            'Write down three songs or pieces you want to play, easiest first',
            'Выписать три песни или пьесы, которые хотите сыграть, начиная с самой простой',
          ),
        ),
        weekly(
          [
            t(
              'Practice on the {subject}, 20 min: posture and hand position, then the first notes or chords slowly',
              'Занятие на {subject}, 20 минут: посадка и постановка рук, потом первые ноты или аккорды медленно',
            ),
            t(
              'Practice on the {subject}, 20 min: switch between two chords or notes to a slow metronome',
              'Занятие на {subject}, 20 минут: переходы между двумя аккордами или нотами под медленный метроном',
            ),
            t(
              'Practice on the {subject}, 20 min: the first lesson again, then a simple tune from it',
              'Занятие на {subject}, 20 минут: повторить первый урок и сыграть из него простую мелодию',
            ),
          ],
          { times: 3, minutes: 20, key: true },
        ),
      ],
    },
    {
      id: 'technique',
      weight: 3,
      milestone: t('Basics steady with the metronome', 'База уверенная, под метроном'),
      steps: [
        weekly(
          [
            t(
              'Practice on the {subject}, 30 min: 10 min warm-up and scales, 20 min the current lesson',
              'Занятие на {subject}, 30 минут: 10 минут разминка и гаммы, 20 минут текущий урок',
            ),
            t(
              'Practice on the {subject}, 30 min: the rhythm exercise of the week with a metronome',
              'Занятие на {subject}, 30 минут: ритмическое упражнение недели под метроном',
            ),
            t(
              'Practice on the {subject}, 30 min: the first song, four bars at a time, slowly',
              'Занятие на {subject}, 30 минут: первая песня по четыре такта, медленно',
            ),
          ],
          { times: 3, minutes: 30, key: true },
        ),
        biweekly(
          t(
            'Record yourself on the phone and listen back: one thing to fix next week',
            'Записать себя на телефон и послушать: что поправить на следующей неделе',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'songs',
      weight: 3,
      milestone: t('Songs played from start to finish', 'Песни играются от начала до конца'),
      milestoneWithTarget: t(
        'Songs learned: {cum:num} of {target:num}',
        'Выучено песен: {cum:num} из {target:num}',
      ),
      steps: [
        weekly(
          [
            t(
              'Practice on the {subject}, 40 min: the hardest passage of the current song, slow, then up to tempo',
              'Занятие на {subject}, 40 минут: самое трудное место текущей песни, медленно, потом в темпе',
            ),
            t(
              'Practice on the {subject}, 40 min: play the current song along with the recording',
              'Занятие на {subject}, 40 минут: сыграть текущую песню вместе с записью',
            ),
          ],
          { times: 2, minutes: 40, key: true },
        ),
        spread(
          t(
            'Song {cum:num} of {target:num}: play it through without stopping and record it',
            'Песня {cum:num} из {target:num}: сыграть целиком без остановок и записать',
          ),
          { minutes: 30 },
        ),
        weekly(
          t(
            'Play the songs you know for fun, 20 min, without stopping for mistakes',
            'Сыграть для себя то, что уже выучено, 20 минут, не останавливаясь на ошибках',
          ),
          { minutes: 20, when: 'noTarget' },
        ),
      ],
    },
    {
      id: 'play',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: you play for others', 'Цель достигнута: вы играете для других'),
      steps: [
        once(
          t(
            'Run-through of everything you will play, as if someone were listening',
            'Прогон всего, что будете играть, как будто вас уже слушают',
          ),
          { minutes: 40 },
        ),
        last(
          t(
            'Play for friends or family, or post a recording; choose the next piece',
            'Сыграть друзьям или близким либо выложить запись; выбрать следующую вещь',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};
