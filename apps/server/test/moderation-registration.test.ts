// A self-hosted instance decides how accounts are made: open, closed, by invitation, or after an
// administrator's approval (STEPWISE_REGISTRATION, then the administrator's setting). Its first account is
// always made, whatever the mode: someone must administer it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, REGISTER, registerUser, startTestApp, type TestApp } from './harness.js';

const PASSWORD = 'violet tractor mango sings';
const REGISTER_INVITED = `mutation($email: String!, $password: String!, $invitation: String) {
  register(email: $email, password: $password, invitation: $invitation) { token user { id } }
}`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const MODE = 'mutation($mode: String!) { setRegistrationMode(mode: $mode) }';
const INVITE = 'mutation { createInvitation { code expiresAt } }';
const PENDING =
  '{ moderation { registrationMode pendingAccounts { person { id } email } log { action note } } }';
const APPROVE = 'mutation($id: ID!) { approveAccount(userId: $id) { id } }';

let n = 0;
const email = (tag: string) => `${tag}-${++n}-${Date.now()}@example.com`;

describe('registration closed by configuration', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { STEPWISE_REGISTRATION: 'closed' } });
  });
  afterAll(() => app.close());

  it('takes the first account, then refuses with REGISTRATION_CLOSED in the person’s language; nothing is made', async () => {
    const owner = await registerUser(app, email('owner'), PASSWORD);
    expect((await app.gql('{ isAdministrator }', {}, { token: owner.token })).data!.isAdministrator).toBe(
      true,
    );
    expect((await app.gql('{ registration { mode } }')).data!.registration.mode).toBe('closed');
    const address = email('late');
    const ru = await app.gql(REGISTER, { email: address, password: PASSWORD }, { lang: 'ru' });
    expect(codeOf(ru)).toBe('REGISTRATION_CLOSED');
    expect(messageOf(ru)).toBe('Регистрация на этом сервере закрыта.');
    const en = await app.gql(REGISTER, { email: address, password: PASSWORD });
    expect(messageOf(en)).toBe('Registration on this server is closed.');
    expect(codeOf(await app.gql(LOGIN, { email: address, password: PASSWORD }))).toBe('UNAUTHENTICATED');
    // The administrator opens it: the same address registers.
    expect((await app.gql(MODE, { mode: 'open' }, { token: owner.token })).data!.setRegistrationMode).toBe(
      'open',
    );
    expect(
      (await app.gql(REGISTER, { email: address, password: PASSWORD })).data!.register.token,
    ).toBeTruthy();
    const { log } = (await app.gql(PENDING, {}, { token: owner.token })).data!.moderation;
    expect(log[0]).toEqual({ action: 'registration_mode', note: 'open' });
    expect(codeOf(await app.gql(MODE, { mode: 'sometimes' }, { token: owner.token }))).toBe('BAD_USER_INPUT');
  });
});

describe('registration by invitation and by approval (the administrator’s setting)', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    app = await startTestApp();
    owner = await registerUser(app, email('owner'), PASSWORD);
  });
  afterAll(() => app.close());

  it('by invitation: no code or a wrong one is refused (INVITATION_REQUIRED); a code makes one account, once', async () => {
    await app.gql(MODE, { mode: 'invite' }, { token: owner.token });
    const none = await app.gql(REGISTER_INVITED, { email: email('x'), password: PASSWORD }, { lang: 'ru' });
    expect(codeOf(none)).toBe('INVITATION_REQUIRED');
    expect(messageOf(none)).toBe('Регистрация на этом сервере — по приглашению: введите код приглашения.');
    const wrong = await app.gql(REGISTER_INVITED, {
      email: email('x'),
      password: PASSWORD,
      invitation: 'nope',
    });
    expect(codeOf(wrong)).toBe('INVITATION_REQUIRED');
    expect(messageOf(wrong)).toBe('This invitation code is not valid: it is unknown, used or expired.');
    const plain = await registerUser(app, email('guest'), PASSWORD).catch(() => null);
    expect(plain).toBeNull();

    const { code } = (await app.gql(INVITE, {}, { token: owner.token })).data!.createInvitation;
    // A taken e-mail does not spend the code.
    const taken = await app.gql(REGISTER_INVITED, {
      email: owner.email,
      password: PASSWORD,
      invitation: code,
    });
    expect(codeOf(taken)).toBe('EMAIL_TAKEN');
    // Two people with one code at once: one account.
    const both = await Promise.all(
      [email('a'), email('b')].map((e) =>
        app.gql(REGISTER_INVITED, { email: e, password: PASSWORD, invitation: code }),
      ),
    );
    expect(both.filter((r) => r.data?.register?.token)).toHaveLength(1);
    expect(both.filter((r) => codeOf(r) === 'INVITATION_REQUIRED')).toHaveLength(1);
  });

  it('by approval: the account waits (APPROVAL_PENDING at registration and sign-in) until approved', async () => {
    await app.gql(MODE, { mode: 'approval' }, { token: owner.token });
    const address = email('waiting');
    const made = await app.gql(REGISTER, { email: address, password: PASSWORD }, { lang: 'ru' });
    expect(codeOf(made)).toBe('APPROVAL_PENDING');
    expect(messageOf(made)).toBe(
      'Аккаунт создан и ждёт одобрения администратора. Войти можно будет после одобрения.',
    );
    const early = await app.gql(LOGIN, { email: address, password: PASSWORD });
    expect(codeOf(early)).toBe('APPROVAL_PENDING');
    expect(messageOf(early)).toBe('Your account awaits approval by an administrator.');
    const { pendingAccounts } = (await app.gql(PENDING, {}, { token: owner.token })).data!.moderation;
    const waiting = pendingAccounts.find((p: { email: string }) => p.email === address);
    expect(waiting).toBeTruthy();
    const plain = await registerUser(app, email('plain-approval'), PASSWORD).catch(() => null);
    expect(plain).toBeNull();
    expect(codeOf(await app.gql(APPROVE, { id: waiting.person.id }, { token: owner.token }))).toBeUndefined();
    expect((await app.gql(LOGIN, { email: address, password: PASSWORD })).data!.login.token).toBeTruthy();
    expect(codeOf(await app.gql(APPROVE, { id: waiting.person.id }, { token: owner.token }))).toBe(
      'NOT_FOUND',
    );
  });
});
