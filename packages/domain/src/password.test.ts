import { describe, expect, it } from 'vitest';
import { personalWords } from './password.js';

describe('personalWords', () => {
  it('takes the e-mail, its parts of three letters or more, and the names, lower-cased and once each', () => {
    expect(personalWords('Anna.Li@Mail.ru', ' Anna ', null, 'Ли Анна')).toEqual([
      'anna.li@mail.ru',
      'anna',
      'mail',
      'ли анна',
      'анна',
    ]);
  });
});
