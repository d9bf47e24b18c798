import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailChanges, notifications, outbox } from '../src/db/schema.js';
import { purgeExpired } from '../src/jobs/purge.js';
import { hashToken } from '../src/kernel/tokens.js';
import type { MailTransport } from '../src/modules/mail/mail.service.js';
import { CURRENT_USER, codeOf, messageOf, registerUser, startTestApp } from './harness.js';
import {
  AVAILABLE,
  app,
  CHANGE_PASSWORD,
  CONFIRM_EMAIL,
  CREATE_GOAL,
  FOLLOW,
  LOGIN,
  linkTo,
  ME,
  PASSWORD,
  PREFS,
  PROFILE,
  person,
  REQUEST_EMAIL,
  SETTINGS,
  setUpFile,
  signsIn,
  wait,
} from './settings-kit.js';

setUpFile();

describe('time zone, username and its availability', () => {
  it('changes the time zone and refuses an unknown one in the reader’s language', async () => {
    const me = await person();
    const ok = await app.gql(SETTINGS, { timezone: 'Asia/Tokyo' }, { token: me.token });
    expect(ok.data?.updateSettings.timezone).toBe('Asia/Tokyo');
    const bad = await app.gql(SETTINGS, { timezone: 'Mars/Olympus' }, { token: me.token, lang: 'ru' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(messageOf(bad)).toBe('Неизвестный часовой пояс.');
    expect(bad.errors?.[0]?.extensions?.field).toBe('timezone');
    const after = await app.gql(ME, {}, { token: me.token });
    expect(after.data?.currentUser.entities.username).toBe(me.username);
  });

  it('answers whether a username is free: invalid, reserved, taken, own, free; and needs a session', async () => {
    const me = await person();
    const other = await person();
    const ask = async (u: string) =>
      (await app.gql(AVAILABLE, { u }, { token: me.token })).data?.usernameAvailable;
    expect(await ask('ab')).toEqual({ available: false, reason: 'invalid' });
    expect(await ask('Bad Name!')).toEqual({ available: false, reason: 'invalid' });
    expect(await ask('settings')).toEqual({ available: false, reason: 'reserved' });
    expect(await ask('exports')).toEqual({ available: false, reason: 'reserved' });
    expect(await ask(other.username)).toEqual({ available: false, reason: 'taken' });
    expect(await ask(me.username)).toEqual({ available: true, reason: null });
    const free = `free_${Date.now()}`;
    expect(await ask(free)).toEqual({ available: true, reason: null });
    expect(codeOf(await app.gql(AVAILABLE, { u: free }))).toBe('UNAUTHENTICATED');

    const taken = await app.gql(SETTINGS, { username: other.username }, { token: me.token });
    expect(codeOf(taken)).toBe('BAD_USER_INPUT');
    const changed = await app.gql(SETTINGS, { username: free }, { token: me.token });
    expect(changed.data?.updateSettings.username).toBe(free);
    // The cached session row is dropped by the write: the next request sees the new name.
    expect((await app.gql(ME, {}, { token: me.token })).data?.currentUser.entities.username).toBe(free);
    expect((await app.gql(PROFILE, { u: free })).data?.userProfile.id).toBe(me.id);
    expect((await app.gql(PROFILE, { u: me.username })).data?.userProfile).toBeNull();
  });
});
describe('privacy default and notification preferences', () => {
  it('a new goal without a visibility takes the default; an explicit one wins; bad values are refused', async () => {
    const me = await person();
    expect((await app.gql(ME, {}, { token: me.token })).data?.currentUser.entities.defaultVisibility).toBe(
      'auto',
    );
    const bad = await app.gql(PREFS, { v: 'everyone' }, { token: me.token, lang: 'ru' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(messageOf(bad)).toMatch(/[а-я]/);
    const set = await app.gql(PREFS, { v: 'private' }, { token: me.token });
    expect(set.data?.updatePreferences.defaultVisibility).toBe('private');
    const goal = await app.gql(CREATE_GOAL, { input: { text: 'Read twelve books' } }, { token: me.token });
    expect(goal.data?.createGoal.visibility).toBe('private');
    const open = await app.gql(
      CREATE_GOAL,
      { input: { text: 'Run a 10k race', visibility: 'public' } },
      { token: me.token },
    );
    expect(open.data?.createGoal.visibility).toBe('public');
    expect(codeOf(await app.gql(PREFS, { v: 'private' }))).toBe('UNAUTHENTICATED');
  });

  it('a muted kind writes nothing to the bell; unmuting brings it back; unknown kinds are refused', async () => {
    const me = await person();
    const fan = await person();
    const fan2 = await person();
    const bad = await app.gql(PREFS, { n: [{ kind: 'spam', enabled: false }] }, { token: me.token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    const muted = await app.gql(
      PREFS,
      { n: [{ kind: 'new_follower', enabled: false }] },
      { token: me.token },
    );
    const prefs = muted.data?.updatePreferences.notificationPrefs as Array<{
      kind: string;
      enabled: boolean;
    }>;
    expect(prefs.find((p) => p.kind === 'new_follower')?.enabled).toBe(false);
    expect(prefs.filter((p) => !p.enabled)).toHaveLength(1);
    await app.gql(FOLLOW, { id: me.id }, { token: fan.token });
    const count = async () =>
      (
        await app.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(notifications)
          .where(eq(notifications.userId, me.id))
      )[0]!.n;
    await new Promise((r) => setTimeout(r, 300));
    expect(await count()).toBe(0);
    await app.gql(PREFS, { n: [{ kind: 'new_follower', enabled: true }] }, { token: me.token });
    await app.gql(FOLLOW, { id: me.id }, { token: fan2.token });
    await wait(async () => (await count()) === 1, 'the unmuted notification');
  });
});
describe('password change', () => {
  it('needs the current password and a strong new one; ends other sessions; the new one signs in', async () => {
    const me = await person();
    const other = (await app.gql(LOGIN, { email: me.email, password: PASSWORD })).data!.login.token as string;
    const wrong = await app.gql(
      CHANGE_PASSWORD,
      { c: 'not my password', n: 'violet tram orbit 42' },
      { token: me.token, lang: 'ru' },
    );
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(messageOf(wrong)).toBe('Текущий пароль указан неверно.');
    const weak = await app.gql(CHANGE_PASSWORD, { c: PASSWORD, n: 'password' }, { token: me.token });
    expect(codeOf(weak)).toBe('BAD_USER_INPUT');
    expect(await signsIn(me.email, PASSWORD)).toBe(true);
    const ok = await app.gql(
      CHANGE_PASSWORD,
      { c: PASSWORD, n: 'violet tram orbit 42' },
      { token: me.token },
    );
    expect(ok.data?.changePassword).toBe(true);
    expect(codeOf(await app.gql(CURRENT_USER, {}, { token: other }))).toBe('UNAUTHENTICATED');
    expect((await app.gql(ME, {}, { token: me.token })).data?.currentUser.entities.id).toBe(me.id);
    expect(await signsIn(me.email, PASSWORD)).toBe(false);
    expect(await signsIn(me.email, 'violet tram orbit 42')).toBe(true);
  });
});
describe('e-mail change letters go through the mail job', () => {
  it('answers while SMTP is down; the letter is retried until delivered, and its link works', async () => {
    let smtpUp = false;
    const attempts: string[] = [];
    const sent: Array<{ to: string; text: string }> = [];
    const transport: MailTransport = {
      async sendMail(mail) {
        attempts.push(mail.to);
        if (!smtpUp) throw new Error('connect ECONNREFUSED (SMTP down)');
        sent.push({ to: mail.to, text: mail.text });
      },
    };
    const mailApp = await startTestApp({
      env: { PUBLIC_URL: 'https://stepwise.example' },
      mailTransport: transport,
      jobs: { mail: { retryLimit: 10, retryDelay: 1, retryBackoff: false } },
    });
    try {
      const me = await registerUser(mailApp, `smtp.${Date.now()}@example.com`, PASSWORD);
      const address = `smtp.new.${Date.now()}@example.com`;
      const answer = await mailApp.gql(REQUEST_EMAIL, { e: address, p: PASSWORD }, { token: me.token });
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ requestEmailChange: true });
      // The letter was stored before the answer, and the job tries it again after a failure.
      await wait(async () => attempts.filter((to) => to === address).length >= 2, 'two failed attempts');
      const letter = () =>
        mailApp.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.to, address))
          .then((rows) => rows[0]);
      expect((await letter())?.sentAt).toBeNull();
      expect(sent).toEqual([]);
      smtpUp = true;
      const delivered = await wait(async () => sent.find((m) => m.to === address), 'the delivered letter');
      await wait(async () => (await letter())?.sentAt, 'the letter marked sent');
      const token = decodeURIComponent(delivered.text.match(/\/confirm-email\?token=(\S+)/)![1]!);
      expect(await mailApp.gql(CONFIRM_EMAIL, { t: token })).toMatchObject({
        data: { confirmEmailChange: true },
      });
      // The notice to the old address goes the same way.
      const notice = await wait(
        async () => sent.find((m) => m.to === me.email),
        'the notice to the old address',
      );
      expect(notice.text).toContain(address);
    } finally {
      await mailApp.close();
    }
  });
});
describe('e-mail change by a link to the new address', () => {
  it('changes on the link (single use), tells the old address; the new one signs in', async () => {
    const me = await person();
    const address = `new.${Date.now()}@example.com`;
    const wrong = await app.gql(REQUEST_EMAIL, { e: address, p: 'nope nope nope' }, { token: me.token });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    const invalid = await app.gql(
      REQUEST_EMAIL,
      { e: 'not-an-address', p: PASSWORD },
      { token: me.token, lang: 'ru' },
    );
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(messageOf(invalid)).toMatch(/[а-я]/);
    expect(codeOf(await app.gql(REQUEST_EMAIL, { e: address, p: PASSWORD }))).toBe('UNAUTHENTICATED');
    expect((await app.gql(REQUEST_EMAIL, { e: address, p: PASSWORD }, { token: me.token })).data).toEqual({
      requestEmailChange: true,
    });
    // Nothing changes before the link is opened.
    expect((await app.gql(ME, {}, { token: me.token })).data?.currentUser.entities.email).toBe(me.email);
    const token = await linkTo(address);
    expect(await app.gql(CONFIRM_EMAIL, { t: token })).toMatchObject({ data: { confirmEmailChange: true } });
    expect((await app.gql(ME, {}, { token: me.token })).data?.currentUser.entities.email).toBe(address);
    const again = await app.gql(CONFIRM_EMAIL, { t: token }, { lang: 'ru' });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(messageOf(again)).toMatch(/Ссылка/);
    const [notice] = await app.database.db.select().from(outbox).where(eq(outbox.to, me.email));
    expect(notice?.text).toContain(address);
    expect(await signsIn(address, PASSWORD)).toBe(true);
    expect(await signsIn(me.email, PASSWORD)).toBe(false);
  });

  it('an expired link and an unknown token are refused; a taken address answers as a free one, with no letter', async () => {
    const me = await person();
    const other = await person();
    const taken = await app.gql(REQUEST_EMAIL, { e: other.email, p: PASSWORD }, { token: me.token });
    expect(taken.errors).toBeUndefined();
    expect(taken.data).toEqual({ requestEmailChange: true });
    expect(await app.database.db.select().from(emailChanges).where(eq(emailChanges.userId, me.id))).toEqual(
      [],
    );
    const same = await app.gql(REQUEST_EMAIL, { e: me.email, p: PASSWORD }, { token: me.token });
    expect(codeOf(same)).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.gql(CONFIRM_EMAIL, { t: 'made-up' }))).toBe('BAD_USER_INPUT');

    const address = `late.${Date.now()}@example.com`;
    await app.gql(REQUEST_EMAIL, { e: address, p: PASSWORD }, { token: me.token });
    const token = await linkTo(address);
    await app.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.tokenHash, hashToken(token)));
    expect(codeOf(await app.gql(CONFIRM_EMAIL, { t: token }))).toBe('BAD_USER_INPUT');
    expect((await app.gql(ME, {}, { token: me.token })).data?.currentUser.entities.email).toBe(me.email);
    // The purge job removes expired links.
    await purgeExpired(app.database.db);
    expect(
      await app.database.db.select().from(emailChanges).where(eq(emailChanges.userId, me.id)),
    ).toHaveLength(0);

    // Taken between the request and the link: EMAIL_TAKEN, and the e-mail stays.
    const race = `race.${Date.now()}@example.com`;
    await app.gql(REQUEST_EMAIL, { e: race, p: PASSWORD }, { token: me.token });
    const raceToken = await linkTo(race);
    await registerUser(app, race, PASSWORD);
    expect(codeOf(await app.gql(CONFIRM_EMAIL, { t: raceToken }))).toBe('EMAIL_TAKEN');
    expect((await app.gql(ME, {}, { token: me.token })).data?.currentUser.entities.email).toBe(me.email);
  });
});
