import { biweekly, last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * A lift to reach (bench 100 kg, «пожать 100»): the current max found safely, a programme of three sessions a week
 * with rest days between, the working weight raised in small steps while every rep is clean, a lighter week every
 * month or so, then a taper and a test day with a spotter. No diet for weight loss and no daily max attempts.
 */
export const strengthVariant: Variant = {
  id: 'strength',
  defaultWeeks: 16,
  sessionsPerWeek: 3,
  time: '18:30',
  phases: [
    {
      id: 'start',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Current max known, programme chosen', 'Текущий максимум известен, программа выбрана'),
      steps: [
        once(
          t(
            'Find where you are: work up to a heavy set of 3–5 with a spotter or safety bars, and estimate your one-rep max from it',
            'Узнать, где вы сейчас: дойти до тяжёлого подхода на 3–5 повторений со страхующим или на упорах и оценить по нему разовый максимум',
          ),
          { minutes: 60, key: true },
        ),
        once(
          t(
            'Film a working set from the side, or ask a coach to watch one; fix the one thing that breaks first',
            'Снять рабочий подход на видео сбоку или попросить тренера посмотреть; исправить то, что ломается первым',
          ),
          { minutes: 20 },
        ),
        once(
          t(
            'Choose a programme of three sessions a week with a rest day between (a 5×5 or a 5/3/1) and start a log',
            'Выбрать программу на три тренировки в неделю с днём отдыха между ними (5×5 или 5/3/1) и завести дневник',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'build',
      weight: 5,
      milestone: t('Working weights going up', 'Рабочие веса растут'),
      steps: [
        weekly(
          [
            t(
              'Main lift, 60 min: warm-up sets, then the working sets; add the smallest plates next time if every rep was clean',
              'Основное упражнение, 60 минут: разминочные подходы, затем рабочие; если все повторы чистые — в следующий раз добавить самые маленькие блины',
            ),
            t(
              'Helper lifts, 60 min: the muscles that hold the lift back, 3 sets of 8–12 each',
              'Подсобные упражнения, 60 минут: мышцы, которые тормозят основное упражнение, по 3 подхода на 8–12',
            ),
            t(
              'Main lift, lighter, 45 min: fast, perfect reps at about 70 %, then back and legs',
              'Основное упражнение полегче, 45 минут: быстрые чистые повторы примерно на 70 %, затем спина и ноги',
            ),
          ],
          { times: 3, minutes: 60 },
        ),
        biweekly(
          t(
            'Look at the log: if the working weight stalled two weeks running, drop it by 10 % and build back',
            'Посмотреть дневник: если рабочий вес стоит две недели подряд — снизить его на 10 % и снова наращивать',
          ),
          { minutes: 10 },
        ),
        step(
          t(
            'A lighter week: the same lifts at about 60 % with half the sets, to recover',
            'Разгрузочная неделя: те же упражнения примерно на 60 % и вдвое меньше подходов, чтобы восстановиться',
          ),
          { minutes: 45 },
        ),
        step(
          t(
            'Check recovery: 7–9 hours of sleep and protein with every meal on most days?',
            'Проверить восстановление: 7–9 часов сна и белок в каждом приёме пищи в большинство дней?',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'test',
      weight: 1,
      maxWeeks: 2,
      milestone: t('The target lifted', 'Целевой вес поднят'),
      steps: [
        once(
          t(
            'Taper: two short sessions with a few heavy singles at 85–90 %, nothing to failure',
            'Подводка: две короткие тренировки с несколькими тяжёлыми разовыми повторами на 85–90 %, без отказа',
          ),
          { minutes: 45 },
        ),
        last(
          t(
            'Test day: warm up fully, a spotter or safety bars, then attempt the target',
            'День проверки: полноценная разминка, страхующий или упоры — и попытка на целевой вес',
          ),
          { key: true, minutes: 60 },
        ),
      ],
    },
  ],
};
