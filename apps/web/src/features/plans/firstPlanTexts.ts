import { type Russian, registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

/** The first visit to a plan made in setup (namespace `firstPlan`). */
export const en = {
  firstPlan: {
    hint: 'Tick the circle when a step is done, change a step with the pencil or ⋯ beside it, and find “{{company}}” in the plan’s ⋯ menu.',
    hide: 'Got it, hide this hint',
    firstStep: 'Your first step',
  },
};

export const ru = {
  firstPlan: {
    hint: 'Отметьте кружок, когда шаг сделан; изменить шаг можно карандашом или ⋯ рядом с ним, а «{{company}}» — в меню ⋯ плана.',
    hide: 'Понятно, скрыть подсказку',
    firstStep: 'Ваш первый шаг',
  },
} satisfies Russian<typeof en>;

const NS = 'firstPlan';
registerTexts(NS, en, ru);

const namespaces = [NS];
/** `t` for these texts, typed by the English ones. */
export const useFirstPlanT = () => useTexts<TextKey<typeof en>>(namespaces);
