import { last, once, t, type Variant, weekly } from './dsl.js';

/** Waking up early: move the alarm 15 minutes every few days, fix the evening, keep weekends close. */
export const wakeUpVariant: Variant = {
  id: 'wake-up',
  defaultWeeks: 5,
  sessionsPerWeek: 5,
  time: '21:30',
  phases: [
    {
      id: 'evening',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Evening routine for an early wake-up set', 'Вечерний режим под ранний подъём налажен'),
      steps: [
        once(
          t(
            'Note your usual wake-up and bedtime for three days',
            'Три дня записывать, во сколько засыпаете и просыпаетесь',
          ),
        ),
        once(
          t(
            'Put the alarm across the room and plan something pleasant for the first morning minutes',
            'Поставить будильник подальше от кровати и придумать приятное дело на первые минуты утра',
          ),
        ),
        weekly(
          [
            t(
              'Screens off 45 minutes before bed to wake up on time',
              'Экраны выключить за 45 минут до сна, чтобы проснуться вовремя',
            ),
            t('Lights out 15 minutes earlier than yesterday', 'Лечь спать на 15 минут раньше, чем вчера'),
          ],
          { times: 2, minutes: 20 },
        ),
      ],
    },
    {
      id: 'shift',
      weight: 3,
      milestone: t('Waking up within 30 minutes of the goal', 'Подъём в пределах 30 минут от цели'),
      steps: [
        weekly(
          [
            t(
              'Set the alarm 15 minutes earlier for tomorrow; get up at the first ring and open the curtains',
              'Завести будильник на завтра на 15 минут раньше: встать с первого звонка и открыть шторы',
            ),
            t(
              'For tomorrow’s early wake-up: a lamp or open curtains ready for the first 10 minutes',
              'К завтрашнему раннему подъёму: лампа или открытые шторы на первые 10 минут',
            ),
            t(
              'Tomorrow: wake up at the new time even after a bad night; no nap after 15:00',
              'Завтра проснуться в новое время, даже после плохой ночи; без дневного сна после 15:00',
            ),
          ],
          { times: 3, minutes: 20 },
        ),
        weekly(
          t(
            'Bed by the new bedtime: 8 hours before the alarm',
            'Лечь в новое время: за 8 часов до будильника',
          ),
          {
            minutes: 10,
          },
        ),
      ],
    },
    {
      id: 'hold',
      weight: 2,
      milestone: t('Early wake-up on weekdays is a habit', 'Ранний подъём по будням стал привычкой'),
      steps: [
        weekly(
          [
            t(
              'Tomorrow: wake up at the goal time and plan the first hour for yourself',
              'Завтра проснуться в целевое время; продумать, на что потратить первый час',
            ),
            t(
              'Set the weekend alarm no more than an hour later than on weekdays',
              'Будильник на выходные — не больше чем на час позже, чем по будням',
            ),
          ],
          { times: 2, minutes: 20 },
        ),
        weekly(
          t(
            'Wake-up log: how many days on time this week',
            'Дневник подъёмов: сколько дней вовремя за неделю',
          ),
          {
            minutes: 10,
          },
        ),
      ],
    },
    {
      id: 'done',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Goal reached: waking up early every day', 'Цель достигнута: ранний подъём каждый день'),
      steps: [
        last(
          t(
            'A full week of early wake-ups: review the log and keep the evening routine',
            'Неделя ранних подъёмов: пересмотреть дневник и сохранить вечерний режим',
          ),
          { key: true },
        ),
      ],
    },
  ],
};
