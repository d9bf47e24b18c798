import { describe, expect, it } from 'vitest';
import { emailProblem, newPasswordProblem, passwordsMatch } from './validation';

describe('sign-up checks', () => {
  it('S-V1: password and confirmation must match', () => {
    expect(passwordsMatch('secret123', 'secret123')).toBe(true);
    expect(passwordsMatch('secret123', 'secret124')).toBe(false);
  });
  it('e-mail and password shape (docs/api.md)', () => {
    expect(emailProblem('')).toBe('auth.emailRequired');
    expect(emailProblem('nope')).toBe('auth.emailInvalid');
    expect(emailProblem('a@b.co')).toBeNull();
    expect(newPasswordProblem('short')).toBe('auth.passwordLength');
    expect(newPasswordProblem('long enough')).toBeNull();
  });
});
