import { describe, expect, it } from 'vitest';
import { notificationLink } from './Bell';

const base = { id: '1', read: false, createdAt: '2026-11-22T10:00:00Z' };
const actor = { username: 'anna', name: 'Анна' };

describe('notification links', () => {
  it('lead to what they are about', () => {
    expect(notificationLink({ ...base, kind: 'new_follower', actor })).toBe('/anna');
    expect(notificationLink({ ...base, kind: 'message', actor })).toBe('/messages/anna');
    expect(notificationLink({ ...base, kind: 'achievement' })).toBe('/achievements');
    expect(notificationLink({ ...base, kind: 'mentor_comment', actor, goalId: 'g1' })).toBe('/plans#goal-g1');
    expect(notificationLink({ ...base, kind: 'something_new' })).toBe('/profile');
  });
});
