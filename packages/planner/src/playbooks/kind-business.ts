import { last, once, step, t, type Variant, weekly } from './dsl.js';

/** Starting a small business (a café, a shop, a studio, an online store): idea check to first customers. */
export const businessVariant: Variant = {
  id: 'business',
  defaultWeeks: 26,
  sessionsPerWeek: 3,
  time: '19:00',
  phases: [
    {
      id: 'validate',
      weight: 2,
      milestone: t('The idea is checked with real customers', 'Идея проверена на реальных покупателях'),
      steps: [
        once(
          t(
            'Describe the customer, the offer and the price on one page',
            'Описать на одной странице покупателя, предложение и цену',
          ),
        ),
        step(
          t(
            'Visit three competitors: prices, queues, what customers buy',
            'Сходить к трём конкурентам: цены, очереди, что покупают',
          ),
        ),
        step(
          t(
            'Talk to ten potential customers about what they would pay for',
            'Поговорить с десятью возможными покупателями о том, за что они готовы платить',
          ),
        ),
        weekly(
          [
            t(
              'Write down five questions for customer interviews and ask two people this week',
              'Составить пять вопросов для разговоров с покупателями и задать их двоим на этой неделе',
            ),
            t(
              'Find what customers already pay for it: three price lists, reviews, what they complain about',
              'Узнать, сколько покупатели уже платят за такое: три прайса, отзывы, на что жалуются',
            ),
            t(
              'Test demand cheaply: a pre-order, a sign-up page or a sample sold to friends of friends',
              'Проверить спрос без затрат: предзаказ, страница с записью или пробная продажа знакомым знакомых',
            ),
            t(
              'Rewrite the one-page offer with what the interviews taught you',
              'Переписать описание предложения на одной странице с учётом разговоров с покупателями',
            ),
          ],
          { minutes: 90 },
        ),
      ],
    },
    {
      id: 'plan',
      weight: 2,
      milestone: t(
        'Costs, break-even and funding worked out',
        'Затраты, точка безубыточности и финансирование посчитаны',
      ),
      steps: [
        step(t('List start-up costs and monthly costs', 'Посчитать стартовые и ежемесячные расходы')),
        step(
          t(
            'Work out the break-even: how many sales a month cover the costs',
            'Рассчитать точку безубыточности: сколько продаж в месяц покрывают расходы',
          ),
        ),
        step(
          t(
            'Decide the funding: savings, a loan or a partner, and how much reserve to keep',
            'Решить, на какие деньги: накопления, кредит или партнёр, и какой резерв оставить',
          ),
        ),
        step(
          t(
            'Check the registration, permits and tax regime you need; ask an accountant',
            'Узнать, какая нужна регистрация, разрешения и налоговый режим; спросить бухгалтера',
          ),
          { workday: true },
        ),
        step(
          t(
            'Get two quotes for the biggest start-up cost (rent, equipment or stock)',
            'Получить два предложения по самой крупной стартовой статье: аренда, оборудование или товар',
          ),
          { minutes: 90 },
        ),
        step(
          t(
            'Write the first-year budget month by month: sales, costs, what is left',
            'Расписать бюджет первого года по месяцам: продажи, расходы, остаток',
          ),
          { minutes: 90 },
        ),
        step(
          t(
            'Plan the worst case: what if sales are half the plan for three months',
            'Просчитать плохой сценарий: что будет, если три месяца продажи вдвое ниже плана',
          ),
          { minutes: 90 },
        ),
        step(
          t(
            'Set the prices: cost of each item or service plus margin, checked against competitors',
            'Установить цены: себестоимость плюс наценка, сверить с конкурентами',
          ),
          { minutes: 90 },
        ),
      ],
    },
    {
      id: 'launch',
      weight: 3,
      milestone: t(
        'Ready to open: place, suppliers, first offer',
        'Всё готово к открытию: место, поставщики, первое предложение',
      ),
      steps: [
        step(t('Register the business', 'Зарегистрировать бизнес'), { workday: true }),
        step(
          t(
            'Choose the place or platform and sign the agreement',
            'Выбрать помещение или площадку и подписать договор',
          ),
          {
            workday: true,
          },
        ),
        step(t('Agree terms with two suppliers', 'Договориться об условиях с двумя поставщиками'), {
          workday: true,
        }),
        step(
          t(
            'Soft opening for friends and neighbours; collect feedback',
            'Пробное открытие для друзей и соседей; собрать отзывы',
          ),
        ),
        weekly(
          t(
            'Launch list, 2 hours: what must be ready on day one, who does it, by when',
            'Список к открытию, 2 часа: что должно быть готово в первый день, кто делает и к какому сроку',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Set up payments, a till or an online checkout, and the bookkeeping from the first sale',
            'Настроить приём оплаты (касса или онлайн-оплата) и учёт с первой продажи',
          ),
          { minutes: 90 },
        ),
        step(
          t(
            'Tell people about the opening: a sign, a local chat, a map listing, social pages',
            'Рассказать об открытии: вывеска, местный чат, карточка на картах, страница в соцсетях',
          ),
          { minutes: 90 },
        ),
        step(
          t(
            'Rehearse a working day: make or serve the product start to finish and time it',
            'Отрепетировать рабочий день: сделать или оказать услугу от начала до конца и засечь время',
          ),
          { minutes: 90 },
        ),
      ],
    },
    {
      id: 'first-customers',
      weight: 2,
      milestone: t(
        'Open, with the first regular customers',
        'Открыто, появились первые постоянные покупатели',
      ),
      steps: [
        weekly(
          [
            t(
              'Weekly numbers: sales, costs, what sold best',
              'Цифры недели: продажи, расходы, что продавалось лучше',
            ),
            t('Ask five customers what to improve', 'Спросить пятерых покупателей, что улучшить'),
          ],
          { minutes: 45 },
        ),
        last(
          t(
            'Month review: keep, change or stop each part',
            'Итоги месяца: что оставить, что изменить, что прекратить',
          ),
          {
            key: true,
            minutes: 60,
          },
        ),
      ],
    },
  ],
};
