/** Client-side checks that mirror the server's (docs/api.md): e-mail shape, password 8 to 128. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): 'auth.emailRequired' | 'auth.emailInvalid' | null {
  const value = email.trim();
  if (!value) return 'auth.emailRequired';
  return EMAIL_PATTERN.test(value) ? null : 'auth.emailInvalid';
}

export function newPasswordProblem(password: string): 'auth.passwordRequired' | 'auth.passwordLength' | null {
  if (!password) return 'auth.passwordRequired';
  return password.length < 8 || password.length > 128 ? 'auth.passwordLength' : null;
}

/** S-V1: password and confirmation must match. */
export function passwordsMatch(password: string, confirm: string): boolean {
  return password === confirm;
}
