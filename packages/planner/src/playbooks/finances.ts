import type { Playbook } from '../playbook-schema.js';
import { last, monthly, once, t, weekly } from './dsl.js';

const moneyCheck = weekly(
  [
    t('Money check, 15 min: spending against the budget', 'Сверка финансов, 15 минут: траты против бюджета'),
    t(
      'Money check, 15 min: categorise the week’s spending',
      'Сверка финансов, 15 минут: разнести траты недели по категориям',
    ),
    t(
      'Money check, 15 min: any fees or subscriptions to cut?',
      'Сверка финансов, 15 минут: нет ли лишних комиссий и подписок',
    ),
  ],
  { minutes: 15 },
);
const transfer = monthly(
  t(
    'Transfer {n} of {count}: {share} to savings',
    'Перевод {n} из {count}: {share:nom} на накопительный счёт',
  ),
  {
    key: true,
    when: 'total',
    minutes: 10,
  },
);
const surplus = monthly(
  t('Move this month’s surplus to savings', 'Перевести остаток месяца на накопительный счёт'),
  {
    key: true,
    when: 'noTarget',
    minutes: 10,
  },
);
const payment = monthly(
  t('Payment {n} of {count}: {share} towards the debt', 'Платёж {n} из {count}: {share:nom} в счёт долга'),
  {
    key: true,
    when: 'total',
    minutes: 10,
  },
);
const extraPayment = monthly(
  t('Extra payment on the priority debt', 'Дополнительный платёж по приоритетному долгу'),
  {
    key: true,
    when: 'noTarget',
    minutes: 10,
  },
);

