// Settings hold the profile: name, photo and birthday change with setup step 1's rules (S-V2: the spec's message,
// each empty field marked, a date that cannot be read kept and marked), and a social link typed without https://
// is saved as an https address.
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, createUser, gql, launch, openPage } from './fixtures';

const avatar = fileURLToPath(new URL('../public/icons/icon-192.png', import.meta.url));
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TEXTS = {
  en: {
    last: 'Last name',
    first: 'First name',
    birthday: 'Birthday',
    save: 'Save profile',
    fill: 'Please fill in all fields.',
    lastMark: 'Enter your last name',
    photoMark: 'Add a photo',
    photo: 'Your photo',
    unread: 'This is not a date we can read.',
    saved: 'Profile saved',
    date: '12/24/1991',
    network: 'Network',
    url: 'Address',
    saveLinks: 'Save links',
  },
  ru: {
    last: 'Фамилия',
    first: 'Имя',
    birthday: 'Дата рождения',
    save: 'Сохранить профиль',
    fill: 'Пожалуйста, заполните все поля.',
    lastMark: 'Укажите фамилию',
    photoMark: 'Добавьте фото',
    photo: 'Ваше фото',
    unread: 'Не получается прочитать эту дату.',
    saved: 'Профиль сохранён',
    date: '24.12.1991',
    network: 'Сеть',
    url: 'Адрес',
    saveLinks: 'Сохранить ссылки',
  },
};

describe('settings hold the profile', () => {
  for (const lang of ['en', 'ru'] as const) {
    it(`${lang}: name and birthday with setup's rules; a link without https://`, async () => {
      const x = TEXTS[lang];
      const user = await createUser({ setup: true, lang, firstName: 'Anna', lastName: 'Petrova' });
      const viewport = lang === 'ru' ? { width: 390, height: 844 } : { width: 1280, height: 800 };
      const { context, page, errors } = await openPage(browser, '/settings#profile', {
        lang,
        token: user.token,
        viewport,
      });
      const form = page.getByRole('form', {
        name: lang === 'en' ? 'Name, photo and birthday' : 'Имя, фото и дата рождения',
      });
      await form.getByRole('textbox', { name: x.first }).fill('Vera');
      await form.getByRole('textbox', { name: x.last }).fill('');
      const birthday = form.getByRole('textbox', { name: x.birthday });
      await birthday.fill('1991-13-45');
      await page.keyboard.press('Escape');
      await form.getByRole('button', { name: x.save }).click();
      await form.getByRole('alert').filter({ hasText: x.fill }).waitFor();
      await form.getByText(x.lastMark).waitFor();
      // The account has no photo yet: every field is needed, as in setup.
      await form.getByText(x.photoMark, { exact: true }).waitFor();
      await form.getByText(x.unread).waitFor();
      expect(await birthday.inputValue()).toBe('1991-13-45');
      if (process.env.SCREENSHOTS_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/settings-profile-marks-${lang}.png` });
      await form.getByRole('textbox', { name: x.last }).fill('Tester');
      await form.locator('input[type=file]').setInputFiles(avatar);
      await form.getByRole('img', { name: x.photo }).waitFor();
      await birthday.fill(x.date);
      await page.keyboard.press('Escape');
      await form.getByRole('button', { name: x.save }).click();
      await page.getByText(x.saved).waitFor();
      const me = await gql<{
        currentUser: { entities: { firstName: string; lastName: string; birthday: string } };
      }>('{ currentUser { entities { firstName lastName birthday } } }', {}, user.token);
      expect(me.currentUser.entities).toEqual({
        firstName: 'Vera',
        lastName: 'Tester',
        birthday: '1991-12-24',
      });

      // A link as people write it.
      const links = page.getByRole('form', { name: lang === 'en' ? 'Social links' : 'Ссылки на соцсети' });
      await links.getByRole('textbox', { name: x.network }).first().fill('telegram');
      await links.getByRole('textbox', { name: x.url }).first().fill('t.me/vera');
      await links.getByRole('button', { name: x.saveLinks }).click();
      await expect
        .poll(async () => {
          const r = await gql<{ currentUser: { entities: { socialLinks: { url: string }[] } } }>(
            '{ currentUser(withProfileDetails: true) { entities { socialLinks { url } } } }',
            {},
            user.token,
          );
          return r.currentUser.entities.socialLinks.map((l) => l.url);
        })
        .toEqual(['https://t.me/vera']);
      await checkA11y(page, `settings profile ${lang}`);
      if (process.env.SCREENSHOTS_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/settings-profile-${lang}.png` });
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }
});
