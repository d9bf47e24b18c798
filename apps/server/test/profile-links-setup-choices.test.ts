// Settings hold the profile: a social link typed without https:// is saved as an https address, what is no web
// address is refused in both languages and changes nothing; the basic information names the missing field.
// Setup step 3 saves the deadline the person accepted on the live preview, as the New goal dialog does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const LINKS = 'mutation($l: [SocialLinkInput!]!) { updateSocialLinks(links: $l) { id } }';
const READ_LINKS = '{ currentUser(withProfileDetails: true) { entities { socialLinks { network url } } } }';
const BIO =
  'mutation($f: String!, $l: String!, $b: String!) { fillBaseBio(firstName: $f, lastName: $l, birthday: $b) { id firstName birthday } }';

describe('social links without a scheme', () => {
  it('saves t.me/vera as https://t.me/vera and refuses a script address, keeping what was saved', async () => {
    const user = await registerUser(app);
    const ok = await app.gql(
      LINKS,
      {
        l: [
          { network: 'telegram', url: ' t.me/vera ' },
          { network: 'site', url: 'http://vera.example.com' },
        ],
      },
      { token: user.token },
    );
    expect(ok.errors).toBeUndefined();
    const read = async () =>
      (await app.gql(READ_LINKS, {}, { token: user.token })).data!.currentUser.entities.socialLinks;
    expect(await read()).toEqual([
      { network: 'telegram', url: 'https://t.me/vera' },
      { network: 'site', url: 'http://vera.example.com' },
    ]);
    for (const [lang, text] of [
      ['en', 'address'],
      ['ru', 'адрес'],
    ] as const) {
      const bad = await app.gql(
        LINKS,
        { l: [{ network: 'x', url: 'javascript:alert(1)' }] },
        { token: user.token, lang },
      );
      expect(codeOf(bad)).toBe('BAD_USER_INPUT');
      expect(messageOf(bad)).toContain(text);
    }
    const noHost = await app.gql(LINKS, { l: [{ network: 'x', url: 'vera' }] }, { token: user.token });
    expect(codeOf(noHost)).toBe('BAD_USER_INPUT');
    expect(await read()).toHaveLength(2);
  });
});

describe('basic information (S-V2) from settings', () => {
  it('changes name and birthday, names the empty field, and leaves the saved ones on a refusal', async () => {
    const user = await registerUser(app);
    const ok = await app.gql(BIO, { f: 'Vera', l: 'Tester', b: '1990-05-07' }, { token: user.token });
    expect(ok.data!.fillBaseBio).toMatchObject({ firstName: 'Vera', birthday: '1990-05-07' });
    const empty = await app.gql(
      BIO,
      { f: 'Vera', l: ' ', b: '1990-05-07' },
      { token: user.token, lang: 'ru' },
    );
    expect(messageOf(empty)).toBe('Пожалуйста, заполните все поля.');
    expect(empty.errors?.[0]?.extensions?.field).toBe('lastName');
    const future = await app.gql(BIO, { f: 'Vera', l: 'T', b: '2990-01-01' }, { token: user.token });
    expect(future.errors?.[0]?.extensions?.field).toBe('birthday');
    const me = await app.gql('{ currentUser { entities { lastName birthday } } }', {}, { token: user.token });
    expect(me.data!.currentUser.entities).toEqual({ lastName: 'Tester', birthday: '1990-05-07' });
  });
});

describe('setup step 3 with the preview’s choices', () => {
  const FINISH = `mutation($i: [String!]!, $g: String!, $d: Date) {
    finishSetup(interests: $i, goalText: $g, deadline: $d) { id status } }`;
  it('creates the goal with the accepted deadline; a past one is refused and setup stays unfinished', async () => {
    const user = await registerUser(app);
    const past = await app.gql(
      FINISH,
      { i: ['hobbies'], g: 'Learn to play guitar', d: '2001-01-01' },
      { token: user.token },
    );
    expect(codeOf(past)).toBe('BAD_USER_INPUT');
    const status = await app.gql('{ currentUser { entities { status } } }', {}, { token: user.token });
    expect(status.data!.currentUser.entities.status).toBe('0');
    const deadline = `${new Date().getUTCFullYear() + 1}-06-30`;
    const res = await app.gql(
      FINISH,
      { i: ['hobbies'], g: 'Learn to play guitar', d: deadline },
      { token: user.token },
    );
    expect(res.data!.finishSetup.status).toBe('1');
    const goals = await app.gql('{ myGoals(first: 5) { items { deadline } } }', {}, { token: user.token });
    expect(goals.data!.myGoals.items).toEqual([{ deadline }]);
  });
});
