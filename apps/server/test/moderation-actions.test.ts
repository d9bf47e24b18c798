// Moderation over HTTP: anyone reports what they see; the instance's first account (and those named in
// STEPWISE_ADMINS) moderates: reports with their context, hidden content, suspended and deleted accounts, a log.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { codeOf, messageOf } from './harness.js';
import {
  admin,
  app,
  COMMENT,
  COMMENTS,
  DELETE,
  FOLLOW,
  GOAL,
  goalOf,
  HIDE,
  HISTORY,
  LOGIN,
  OPEN_OFFER,
  openReports,
  PASSWORD,
  PROFILE,
  person,
  REPORT,
  SEARCH,
  SEND,
  SUSPEND,
  setUpFile,
  UNSUSPEND,
  USER_GOALS,
} from './moderation-kit.js';

setUpFile();

describe('acting on reports', () => {
  it('hiding a goal takes it from everyone but its owner, resolves its reports and is logged', async () => {
    const author = await person('hidden-goal');
    const viewer = await person('viewer');
    const goal = await goalOf(author.token, 'public', 'Write a novel about pirates by December');
    const reportId = (
      await app.gql(REPORT, { type: 'goal', id: goal.id, reason: 'spam' }, { token: viewer.token })
    ).data!.report;
    const hidden = await app.gql(HIDE, { type: 'goal', id: goal.id, hidden: true }, { token: admin.token });
    expect(hidden.data!.setContentHidden.hidden).toBe(true);
    const seen = await app.gql(GOAL, { id: goal.id }, { token: viewer.token });
    expect(seen.data?.goal ?? null).toBeNull();
    expect((await app.gql(GOAL, { id: goal.id })).data?.goal ?? null).toBeNull();
    expect((await app.gql(GOAL, { id: goal.id }, { token: author.token })).data!.goal.id).toBe(goal.id);
    const list = await app.gql(USER_GOALS, { u: author.username }, { token: viewer.token });
    expect(list.data!.userGoals.items.map((g: { id: string }) => g.id)).not.toContain(goal.id);
    const own = await app.gql(USER_GOALS, { u: author.username }, { token: author.token });
    expect(own.data!.userGoals.items.map((g: { id: string }) => g.id)).toContain(goal.id);
    const { reports, log } = await openReports();
    expect(reports.map((r) => r.id)).not.toContain(reportId);
    expect(log[0]).toMatchObject({ action: 'hide', targetType: 'goal', targetName: author.username });
    // Shown again: everyone sees it as before.
    await app.gql(HIDE, { type: 'goal', id: goal.id, hidden: false }, { token: admin.token });
    expect((await app.gql(GOAL, { id: goal.id }, { token: viewer.token })).data!.goal.id).toBe(goal.id);
  });

  it('a hidden message and comment disappear for the other side; their authors still see them', async () => {
    const author = await person('msg-author');
    const other = await person('msg-other');
    await app.gql(FOLLOW, { id: author.id }, { token: other.token });
    await app.gql(FOLLOW, { id: other.id }, { token: author.token });
    const id = (await app.gql(SEND, { to: other.username, text: 'Rude words here' }, { token: author.token }))
      .data!.sendMessage.id;
    await app.gql(SEND, { to: other.username, text: 'A kind message' }, { token: author.token });
    await app.gql(HIDE, { type: 'message', id, hidden: true }, { token: admin.token });
    const texts = async (token: string, u: string) =>
      (await app.gql(HISTORY, { u }, { token })).data!.messages.items.map((m: { text: string }) => m.text);
    expect(await texts(other.token, author.username)).toEqual(['A kind message']);
    expect(await texts(author.token, other.username)).toEqual(['Rude words here', 'A kind message']);

    await app.database.db.update(users).set({ isMentor: true }).where(eq(users.id, other.id));
    await app.database.db.update(users).set({ mentorId: other.id }).where(eq(users.id, author.id));
    const goal = await goalOf(author.token);
    const step = goal.tasks.find((t) => t.parentId)!.id;
    const c = (await app.gql(COMMENT, { t: step, b: 'Nasty comment' }, { token: other.token })).data!
      .commentTask.id;
    await app.gql(HIDE, { type: 'comment', id: c, hidden: true }, { token: admin.token });
    expect((await app.gql(COMMENTS, { t: step }, { token: author.token })).data!.taskComments).toEqual([]);
    expect((await app.gql(COMMENTS, { t: step }, { token: other.token })).data!.taskComments).toHaveLength(1);
  });

  it('a hidden offer leaves the profile’s offers', async () => {
    const author = await person('offer-author');
    const viewer = await person('offer-viewer');
    const goal = await goalOf(author.token);
    await app.gql(OPEN_OFFER, { g: goal.id }, { token: author.token });
    const offers = async (token: string) =>
      (await app.gql(PROFILE, { u: author.username }, { token })).data!.userProfile.offers.length;
    expect(await offers(viewer.token)).toBe(1);
    await app.gql(HIDE, { type: 'offer', id: goal.id, hidden: true }, { token: admin.token });
    expect(await offers(viewer.token)).toBe(0);
    expect(await offers(author.token)).toBe(1);
  });

  it('suspension: no sign-in (told why, ru and en), sessions end, nothing of the person shows; lifted, they sign in again', async () => {
    const bad = await person('suspended');
    const viewer = await person('onlooker');
    const goal = await goalOf(bad.token, 'public', 'Sell 300 copies of my zzqqxx guide');
    await app.database.db.update(users).set({ name: 'Zzqqxx Spammer' }).where(eq(users.id, bad.id));
    expect((await app.gql(SEARCH, { q: 'zzqqxx' }, { token: viewer.token })).data!.search.goals).toHaveLength(
      1,
    );
    await app.gql(REPORT, { type: 'person', id: bad.id, reason: 'spam' }, { token: viewer.token });

    const done = await app.gql(SUSPEND, { id: bad.id, reason: 'Spam in messages' }, { token: admin.token });
    expect(done.data!.suspendAccount.id).toBe(bad.id);
    // The session it had is gone at once.
    expect(codeOf(await app.gql('{ currentUser { entities { id } } }', {}, { token: bad.token }))).toBe(
      'UNAUTHENTICATED',
    );
    const en = await app.gql(LOGIN, { email: bad.email, password: PASSWORD });
    expect(codeOf(en)).toBe('ACCOUNT_SUSPENDED');
    expect(messageOf(en)).toBe('Your account is suspended by an administrator. Reason: Spam in messages');
    const ru = await app.gql(LOGIN, { email: bad.email, password: PASSWORD }, { lang: 'ru' });
    expect(messageOf(ru)).toBe('Ваш аккаунт заблокирован администратором. Причина: Spam in messages');
    // A wrong password is still just a failed sign-in: the reason is for the owner of the password only.
    expect(codeOf(await app.gql(LOGIN, { email: bad.email, password: 'wrong password here' }))).toBe(
      'UNAUTHENTICATED',
    );

    expect(
      (await app.gql(PROFILE, { u: bad.username }, { token: viewer.token })).data!.userProfile,
    ).toBeNull();
    expect((await app.gql(PROFILE, { u: bad.username })).data!.userProfile).toBeNull();
    expect((await app.gql(GOAL, { id: goal.id }, { token: viewer.token })).data?.goal ?? null).toBeNull();
    const found = (await app.gql(SEARCH, { q: 'zzqqxx' }, { token: viewer.token })).data!.search;
    expect(found.goals).toHaveLength(0);
    expect(found.people).toHaveLength(0);

    const { reports, log } = await openReports();
    expect(reports.filter((r) => r.subject.id === bad.id)).toEqual([]);
    expect(log[0]).toMatchObject({ action: 'suspend', targetName: bad.username, note: 'Spam in messages' });

    await app.gql(UNSUSPEND, { id: bad.id }, { token: admin.token });
    expect((await app.gql(LOGIN, { email: bad.email, password: PASSWORD })).data!.login.token).toBeTruthy();
    expect((await app.gql(PROFILE, { u: bad.username }, { token: viewer.token })).data!.userProfile.id).toBe(
      bad.id,
    );
  });

  it('a suspended person leaves the plans they are in and the conversations of others, last message included', async () => {
    const owner = await person('plan-owner');
    const bad = await person('suspended-member');
    const goal = await goalOf(owner.token);
    await app.gql(OPEN_OFFER, { g: goal.id }, { token: owner.token });
    await app.gql('mutation($g: ID!) { joinPlan(goalId: $g) { id } }', { g: goal.id }, { token: bad.token });
    const MEMBERS = 'query($id: ID!) { goal(id: $id) { members { user { id } } } }';
    const members = async () =>
      (
        (await app.gql(MEMBERS, { id: goal.id }, { token: owner.token })).data!.goal.members as Array<{
          user: { id: string };
        }>
      ).map((m) => m.user.id);
    expect(await members()).toEqual([owner.id, bad.id]);
    // They write to the owner, who follows them (so it is no request).
    await app.gql(FOLLOW, { id: bad.id }, { token: owner.token });
    await app.gql(SEND, { to: owner.username, text: 'zzqq spam line' }, { token: bad.token });
    const CONVERSATIONS = '{ conversations { items { with { id } lastMessage { text } } } }';
    const listed = async () =>
      (await app.gql(CONVERSATIONS, {}, { token: owner.token })).data!.conversations.items as Array<{
        with: { id: string };
        lastMessage: { text: string } | null;
      }>;
    expect((await listed()).map((c) => c.with.id)).toEqual([bad.id]);

    await app.gql(SUSPEND, { id: bad.id, reason: 'Spam' }, { token: admin.token });
    expect(await members()).toEqual([owner.id]);
    expect(await listed()).toEqual([]);

    await app.gql(UNSUSPEND, { id: bad.id }, { token: admin.token });
    expect(await members()).toEqual([owner.id, bad.id]);
    expect((await listed())[0]?.lastMessage?.text).toBe('zzqq spam line');
  });

  it('deleting an account removes it; the log keeps who did what to whom', async () => {
    const gone = await person('deleted');
    const reason = await app.gql(DELETE, { id: gone.id, reason: '  ' }, { token: admin.token, lang: 'ru' });
    expect(codeOf(reason)).toBe('BAD_USER_INPUT');
    expect(messageOf(reason)).toBe('Укажите причину длиной от 1 до 500 символов.');
    expect(
      (await app.gql(DELETE, { id: gone.id, reason: 'Bot account' }, { token: admin.token })).data!
        .deleteAccountAsAdmin,
    ).toBe(true);
    expect(await app.database.db.select().from(users).where(eq(users.id, gone.id))).toEqual([]);
    expect(codeOf(await app.gql('{ currentUser { entities { id } } }', {}, { token: gone.token }))).toBe(
      'UNAUTHENTICATED',
    );
    const { log } = await openReports();
    expect(log[0]).toMatchObject({
      action: 'delete_account',
      targetName: gone.username,
      note: 'Bot account',
    });
    expect(log[0]!.actorName).toBeTruthy();
  });
});
