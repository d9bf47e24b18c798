// Mentors over HTTP: becoming a mentor, choosing one, the mentees view, comment threads,
// suggestions, endorsements and the playbook; and every denial (a stranger, a follower, a plan member,
// another mentor, a former mentor, a mentor who takes no new mentees, the mentor trying to edit the plan).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tasks } from '../src/db/schema.js';
import { codeOf, messageOf } from './harness.js';
import {
  app,
  BELL,
  COMMENT,
  closed,
  firstStep,
  follower,
  former,
  GOAL,
  kinds,
  MENTEES,
  member,
  mentee,
  mentor,
  other,
  PROFILE,
  privateGoal,
  profile,
  publicGoal,
  SET,
  setUpFile,
  stranger,
  UPDATE_PROFILE,
} from './mentoring-kit.js';
import { subscribe } from './sse.js';

setUpFile();

describe('becoming a mentor', () => {
  it('saves the profile, sets isMentor, validates with translated errors', async () => {
    const me = await app.gql(
      '{ currentUser { entities { isMentor } } myMentorProfile { active menteeCount } }',
      {},
      {
        token: mentor.token,
      },
    );
    expect(me.data!.currentUser.entities.isMentor).toBe(true);
    expect(me.data!.myMentorProfile).toEqual({ active: true, menteeCount: 1 });

    const short = await app.gql(
      PROFILE,
      { input: profile({ headline: 'x' }) },
      { token: stranger.token, lang: 'ru' },
    );
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(short.errors![0]!.extensions!.field).toBe('headline');
    expect(messageOf(short)).toMatch(/Заголовок/);
    const cats = await app.gql(
      PROFILE,
      { input: profile({ categories: ['cooking'] }) },
      { token: stranger.token },
    );
    expect(cats.errors![0]!.extensions!.field).toBe('categories');
    const langs = await app.gql(
      PROFILE,
      { input: profile({ languages: ['de'] }) },
      { token: stranger.token },
    );
    expect(langs.errors![0]!.extensions!.field).toBe('languages');
    // A refused write changes nothing.
    const still = await app.gql(
      '{ currentUser { entities { isMentor } } myMentorProfile { active } }',
      {},
      {
        token: stranger.token,
      },
    );
    expect(still.data!.currentUser.entities.isMentor).toBe(false);
    expect(still.data!.myMentorProfile).toBeNull();

    expect(codeOf(await app.gql(UPDATE_PROFILE, { input: profile() }, { token: stranger.token }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await app.gql(PROFILE, { input: profile() }))).toBe('UNAUTHENTICATED');
  });

  it('lists mentors who take new mentees with real mentee counts, plus your own mentor', async () => {
    const list = async (token?: string) =>
      (await app.gql('{ mentors { id menteeCount accepting } }', {}, token ? { token } : {})).data!
        .mentors as Array<{
        id: string;
        menteeCount: number;
      }>;
    const seen = await list(stranger.token);
    expect(seen.find((m) => m.id === mentor.id)?.menteeCount).toBe(1);
    expect(seen.find((m) => m.id === former.id)?.menteeCount).toBe(0);
    expect(seen.some((m) => m.id === closed.id)).toBe(false);
    expect((await list(mentor.token)).some((m) => m.id === mentor.id)).toBe(false);
    // The mentee keeps seeing their mentor after the mentor stops taking new ones; others no longer do.
    await app.gql(UPDATE_PROFILE, { input: profile({ accepting: false }) }, { token: mentor.token });
    expect((await list(mentee.token)).some((m) => m.id === mentor.id)).toBe(true);
    expect((await list(stranger.token)).some((m) => m.id === mentor.id)).toBe(false);
    await app.gql(UPDATE_PROFILE, { input: profile({ accepting: true }) }, { token: mentor.token });
    const mine = await app.gql('{ myMentor { id headline } }', {}, { token: mentee.token });
    expect(mine.data!.myMentor).toEqual({ id: mentor.id, headline: 'Running coach, ten years' });
  });
});
describe('choosing a mentor', () => {
  it('refuses oneself, a mentor taking no new mentees, an unknown one; tells the new mentor', async () => {
    const self = await app.gql(SET, { id: other.id }, { token: other.token });
    expect(codeOf(self)).toBe('BAD_USER_INPUT');
    const full = await app.gql(SET, { id: closed.id }, { token: stranger.token, lang: 'ru' });
    expect(codeOf(full)).toBe('BAD_USER_INPUT');
    expect(messageOf(full)).toMatch(/не берёт/);
    // setup's selectMentor applies the same rule
    expect(
      codeOf(
        await app.gql(
          'mutation($id: ID) { selectMentor(mentorId: $id) { id } }',
          { id: closed.id },
          {
            token: stranger.token,
          },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.gql(SET, { id: stranger.id }, { token: follower.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(SET, { id: 'nope' }, { token: follower.token }))).toBe('BAD_USER_INPUT');
    expect(await kinds(mentor)).toContain('new_mentee');
    // dropping and picking again
    expect((await app.gql(SET, { id: null }, { token: stranger.token })).data!.setMentor.mentorId).toBeNull();
  });
});
describe('the mentees view', () => {
  it('shows each mentee with private goals, overdue steps and last activity; mentors only', async () => {
    const step = firstStep(privateGoal);
    await app.database.db.update(tasks).set({ date: '2020-01-01' }).where(eq(tasks.id, step.id));
    const res = await app.gql(MENTEES, {}, { token: mentor.token });
    expect(res.errors).toBeUndefined();
    const [u] = res.data!.mentees;
    expect(u.person.username).toBe(mentee.username);
    expect(u.overdueCount).toBe(1);
    const goalIds = u.goals.map((g: { goal: { id: string } }) => g.goal.id);
    expect(goalIds).toContain(privateGoal.id);
    const priv = u.goals.find((g: { goal: { id: string } }) => g.goal.id === privateGoal.id);
    expect(priv.overdueCount).toBe(1);
    expect(priv.goal.visibility).toBe('private');

    // Ticking the step clears it and is the latest activity.
    await app.gql(
      'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }',
      { id: step.id },
      {
        token: mentee.token,
      },
    );
    const after = (await app.gql(MENTEES, {}, { token: mentor.token })).data!.mentees[0];
    expect(after.overdueCount).toBe(0);
    expect(Date.now() - Date.parse(after.lastActiveAt)).toBeLessThan(60_000);

    expect((await app.gql(MENTEES, {}, { token: other.token })).data!.mentees).toEqual([]);
    expect(codeOf(await app.gql(MENTEES, {}, { token: stranger.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(MENTEES, {}))).toBe('UNAUTHENTICATED');
  });

  it('the mentor reads the private goal; the former mentor and others do not', async () => {
    expect((await app.gql(GOAL, { id: privateGoal.id }, { token: mentor.token })).data!.goal.id).toBe(
      privateGoal.id,
    );
    for (const user of [former, other, stranger, follower]) {
      expect(codeOf(await app.gql(GOAL, { id: privateGoal.id }, { token: user.token }))).toBe('NOT_FOUND');
    }
  });
});
describe('comments under a task', () => {
  it('a thread between the mentee and the mentor, each telling the other', async () => {
    const task = firstStep(privateGoal);
    const c1 = await app.gql(COMMENT, { t: task.id, b: '  Try ten pages a day.  ' }, { token: mentor.token });
    expect(c1.errors).toBeUndefined();
    expect(c1.data!.commentTask).toMatchObject({ body: 'Try ten pages a day.', mine: true });
    const bell = await app.gql(BELL, {}, { token: mentee.token });
    expect(bell.data!.notifications.items[0]).toMatchObject({
      kind: 'mentor_comment',
      actor: { username: mentor.username },
      taskId: task.id,
      goalId: privateGoal.id,
      text: 'Try ten pages a day.',
    });
    const c2 = await app.gql(COMMENT, { t: task.id, b: 'Thanks, will do' }, { token: mentee.token });
    expect(c2.errors).toBeUndefined();
    expect((await app.gql(BELL, {}, { token: mentor.token })).data!.notifications.items[0].kind).toBe(
      'member_comment',
    );

    for (const viewer of [mentee, mentor]) {
      const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: viewer.token })).data!.goal;
      const seen = goal.tasks.find((t: { id: string }) => t.id === task.id);
      expect(seen.commentCount).toBe(2);
      expect(seen.comments.map((c: { body: string }) => c.body)).toEqual([
        'Try ten pages a day.',
        'Thanks, will do',
      ]);
    }
    const thread = await app.gql(
      'query($t: ID!) { taskComments(taskId: $t) { body } }',
      { t: task.id },
      {
        token: mentor.token,
      },
    );
    expect(thread.data!.taskComments).toHaveLength(2);
  });

  it('a new comment reaches the other side’s open pages live (count and thread); nobody else’s', async () => {
    const ACTIVITY = 'subscription { planActivity { goalId userId kind taskId } }';
    // Another step than the thread above (the tests below count that one's comments).
    const task = privateGoal.tasks.filter((t) => t.parentId !== null)[1]!;
    const menteePage = await subscribe(app, ACTIVITY, mentee.token);
    const mentorPage = await subscribe(app, ACTIVITY, mentor.token);
    const memberPage = await subscribe(app, ACTIVITY, member.token);
    const followerPage = await subscribe(app, ACTIVITY, follower.token);
    await new Promise((r) => setTimeout(r, 300));
    await app.gql(COMMENT, { t: task.id, b: 'Live from the mentor' }, { token: mentor.token });
    expect((await menteePage.next(1)).data.planActivity).toEqual({
      goalId: privateGoal.id,
      userId: mentor.id,
      kind: 'comment',
      taskId: task.id,
    });
    await app.gql(COMMENT, { t: task.id, b: 'Live from the mentee' }, { token: mentee.token });
    expect((await mentorPage.next(1)).data.planActivity).toEqual({
      goalId: privateGoal.id,
      userId: mentee.id,
      kind: 'comment',
      taskId: task.id,
    });
    await new Promise((r) => setTimeout(r, 300));
    // A member of the plan and a follower do not learn that a thread exists.
    const comments = (page: typeof memberPage) =>
      page.events.filter(
        (e) => (e.data as { planActivity?: { kind: string } })?.planActivity?.kind === 'comment',
      );
    expect(comments(memberPage)).toEqual([]);
    expect(comments(followerPage)).toEqual([]);
    for (const page of [menteePage, mentorPage, memberPage, followerPage]) page.close();
  });

  it('nobody else sees or writes the thread: member, follower, stranger, another or former mentor', async () => {
    const priv = firstStep(privateGoal);
    const pub = firstStep(publicGoal);
    await app.gql(COMMENT, { t: pub.id, b: 'On the public goal' }, { token: mentor.token });
    for (const user of [member, follower, stranger, other, former]) {
      for (const t of [priv.id, pub.id]) {
        expect(codeOf(await app.gql(COMMENT, { t, b: 'hi' }, { token: user.token }))).toBe('NOT_FOUND');
        expect(
          codeOf(
            await app.gql(
              'query($t: ID!) { taskComments(taskId: $t) { body } }',
              { t },
              { token: user.token },
            ),
          ),
        ).toBe('NOT_FOUND');
      }
    }
    // Where they see the goal, the thread is hidden.
    for (const user of [follower, stranger]) {
      const goal = (await app.gql(GOAL, { id: publicGoal.id }, { token: user.token })).data!.goal;
      const seen = goal.tasks.find((t: { id: string }) => t.id === pub.id);
      expect(seen).toMatchObject({ commentCount: null, comments: null });
    }
    const asMember = await app.gql(GOAL, { id: privateGoal.id }, { token: member.token });
    expect(asMember.data!.goal.tasks.every((t: { comments: unknown }) => t.comments === null)).toBe(true);
    expect(codeOf(await app.gql(COMMENT, { t: priv.id, b: 'hi' }))).toBe('UNAUTHENTICATED');
  });

  it('refuses an empty, an over-long or a control-character comment, and saves nothing', async () => {
    const task = firstStep(privateGoal);
    const empty = await app.gql(COMMENT, { t: task.id, b: '   ' }, { token: mentor.token, lang: 'ru' });
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(messageOf(empty)).toMatch(/Комментарий/);
    expect(codeOf(await app.gql(COMMENT, { t: task.id, b: 'x'.repeat(2001) }, { token: mentor.token }))).toBe(
      'BAD_USER_INPUT',
    );
    const control = await app.gql(COMMENT, { t: task.id, b: 'a\u0007b' }, { token: mentor.token });
    expect(codeOf(control)).toBe('BAD_USER_INPUT');
    const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: mentee.token })).data!.goal;
    expect(goal.tasks.find((t: { id: string }) => t.id === task.id).commentCount).toBe(2);
    expect(
      codeOf(
        await app.gql(
          COMMENT,
          { t: '00000000-0000-4000-8000-000000000000', b: 'hi' },
          { token: mentor.token },
        ),
      ),
    ).toBe('NOT_FOUND');
  });
});
