import { last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * Asking for a raise at a conversation that has a date (a review, a one-to-one): the market figures and the list of
 * wins first, then the number and the words, a rehearsal, the talk itself on the deadline, and the answer in writing.
 * Not a promotion campaign: the person is not asking to change level, only pay.
 */
export const raiseVariant: Variant = {
  id: 'raise',
  defaultWeeks: 6,
  sessionsPerWeek: 2,
  time: '18:30',
  phases: [
    {
      id: 'evidence',
      weight: 2,
      maxWeeks: 3,
      milestone: t(
        'Market pay and your wins are on one page',
        'Зарплаты на рынке и ваши результаты собраны на одной странице',
      ),
      steps: [
        once(
          t(
            'Look up the market pay for your role and city: three salary surveys or job ads, and the range they give',
            'Узнать зарплаты на рынке для вашей должности и города: три обзора зарплат или вакансии и их вилку',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'List your wins since the last pay change: results in numbers, money saved or earned, praise received',
            'Выписать свои результаты с последнего повышения зарплаты: цифры, сэкономленные или заработанные деньги, похвалы',
          ),
          { minutes: 45 },
        ),
        once(
          t(
            'Find out how pay rises are decided at your company: who decides, the budget cycle, the usual size',
            'Выяснить, как в компании решают о повышении зарплаты: кто решает, когда бюджет, какой обычный размер',
          ),
        ),
        weekly(
          t(
            'Add the week’s results to your list of wins, 10 min',
            'Дописать результаты недели в список своих достижений, 10 минут',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'ask',
      weight: 2,
      milestone: t(
        'The number and the words for the ask ready',
        'Сумма и слова для разговора о зарплате готовы',
      ),
      steps: [
        step(
          t(
            'Set your number for the raise from the market data, and the lowest figure you would accept',
            'Определить сумму прибавки по данным рынка и минимум, на который вы согласитесь',
          ),
          { minutes: 30 },
        ),
        step(
          t(
            'Write the ask on one page: three wins, the market range, the number; no comparisons with colleagues',
            'Написать просьбу о прибавке на одну страницу: три результата, вилка рынка, сумма; без сравнения с коллегами',
          ),
          { minutes: 45 },
        ),
        step(
          t(
            'Prepare answers to “no budget now”, “later” and a lower offer: what else you would accept and by when',
            'Подготовить ответы на «сейчас нет бюджета», «позже» и меньшую сумму: на что ещё согласны и к какому сроку',
          ),
          { minutes: 30 },
        ),
        step(
          t(
            'Rehearse the pay conversation out loud with a friend, twice: the number said first and without apology',
            'Дважды отрепетировать разговор о зарплате вслух с другом: сумма звучит первой и без извинений',
          ),
          { minutes: 30, key: true },
        ),
      ],
    },
    {
      id: 'talk',
      weight: 1,
      maxWeeks: 1,
      milestone: t(
        'Goal reached: the raise asked for at the review',
        'Цель достигнута: о прибавке попросили на встрече',
      ),
      steps: [
        step(
          t(
            'Send your manager your list of wins before the review, so the pay talk starts from it',
            'Отправить руководителю список результатов до встречи, чтобы разговор о зарплате начался с него',
          ),
          { minutes: 20, workday: true, withOthers: true },
        ),
        last(
          t(
            'The pay conversation at the review: the wins, the market range, your number; the same day, confirm in writing what was agreed',
            'Разговор о зарплате на встрече: результаты, вилка рынка, ваша сумма; в тот же день письменно подтвердить договорённость',
          ),
          { key: true, minutes: 60, workday: true, withOthers: true },
        ),
      ],
    },
  ],
};
