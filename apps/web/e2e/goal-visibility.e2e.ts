// A new goal's visibility is chosen when it is made, in ru and en: the New goal dialog and setup step 3 show
// "Only me / Subscribers / Everyone" with what each means, "Only me" for a health goal and "Subscribers" for a
// hobby (the shared rule run on the page's own reading), and what is shown is what is saved; a guest does not
// see the private goal on the profile. With SCREENSHOTS=1: both choices on a phone and a desktop, light and dark.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, createUser, gql, launch, openPage, type TestUser } from './fixtures';

const shots =
  process.env.SCREENSHOTS_DIR ?? (process.env.SCREENSHOTS ? join(import.meta.dirname, 'screenshots') : null);
const avatar = fileURLToPath(new URL('../public/icons/icon-192.png', import.meta.url));
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  if (shots) mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const TEXTS = {
  en: {
    goals: 'Goals',
    newGoal: 'New goal',
    textLabel: 'What do you want to achieve?',
    create: 'Create goal and plan',
    label: 'Who can see this goal',
    only: 'Only me',
    subscribers: 'Subscribers',
    everyone: 'Everyone',
    onlyMeaning: 'You and your mentor. Not on your profile, not in anyone’s news.',
    subscribersMeaning: 'People subscribed to you, on your profile and in their news.',
    whyPersonal: 'Suggested “Only me”: it reads as a personal goal. You can change it.',
    whyOther: 'Suggested “Subscribers”.',
    health: 'Lose 8 kg by summer',
    hobby: 'Learn to play the guitar',
    next: 'Next',
    stepInterests: 'Interests and goal',
    stepBasic: 'Basic information',
    stepMentor: 'Mentor',
    yourGoal: 'Your goal',
    photo: 'Your photo',
    healthChip: 'Health',
    hobbyChip: 'Hobbies',
    complete: 'Setup Complete!',
    settingsLabel: 'New goals are visible to',
    byGoal: 'By the goal (recommended)',
    whyOwn: 'Your default from settings. You can change it for this goal.',
  },
  ru: {
    goals: 'Цели',
    newGoal: 'Новая цель',
    textLabel: 'Чего вы хотите достичь?',
    create: 'Создать цель и план',
    label: 'Кто видит эту цель',
    only: 'Только мне',
    subscribers: 'Подписчикам',
    everyone: 'Всем',
    onlyMeaning: 'Вам и вашему наставнику. Не в профиле и не в чьих-либо новостях.',
    subscribersMeaning: 'Тем, кто на вас подписан: в вашем профиле и в их новостях.',
    whyPersonal: 'Предлагаем «Только мне»: цель выглядит личной. Можно изменить.',
    whyOther: 'Предлагаем «Подписчикам».',
    health: 'Похудеть на 8 кг к лету',
    hobby: 'Научиться играть на гитаре',
    next: 'Далее',
    stepInterests: 'Интересы и цель',
    stepBasic: 'Основная информация',
    stepMentor: 'Наставник',
    yourGoal: 'Ваша цель',
    photo: 'Ваше фото',
    healthChip: 'Здоровье',
    hobbyChip: 'Хобби',
    complete: 'Настройка завершена!',
    settingsLabel: 'Новые цели видны',
    byGoal: 'По цели (рекомендуется)',
    whyOwn: 'Ваш выбор по умолчанию из настроек. Для этой цели его можно изменить.',
  },
} as const;
type Lang = keyof typeof TEXTS;

/** The choice's group and the label of its checked card. */
function choiceIn(scope: Locator | Page, lang: Lang) {
  const group = scope.getByRole('radiogroup', { name: TEXTS[lang].label });
  const checked = async () =>
    ((await group.getByRole('radio', { checked: true }).textContent()) ?? '').trim();
  return { group, checked };
}

type MyGoal = { id: string; title: string; description: string; visibility: string };
async function myGoals(user: TestUser) {
  const data = await gql<{ myGoals: { items: MyGoal[] } }>(
    '{ myGoals { items { id title description visibility } } }',
    {},
    user.token,
  );
  return data.myGoals.items;
}

/** Steps 1 and 2 of setup as a person does them (the avatar is required), up to step 3. */
async function toSetupStep3(page: Page, lang: Lang) {
  const L = TEXTS[lang];
  await page.getByRole('heading', { name: L.stepBasic, level: 2 }).waitFor();
  await page.locator('input[type=file]').setInputFiles(avatar);
  await page.getByRole('img', { name: L.photo }).waitFor();
  await page.getByRole('button', { name: L.next }).click();
  await page.getByRole('heading', { name: L.stepMentor, level: 2 }).waitFor();
  await page.getByRole('main').getByRole('radio').first().click();
  await page.getByRole('button', { name: L.next }).click();
  await page.getByRole('heading', { name: L.stepInterests, level: 2 }).waitFor();
}

