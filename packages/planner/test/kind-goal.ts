import type { Category } from '../src/categories.js';
import type { GoalKind } from '../src/types.js';

/**
 * Everyday goals as people type them (typos, emoji, mixed language, impossible ones), with what the planner
 * must understand: the playbook (domain), the kind, and where given the category, deadline, target and the
 * warning codes. Today is 2026-11-22 (a Sunday).
 */
export interface KindGoal {
  text: string;
  domain: string;
  kind: GoalKind;
  category?: Category;
  deadline?: string;
  target?: { value: number; unit: string };
  warnings?: string[];
}

export const KINDS_TODAY = '2026-11-22';
