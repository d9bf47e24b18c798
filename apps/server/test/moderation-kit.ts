// What moderation.test.ts, moderation-actions.test.ts share: their app, fixtures and helpers.
import { afterAll, beforeAll } from 'vitest';
import { registerUser, startTestApp, type TestApp } from './harness.js';

export const PASSWORD = 'violet tractor mango sings';

export const REPORT = `mutation($type: String!, $id: String!, $reason: String!, $details: String) {
  report(targetType: $type, targetId: $id, reason: $reason, details: $details)
}`;

export const REPORTS = `{ moderation { reports { id targetType targetId reason details status excerpt hidden subjectSuspended
  reporter { username } subject { id username } } log { actorName action targetType targetName note } } }`;

export const HIDE = `mutation($type: String!, $id: String!, $hidden: Boolean!) {
  setContentHidden(targetType: $type, targetId: $id, hidden: $hidden) { hidden }
}`;

export const SUSPEND =
  'mutation($id: ID!, $reason: String!) { suspendAccount(userId: $id, reason: $reason) { id } }';

export const UNSUSPEND = 'mutation($id: ID!) { unsuspendAccount(userId: $id) { id } }';

export const DELETE =
  'mutation($id: ID!, $reason: String!) { deleteAccountAsAdmin(userId: $id, reason: $reason) }';

export const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;

export const CREATE =
  'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId } } }';

export const GOAL = 'query($id: ID!) { goal(id: $id) { id title } }';

export const USER_GOALS = 'query($u: String!) { userGoals(username: $u) { items { id } } }';

export const PROFILE = 'query($u: String!) { userProfile(username: $u) { id offers { goal { id } } } }';

export const SEARCH = 'query($q: String!) { search(query: $q) { people { id } goals { goal { id } } } }';

export const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';

export const SEND = 'mutation($to: String!, $text: String!) { sendMessage(to: $to, text: $text) { id } }';

export const HISTORY = 'query($u: String!) { messages(username: $u) { items { id text } } }';

export const OPEN_OFFER = 'mutation($g: ID!) { openOffer(goalId: $g, input: { note: "Join me" }) { id } }';

export const COMMENT = 'mutation($t: ID!, $b: String!) { commentTask(taskId: $t, body: $b) { id } }';

export const COMMENTS = 'query($t: ID!) { taskComments(taskId: $t) { id body } }';

export let app: TestApp;

export let admin: Awaited<ReturnType<typeof registerUser>>;

export const person = (prefix: string) =>
  registerUser(app, `${prefix}-${Date.now()}-${Math.random()}@example.com`, PASSWORD);

export const goalOf = async (
  token: string,
  visibility = 'public',
  text = 'Learn 500 Spanish words by summer',
) => {
  const res = await app.gql(CREATE, { input: { text, visibility } }, { token });
  return res.data!.createGoal as { id: string; tasks: Array<{ id: string; parentId: string | null }> };
};

export const openReports = async () =>
  (await app.gql(REPORTS, {}, { token: admin.token })).data!.moderation as {
    reports: Array<Record<string, any>>;
    log: Array<Record<string, any>>;
  };

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp({ env: { STEPWISE_ADMINS: 'named.admin@example.com' } });
    // The instance's first account: its owner and administrator.
    admin = await registerUser(app, `owner-${Date.now()}@example.com`, PASSWORD);
  });
  afterAll(() => app.close());
}
