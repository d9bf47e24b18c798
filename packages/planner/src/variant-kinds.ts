import type { GoalKind } from './types.js';

/** The kind of goal a category variant stands for, when no domain matched. */
export const VARIANT_KIND: Record<string, GoalKind> = {
  running: 'quantity',
  weight: 'quantity',
  walking: 'build-habit',
  fitness: 'build-habit',
  savings: 'quantity',
  debt: 'quantity',
  reading: 'quantity',
  sleep: 'build-habit',
  language: 'skill',
  growth: 'skill',
  promotion: 'life-change',
  job: 'life-change',
  'new-friends': 'quantity',
  partner: 'build-habit',
  connect: 'build-habit',
  create: 'project',
  hobby: 'skill',
};