export const financesPlaybook: Playbook = {
  id: 'default-finances',
  category: 'finances',
  variants: [
    {
      id: 'debt',
      match: { words: 'debt|loan|credit card|mortgage|pay off|repay|долг|кредит|ипотек|погас|займ|рассрочк' },
      defaultWeeks: 26,
      sessionsPerWeek: 2,
      time: '19:00',
      phases: [
        {
          id: 'inventory',
          weight: 1,
          maxWeeks: 2,
          milestone: t(
            'Every debt listed, repayment order chosen',
            'Все долги в одной таблице, порядок погашения выбран',
          ),
          steps: [
            once(
              t(
                'List every debt: balance, interest rate, minimum payment, due date',
                'Выписать все долги: остаток, ставка, минимальный платёж, дата платежа',
              ),
            ),
            once(
              t(
                'Track every expense for two weeks, no judgement',
                'Две недели записывать все траты, ничего не осуждая',
              ),
            ),
            once(
              t(
                'Choose the order: highest rate first (avalanche) or smallest balance first (snowball)',
                'Выбрать порядок: сначала самая высокая ставка («лавина») или самый маленький долг («снежный ком»)',
              ),
            ),
            moneyCheck,
          ],
        },
        {
          id: 'budget',
          weight: 1,
          maxWeeks: 2,
          milestone: t('Budget with a fixed repayment line', 'Бюджет с твёрдой строкой на погашение'),
          steps: [
            once(
              t(
                'Make a monthly budget: essentials, debt, everything else',
                'Составить бюджет на месяц: обязательные траты, долги, всё остальное',
              ),
            ),
            once(
              t(
                'Set up autopay for every minimum payment',
                'Подключить автоплатёж по всем минимальным платежам',
              ),
            ),
            once(
              t(
                'Cancel or pause two subscriptions or regular costs',
                'Отменить или приостановить две подписки или регулярные траты',
              ),
            ),
            once(
              t(
                'Ask the bank about refinancing at a lower rate',
                'Узнать в банке о рефинансировании под меньшую ставку',
              ),
            ),
            moneyCheck,
          ],
        },
        {
          id: 'repay',
          weight: 5,
          milestone: t('Repayment on schedule', 'Погашение идёт по графику'),
          milestoneWithTarget: t('Repaid so far: {cum:nom}', 'Уже погашено: {cum:nom}'),
          steps: [
            payment,
            extraPayment,
            moneyCheck,
            monthly(
              t(
                'Monthly review: adjust the budget, find one cost to cut',
                'Итоги месяца: поправить бюджет, найти одну статью для сокращения',
              ),
              { minutes: 30 },
            ),
          ],
        },
        {
          id: 'free',
          weight: 1,
          maxWeeks: 6,
          milestone: t('Debt-free', 'Долги закрыты'),
          milestoneWithTarget: t('Debt-free: {target:nom} repaid', 'Долг закрыт: выплачено {target:nom}'),
          steps: [
            payment,
            extraPayment,
            last(
              t(
                'Get a statement confirming a zero balance; close paid-off cards',
                'Взять справку об отсутствии задолженности, закрыть погашенные карты',
              ),
            ),
            last(
              t('Redirect the freed-up payment into savings', 'Направить освободившуюся сумму на накопления'),
            ),
          ],
        },
      ],
    },
    {
      id: 'savings',
      defaultWeeks: 26,
      sessionsPerWeek: 2,
      time: '19:00',
      phases: [
        {
          id: 'budget',
          weight: 1,
          maxWeeks: 2,
          milestone: t('Budget made, savings account opened', 'Бюджет составлен, накопительный счёт открыт'),
          steps: [
            once(
              t(
                'Write down last month’s income and every expense by category',
                'Выписать доходы и все расходы прошлого месяца по категориям',
              ),
            ),
            once(
              t(
                'Make a monthly budget with savings as the first line',
                'Составить бюджет на месяц, где накопления — первая строка',
              ),
            ),
            once(
              t(
                'Open a separate savings account with interest',
                'Открыть отдельный накопительный счёт с процентами',
              ),
            ),
            moneyCheck,
          ],
        },
        {
          id: 'automate',
          weight: 1,
          maxWeeks: 2,
          milestone: t('Saving runs on autopilot', 'Накопления идут на автопилоте'),
          steps: [
            once(
              t(
                'Set up an automatic transfer of {per} to savings on payday',
                'Настроить автоперевод {per:nom} на накопительный счёт в день зарплаты',
              ),
              { when: 'total' },
            ),
            once(
              t(
                'Set up an automatic transfer of 10% of income on payday',
                'Настроить автоперевод 10% дохода на накопительный счёт в день зарплаты',
              ),
              { when: 'noTarget' },
            ),
            once(
              t(
                'Cancel two regular costs you barely use',
                'Отказаться от двух регулярных трат, которыми почти не пользуетесь',
              ),
            ),
            once(
              t(
                'Set aside a small buffer for surprises so savings stay untouched',
                'Отложить небольшой резерв на непредвиденное, чтобы не трогать накопления',
              ),
            ),
            moneyCheck,
          ],
        },
        {
          id: 'save',
          weight: 5,
          milestone: t('Saving every month without gaps', 'Откладываете каждый месяц без пропусков'),
          milestoneWithTarget: t('Saved {cum:nom}', 'Накоплено {cum:nom}'),
          steps: [
            transfer,
            surplus,
            moneyCheck,
            monthly(
              t(
                'Monthly review: adjust the budget, find one cost to cut',
                'Итоги месяца: поправить бюджет, найти одну статью для сокращения',
              ),
              { minutes: 30 },
            ),
            monthly(
              t(
                'Try one way to earn or save more: sell, negotiate, switch a tariff',
                'Опробовать один способ заработать или сэкономить: продать ненужное, пересмотреть тариф, договориться о скидке',
              ),
              { minutes: 45 },
            ),
          ],
        },
        {
          id: 'done',
          weight: 1,
          maxWeeks: 6,
          milestone: t('Savings goal reached', 'Цель по накоплениям достигнута'),
          milestoneWithTarget: t(
            'Goal reached: {target:nom} saved',
            'Цель достигнута: накоплено {target:nom}',
          ),
          steps: [
            transfer,
            surplus,
            moneyCheck,
            last(
              t(
                'Check the total and decide: keep it, invest it or spend it on the goal',
                'Проверить итоговую сумму и решить: оставить, инвестировать или потратить на цель',
              ),
            ),
          ],
        },
      ],
    },
  ],
};
