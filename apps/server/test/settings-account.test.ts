import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dataExports, users } from '../src/db/schema.js';
import { purgeExpired } from '../src/jobs/purge.js';
import { CURRENT_USER, codeOf, messageOf } from './harness.js';
import {
  app,
  CREATE_GOAL,
  DELETE,
  FOLLOW,
  LINKS,
  LOGIN,
  ME,
  MY_EXPORTS,
  PASSWORD,
  PROFILE,
  person,
  REQUEST_EXPORT,
  SETTINGS,
  setUpFile,
  signsIn,
  wait,
} from './settings-kit.js';

setUpFile();

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
