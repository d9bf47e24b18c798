import { biweekly, last, once, spread, step, t, type Variant, weekly } from './dsl.js';

/**
 * A health condition managed with a doctor (cholesterol, blood sugar, blood pressure): the doctor first and the
 * target agreed there, then medicines taken as prescribed, the numbers logged, food changed one thing at a time
 * and regular walks, then the repeat tests and the follow-up visit.
 */
export const conditionVariant: Variant = {
  id: 'condition',
  defaultWeeks: 12,
  sessionsPerWeek: 3,
  time: '18:30',
  phases: [
    {
      id: 'doctor',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Doctor seen, treatment agreed', 'Врач пройден, лечение согласовано'),
      steps: [
        once(
          t(
            'Book an appointment with your doctor to agree the target and the treatment',
            'Записаться к врачу, чтобы согласовать целевые показатели и лечение',
          ),
          { workday: true, minutes: 15 },
        ),
        once(
          t(
            'Write down for the doctor: your questions, your medicines, your readings so far',
            'Записать для врача: вопросы, какие лекарства принимаете, какие были показатели',
          ),
          { minutes: 20 },
        ),
        last(
          t(
            'Appointment with the doctor: the list in hand; agree the target numbers and the treatment',
            'Приём у врача: со списком в руках; согласовать целевые показатели и лечение',
          ),
          { key: true, workday: true, minutes: 60 },
        ),
      ],
    },
    {
      id: 'daily',
      weight: 3,
      milestone: t('New habits hold, numbers logged', 'Новые привычки держатся, показатели записываются'),
      steps: [
        once(
          t(
            'The tests the doctor ordered: in the morning, on an empty stomach if asked',
            'Сдать анализы, которые назначил врач: утром, натощак, если так сказано',
          ),
          { workday: true, minutes: 45 },
        ),
        once(
          t(
            'Set up the medicines as prescribed: a pill box and a daily phone reminder',
            'Наладить приём лекарств по назначению врача: таблетница и ежедневное напоминание в телефоне',
          ),
          { minutes: 15 },
        ),
        weekly(
          [
            t(
              'Brisk walk, 30 min, at a pace where talking is a little hard',
              'Быстрая ходьба, 30 минут, в темпе, когда говорить чуть трудно',
            ),
            t('Brisk walk, 30 min, after dinner', 'Быстрая ходьба после ужина, 30 минут'),
            t('Longer walk or a swim, 45 min', 'Длинная прогулка или бассейн, 45 минут'),
          ],
          { times: 3, minutes: 30 },
        ),
        weekly(
          t(
            'Log the readings the doctor asked for (blood pressure, sugar) and how you feel',
            'Записать показатели, которые просил отслеживать врач (давление, сахар), и самочувствие',
          ),
          { minutes: 10 },
        ),
        biweekly(
          [
            t(
              'One food change for the next two weeks: vegetables at two meals a day',
              'Одно изменение в питании на две недели: овощи в двух приёмах пищи в день',
            ),
            t(
              'One food change for the next two weeks: water instead of sugary drinks',
              'Одно изменение в питании на две недели: вода вместо сладких напитков',
            ),
            t(
              'One food change for the next two weeks: less salt and processed meat',
              'Одно изменение в питании на две недели: меньше соли и колбасных изделий',
            ),
            t(
              'One food change for the next two weeks: whole grains instead of white bread',
              'Одно изменение в питании на две недели: цельнозерновое вместо белого хлеба',
            ),
          ],
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'recheck',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Follow-up with the doctor done', 'Повторный приём у врача пройден'),
      steps: [
        once(t('Repeat the tests before the follow-up visit', 'Пересдать анализы перед повторным приёмом'), {
          workday: true,
          minutes: 45,
        }),
        last(
          t(
            'Follow-up visit with the doctor: the readings log, the results, the next target',
            'Повторный приём у врача: дневник показателей, результаты анализов, следующая цель',
          ),
          { key: true, workday: true, minutes: 60 },
        ),
      ],
    },
  ],
};

/** Check-ups and treatment (a screening, the specialists, the dentist): booked, visited, treated, next date set. */
export const checkupVariant: Variant = {
  id: 'checkup',
  defaultWeeks: 8,
  sessionsPerWeek: 2,
  time: '09:00',
  phases: [
    {
      id: 'book',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Appointments booked', 'Записи к врачам сделаны'),
      steps: [
        once(
          t(
            'Choose the clinic and check what your insurance or policy covers',
            'Выбрать клинику и проверить, что покрывает полис или страховка',
          ),
          { minutes: 20 },
        ),
        once(
          t('Write down your complaints and questions for the doctor', 'Записать жалобы и вопросы к врачу'),
          { minutes: 15 },
        ),
        once(
          t(
            'Book the first doctor’s appointment and the tests',
            'Записаться на первый приём к врачу и на анализы',
          ),
          { workday: true, minutes: 15 },
        ),
      ],
    },
    {
      id: 'visits',
      weight: 3,
      milestone: t('Doctor visits and tests done', 'Приёмы врачей и анализы пройдены'),
      milestoneWithTarget: t('Treated: {cum:num} of {target}', 'Вылечено {cum:num} из {target:gen}'),
      steps: [
        step(
          t(
            'First appointment: complaints, examination, referrals for the tests',
            'Первый приём у врача: жалобы, осмотр, направления на анализы',
          ),
          { workday: true, minutes: 60 },
        ),
        step(
          t(
            'The tests and scans from the referrals (blood tests in the morning, on an empty stomach)',
            'Анализы и обследования по направлениям (кровь — утром натощак)',
          ),
          {
            workday: true,
            minutes: 45,
          },
        ),
        step(
          t(
            'The specialists from the referrals: one appointment at a time',
            'Приёмы у специалистов по направлениям: по одному',
          ),
          { workday: true, minutes: 60 },
        ),
        spread(
          t(
            'Treat the next tooth at the dentist ({cum:num} of {target} done)',
            'Лечение следующего зуба у стоматолога (готово {cum:num} из {target:gen})',
          ),
          { units: ['tooth'], workday: true, minutes: 60 },
        ),
      ],
    },
    {
      id: 'results',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Results discussed, next check-up set', 'Результаты обсуждены, следующий осмотр назначен'),
      steps: [
        once(
          t(
            'Results appointment: what the tests show and what to do next',
            'Приём по результатам: что показали анализы и что делать дальше',
          ),
          { workday: true, minutes: 45 },
        ),
        last(
          t(
            'Put the next check-up the doctor advised in the calendar',
            'Поставить в календарь следующий осмотр, который советует врач',
          ),
          { key: true, minutes: 10 },
        ),
      ],
    },
  ],
};
