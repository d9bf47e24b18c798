import { existsSync } from 'node:fs';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, emailChanges, notifications, outbox, users } from '../src/db/schema.js';
import { purgeExpired } from '../src/jobs/purge.js';
import { hashToken } from '../src/kernel/tokens.js';
import type { MailTransport } from '../src/modules/mail/mail.service.js';
import { CURRENT_USER, codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

const PASSWORD = 'correct horse battery';
const LOGIN =
  'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const SETTINGS = `mutation($lang: String, $timezone: String, $username: String) {
  updateSettings(lang: $lang, timezone: $timezone, username: $username) { id username timezone lang } }`;
const AVAILABLE = 'query($u: String!) { usernameAvailable(username: $u) { available reason } }';
const PREFS = `mutation($v: String, $n: [NotificationPrefInput!]) {
  updatePreferences(defaultVisibility: $v, notifications: $n) { id defaultVisibility notificationPrefs { kind enabled } } }`;
const ME =
  '{ currentUser { entities { id email username defaultVisibility hasPassword notificationPrefs { kind enabled } } } }';
const CHANGE_PASSWORD =
  'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';
const REQUEST_EMAIL = 'mutation($e: String!, $p: String) { requestEmailChange(newEmail: $e, password: $p) }';
const CONFIRM_EMAIL = 'mutation($t: String!) { confirmEmailChange(token: $t) }';
const REQUEST_EXPORT = 'mutation { requestDataExport { id status downloadPath } }';
const MY_EXPORTS = '{ myDataExports { id status createdAt readyAt expiresAt downloadPath } }';
const DELETE = 'mutation($p: String, $u: String) { deleteAccount(password: $p, username: $u) }';
const CREATE_GOAL = 'mutation($input: GoalInput!) { createGoal(input: $input) { id visibility } }';
const LINKS = 'mutation($links: [SocialLinkInput!]!) { updateSocialLinks(links: $links) { id } }';
const PROFILE = 'query($u: String!) { userProfile(username: $u) { id username } }';
const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { PUBLIC_URL: 'https://stepwise.example' },
    limits: { registerIp: { points: 10_000, duration: 3600 } },
  });
});
afterAll(() => app?.close());

let n = 0;
const person = () => registerUser(app, `set${++n}.${Date.now()}@example.com`, PASSWORD);
const wait = async <T>(probe: () => Promise<T | undefined | null | false>, what: string): Promise<T> => {
  for (let i = 0; i < 200; i++) {
    const v = await probe();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};
const linkTo = (address: string) =>
  wait(async () => {
    const [mail] = await app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, address))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const token = mail?.text.match(/\/confirm-email\?token=(\S+)/)?.[1];
    return token ? decodeURIComponent(token) : null;
  }, `a letter to ${address}`);
const signsIn = async (email: string, password: string) =>
  Boolean((await app.gql(LOGIN, { email, password })).data?.login?.token);

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

describe('data export', () => {
  it('a job writes everything of the person; only the owner downloads it; expired ones are purged', async () => {
    const me = await person();
    const friend = await person();
    await app.gql(
      LINKS,
      { links: [{ network: 'github', url: 'https://github.com/me' }] },
      { token: me.token },
    );
    await app.gql(CREATE_GOAL, { input: { text: 'Learn to play the guitar' } }, { token: me.token });
    await app.gql(FOLLOW, { id: friend.id }, { token: me.token });
    expect(codeOf(await app.gql(REQUEST_EXPORT))).toBe('UNAUTHENTICATED');
    const requested = await app.gql(REQUEST_EXPORT, {}, { token: me.token });
    expect(requested.data?.requestDataExport.status).toBe('pending');
    const id = requested.data?.requestDataExport.id as string;
    // A second request while one is pending (or made minutes ago) returns the same export.
    expect((await app.gql(REQUEST_EXPORT, {}, { token: me.token })).data?.requestDataExport.id).toBe(id);
    const ready = await wait(async () => {
      const list = (await app.gql(MY_EXPORTS, {}, { token: me.token })).data?.myDataExports as Array<{
        id: string;
        status: string;
        downloadPath: string | null;
      }>;
      return list.find((e) => e.id === id && e.status === 'ready');
    }, 'the export');
    expect(ready.downloadPath).toBe(`/exports/${id}`);
    expect((await app.gql(MY_EXPORTS, {}, { token: friend.token })).data?.myDataExports).toEqual([]);

    const get = (token?: string, exportId = id) =>
      fetch(`${app.url}/exports/${exportId}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const res = await get(me.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="stepwise-export-.*\.json"$/,
    );
    const doc = (await res.json()) as Record<string, any>;
    expect(doc.format).toBe('stepwise-export/1');
    expect(doc.profile.id).toBe(me.id);
    expect(doc.profile.email).toBe(me.email);
    expect(doc.profile.password_hash).toBeUndefined();
    expect(doc.socialLinks).toEqual([{ network: 'github', url: 'https://github.com/me', position: 0 }]);
    expect(doc.goals).toHaveLength(1);
    expect(doc.plans).toHaveLength(1);
    expect(doc.tasks.length).toBeGreaterThan(0);
    expect(doc.following).toHaveLength(1);
    for (const key of [
      'interests',
      'progress',
      'messages',
      'notifications',
      'achievements',
      'offers',
      'comments',
      'suggestions',
    ]) {
      expect(Array.isArray(doc[key]), key).toBe(true);
    }
    expect((await get(friend.token)).status).toBe(404);
    expect((await get()).status).toBe(401);
    expect((await get('bogus-token')).status).toBe(401);
    expect((await get(me.token, '00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await get(me.token, 'not-a-uuid')).status).toBe(404);

    await app.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, id));
    expect((await get(me.token)).status).toBe(404);
    await purgeExpired(app.database.db);
    expect(await app.database.db.select().from(dataExports).where(eq(dataExports.id, id))).toHaveLength(0);
  });
});

