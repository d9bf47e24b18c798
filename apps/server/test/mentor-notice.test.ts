// A mentor hears of a new mentee in the bell (notifications: new_mentee), once per choice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentorProfiles, users } from '../src/db/schema.js';
import { registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const PICK = 'mutation($id: ID) { selectMentor(mentorId: $id) { mentorId } }';
const BELL = '{ unreadNotificationCount notifications(first: 10) { items { kind actor { username } } } }';

describe('new mentee notification', () => {
  it('the mentor gets one bell item per new mentee; picking again adds none', async () => {
    const mentor = await registerUser(app);
    const mentee = await registerUser(app);
    await app.database.db.update(users).set({ isMentor: true }).where(eq(users.id, mentor.id));
    await app.database.db
      .insert(mentorProfiles)
      .values({ userId: mentor.id, headline: 'Coach', categories: ['health'], languages: ['en'] });

    expect(
      (await app.gql(PICK, { id: mentor.id }, { token: mentee.token })).data?.selectMentor.mentorId,
    ).toBe(mentor.id);
    await app.gql(PICK, { id: mentor.id }, { token: mentee.token });
    const bell = (await app.gql(BELL, {}, { token: mentor.token })).data!;
    expect(bell.unreadNotificationCount).toBe(1);
    expect(bell.notifications.items).toEqual([{ kind: 'new_mentee', actor: { username: mentee.username } }]);
  });
});
