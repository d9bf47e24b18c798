import { once, t, type Variant } from './dsl.js';
import { financesPlaybook } from './finances.js';

const debt = financesPlaybook.variants.find((v) => v.id === 'debt')!;

/** The monthly payment with its interest: what is paid, how much of it is the debt and how much the interest. */
const interestPayment = {
  label: t(
    'Payment {n} of {count}: {payment} — {share} of the debt plus about {interest} interest',
    'Платёж {n} из {count}: {payment:nom} — {share:nom} в счёт долга и около {interest:gen} процентов',
  ),
  cadence: 'monthly' as const,
  key: true,
  when: 'total' as const,
  minutes: 10,
};

/**
 * A debt with a stated interest rate: the debt playbook, with every payment showing the interest it carries
 * (a month's interest on what is still owed), and the rate weighed against paying early or refinancing.
 */
export const debtInterestVariant: Variant = {
  ...debt,
  id: 'debt-interest',
  match: undefined,
  phases: debt.phases.map((phase, i) => ({
    ...phase,
    steps: [
      ...(i === 0
        ? [
            once(
              t(
                'Work out what the interest costs a month now, and what one extra payment would save',
                'Посчитать, сколько стоят проценты в месяц сейчас и сколько сэкономит один досрочный платёж',
              ),
              { minutes: 20 },
            ),
          ]
        : []),
      ...phase.steps.map((s) =>
        s.cadence === 'monthly' && s.when === 'total' && s.key ? interestPayment : s,
      ),
    ],
  })),
};
