import { last, once, t, type Variant, weekly } from './dsl.js';

/**
 * The safe version of stopping heavy daily drinking at once: a doctor (a narcologist in Russia) first (the
 * screen's first step), with someone close by and the danger signs written down; the stop itself as the doctor plans it; only then the
 * weeks of evenings without alcohol, with a group or a counsellor. Nothing is removed or given up before the
 * doctor's plan exists.
 */
export function supervisedQuitVariant(emergency: { en: string; ru: string }): Variant {
  return {
    id: 'supervised-quit',
    defaultWeeks: 10,
    sessionsPerWeek: 3,
    time: '19:00',
    phases: [
      {
        id: 'doctor',
        weight: 1,
        maxWeeks: 1,
        milestone: t('A doctor’s plan for stopping safely', 'Есть план врача, как бросить безопасно'),
        steps: [
          once(
            t(
              'Write down the danger signs: seizures, seeing or hearing things, confusion, a racing heart. Any of them means calling ' +
                `${emergency.en} at once`,
              `Записать опасные признаки: судороги, галлюцинации, спутанность, сильное сердцебиение. При любом из них сразу звонить ${emergency.ru}`,
            ),
            { minutes: 10 },
          ),
          once(
            t(
              'Ask someone close to stay with you during the first days of stopping',
              'Попросить близкого человека побыть рядом в первые дни отказа',
            ),
            { minutes: 20 },
          ),
          once(
            t(
              'At the appointment: say how much and how often you drink and about the morning shakes; agree a supervised detox or a taper',
              'На приёме рассказать, сколько и как часто пьёте, про утреннюю дрожь; договориться об отмене под наблюдением или о снижении',
            ),
            { minutes: 60, workday: true },
          ),
        ],
      },
      {
        id: 'detox',
        weight: 1,
        maxWeeks: 2,
        milestone: t('Through the withdrawal with the doctor', 'Отмена пройдена под наблюдением врача'),
        steps: [
          once(
            t(
              'Follow the doctor’s plan exactly: the medicines and the days as prescribed; now take the alcohol out of the house',
              'Выполнять план врача точно: лекарства и сроки как назначено; теперь убрать алкоголь из дома',
            ),
            { minutes: 30 },
          ),
          weekly(
            t(
              'Check-in with the doctor or the clinic: sleep, shakes, cravings',
              'Связаться с врачом или клиникой: сон, дрожь, тяга',
            ),
            { minutes: 20, workday: true },
          ),
        ],
      },
      {
        id: 'support',
        weight: 4,
        milestone: t('Weeks without alcohol, with support', 'Недели без алкоголя, с поддержкой'),
        steps: [
          weekly(
            t(
              'A support group or a counsellor: AA, SMART Recovery or the clinic’s group',
              'Группа поддержки или психолог: АА или группа при клинике',
            ),
            { minutes: 90, key: true },
          ),
          weekly(
            t(
              'An evening without alcohol: a walk, sport or a hobby at the time you used to drink',
              'Вечер без алкоголя: прогулка, спорт или хобби в то время, когда обычно пили',
            ),
            { minutes: 60 },
          ),
          once(
            t(
              'Prepare an answer to “have a drink with us” and who to call when the craving comes',
              'Заготовить ответ на «выпей с нами» и решить, кому позвонить, когда тянет выпить',
            ),
            { minutes: 15 },
          ),
          last(
            t(
              'Review with the doctor: what helps, what support to keep',
              'Обсудить с врачом, что помогает и какую поддержку сохранить',
            ),
            { minutes: 60, workday: true },
          ),
        ],
      },
    ],
  };
}
