import { describe, expect, it } from 'vitest';
import {
  basicInfoComplete,
  goalProblem,
  INTEREST_CATEGORIES,
  interestsProblem,
  mentorChosen,
  nextStep,
  previousStep,
} from './wizard';

const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
const complete = {
  firstName: 'Anna',
  lastName: 'P',
  birthday: '1990-01-01',
  avatar: file,
  existingAvatarUrl: null,
};

describe('setup wizard', () => {
  it('S-T5: Next moves forward, Back moves backward, within steps 1 to 4', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(2)).toBe(3);
    expect(nextStep(3)).toBe(3);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(0)).toBe(0);
  });

  it('S-V2: step 1 needs first name, last name, birthday and avatar', () => {
    expect(basicInfoComplete(complete)).toBe(true);
    expect(basicInfoComplete({ ...complete, firstName: '  ' })).toBe(false);
    expect(basicInfoComplete({ ...complete, lastName: '' })).toBe(false);
    expect(basicInfoComplete({ ...complete, birthday: null })).toBe(false);
    expect(basicInfoComplete({ ...complete, avatar: null })).toBe(false);
    // An avatar uploaded before counts.
    expect(basicInfoComplete({ ...complete, avatar: null, existingAvatarUrl: '/uploads/a.webp' })).toBe(true);
  });

  it('S-V3: step 2 needs a mentor', () => {
    expect(mentorChosen(null)).toBe(false);
    expect(mentorChosen('')).toBe(false);
    expect(mentorChosen('m1')).toBe(true);
  });

  it('S-D5: the ten interest categories', () => {
    expect(INTEREST_CATEGORIES).toEqual([
      'self-development',
      'finances',
      'career',
      'health',
      'relationships',
      'creativity',
      'spirituality',
      'hobbies',
      'technology',
      'science',
    ]);
  });

  it('step 3: at least one interest and a goal of 3 to 500 characters', () => {
    expect(interestsProblem([])).toBe('setup.chooseInterest');
    expect(interestsProblem(['health'])).toBeNull();
    expect(goalProblem('ab')).toBe('setup.goalLength');
    expect(goalProblem('Run 10 km')).toBeNull();
    expect(goalProblem('x'.repeat(501))).toBe('setup.goalLength');
  });
});
