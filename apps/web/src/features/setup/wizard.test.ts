import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarProblem,
  basicInfoComplete,
  birthdayCalendar,
  missingBasicInfo,
} from '../../shared/profile/basicInfo';
import {
  goalProblem,
  INTEREST_CATEGORIES,
  interestsProblem,
  mentorChosen,
  nextStep,
  previousStep,
  problemResolved,
  setupGoalProblem,
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

  it('S-V2: names the fields still empty; a typed date that could not be read counts as not filled in', () => {
    expect(missingBasicInfo({ ...complete, lastName: ' ', avatar: null })).toEqual(['lastName', 'avatar']);
    expect(missingBasicInfo({ ...complete, birthdayUnread: '31.02.1990' })).toEqual(['birthday']);
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

describe('rough edges of setup', () => {
  it('a photo is checked when chosen: type and the server’s 5 MB limit', () => {
    expect(avatarProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarProblem({ type: 'text/plain', size: 10 })).toBe('avatarType');
    expect(avatarProblem({ type: '', size: 10 })).toBe('avatarType');
    expect(avatarProblem({ type: 'image/webp', size: 6 * 1024 * 1024 })).toBe('avatarTooLarge');
    expect(avatarProblem({ type: 'image/gif', size: AVATAR_MAX_BYTES + 1 })).toBe('avatarTooLarge');
  });

  it('the birthday calendar opens on the decade of 25 years ago, bounded by 1900 and today', () => {
    const today = new Date(2026, 10, 22);
    expect(birthdayCalendar(today, null)).toEqual({
      minDate: '1900-01-01',
      maxDate: '2026-11-22',
      defaultDate: '2001-01-01',
      defaultLevel: 'decade',
    });
    expect(birthdayCalendar(today, '1990-05-03')).toMatchObject({
      defaultDate: '1990-05-03',
      defaultLevel: 'month',
    });
  });

  it('the banner of a step goes once its fields are fixed; a server error stays until the next try', () => {
    const basic = { ...complete, firstName: '' };
    expect(problemResolved('basic', { basic, mentorId: null })).toBe(false);
    expect(problemResolved('basic', { basic: complete, mentorId: null })).toBe(true);
    expect(problemResolved('mentor', { basic, mentorId: null })).toBe(false);
    expect(problemResolved('mentor', { basic, mentorId: 'm1' })).toBe(true);
    expect(problemResolved('server', { basic: complete, mentorId: 'm1' })).toBe(false);
  });

  it('the goal may be left empty only when it is optional (a re-run by someone with goals)', () => {
    expect(setupGoalProblem('', true)).toBeNull();
    expect(setupGoalProblem('   ', true)).toBeNull();
    expect(setupGoalProblem('ab', true)).toBe('setup.goalLength');
    expect(setupGoalProblem('', false)).toBe('setup.goalLength');
    expect(setupGoalProblem('Run 5 km', false)).toBeNull();
  });
});
