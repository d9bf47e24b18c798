// Who may see or change what, decided in src/policies and tested for each role: owner, mentor, member
// (participant), follower, stranger, guest, and someone blocked.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  blocks,
  follows,
  goals,
  planMembers,
  planOffers,
  planRemovals,
  plans,
  users,
} from '../src/db/schema.js';
import {
  joinDenial,
  kudosRecipient,
  requireKudosAllowed,
  requirePlanOwner,
} from '../src/policies/company.js';
import { mentorRow, requireMentor, requireSuggestionAnswerer } from '../src/policies/mentors.js';
import { requireMayFollow, requireMayMessage } from '../src/policies/people.js';
import { codeOf, registerUser } from './harness.js';
import { app, CREATE, DELETE, GOAL, RENAME, setUpFile, TICK, verdict } from './policies-kit.js';

setUpFile();

describe('goal and task policies', () => {
  it('each role sees and changes exactly what it may', async () => {
    const owner = await registerUser(app);
    const mentor = await registerUser(app);
    const member = await registerUser(app);
    const follower = await registerUser(app);
    const stranger = await registerUser(app);
    const { db } = app.database;
    await db.update(users).set({ mentorId: mentor.id }).where(eq(users.id, owner.id));
    await db.insert(follows).values({ followerId: follower.id, followeeId: owner.id });

    const goalFor = async (visibility: string) => {
      const res = await app.gql(
        CREATE,
        { input: { text: 'Learn 500 Spanish words', visibility } },
        { token: owner.token },
      );
      return res.data!.createGoal as { id: string; tasks: Array<{ id: string; parentId: string | null }> };
    };
    const open = await goalFor('public');
    const followersOnly = await goalFor('followers');
    const secret = await goalFor('private');
    const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.goalId, secret.id));
    await db.insert(planMembers).values({ planId: plan!.id, userId: member.id, role: 'member' });

    const sees = async (token: string | undefined, id: string) =>
      (await app.gql(GOAL, { id }, token ? { token } : {})).data?.goal?.id === id;
    // Reading
    expect([
      await sees(undefined, open.id),
      await sees(undefined, followersOnly.id),
      await sees(undefined, secret.id),
    ]).toEqual([true, false, false]);
    expect([await sees(stranger.token, followersOnly.id), await sees(stranger.token, secret.id)]).toEqual([
      false,
      false,
    ]);
    expect([await sees(follower.token, followersOnly.id), await sees(follower.token, secret.id)]).toEqual([
      true,
      false,
    ]);
    expect([await sees(mentor.token, followersOnly.id), await sees(mentor.token, secret.id)]).toEqual([
      true,
      true,
    ]);
    expect(await sees(owner.token, secret.id)).toBe(true);

    const step = secret.tasks.find((t) => t.parentId !== null)!;
    // Ticking: the owner and a member, each for themselves; nobody else (NOT_FOUND: a stranger cannot probe).
    for (const outsider of [stranger, follower, mentor]) {
      expect(codeOf(await app.gql(TICK, { id: step.id, c: true }, { token: outsider.token }))).toBe(
        'NOT_FOUND',
      );
    }
    expect(codeOf(await app.gql(TICK, { id: step.id, c: true }))).toBe('UNAUTHENTICATED');
    const byMember = await app.gql(TICK, { id: step.id, c: true }, { token: member.token });
    expect(byMember.data?.setTaskCompleted?.completed).toBe(true);
    // The member's tick is theirs: the owner's progress is untouched, the member sees their own.
    const ownerView = (await app.gql(GOAL, { id: secret.id }, { token: owner.token })).data!.goal;
    expect(ownerView.doneCount).toBe(0);
    const memberView = (await app.gql(GOAL, { id: secret.id }, { token: member.token })).data!.goal;
    expect(memberView.doneCount).toBe(1);
    expect(memberView.tasks.find((t: { id: string }) => t.id === step.id).completed).toBe(true);

    // Changing the plan: the owner only; a member is told it is forbidden, others that it is not there.
    expect(codeOf(await app.gql(RENAME, { id: step.id }, { token: member.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(DELETE, { id: step.id }, { token: member.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(RENAME, { id: step.id }, { token: mentor.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(DELETE, { id: step.id }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect((await app.gql(RENAME, { id: step.id }, { token: owner.token })).data?.updateTask?.id).toBe(
      step.id,
    );

    // A deleted goal is gone for everyone, its owner included.
    await db.update(goals).set({ deletedAt: new Date() }).where(eq(goals.id, open.id));
    expect(await sees(owner.token, open.id)).toBe(false);
  });

  it('finishing setup is one transaction: a failing goal leaves setup unfinished', async () => {
    const { finishSetupWithGoal } = await import('../src/modules/goals/finish-setup.js');
    const { inTransactionOnly } = await import('../src/effects/registry.js');
    const deps = { db: app.database.db, events: inTransactionOnly };
    const user = await registerUser(app);
    const failing = async () => {
      throw new Error('planner failed');
    };
    await expect(
      finishSetupWithGoal(deps, user.id, { interests: ['health'], goalText: 'Run 5 km' }, failing),
    ).rejects.toThrow('planner failed');
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.status).toBe(0);
    expect(row!.setupGoalText).toBeNull();
    const done = await finishSetupWithGoal(deps, user.id, {
      interests: ['health'],
      goalText: 'Run 5 km',
    });
    expect(done.status).toBe(1);
    const mine = await app.database.db.select().from(goals).where(eq(goals.userId, user.id));
    expect(mine).toHaveLength(1);
  });
});
describe('company, people and mentor policies', () => {
  it('each role may change an offer, join it, cheer, follow, write and mentor exactly as the rules say', async () => {
    const owner = await registerUser(app);
    const mentor = await registerUser(app);
    const member = await registerUser(app);
    const follower = await registerUser(app);
    const stranger = await registerUser(app);
    const blocked = await registerUser(app);
    const removed = await registerUser(app);
    const { db } = app.database;
    await db.update(users).set({ isMentor: true }).where(eq(users.id, mentor.id));
    await db.update(users).set({ mentorId: mentor.id }).where(eq(users.id, owner.id));
    await db.insert(follows).values([
      { followerId: follower.id, followeeId: owner.id },
      { followerId: removed.id, followeeId: owner.id },
    ]);
    await db.insert(blocks).values({ blockerId: owner.id, blockedId: blocked.id });
    const create = async (visibility: string) =>
      (await app.gql(CREATE, { input: { text: 'Run 5 km', visibility } }, { token: owner.token })).data!
        .createGoal as { id: string };
    const [shared, secret] = [await create('public'), await create('private')];
    const goalOf = async (id: string) => {
      const [row] = await db
        .select({ goal: goals, planId: plans.id })
        .from(goals)
        .innerJoin(plans, eq(plans.goalId, goals.id))
        .where(eq(goals.id, id));
      return row!;
    };
    const open = await goalOf(shared.id);
    const hidden = await goalOf(secret.id);
    await db.insert(planMembers).values({ planId: open.planId, userId: member.id, role: 'member' });

    // Changing the offer and the members: the owner; a member or a stranger who sees the goal is
    // refused, someone who cannot see it is told it is not there.
    expect([
      await verdict(() => requirePlanOwner(db, open.goal, owner.id)),
      await verdict(() => requirePlanOwner(db, open.goal, member.id)),
      await verdict(() => requirePlanOwner(db, open.goal, stranger.id)),
      await verdict(() => requirePlanOwner(db, hidden.goal, stranger.id)),
      await verdict(() => requirePlanOwner(db, hidden.goal, mentor.id)),
    ]).toEqual([
      'ok',
      'FORBIDDEN forbidden',
      'FORBIDDEN forbidden',
      'NOT_FOUND goalNotFound',
      'FORBIDDEN forbidden',
    ]);

    // Joining: the offer's audience decides (followers only here), never the owner, never across a block,
    // never after a removal under the offer now open, never a closed offer.
    const [offer] = await db
      .insert(planOffers)
      .values({ planId: open.planId, ownerId: owner.id, audience: 'followers' })
      .returning();
    await db.insert(planRemovals).values({ planId: open.planId, userId: removed.id });
    const join = (userId: string, o = offer) => verdict(() => joinDenial(db, o, owner.id, userId));
    expect([
      await join(owner.id),
      await join(follower.id),
      await join(stranger.id),
      await join(blocked.id),
      await join(removed.id),
      await join(follower.id, { ...offer!, closedAt: new Date() }),
      await join(stranger.id, { ...offer!, audience: 'anyone' }),
    ]).toEqual([
      'BAD_USER_INPUT joinOwnPlan',
      'ok',
      'FORBIDDEN offerFollowersOnly',
      'FORBIDDEN offerBlocked',
      'FORBIDDEN offerRemoved',
      'BAD_USER_INPUT offerClosed',
      'ok',
    ]);
    // A removal before the offer (re)opened does not count.
    await db.update(planRemovals).set({ removedAt: new Date(Date.now() - 60_000) });
    await db.update(planOffers).set({ openedAt: new Date() });
    const [reopened] = await db.select().from(planOffers).where(eq(planOffers.planId, open.planId));
    expect(await join(removed.id, reopened)).toBe('ok');

    // Kudos: between the plan's participants, not to oneself, not across a block; a stranger who sees the
    // goal is refused, one who cannot see it is told it is not there.
    const cheer = (goal: typeof open, from: string, to: string) =>
      verdict(() => requireKudosAllowed(db, goal.goal, goal.planId, from, to));
    expect([
      await cheer(open, owner.id, member.id),
      await cheer(open, member.id, owner.id),
      await cheer(open, member.id, member.id),
      await cheer(open, stranger.id, owner.id),
      await cheer(open, owner.id, stranger.id),
      await cheer(open, owner.id, 'not-an-id'),
      await cheer(hidden, stranger.id, owner.id),
    ]).toEqual([
      'ok',
      'ok',
      'BAD_USER_INPUT kudosSelf',
      'FORBIDDEN kudosNotParticipant',
      'FORBIDDEN kudosNotParticipant',
      'FORBIDDEN kudosNotParticipant',
      'NOT_FOUND goalNotFound',
    ]);
    await db.insert(blocks).values({ blockerId: member.id, blockedId: owner.id });
    expect(await cheer(open, owner.id, member.id)).toBe('FORBIDDEN forbidden');
    expect(await verdict(() => kudosRecipient(undefined))).toBe('FORBIDDEN kudosNotParticipant');
    expect(kudosRecipient({ id: member.id })).toEqual({ id: member.id });

    // Following and writing: never oneself, never across a block (either way).
    expect([
      await verdict(() => requireMayFollow(db, stranger.id, owner.id)),
      await verdict(() => requireMayFollow(db, owner.id, owner.id)),
      await verdict(() => requireMayFollow(db, blocked.id, owner.id)),
      await verdict(() => requireMayFollow(db, owner.id, blocked.id)),
      await verdict(() => requireMayMessage(db, stranger.id, owner.id)),
      await verdict(() => requireMayMessage(db, blocked.id, owner.id)),
      await verdict(() => requireMayMessage(db, owner.id, blocked.id)),
    ]).toEqual([
      'ok',
      'BAD_USER_INPUT cannotFollowSelf',
      'FORBIDDEN cannotFollowBlocked',
      'FORBIDDEN cannotFollowBlocked',
      'ok',
      'FORBIDDEN messageBlocked',
      'FORBIDDEN messageBlocked',
    ]);

    // Mentor-only actions (profile, playbook, stopping): only someone who mentors.
    expect([
      await verdict(() => requireMentor(db, mentor.id)),
      await verdict(() => requireMentor(db, owner.id)),
      await verdict(() => mentorRow({ isMentor: true })),
      await verdict(() => mentorRow({ isMentor: false })),
      await verdict(() => mentorRow(undefined)),
    ]).toEqual(['ok', 'FORBIDDEN notMentor', 'ok', 'FORBIDDEN notMentor', 'FORBIDDEN notMentor']);

    // A mentor's suggestion is answered by the goal's owner; its mentor sees it but may not answer.
    const suggestion = { ownerId: owner.id, mentorId: mentor.id };
    expect([
      await verdict(() => requireSuggestionAnswerer(suggestion, owner.id)),
      await verdict(() => requireSuggestionAnswerer(suggestion, mentor.id)),
      await verdict(() => requireSuggestionAnswerer(suggestion, member.id)),
    ]).toEqual(['ok', 'FORBIDDEN forbidden', 'NOT_FOUND suggestionNotFound']);
  });
});
