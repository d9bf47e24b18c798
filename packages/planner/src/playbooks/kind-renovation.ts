import { biweekly, last, once, step, t, type Variant, weekly } from './dsl.js';

/** A renovation (kitchen, flat…): scope and budget, design and quotes, works, finishing. */
export const renovationVariant: Variant = {
  id: 'renovation',
  defaultWeeks: 16,
  sessionsPerWeek: 2,
  time: '19:00',
  phases: [
    {
      id: 'scope',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Renovation scope and budget set', 'Объём ремонта и бюджет определены'),
      steps: [
        once(
          t(
            'Measure the room and list what the renovation must change',
            'Обмерить помещение и записать, что должен изменить ремонт',
          ),
        ),
        once(t('Set the renovation budget with a 15 % reserve', 'Определить бюджет ремонта с запасом 15 %')),
        once(
          t(
            'Collect renovation ideas: a board of 10 pictures you like',
            'Собрать идеи для ремонта: 10 картинок, которые нравятся',
          ),
        ),
      ],
    },
    {
      id: 'design',
      weight: 2,
      milestone: t('Renovation design and contractor chosen', 'Проект ремонта и подрядчик выбраны'),
      steps: [
        weekly(
          t(
            'Meet a contractor about the renovation and get a written estimate',
            'Встретиться с подрядчиком и получить письменную смету на ремонт',
          ),
          { minutes: 90, workday: true },
        ),
        step(
          t(
            'Plan the layout for the renovation: sockets, lighting, storage',
            'Продумать планировку для ремонта: розетки, свет, места хранения',
          ),
          { minutes: 90 },
        ),
        step(
          t('Pick the finishes for the renovation in a showroom', 'Выбрать отделку для ремонта в салоне'),
          {
            minutes: 90,
          },
        ),
        last(
          t(
            'Sign the renovation contract with dates and stages',
            'Подписать договор на ремонт со сроками и этапами',
          ),
          {
            workday: true,
          },
        ),
      ],
    },
    {
      id: 'works',
      weight: 4,
      milestone: t('Rough renovation works done', 'Черновые работы по ремонту завершены'),
      steps: [
        once(
          t(
            'Order long-lead renovation items (furniture, windows, tiles, bathroom fittings)',
            'Заказать то, что долго везут: мебель, окна, плитку, сантехнику',
          ),
        ),
        weekly(
          [
            t(
              'Visit the site: check the renovation against the schedule',
              'Заехать на объект: сверить ход ремонта с графиком',
            ),
            t(
              'Settle the renovation’s open questions with the contractor',
              'Решить с подрядчиком открытые вопросы по ремонту',
            ),
          ],
          { times: 1, minutes: 60, workday: true },
        ),
        biweekly(
          t(
            'Renovation budget check: paid, left, changes',
            'Сверка бюджета ремонта: оплачено, осталось, изменения',
          ),
          {
            minutes: 30,
          },
        ),
      ],
    },
    {
      id: 'finish',
      weight: 2,
      milestone: t('Goal reached: renovation finished', 'Цель достигнута: ремонт закончен'),
      steps: [
        weekly(
          [
            t(
              'Renovation finishing: check each room against the plan',
              'Чистовая отделка: проверить каждую комнату по плану',
            ),
            t(
              'Renovation snag list: write down every defect',
              'Список недоделок ремонта: записать все дефекты',
            ),
          ],
          { times: 1, minutes: 60 },
        ),
        last(
          t(
            'Accept the renovation: defects fixed, final payment, clean-up',
            'Приёмка ремонта: недочёты исправлены, окончательный расчёт, уборка',
          ),
          {
            key: true,
            workday: true,
          },
        ),
      ],
    },
  ],
};
