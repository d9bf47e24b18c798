import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_USER, registerUser, startTestApp, type TestApp } from './harness.js';

// The hot calls' SQL statements per request: one query per operation, whatever the size of the
// answer. A regression (an extra lookup, a count per row) fails here; the figures also print in the API bench.

const MENTORS = '{ mentors { id name menteeCount } }';
const LINKS = 'mutation($links: [SocialLinkInput!]!) { updateSocialLinks(links: $links) { id } }';

async function statementsOf(app: TestApp, run: () => Promise<{ errors?: unknown }>) {
  const before = app.database.statements.count;
  const res = await run();
  expect(res.errors).toBeUndefined();
  return app.database.statements.count - before;
}

describe('statements per request', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    // No session cache: the lookup a request makes when its token was not seen in the last seconds.
    app = await startTestApp({ sessionCache: { ttlMs: 0 } });
    ({ token } = await registerUser(app));
    const links = [
      { network: 'github', url: 'https://github.com/someone' },
      { network: 'telegram', url: 'https://t.me/someone' },
    ];
    const res = await app.gql(LINKS, { links }, { token });
    expect(res.errors).toBeUndefined();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('CurrentUser with profile details: one statement (session, user and links together)', async () => {
    const me = () => app.gql(CURRENT_USER, { withProfileDetails: true }, { token });
    expect(await statementsOf(app, me)).toBe(1);
    const res = await me();
    expect(res.data?.currentUser.entities.socialLinks).toHaveLength(2);
  });

  it('the mentors list: one statement, counts included, for a guest and for a signed-in user', async () => {
    const guest = () => app.gql(MENTORS);
    expect(await statementsOf(app, guest)).toBe(1);
    const list = (await guest()).data?.mentors as Array<{ menteeCount: number }>;
    expect(list.length).toBeGreaterThan(1);
    // Signed in: the session lookup, then the list.
    expect(await statementsOf(app, () => app.gql(MENTORS, {}, { token }))).toBe(2);
  });

  it('the mentors list counts mentees in that one statement', async () => {
    const list = (await app.gql(MENTORS)).data?.mentors as Array<{ id: string; menteeCount: number }>;
    const mentor = list[0]!;
    const mentee = await registerUser(app);
    const chosen = await app.gql(
      'mutation($id: ID!) { setMentor(mentorId: $id) { id } }',
      { id: mentor.id },
      {
        token: mentee.token,
      },
    );
    expect(chosen.errors).toBeUndefined();
    const after = (await app.gql(MENTORS)).data?.mentors as Array<{ id: string; menteeCount: number }>;
    expect(after.find((m) => m.id === mentor.id)?.menteeCount).toBe(mentor.menteeCount + 1);
    expect(await statementsOf(app, () => app.gql(MENTORS))).toBe(1);
  });
});
