import { describe, expect, it } from 'vitest';
import {
  ACHIEVED_GOAL_STATUS,
  GOAL_STATUSES,
  goalStatusesWith,
  goalStatusHas,
  INITIAL_GOAL_STATUS,
  isGoalStatus,
  PAUSED_GOAL_STATUS,
} from './goal-status.js';

describe('the goal status table', () => {
  it('lists the statuses in order, one initial and one achieved', () => {
    expect(GOAL_STATUSES).toEqual(['active', 'paused', 'completed', 'abandoned']);
    expect(PAUSED_GOAL_STATUS).toBe('paused');
    expect(INITIAL_GOAL_STATUS).toBe('active');
    expect(ACHIEVED_GOAL_STATUS).toBe('completed');
  });

  it('answers what a status means', () => {
    expect(goalStatusesWith('agenda')).toEqual(['active']);
    expect(goalStatusesWith('onProfile')).toEqual(['active', 'paused', 'completed']);
    expect(goalStatusesWith('shownToMembers')).toEqual(['active', 'paused']);
    expect(goalStatusHas('active', 'reminded')).toBe(true);
    expect(goalStatusHas('abandoned', 'reminded')).toBe(false);
  });

  it('keeps a paused goal out of the agenda and reminders, on the profile and counted', () => {
    expect(goalStatusHas('paused', 'agenda')).toBe(false);
    expect(goalStatusHas('paused', 'reminded')).toBe(false);
    expect(goalStatusHas('paused', 'extended')).toBe(false);
    expect(goalStatusHas('paused', 'onProfile')).toBe(true);
    expect(goalStatusHas('paused', 'progressCounted')).toBe(true);
  });

  it('gives an unknown status no meaning', () => {
    expect(isGoalStatus('on-hold')).toBe(false);
    expect(isGoalStatus('toString')).toBe(false);
    expect(goalStatusHas('on-hold', 'agenda')).toBe(false);
    expect(goalStatusHas(null, 'agenda')).toBe(false);
  });
});