describe('account deletion', () => {
  it('needs the password; removes the rows, the avatar file and the sessions; the profile is gone', async () => {
    const me = await person();
    const friend = await person();
    // An avatar file, through the same upload the profile uses.
    const avatar = new Blob([
      new Uint8Array(
        await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3a7' } })
          .png()
          .toBuffer(),
      ),
    ]);
    const form = new FormData();
    const FILL = `mutation($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {
      fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) { avatarUrl } }`;
    form.set(
      'operations',
      JSON.stringify({
        query: FILL,
        variables: { firstName: 'Ada', lastName: 'L', birthday: '1990-01-01', avatar: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.avatar'] }));
    form.set('0', avatar, 'a.png');
    const up = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}`, 'apollo-require-preflight': 'true' },
      body: form,
    });
    const avatarUrl = ((await up.json()) as any).data.fillBaseBio.avatarUrl as string;
    const file = path.join(app.config.uploadsDir, 'avatars', path.basename(avatarUrl));
    expect(existsSync(file)).toBe(true);
    await app.gql(CREATE_GOAL, { input: { text: 'Swim a mile' } }, { token: me.token });
    await app.gql(FOLLOW, { id: friend.id }, { token: me.token });
    await app.gql(FOLLOW, { id: me.id }, { token: friend.token });
    const second = (await app.gql(LOGIN, { email: me.email, password: PASSWORD })).data!.login
      .token as string;

    expect(codeOf(await app.gql(DELETE, { p: PASSWORD }))).toBe('UNAUTHENTICATED');
    const wrong = await app.gql(DELETE, { p: 'wrong wrong wrong' }, { token: me.token, lang: 'ru' });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(messageOf(wrong)).toBe('Текущий пароль указан неверно.');
    // A password account cannot be deleted by typing the username.
    expect(codeOf(await app.gql(DELETE, { u: me.username }, { token: me.token }))).toBe('BAD_USER_INPUT');
    expect((await app.gql(PROFILE, { u: me.username })).data?.userProfile.id).toBe(me.id);

    expect((await app.gql(DELETE, { p: PASSWORD }, { token: me.token })).data).toEqual({
      deleteAccount: true,
    });
    expect((await app.gql(PROFILE, { u: me.username })).data?.userProfile).toBeNull();
    expect(codeOf(await app.gql(CURRENT_USER, {}, { token: me.token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.gql(CURRENT_USER, {}, { token: second }))).toBe('UNAUTHENTICATED');
    expect(existsSync(file)).toBe(false);
    expect(await signsIn(me.email, PASSWORD)).toBe(false);
    // No row anywhere points at the person any more.
    const refs = await app.database.db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      where c.table_schema = 'public' and c.data_type = 'uuid'
        and c.column_name in ('user_id', 'follower_id', 'followee_id', 'actor_id', 'sender_id', 'author_id',
          'mentor_id', 'owner_id', 'from_id', 'to_id', 'user_a', 'user_b', 'blocker_id', 'blocked_id', 'subject_id')`);
    const columns = (refs as unknown as { rows: Array<{ table_name: string; column_name: string }> }).rows;
    expect(columns.length).toBeGreaterThan(10);
    for (const { table_name, column_name } of columns) {
      const found = await app.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${me.id}::uuid`,
      );
      expect(
        (found as unknown as { rows: Array<{ n: number }> }).rows[0]!.n,
        `${table_name}.${column_name}`,
      ).toBe(0);
    }
    expect(await app.database.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(0);
    // The public page answers 404 too.
    const page = await fetch(`${app.url}/${me.username}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
  });

  it('a Google-only account confirms by typing its username', async () => {
    const me = await person();
    await app.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, me.id));
    // The write above bypassed the API: a settings write drops the cached row.
    await app.gql(SETTINGS, { lang: 'en' }, { token: me.token });
    expect((await app.gql(ME, {}, { token: me.token })).data?.currentUser.entities.hasPassword).toBe(false);
    const wrong = await app.gql(DELETE, { u: 'someone_else' }, { token: me.token });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.extensions?.field).toBe('username');
    expect((await app.gql(DELETE, { u: me.username.toUpperCase() }, { token: me.token })).data).toEqual({
      deleteAccount: true,
    });
    expect((await app.gql(PROFILE, { u: me.username })).data?.userProfile).toBeNull();
  });
});
