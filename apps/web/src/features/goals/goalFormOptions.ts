import { CATEGORIES } from '../../shared/goals/categories';
import { useGoalsT } from './texts';

const VISIBILITIES = ['public', 'followers', 'private'] as const;

/** The category and visibility choices of the goal forms, labelled in the person's language. */
export function useGoalFormOptions() {
  const t = useGoalsT();
  return {
    categories: CATEGORIES.map((c) => ({ value: c, label: t(`goals.categories.${c}` as never) })),
    visibilities: VISIBILITIES.map((v) => ({ value: v, label: t(`goals.visibilityValue.${v}`) })),
  };
}
