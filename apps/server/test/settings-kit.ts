// What settings.test.ts, settings-account.test.ts share: their app, fixtures and helpers.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { outbox } from '../src/db/schema.js';
import { registerUser, startTestApp, type TestApp } from './harness.js';

export const PASSWORD = 'correct horse battery';

export const LOGIN =
  'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

export const SETTINGS = `mutation($lang: String, $timezone: String, $username: String) {
  updateSettings(lang: $lang, timezone: $timezone, username: $username) { id username timezone lang } }`;

export const AVAILABLE = 'query($u: String!) { usernameAvailable(username: $u) { available reason } }';

export const PREFS = `mutation($v: String, $n: [NotificationPrefInput!]) {
  updatePreferences(defaultVisibility: $v, notifications: $n) { id defaultVisibility notificationPrefs { kind enabled } } }`;

export const ME =
  '{ currentUser { entities { id email username defaultVisibility hasPassword notificationPrefs { kind enabled } } } }';

export const CHANGE_PASSWORD =
  'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';

export const REQUEST_EMAIL =
  'mutation($e: String!, $p: String) { requestEmailChange(newEmail: $e, password: $p) }';

export const CONFIRM_EMAIL = 'mutation($t: String!) { confirmEmailChange(token: $t) }';

export const REQUEST_EXPORT = 'mutation { requestDataExport { id status downloadPath } }';

export const MY_EXPORTS = '{ myDataExports { id status createdAt readyAt expiresAt downloadPath } }';

export const DELETE = 'mutation($p: String, $u: String) { deleteAccount(password: $p, username: $u) }';

export const CREATE_GOAL = 'mutation($input: GoalInput!) { createGoal(input: $input) { id visibility } }';

export const LINKS = 'mutation($links: [SocialLinkInput!]!) { updateSocialLinks(links: $links) { id } }';

export const PROFILE = 'query($u: String!) { userProfile(username: $u) { id username } }';

export const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';

export let app: TestApp;

export let n = 0;

export const person = () => registerUser(app, `set${++n}.${Date.now()}@example.com`, PASSWORD);

export const wait = async <T>(
  probe: () => Promise<T | undefined | null | false>,
  what: string,
): Promise<T> => {
  for (let i = 0; i < 200; i++) {
    const v = await probe();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

export const linkTo = (address: string) =>
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

export const signsIn = async (email: string, password: string) =>
  Boolean((await app.gql(LOGIN, { email, password })).data?.login?.token);

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp({
      env: { PUBLIC_URL: 'https://stepwise.example' },
      limits: { registerIp: { points: 10_000, duration: 3600 } },
    });
  });
  afterAll(() => app?.close());
}
