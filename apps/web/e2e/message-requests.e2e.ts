import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, createUser, gql, launch, openPage, waitForPath } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SEND = 'mutation ($to: String!, $text: String!) { sendMessage(to: $to, text: $text) { id } }';

// A first message from someone the reader does not follow waits as a request: Accept moves it to the
// conversations, Decline hides it.
describe('message requests', () => {
  it('en: a stranger’s message waits as a request; Accept moves it to the conversations', async () => {
    const me = await createUser({ setup: true, lang: 'en', firstName: 'Mila', lastName: 'Reader' });
    const stranger = await createUser({ setup: true, lang: 'en', firstName: 'Stan', lastName: 'Stranger' });
    const pest = await createUser({ setup: true, lang: 'en', firstName: 'Pete', lastName: 'Pest' });
    await gql(SEND, { to: me.username, text: 'Hello from the race, Mila!' }, stranger.token);
    await gql(SEND, { to: me.username, text: 'Buy followers cheap' }, pest.token);

    const { page, context, errors } = await openPage(browser, '/messages', { lang: 'en', token: me.token });
    const requests = page.getByRole('region', { name: '2 message requests' });
    await requests.waitFor();
    await requests.getByText('Hello from the race, Mila!').waitFor();
    await requests.getByText('From people you are not subscribed to.', { exact: false }).waitFor();
    // Nothing in the conversations yet.
    await page.getByText('No conversations yet').waitFor();
    await checkA11y(page, 'message requests');

    await requests.getByRole('button', { name: 'Accept the message request from Stan Stranger' }).click();
    const row = page.getByRole('link', { name: /Stan Stranger/ }).filter({ hasText: 'Hello from the race' });
    await row.waitFor();
    await page.getByRole('region', { name: '1 message request' }).waitFor();

    // Opened by name, the other request asks for an answer above the composer; Decline hides it.
    await page.getByRole('link', { name: 'Pete Pest' }).click();
    await waitForPath(page, `/messages/${pest.username}`);
    await page.getByText('Pete Pest wants to message you.', { exact: false }).waitFor();
    await checkA11y(page, 'a message request opened');
    await page.getByRole('button', { name: 'Decline the message request from Pete Pest' }).click();
    await waitForPath(page, '/messages');
    await row.waitFor();
    // The list is read again after the decline: the request goes once that answer is in.
    await expect.poll(() => page.getByRole('region', { name: /message request/ }).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: /Pete Pest/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ru: запрос на переписку принимается из переписки и отклоняется из списка', async () => {
    const me = await createUser({ setup: true, lang: 'ru', firstName: 'Мила', lastName: 'Читатель' });
    const writer = await createUser({ setup: true, lang: 'ru', firstName: 'Олег', lastName: 'Незнакомов' });
    const pest = await createUser({ setup: true, lang: 'ru', firstName: 'Пётр', lastName: 'Назойлив' });
    await gql(SEND, { to: me.username, text: 'Привет! Бежим вместе?' }, writer.token);
    await gql(SEND, { to: me.username, text: 'Купите подписчиков' }, pest.token);

    const { page, context, errors } = await openPage(browser, '/messages', { lang: 'ru', token: me.token });
    const requests = page.getByRole('region', { name: '2 запроса на переписку' });
    await requests.waitFor();
    await requests.getByText('Привет! Бежим вместе?').waitFor();
    await page.getByText('Переписок пока нет').waitFor();
    await checkA11y(page, 'запросы на переписку');

    await requests.getByRole('button', { name: 'Отклонить запрос на переписку от Пётр Назойлив' }).click();
    await page.getByRole('region', { name: '1 запрос на переписку' }).waitFor();

    await page.getByRole('link', { name: 'Олег Незнакомов' }).click();
    await waitForPath(page, `/messages/${writer.username}`);
    await page.getByText('Олег Незнакомов хочет вам написать.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Принять запрос на переписку от Олег Незнакомов' }).click();
    // Accepted: the question goes, the conversation stays open and can be answered.
    await page
      .getByText('Олег Незнакомов хочет вам написать.', { exact: false })
      .waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Сообщение для Олег Незнакомов' }).waitFor();
    await page.getByRole('link', { name: 'Все переписки' }).click();
    await waitForPath(page, '/messages');
    await page
      .getByRole('link', { name: /Олег Незнакомов/ })
      .filter({ hasText: 'Бежим вместе' })
      .waitFor();
    await expect.poll(() => page.getByRole('region', { name: /запрос/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
