import { last, once, spread, step, t, type Variant, weekly } from './dsl.js';

/** Teeth treated: a check-up with an X-ray and a plan, the treatment visits one tooth at a time, a cleaning. */
export const dentalVariant: Variant = {
  id: 'dental',
  defaultWeeks: 8,
  sessionsPerWeek: 1,
  time: '09:00',
  phases: [
    {
      id: 'plan',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Dental treatment plan made', 'План лечения зубов составлен'),
      steps: [
        once(
          t(
            'Book a dental check-up; ask for an X-ray and a written treatment plan with prices',
            'Записаться к стоматологу на осмотр; попросить снимок и письменный план лечения с ценами',
          ),
          { workday: true, minutes: 15 },
        ),
        last(
          t(
            'Dental check-up: the X-ray, the treatment plan, the dates of the visits',
            'Осмотр у стоматолога: снимок, план лечения, даты визитов',
          ),
          { key: true, workday: true, minutes: 60 },
        ),
      ],
    },
    {
      id: 'treat',
      weight: 3,
      milestone: t('Teeth treated', 'Зубы вылечены'),
      milestoneWithTarget: t('Treated: {cum:num} of {target}', 'Вылечено {cum:num} из {target:gen}'),
      steps: [
        spread(
          t(
            'Treat the next tooth at the dentist ({cum:num} of {target} done)',
            'Лечение следующего зуба у стоматолога (готово {cum:num} из {target:gen})',
          ),
          { units: ['tooth'], workday: true, minutes: 60 },
        ),
        step(
          t(
            'Dentist: the first treatment visit from the plan',
            'Стоматолог: первый визит на лечение по плану',
          ),
          { when: 'noTarget', workday: true, minutes: 60 },
        ),
        step(
          t(
            'Dentist: the next treatment visit from the plan',
            'Стоматолог: следующий визит на лечение по плану',
          ),
          { when: 'noTarget', workday: true, minutes: 60 },
        ),
        weekly(
          t(
            'Teeth care, 5 min more than usual: floss and a soft brush along the gums',
            'Уход за зубами, на 5 минут дольше обычного: нить и мягкая щётка вдоль дёсен',
          ),
          { minutes: 5 },
        ),
      ],
    },
    {
      id: 'finish',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Treatment finished, next check-up set', 'Лечение закончено, следующий осмотр назначен'),
      steps: [
        once(t('Professional dental cleaning', 'Профессиональная чистка зубов у стоматолога'), {
          workday: true,
          minutes: 60,
        }),
        last(
          t(
            'Book the next dental check-up in six months',
            'Записаться на следующий осмотр у стоматолога через полгода',
          ),
          { key: true, minutes: 10 },
        ),
      ],
    },
  ],
};
