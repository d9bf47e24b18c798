import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteAvatar, IMAGE_CONCURRENCY } from '../src/modules/uploads/uploads.service.js';
import { CURRENT_USER, codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

/** Avatars: replaced files are deleted, images are decoded a few at a time, uploads are limited per user. */
const FILL = `mutation($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {
  fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) { avatarUrl }
}`;
const NAMES = { firstName: 'Anna', lastName: 'Berg', birthday: '1990-01-01' };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { upload: { points: 3, duration: 3600 } } });
});
afterAll(() => app.close());

async function upload(token: string, file: Blob | null, lang = 'en') {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: FILL, variables: { ...NAMES, avatar: null } }));
  form.set('map', JSON.stringify(file ? { 0: ['variables.avatar'] } : {}));
  if (file) form.set('0', file, 'avatar.png');
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': lang,
      'apollo-require-preflight': 'true',
    },
    body: form,
  });
  return (await res.json()) as { data?: { fillBaseBio: { avatarUrl: string | null } }; errors?: any[] };
}

const image = async (color: string, size = 600) =>
  new Blob([
    new Uint8Array(
      await sharp({ create: { width: size, height: size, channels: 3, background: color } })
        .png()
        .toBuffer(),
    ),
  ]);
const fileOf = (url: string) => path.join(app.config.uploadsDir, url.replace(/^\/uploads\//, ''));
const avatarFiles = () => readdirSync(path.join(app.config.uploadsDir, 'avatars'));

describe('avatars', () => {
  it('two uploads at once: the one that stays is the current avatar, the other files are gone', async () => {
    const user = await registerUser(app);
    const first = (await upload(user.token, await image('#3c3'))).data!.fillBaseBio.avatarUrl!;
    const [a, b] = await Promise.all([
      upload(user.token, await image('#c3c')),
      upload(user.token, await image('#cc3')),
    ]);
    const urls = [first, a.data!.fillBaseBio.avatarUrl!, b.data!.fillBaseBio.avatarUrl!];
    const current = (await app.gql(CURRENT_USER, {}, { token: user.token })).data!.currentUser.entities
      .avatarUrl;
    expect(urls.filter((url) => existsSync(fileOf(url)))).toEqual([current]);
  });

  it('deletes the replaced avatar from UPLOADS_DIR once the new one is saved', async () => {
    const user = await registerUser(app);
    const first = (await upload(user.token, await image('#c33'))).data!.fillBaseBio.avatarUrl!;
    expect(existsSync(fileOf(first))).toBe(true);
    const second = (await upload(user.token, await image('#33c'))).data!.fillBaseBio.avatarUrl!;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(second))).toBe(true);
    expect(existsSync(fileOf(first))).toBe(false);
    expect((await fetch(`${app.url}${first}`)).status).toBe(404);
    // Saving the profile without a photo keeps the current one.
    expect((await upload(user.token, null)).data!.fillBaseBio.avatarUrl).toBe(second);
    expect(existsSync(fileOf(second))).toBe(true);
  });

  it('keeps the avatar when the new file is refused', async () => {
    const user = await registerUser(app);
    const kept = (await upload(user.token, await image('#3c3'))).data!.fillBaseBio.avatarUrl!;
    const refused = await upload(user.token, new Blob(['not an image at all']));
    expect(codeOf(refused as never)).toBe('BAD_USER_INPUT');
    expect(existsSync(fileOf(kept))).toBe(true);
    const me = await app.gql(CURRENT_USER, {}, { token: user.token });
    expect(me.data!.currentUser.entities.avatarUrl).toBe(kept);
  });

  it('deletes only files it stored itself', async () => {
    const user = await registerUser(app);
    const url = (await upload(user.token, await image('#777'))).data!.fillBaseBio.avatarUrl!;
    const before = avatarFiles().length;
    for (const other of [
      '/uploads/avatars/../../etc/passwd',
      'https://example.com/a.webp',
      '/uploads/avatars/x.webp',
    ]) {
      await deleteAvatar(app.config.uploadsDir, other);
    }
    expect(avatarFiles()).toHaveLength(before);
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it('decodes at most IMAGE_CONCURRENCY images at once, however many arrive together', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => registerUser(app)));
    const files = await Promise.all(users.map((_, i) => image(`#${(i + 2).toString(16).repeat(3)}`, 1500)));
    let running = 0;
    let most = 0;
    const original = sharp.prototype.toBuffer;
    const spy = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (
      this: ReturnType<typeof sharp>,
      ...args: unknown[]
    ) {
      running++;
      most = Math.max(most, running);
      try {
        return await (original as (...a: unknown[]) => Promise<Buffer>).apply(this, args);
      } finally {
        running--;
      }
    } as never);
    try {
      const results = await Promise.all(users.map((u, i) => upload(u.token, files[i]!)));
      expect(results.every((r) => r.data?.fillBaseBio.avatarUrl)).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(most).toBeGreaterThan(0); // the spy saw the server's pipelines
    expect(IMAGE_CONCURRENCY).toBeLessThanOrEqual(2);
    expect(most).toBeLessThanOrEqual(IMAGE_CONCURRENCY);
  });

  it('limits uploads per user with a clear RATE_LIMITED message', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 3; i++)
      expect((await upload(user.token, await image('#abc', 64))).errors).toBeUndefined();
    const fourth = await upload(user.token, await image('#abc', 64), 'ru');
    expect(codeOf(fourth as never)).toBe('RATE_LIMITED');
    expect(messageOf(fourth as never)).toBe(
      'Слишком много таких запросов. Подождите 60 мин и попробуйте снова.',
    );
    // Saving the names without a photo is not an upload.
    expect((await upload(user.token, null)).errors).toBeUndefined();
  });
});
