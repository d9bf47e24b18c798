import { describe, expect, it } from 'vitest';
import { defaultVisibilityOf, isPersonalGoal, newGoalVisibility, visibilityByReading } from './visibility.js';

describe('a new goal’s visibility', () => {
  it('is "only me" for a personal category: health, relationships, money, faith', () => {
    for (const category of ['health', 'relationships', 'finances', 'spirituality']) {
      expect(visibilityByReading({ category })).toBe('private');
    }
  });

  it('is "followers" for the others, never "everyone" by itself', () => {
    for (const category of ['self-development', 'career', 'creativity', 'hobbies', 'technology', 'science']) {
      expect(visibilityByReading({ category })).toBe('followers');
    }
    expect(visibilityByReading({})).toBe('followers');
  });

  it('is personal by a family, illness or quitting domain whatever category was picked', () => {
    expect(isPersonalGoal({ category: 'self-development', domain: 'school-start' })).toBe(true);
    expect(isPersonalGoal({ category: 'hobbies', domain: 'quit-smoking' })).toBe(true);
    expect(isPersonalGoal({ category: 'self-development', domain: 'exam' })).toBe(false);
    // Setup's single interest guided the category; the text itself reads as health.
    expect(isPersonalGoal({ category: 'hobbies', textCategory: 'health' })).toBe(true);
  });

  it('follows the person’s own default when they set one, over the reading', () => {
    expect(newGoalVisibility({ category: 'health' }, 'public')).toBe('public');
    expect(newGoalVisibility({ category: 'hobbies' }, 'private')).toBe('private');
    expect(newGoalVisibility({ category: 'health' }, null)).toBe('private');
    expect(newGoalVisibility({ category: 'hobbies' }, undefined)).toBe('followers');
  });

  it('says a stored default that is not set as "auto"', () => {
    expect(defaultVisibilityOf(null)).toBe('auto');
    expect(defaultVisibilityOf('followers')).toBe('followers');
  });
});
