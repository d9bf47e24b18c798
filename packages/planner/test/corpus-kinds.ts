// The kinds corpus: everyday goals in both languages with what the planner must understand of each.
import { KINDS_EN } from './corpus-kinds-en.js';
import { KINDS_RU } from './corpus-kinds-ru.js';
import type { KindGoal } from './kind-goal.js';

export { KINDS_EN } from './corpus-kinds-en.js';
export { KINDS_RU } from './corpus-kinds-ru.js';
export { KINDS_TODAY, type KindGoal } from './kind-goal.js';

export const KINDS_CORPUS: KindGoal[] = [...KINDS_EN, ...KINDS_RU];
