import { MIN_PASSWORD_SCORE, personalWords } from '@stepwise/domain/password';
import { translations } from '@zxcvbn-ts/language-en';
import { describe, expect, it } from 'vitest';
import { textKeys } from '../i18n/namespace';
import { isStrongEnough, measureStrength } from './passwordStrength';
import { en, ru } from './texts';

describe('password strength (zxcvbn-ts, score 3 or more, as the server checks)', () => {
  it.each(['12345678', 'password', '        ', 'password one', 'qwertyuiop'])('refuses %j', async (p) => {
    const strength = await measureStrength(p);
    expect(strength.score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(isStrongEnough(strength)).toBe(false);
  });

  it.each(['correct horse 42', 'a good password', 'another password'])('accepts %j', async (p) => {
    expect(isStrongEnough(await measureStrength(p))).toBe(true);
  });

  it('answers with keys the page translates, not English sentences', async () => {
    const strength = await measureStrength('password');
    expect(strength.warning).toBe('topTen');
    expect(strength.suggestions).toContain('anotherWord');
  });

  it('counts the e-mail against a password made of it', async () => {
    const email = 'marina.kovalenko@example.test';
    const alone = await measureStrength(email);
    const withEmail = await measureStrength(email, [email]);
    expect(alone.score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(withEmail.score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(withEmail.warning).toBe('userInputs');
  });

  it('knows what the server knows: Russian passwords, the site, the parts of the e-mail', async () => {
    expect(isStrongEnough(await measureStrength('пароль'))).toBe(false);
    expect(isStrongEnough(await measureStrength('stepwise'))).toBe(false);
    expect(personalWords('Marina.Kovalenko+x@example.test')).toEqual([
      'marina.kovalenko+x@example.test',
      'marina',
      'kovalenko',
      'example',
      'test',
    ]);
    // A part of the e-mail, not the whole address, is enough to make a password weak.
    expect(isStrongEnough(await measureStrength('zvezdochkin42'))).toBe(true);
    expect(isStrongEnough(await measureStrength('zvezdochkin42', ['zvezdochkin@example.test']))).toBe(false);
  });

  it('has a text in both languages for every reason zxcvbn-ts can give', () => {
    const { warnings, suggestions } = en.passwordStrength;
    expect(Object.keys(warnings).sort()).toEqual(Object.keys(translations.warnings).sort());
    expect(Object.keys(suggestions).sort()).toEqual(Object.keys(translations.suggestions).sort());
    expect(textKeys(ru).sort()).toEqual(textKeys(en).sort());
  });
});
