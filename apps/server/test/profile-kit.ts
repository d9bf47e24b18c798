// What profile.test.ts share: their app, fixtures and helpers.
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

export let app: TestApp;

export const FILL = `mutation FillBaseBio($firstName: String!, $lastName: String!, $birthday: String!, $avatar: File) {
  fillBaseBio(firstName: $firstName, lastName: $lastName, birthday: $birthday, avatar: $avatar) { id firstName lastName birthday avatarUrl name }
}`;

/** Sends FillBaseBio over the GraphQL multipart request spec, as the web app does. */
export async function fillWithAvatar(
  token: string,
  file: Blob | null,
  vars: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: FILL, variables: { ...vars, avatar: null } }));
  form.set('map', JSON.stringify(file ? { 0: ['variables.avatar'] } : {}));
  if (file) form.set('0', file, 'avatar.png');
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      'apollo-require-preflight': 'true',
      ...headers,
    },
    body: form,
  });
  return { status: res.status, ...((await res.json()) as { data?: any; errors?: any[] }) };
}

export const png = async (w = 800, h = 600) =>
  new Blob([
    new Uint8Array(
      await sharp({ create: { width: w, height: h, channels: 3, background: '#3a7' } })
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
        .jpeg()
        .toBuffer(),
    ),
  ]);

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
}
