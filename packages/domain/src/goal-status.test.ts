import { describe, expect, it } from 'vitest';
import {
  ACHIEVED_GOAL_STATUS,
  GOAL_STATUSES,
  goalStatusesWith,
  goalStatusHas,
  INITIAL_GOAL_STATUS,
  isGoalStatus,
} from './goal-status.js';

describe('the goal status table', () => {
  it('lists the statuses in order, one initial and one achieved', () => {
    expect(GOAL_STATUSES).toEqual(['active', 'completed', 'abandoned']);
    expect(INITIAL_GOAL_STATUS).toBe('active');
    expect(ACHIEVED_GOAL_STATUS).toBe('completed');
  });

  it('answers what a status means', () => {
    expect(goalStatusesWith('agenda')).toEqual(['active']);
    expect(goalStatusesWith('onProfile')).toEqual(['active', 'completed']);
    expect(goalStatusHas('active', 'reminded')).toBe(true);
    expect(goalStatusHas('abandoned', 'reminded')).toBe(false);
  });

  it('gives an unknown status no meaning', () => {
    expect(isGoalStatus('paused')).toBe(false);
    expect(isGoalStatus('toString')).toBe(false);
    expect(goalStatusHas('paused', 'agenda')).toBe(false);
    expect(goalStatusHas(null, 'agenda')).toBe(false);
  });
});
