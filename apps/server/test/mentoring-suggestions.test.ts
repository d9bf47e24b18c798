// Mentors over HTTP: becoming a mentor, choosing one, the mentees view, comment threads,
// suggestions, endorsements and the playbook; and every denial (a stranger, a follower, a plan member,
// another mentor, a former mentor, a mentor who takes no new mentees, the mentor trying to edit the plan).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, tasks } from '../src/db/schema.js';
import { codeOf } from './harness.js';
import {
  ACCEPT,
  app,
  BELL,
  DECLINE,
  ENDORSE,
  firstMilestone,
  firstStep,
  follower,
  former,
  GOAL,
  kinds,
  member,
  mentee,
  mentor,
  other,
  privateGoal,
  publicGoal,
  SUGGEST,
  setUpFile,
  stranger,
} from './mentoring-kit.js';

setUpFile();

describe('suggestions', () => {
  it('the mentor suggests, the mentee accepts: the task is added at the end of its milestone', async () => {
    const milestone = firstMilestone(privateGoal);
    const res = await app.gql(
      SUGGEST,
      {
        g: privateGoal.id,
        p: milestone.id,
        l: 'Visit the library',
        // On the deadline (the end of this year): a step is never dated after its goal's deadline.
        d: `${new Date().getUTCFullYear()}-12-31`,
        tm: '10:00',
        n: 'Ask for Tolstoy',
      },
      { token: mentor.token },
    );
    expect(res.errors).toBeUndefined();
    const id = res.data!.suggestTask.id;
    expect(await kinds(mentee)).toContain('mentor_suggestion');
    for (const viewer of [mentee, mentor]) {
      const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: viewer.token })).data!.goal;
      expect(goal.suggestions.map((s: { id: string }) => s.id)).toEqual([id]);
    }
    expect(
      (await app.gql(GOAL, { id: privateGoal.id }, { token: member.token })).data!.goal.suggestions,
    ).toEqual([]);

    // Only the mentee answers.
    expect(codeOf(await app.gql(ACCEPT, { id }, { token: mentor.token }))).toBe('FORBIDDEN');
    for (const user of [stranger, member, other, former]) {
      expect(codeOf(await app.gql(ACCEPT, { id }, { token: user.token }))).toBe('NOT_FOUND');
      expect(codeOf(await app.gql(DECLINE, { id }, { token: user.token }))).toBe('NOT_FOUND');
    }

    const siblings = privateGoal.tasks.filter((t) => t.parentId === milestone.id).length;
    const accepted = await app.gql(ACCEPT, { id }, { token: mentee.token });
    expect(accepted.errors).toBeUndefined();
    const { suggestion, task } = accepted.data!.acceptSuggestion;
    expect(suggestion).toEqual({ status: 'accepted', taskId: task.id });
    expect(task).toMatchObject({ label: 'Visit the library', parentId: milestone.id, position: siblings });
    expect(task.notes).toBe('Ask for Tolstoy');
    const bell = (await app.gql(BELL, {}, { token: mentor.token })).data!.notifications.items[0];
    expect(bell).toMatchObject({
      kind: 'suggestion_decided',
      decision: 'accepted',
      text: 'Visit the library',
    });
    const again = await app.gql(ACCEPT, { id }, { token: mentee.token });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: mentee.token })).data!.goal;
    expect(goal.suggestions).toEqual([]);
    expect(goal.tasks.filter((t: { label: string }) => t.label === 'Visit the library')).toHaveLength(1);
  });

  it('a new milestone without a parent; declining adds nothing', async () => {
    const s = await app.gql(SUGGEST, { g: privateGoal.id, l: 'Book club' }, { token: mentor.token });
    const declined = await app.gql(DECLINE, { id: s.data!.suggestTask.id }, { token: mentee.token });
    expect(declined.data!.declineSuggestion).toEqual({
      suggestion: { status: 'declined', taskId: null },
      task: null,
    });
    const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: mentee.token })).data!.goal;
    expect(goal.tasks.some((t: { label: string }) => t.label === 'Book club')).toBe(false);

    const m = await app.gql(SUGGEST, { g: privateGoal.id, l: 'Reading retreat' }, { token: mentor.token });
    const made = await app.gql(ACCEPT, { id: m.data!.suggestTask.id }, { token: mentee.token });
    expect(made.data!.acceptSuggestion.task.parentId).toBeNull();
  });

  it('two accepts at once make one task', async () => {
    const s = await app.gql(
      SUGGEST,
      { g: publicGoal.id, p: firstMilestone(publicGoal).id, l: 'Hill repeats' },
      {
        token: mentor.token,
      },
    );
    const id = s.data!.suggestTask.id;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => app.gql(ACCEPT, { id }, { token: mentee.token })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'BAD_USER_INPUT')).toHaveLength(3);
    const rows = await app.database.db.select().from(tasks).where(eq(tasks.label, 'Hill repeats'));
    expect(rows).toHaveLength(1);
  });

  it('only the mentee’s mentor suggests, on an active goal, under a milestone of that plan', async () => {
    const base = { g: publicGoal.id, l: 'Stretch' };
    expect(codeOf(await app.gql(SUGGEST, base, { token: follower.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(SUGGEST, base, { token: former.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(SUGGEST, base, { token: mentee.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(SUGGEST, { ...base, g: privateGoal.id }, { token: stranger.token }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await app.gql(SUGGEST, { ...base, g: privateGoal.id }, { token: other.token }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await app.gql(SUGGEST, { ...base, g: privateGoal.id }, { token: member.token }))).toBe(
      'FORBIDDEN',
    );
    const step = firstStep(publicGoal);
    const nested = await app.gql(SUGGEST, { ...base, p: step.id }, { token: mentor.token });
    expect(codeOf(nested)).toBe('BAD_USER_INPUT');
    expect(nested.errors![0]!.extensions!.field).toBe('parentId');
    const foreign = await app.gql(
      SUGGEST,
      { ...base, p: firstMilestone(privateGoal).id },
      { token: mentor.token },
    );
    expect(codeOf(foreign)).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.gql(SUGGEST, { ...base, l: '' }, { token: mentor.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await app.gql(SUGGEST, { ...base, tm: '25:00' }, { token: mentor.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await app.gql(SUGGEST, { ...base, l: 'a\u001bb' }, { token: mentor.token }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});
describe('the mentor reads but never edits the plan', () => {
  it('every edit operation refuses the mentor and changes nothing', async () => {
    const step = firstStep(privateGoal);
    const milestone = firstMilestone(privateGoal);
    const ops: Array<[string, Record<string, unknown>]> = [
      ['mutation($id: ID!) { updateTask(id: $id, patch: { label: "Hijacked" }) { id } }', { id: step.id }],
      ['mutation($id: ID!) { deleteTask(id: $id) { id } }', { id: step.id }],
      ['mutation($id: ID!) { moveTask(id: $id, position: 0) { id } }', { id: step.id }],
      ['mutation($id: ID!) { setTaskCompleted(id: $id, completed: false) { id } }', { id: step.id }],
      [
        'mutation($g: ID!, $p: ID) { addTask(goalId: $g, parentId: $p, label: "Extra") { id } }',
        { g: privateGoal.id, p: milestone.id },
      ],
      [
        'mutation($id: ID!) { updateGoal(id: $id, patch: { title: "Mine now" }) { id } }',
        { id: privateGoal.id },
      ],
      ['mutation($id: ID!) { setGoalStatus(id: $id, status: abandoned) { id } }', { id: privateGoal.id }],
      ['mutation($id: ID!) { deleteGoal(id: $id) }', { id: privateGoal.id }],
      ['mutation($id: ID!) { regeneratePlan(goalId: $id) { id } }', { id: privateGoal.id }],
    ];
    for (const [query, variables] of ops) {
      const res = await app.gql(query, variables, { token: mentor.token });
      expect(['FORBIDDEN', 'NOT_FOUND'], query).toContain(codeOf(res));
    }
    const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: mentee.token })).data!.goal;
    expect(goal.status).toBe('active');
    expect(goal.tasks.find((t: { id: string }) => t.id === step.id).label).toBe(step.label);
    expect(goal.tasks.some((t: { label: string }) => t.label === 'Extra')).toBe(false);
  });
});
describe('endorsing an achieved goal', () => {
  it('only when achieved, only by the mentor, once; news, notification and the achievement', async () => {
    const early = await app.gql(ENDORSE, { g: publicGoal.id }, { token: mentor.token });
    expect(codeOf(early)).toBe('BAD_USER_INPUT');
    await app.gql(
      'mutation($id: ID!) { setGoalStatus(id: $id, status: completed, openSteps: tick) { id } }',
      { id: publicGoal.id },
      {
        token: mentee.token,
      },
    );
    for (const user of [follower, stranger, other, former, mentee]) {
      expect(codeOf(await app.gql(ENDORSE, { g: publicGoal.id }, { token: user.token }))).toBe('FORBIDDEN');
    }
    expect(
      codeOf(await app.gql(ENDORSE, { g: publicGoal.id, n: 'x'.repeat(501) }, { token: mentor.token })),
    ).toBe('BAD_USER_INPUT');
    const res = await app.gql(ENDORSE, { g: publicGoal.id, n: 'Well run!' }, { token: mentor.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.endorseGoal).toEqual({ mentor: { username: mentor.username }, note: 'Well run!' });
    expect(codeOf(await app.gql(ENDORSE, { g: publicGoal.id }, { token: mentor.token }))).toBe(
      'BAD_USER_INPUT',
    );

    const seen = await app.gql(GOAL, { id: publicGoal.id }, { token: stranger.token });
    expect(seen.data!.goal.endorsement).toEqual({ mentor: { username: mentor.username }, note: 'Well run!' });
    expect(seen.data!.goal.suggestions).toEqual([]);
    const got = await kinds(mentee);
    expect(got).toContain('endorsement');
    expect(got).toContain('achievement');
    const news = await app.database.db
      .select()
      .from(events)
      .where(and(eq(events.goalId, publicGoal.id), eq(events.kind, 'goal_endorsed')));
    expect(news).toHaveLength(1);
    expect(news[0]).toMatchObject({ actorId: mentee.id, subjectId: mentor.id, visibility: 'public' });
  });
});