/** A person with the names and birthday of setup step 1 filled through the API (the photo is the page's). */
async function personForSetup(lang: Lang) {
  const user = await createUser({ lang });
  await gql(
    'mutation { fillBaseBio(firstName: "Vera", lastName: "Tester", birthday: "1990-05-07") { id } }',
    {},
    user.token,
  );
  return user;
}

describe('a new goal’s visibility is chosen when it is made', () => {
  for (const lang of ['ru', 'en'] as const) {
    const L = TEXTS[lang];

    it(`${lang}: the New goal dialog starts a health goal as Only me and a hobby as Subscribers; a guest does not see the private goal`, async () => {
      const owner = await createUser({ lang, setup: true });
      const { context, page, errors } = await openPage(browser, '/goals', { lang, token: owner.token });
      await page.getByRole('heading', { name: L.goals, level: 1 }).waitFor();
      await page.getByRole('button', { name: L.newGoal }).click();
      const dialog = page.getByRole('dialog');
      const text = dialog.getByRole('textbox', { name: L.textLabel });
      const choice = choiceIn(dialog, lang);
      await choice.group.waitFor();
      // All three, each with its meaning.
      for (const name of [L.only, L.subscribers, L.everyone])
        await choice.group.getByRole('radio', { name: new RegExp(`^${name}`) }).waitFor();
      await choice.group.getByText(L.onlyMeaning).waitFor();
      await choice.group.getByText(L.subscribersMeaning).waitFor();

      await text.fill(L.health);
      await expect.poll(choice.checked, { timeout: 10_000 }).toMatch(new RegExp(`^${L.only}`));
      await dialog.getByText(L.whyPersonal).waitFor();
      await text.fill(L.hobby);
      await expect.poll(choice.checked, { timeout: 10_000 }).toMatch(new RegExp(`^${L.subscribers}`));
      await dialog.getByText(L.whyOther, { exact: false }).waitFor();
      await text.fill(L.health);
      await expect.poll(choice.checked, { timeout: 10_000 }).toMatch(new RegExp(`^${L.only}`));
      await checkA11y(page, `goal visibility ${lang}`);
      await dialog.getByRole('button', { name: L.create }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await myGoals(owner)).filter((g) => g.visibility === 'private').length, {
          timeout: 10_000,
        })
        .toBe(1);
      const privateGoal = (await myGoals(owner)).find((g) => g.visibility === 'private')!;

      // A guest opens the profile: the public setup goal is there, the private one is not.
      const guest = await openPage(browser, `/${owner.username}`, { lang });
      // The page is drawn in Russian (no language cookie) and switched to the stored language with its list on
      // screen (drawn-language.e2e.ts): counted once it is in.
      await guest.page.getByTestId('profile-goal').first().waitFor();
      expect(await guest.page.getByTestId('profile-goal').count()).toBe(1);
      expect(await guest.page.getByText(privateGoal.title).count()).toBe(0);
      await guest.context.close();

      // The owner's own profile lists both, and says who sees the private one.
      await page.goto(`/${owner.username}`);
      const mine = page.getByTestId('profile-goal').filter({ hasText: privateGoal.title });
      await mine.getByTestId('profile-goal-visibility').getByText(L.only).waitFor();
      expect(await page.getByTestId('profile-goal-visibility').count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${lang}: setup step 3 shows the choice, Only me for a health goal and Subscribers for a hobby, and saves it`, async () => {
      const health = await personForSetup(lang);
      const first = await openPage(browser, '/setup', { lang, token: health.token });
      await toSetupStep3(first.page, lang);
      await first.page.getByText(L.healthChip, { exact: true }).click();
      await first.page.getByRole('textbox', { name: L.yourGoal }).fill(L.health);
      const choice = choiceIn(first.page, lang);
      await expect.poll(choice.checked, { timeout: 10_000 }).toMatch(new RegExp(`^${L.only}`));
      await first.page.getByText(L.whyPersonal).waitFor();
      await checkA11y(first.page, `setup step 3 visibility ${lang}`);
      await first.page.getByRole('button', { name: L.next }).click();
      await first.page.getByRole('heading', { name: L.complete }).waitFor();
      expect((await myGoals(health)).map((g) => g.visibility)).toEqual(['private']);
      expect(first.errors).toEqual([]);
      await first.context.close();

      const hobby = await personForSetup(lang);
      const second = await openPage(browser, '/setup', { lang, token: hobby.token });
      await toSetupStep3(second.page, lang);
      await second.page.getByText(L.hobbyChip, { exact: true }).click();
      await second.page.getByRole('textbox', { name: L.yourGoal }).fill(L.hobby);
      const hobbyChoice = choiceIn(second.page, lang);
      await expect.poll(hobbyChoice.checked, { timeout: 10_000 }).toMatch(new RegExp(`^${L.subscribers}`));
      // The person picks Everyone: that is what is saved.
      await hobbyChoice.group.getByRole('radio', { name: new RegExp(`^${L.everyone}`) }).click();
      await expect.poll(hobbyChoice.checked).toMatch(new RegExp(`^${L.everyone}`));
      await second.page.getByRole('button', { name: L.next }).click();
      await second.page.getByRole('heading', { name: L.complete }).waitFor();
      expect((await myGoals(hobby)).map((g) => g.visibility)).toEqual(['public']);
      expect(second.errors).toEqual([]);
      await second.context.close();
    });
  }

  for (const lang of ['ru', 'en'] as const) {
    const L = TEXTS[lang];
    it(`${lang}: the person's own default from settings wins over the goal's kind`, async () => {
      const user = await createUser({ lang, setup: true });
      const { context, page, errors } = await openPage(browser, '/settings', { lang, token: user.token });
      const select = page.getByRole('combobox', { name: L.settingsLabel });
      await select.waitFor();
      expect(await select.inputValue()).toBe(L.byGoal);
      await select.click();
      await page.getByRole('option', { name: L.everyone, exact: true }).click();
      await expect
        .poll(async () => {
          const data = await gql<{ currentUser: { entities: { defaultVisibility: string } } }>(
            '{ currentUser { entities { defaultVisibility } } }',
            {},
            user.token,
          );
          return data.currentUser.entities.defaultVisibility;
        })
        .toBe('public');

      await page.goto('/goals');
      await page.getByRole('button', { name: L.newGoal }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: L.textLabel }).fill(L.health);
      const choice = choiceIn(dialog, lang);
      await expect.poll(choice.checked, { timeout: 10_000 }).toMatch(new RegExp(`^${L.everyone}`));
      await dialog.getByText(L.whyOwn).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it.skipIf(!shots)(
    'screenshots: the choice in the dialog and in setup step 3, phone and desktop, light and dark',
    async () => {
      for (const lang of ['ru', 'en'] as const) {
        const L = TEXTS[lang];
        const owner = await createUser({ lang, setup: true });
        for (const scheme of ['light', 'dark'] as const) {
          for (const width of [360, 1280]) {
            const name = `${lang}-${scheme}-${width}`;
            const options = {
              lang,
              colorScheme: scheme,
              viewport: { width, height: width === 360 ? 780 : 900 },
            };
            const { context, page } = await openPage(browser, '/goals', { ...options, token: owner.token });
            await page.getByRole('button', { name: L.newGoal }).click();
            const dialog = page.getByRole('dialog');
            await dialog.getByRole('textbox', { name: L.textLabel }).fill(L.health);
            await expect
              .poll(choiceIn(dialog, lang).checked, { timeout: 10_000 })
              .toMatch(new RegExp(`^${L.only}`));
            await dialog.getByText(L.whyPersonal).waitFor();
            await choiceIn(dialog, lang).group.scrollIntoViewIfNeeded();
            await page.screenshot({ path: join(shots!, `visibility-dialog-${name}.png`) });
            await context.close();

            const person = await personForSetup(lang);
            const setup = await openPage(browser, '/setup', { ...options, token: person.token });
            await toSetupStep3(setup.page, lang);
            await setup.page.getByText(L.hobbyChip, { exact: true }).click();
            await setup.page.getByRole('textbox', { name: L.yourGoal }).fill(L.hobby);
            await expect
              .poll(choiceIn(setup.page, lang).checked, { timeout: 10_000 })
              .toMatch(new RegExp(`^${L.subscribers}`));
            await setup.page.screenshot({
              path: join(shots!, `visibility-setup-${name}.png`),
              fullPage: true,
            });
            await setup.context.close();
          }
        }
      }
    },
    240_000,
  );
});
