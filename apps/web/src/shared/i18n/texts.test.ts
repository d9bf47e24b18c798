import { describe, expect, it } from 'vitest';
import { defaultLanguage, i18n, initialLanguage, loadScreenTexts } from './i18n';
import { en as enScreens, ru as ruScreens } from './screens/texts';
import { en as enFirst, ru as ruFirst } from './texts';

const en = { ...enFirst, ...enScreens };
const ru = { ...ruFirst, ...ruScreens };

function flatKeys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? flatKeys(v, `${prefix}${k}.`)
      : [`${prefix}${k.replace(/_(one|few|many|other)$/, '')}`],
  );
}

describe('texts', () => {
  it('the first chunk has only the first screen’s texts; the others load apart', async () => {
    expect(Object.keys(enFirst).sort()).toEqual(Object.keys(ruFirst).sort());
    expect(Object.keys(enFirst).filter((k) => k in enScreens)).toEqual([]);
    expect(i18n.exists('auth.loginFailed')).toBe(false);
    await loadScreenTexts();
    expect(i18n.exists('auth.loginFailed')).toBe(true);
    expect(i18n.getFixedT('ru')('welcome.cta')).toBe(ruFirst.welcome.cta);
  });

  it('S-P2: ru is the default language', () => {
    expect(defaultLanguage).toBe('ru');
    expect(initialLanguage()).toBe('ru');
  });

  it('en and ru have the same keys', () => {
    expect(new Set(flatKeys(ru))).toEqual(new Set(flatKeys(en)));
  });

  it("the spec's texts, word for word in English (S-P1, S-V1..S-V5, S-S1)", () => {
    const t = i18n.getFixedT('en');
    expect(t('welcome.title', { product: 'Stepwise' })).toBe('Welcome to Stepwise');
    expect(t('welcome.subtitle')).toBe('Track your progress and achieve more.');
    expect(t('auth.passwordsDoNotMatch')).toBe('Passwords do not match');
    expect(t('setup.fillAllFields')).toBe('Please fill in all fields.');
    expect(t('setup.selectMentor')).toBe('Please select a mentor.');
    expect(t('auth.loginFailed')).toBe('Login failed. Please check your credentials.');
    expect(t('auth.registrationFailed')).toBe('Registration failed. Please try again.');
    expect(t('setup.complete')).toBe('Setup Complete!');
    expect([t('nav.roadmap'), t('nav.news'), t('nav.login'), t('nav.profile')]).toEqual([
      'Roadmap',
      'News',
      'Log In',
      'Profile',
    ]);
  });

  it('S-U1: the update prompt in Russian is the spec text', () => {
    expect(i18n.getFixedT('ru')('pwa.updateAvailable')).toBe('Доступна новая версия приложения. Обновить?');
  });

  it('Russian versions of the messages exist (S-V1..S-V5)', () => {
    const t = i18n.getFixedT('ru');
    expect(t('welcome.title', { product: 'Stepwise' })).toBe('Добро пожаловать в Stepwise');
    expect(t('auth.passwordsDoNotMatch')).toBe('Пароли не совпадают');
    expect(t('setup.fillAllFields')).toBe('Пожалуйста, заполните все поля.');
    expect(t('setup.selectMentor')).toBe('Пожалуйста, выберите наставника.');
  });

  it('Russian plurals use one/few/many', () => {
    const t = i18n.getFixedT('ru');
    expect(t('setup.mentees', { count: 1 })).toBe('1 подопечный');
    expect(t('setup.mentees', { count: 3 })).toBe('3 подопечных');
    expect(t('setup.mentees', { count: 21 })).toBe('21 подопечный');
    expect(i18n.getFixedT('en')('setup.mentees', { count: 2 })).toBe('2 mentees');
  });
});
