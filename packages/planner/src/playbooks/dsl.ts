import type { Playbook } from '../playbook-schema.js';

/** Shorthands for writing playbooks as data. */
export type Variant = Playbook['variants'][number];
export type StepInput = Variant['phases'][number]['steps'][number];
type Label = StepInput['label'];

export const t = (en: string, ru: string) => ({ en, ru });

export const weekly = (label: Label, opts: Partial<StepInput> = {}): StepInput => ({
  label,
  cadence: 'weekly',
  ...opts,
});
export const once = (label: Label, opts: Partial<StepInput> = {}): StepInput => ({
  label,
  cadence: 'start',
  ...opts,
});
export const last = (label: Label, opts: Partial<StepInput> = {}): StepInput => ({
  label,
  cadence: 'end',
  ...opts,
});
export const monthly = (label: Label, opts: Partial<StepInput> = {}): StepInput => ({
  label,
  cadence: 'monthly',
  ...opts,
});
export const biweekly = (label: Label, opts: Partial<StepInput> = {}): StepInput => ({
  label,
  cadence: 'biweekly',
  ...opts,
});
/** Once, spaced evenly through the phase with the phase's other `step`s, in the order written. */
export const step = (label: Label, opts: Partial<StepInput> = {}): StepInput => ({
  label,
  cadence: 'step',
  ...opts,
});
export const spread = (label: Label, opts: Partial<StepInput> = {}): StepInput => ({
  label,
  cadence: 'spread',
  when: 'total',
  ...opts,
});

/** Checkpoints towards a countable target, spread evenly: "Контрольная точка: уже 4 из 150 задач". */
export const progressCount = (opts: Partial<StepInput> = {}): StepInput =>
  spread(t('Checkpoint: {cum:num} of {target} so far', 'Контрольная точка: уже {cum:num} из {target:gen}'), {
    minutes: 15,
    ...opts,
  });

/** A session that raises a level target week by week. */
export const levelSession = (opts: Partial<StepInput> = {}): StepInput =>
  weekly(
    t(
      'Level session: this week aim for {session:nom}',
      'Занятие на уровень: на этой неделе цель — {session:nom}',
    ),
    {
      key: true,
      when: 'level',
      minutes: 40,
      ...opts,
    },
  );

export const weeklyReview = weekly(
  t(
    'Weekly review, 15 min: what worked, what to change',
    'Итоги недели, 15 минут: что сработало, что поменять',
  ),
  { minutes: 15 },
);
