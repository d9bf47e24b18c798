import { last, once, t, type Variant } from './dsl.js';

/** The emergency number to call, by the person's country (ISO code from their time zone, or their language). */
export function emergencyNumber(country: string): { en: string; ru: string } {
  if (country === 'RU') return t('103 or 112', '103 или 112');
  if (['US', 'CA'].includes(country)) return t('911', '911');
  if (country === 'GB') return t('999 or 112', '999 или 112');
  if (country === 'AU') return t('000', '000');
  return t('112', '112');
}

/**
 * Symptoms that need a doctor today (a child's high fever for days, chest pain): the whole plan is care today,
 * the signs that mean an ambulance now, home care only as the doctor advises, and the follow-up they set.
 * `child` addresses the parent about their child.
 */
export function urgentCareVariant(child: boolean, emergency: { en: string; ru: string }): Variant {
  const ambulance = emergency.ru.split(' ')[0]!;
  return {
    id: 'urgent-care',
    defaultWeeks: 1,
    sessionsPerWeek: 7,
    time: '09:00',
    phases: [
      {
        id: 'today',
        weight: 1,
        // The day of the goal itself: every step of this phase is for today.
        maxWeeks: 1 / 7,
        milestone: child
          ? t('Your child has been seen by a doctor', 'Ребёнка осмотрел врач')
          : t('Seen by a doctor', 'Вас осмотрел врач'),
        steps: [
          once(
            child
              ? t(
                  'Call the paediatrician’s after-hours line or go to urgent care today',
                  `Сегодня же показать ребёнка врачу: вызвать педиатра или неотложку (${ambulance})`,
                )
              : t(
                  'See a doctor today: call your doctor’s same-day line or go to urgent care',
                  `Сегодня же показаться врачу: вызвать врача на дом или неотложку (${ambulance})`,
                ),
            { minutes: 60 },
          ),
          once(
            t(
              `Call ${emergency.en} at once for: trouble breathing, blue lips, a stiff neck, a rash that stays under a pressed glass, a seizure, ${child ? 'a child hard to wake' : 'confusion'}, no pee for 8 hours`,
              `Сразу звонить ${emergency.ru}, если: трудно дышать, синеют губы, не гнётся шея, сыпь не бледнеет под стаканом, судороги, ${child ? 'ребёнка трудно разбудить' : 'спутанность'}, нет мочи 8 часов`,
            ),
            { minutes: 10 },
          ),
          once(
            child
              ? t(
                  'At home: small sips of fluid often; fever medicine only in the dose by weight the doctor gives, never aspirin for a child. Home remedies do not replace the doctor',
                  'Дома: поить часто и понемногу; жаропонижающее — только в дозе по весу, которую назовёт врач, аспирин детям нельзя. Народные средства не заменяют врача',
                )
              : t(
                  'At home: fluids and rest; medicines only as the doctor advises. Home remedies do not replace the doctor',
                  'Дома: питьё и покой; лекарства — только как скажет врач. Народные средства не заменяют врача',
                ),
            { minutes: 10 },
          ),
        ],
      },
      {
        id: 'follow-up',
        weight: 1,
        milestone: t('Follow-up with the doctor done', 'Повторный осмотр у врача пройден'),
        steps: [
          last(
            child
              ? t(
                  'Follow-up visit for your child on the day the doctor set, or sooner if anything gets worse',
                  'Повторный осмотр ребёнка в день, который назначил врач, — или раньше, если станет хуже',
                )
              : t(
                  'Follow-up visit on the day the doctor set, or sooner if anything gets worse',
                  'Повторный осмотр в день, который назначил врач, — или раньше, если станет хуже',
                ),
            { key: true, minutes: 45 },
          ),
        ],
      },
    ],
  };
}
