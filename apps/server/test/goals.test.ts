import { describe, expect, it } from 'vitest';
import { follows } from '../src/db/schema.js';
import { app, CREATE, GOAL, GOAL_FIELDS, newGoal, setUpFile, TICK } from './goals-kit.js';
import { codeOf, registerUser } from './harness.js';

setUpFile();

describe('goals and their generated plans', () => {
  it('creates a goal with a dated plan of milestones and steps, in the goal language', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token, { text: 'Пробежать 10 км через 3 месяца', visibility: 'private' });
    expect(goal).toMatchObject({
      category: 'health',
      language: 'ru',
      visibility: 'private',
      status: 'active',
      progress: 0,
    });
    const milestones = goal.tasks.filter((t: { parentId: string | null }) => t.parentId === null);
    const steps = goal.tasks.filter((t: { parentId: string | null }) => t.parentId !== null);
    expect(milestones.length).toBeGreaterThanOrEqual(3);
    expect(steps.length).toBeGreaterThan(milestones.length);
    for (const t of goal.tasks) {
      expect(t.taskId).toBe(t.id);
      expect(t.date <= goal.deadline).toBe(true);
      expect(t.time).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(goal.totalCount).toBe(steps.length);
  });

  it('refuses bad input with readable messages and saves nothing', async () => {
    const user = await registerUser(app);
    for (const input of [
      { text: 'x' },
      { text: 'Read 10 books', category: 'cooking' },
      { text: 'Read 10 books', deadline: '2001-01-01' },
      { text: 'Read 10 books', visibility: 'secret' },
    ]) {
      expect(codeOf(await app.gql(CREATE, { input }, { token: user.token }))).toBe('BAD_USER_INPUT');
    }
    const list = await app.gql('{ myGoals { items { id } } }', {}, { token: user.token });
    expect(list.data!.myGoals.items).toEqual([]);
    expect(codeOf(await app.gql(CREATE, { input: { text: 'Read 10 books' } }))).toBe('UNAUTHENTICATED');
  });

  it('ticks steps: the milestone completes with its steps, the goal with its milestones, and back', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token, { text: 'Read 4 books in 6 weeks' });
    const milestone = goal.tasks.find((t: { parentId: string | null }) => t.parentId === null);
    const steps = goal.tasks.filter((t: { parentId: string | null }) => t.parentId === milestone.id);
    for (const s of steps) await app.gql(TICK, { id: s.id, c: true }, { token: user.token });
    let now = (await app.gql(GOAL, { id: goal.id }, { token: user.token })).data!.goal;
    expect(now.tasks.find((t: { id: string }) => t.id === milestone.id).completed).toBe(true);
    expect(now.doneCount).toBe(steps.length);
    await app.gql(TICK, { id: steps[0].id, c: false }, { token: user.token });
    now = (await app.gql(GOAL, { id: goal.id }, { token: user.token })).data!.goal;
    expect(now.tasks.find((t: { id: string }) => t.id === milestone.id).completed).toBe(false);
    // Tick every milestone: the goal completes; reopen one: it is active again.
    for (const m of now.tasks.filter((t: { parentId: string | null }) => t.parentId === null)) {
      await app.gql(TICK, { id: m.id, c: true }, { token: user.token });
    }
    now = (await app.gql(GOAL, { id: goal.id }, { token: user.token })).data!.goal;
    expect(now.status).toBe('completed');
    expect(now.progress).toBe(1);
    await app.gql(TICK, { id: milestone.id, c: false }, { token: user.token });
    expect((await app.gql(GOAL, { id: goal.id }, { token: user.token })).data!.goal.status).toBe('active');
  });

  it('edits, adds, nests, reorders and deletes tasks; refuses bad values and other people', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const goal = await newGoal(user.token, { text: 'Learn 500 English words' });
    const [m1, s1] = goal.tasks;
    const edit = await app.gql(
      'mutation($id: ID!, $p: TaskPatch!) { updateTask(id: $id, patch: $p) { label date time notes } }',
      { id: s1.id, p: { label: 'New label', time: '07:30', notes: 'n' } },
      { token: user.token },
    );
    expect(edit.data!.updateTask).toMatchObject({ label: 'New label', time: '07:30', notes: 'n' });
    expect(
      codeOf(
        await app.gql(
          'mutation($id: ID!) { updateTask(id: $id, patch: { time: "25:00" }) { id } }',
          { id: s1.id },
          { token: user.token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      codeOf(
        await app.gql(
          'mutation($id: ID!) { updateTask(id: $id, patch: { label: "hack" }) { id } }',
          { id: s1.id },
          { token: other.token },
        ),
      ),
    ).toBe('NOT_FOUND');
    const added = await app.gql(
      'mutation($g: ID!, $p: ID, $d: Date) { addTask(goalId: $g, parentId: $p, label: "Extra step", date: $d, time: "09:00") { id parentId position } }',
      { g: goal.id, p: m1.id, d: goal.deadline },
      { token: user.token },
    );
    expect(added.data!.addTask.parentId).toBe(m1.id);
    expect(
      codeOf(
        await app.gql(
          'mutation($g: ID!, $p: ID) { addTask(goalId: $g, parentId: $p, label: "x") { id } }',
          { g: goal.id, p: s1.id },
          { token: user.token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    const moved = await app.gql(
      'mutation($id: ID!, $p: ID) { moveTask(id: $id, parentId: $p, position: 0) { position parentId } }',
      { id: added.data!.addTask.id, p: m1.id },
      { token: user.token },
    );
    expect(moved.data!.moveTask).toEqual({ position: 0, parentId: m1.id });
    const after = (await app.gql(GOAL, { id: goal.id }, { token: user.token })).data!.goal;
    expect(after.tasks[1].id).toBe(added.data!.addTask.id);
    const positions = after.tasks
      .filter((t: { parentId: string }) => t.parentId === m1.id)
      .map((t: { position: number }) => t.position);
    expect(positions).toEqual(positions.map((_: number, i: number) => i));
    await app.gql('mutation($id: ID!) { deleteTask(id: $id) { id } }', { id: s1.id }, { token: user.token });
    const final = (await app.gql(GOAL, { id: goal.id }, { token: user.token })).data!.goal;
    expect(final.tasks.some((t: { id: string }) => t.id === s1.id)).toBe(false);
    expect(
      codeOf(
        await app.gql(
          'mutation($id: ID!) { deleteTask(id: $id) { id } }',
          { id: m1.id },
          { token: other.token },
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('deletes a goal with undo, and completes or abandons it by hand', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token, { text: 'Save $1,000 by next summer' });
    await app.gql('mutation($id: ID!) { deleteGoal(id: $id) }', { id: goal.id }, { token: user.token });
    expect(codeOf(await app.gql(GOAL, { id: goal.id }, { token: user.token }))).toBe('NOT_FOUND');
    await app.gql(
      'mutation($id: ID!) { restoreGoal(id: $id) { id } }',
      { id: goal.id },
      { token: user.token },
    );
    expect((await app.gql(GOAL, { id: goal.id }, { token: user.token })).data!.goal.id).toBe(goal.id);
    const abandoned = await app.gql(
      'mutation($id: ID!) { setGoalStatus(id: $id, status: abandoned) { status } }',
      { id: goal.id },
      { token: user.token },
    );
    expect(abandoned.data!.setGoalStatus.status).toBe('abandoned');
    expect(
      codeOf(
        await app.gql(
          'mutation($id: ID!) { setGoalStatus(id: $id, status: won) { status } }',
          { id: goal.id },
          { token: user.token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it('previews what it understood before saving', async () => {
    const user = await registerUser(app);
    const res = await app.gql(
      'query($t: String!) { previewGoal(text: $t) { title language category deadline deadlineFromText target { value unit } } }',
      { t: 'Накопить 300 000 ₽ к 1 сентября' },
      { token: user.token },
    );
    expect(res.data!.previewGoal).toMatchObject({
      language: 'ru',
      category: 'finances',
      deadlineFromText: true,
      target: { value: 300000 },
    });
    expect(res.data!.previewGoal.deadline).toMatch(/-09-01$/);
  });
});
describe('who sees which goal', () => {
  it('a stranger sees only public goals; a follower also followers-only; nobody else private ones', async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const follower = await registerUser(app);
    const pub = await newGoal(owner.token, { text: 'Read 12 books this year', visibility: 'public' });
    const fol = await newGoal(owner.token, { text: 'Learn to draw portraits', visibility: 'followers' });
    const priv = await newGoal(owner.token, { text: 'Pay off my credit card', visibility: 'private' });
    await app.database.db.insert(follows).values({ followerId: follower.id, followeeId: owner.id });
    const seen = async (token?: string) => {
      const res = await app.gql(
        'query($u: String!) { userGoals(username: $u) { items { id } } }',
        { u: owner.username },
        token ? { token } : {},
      );
      return res.data!.userGoals.items.map((g: { id: string }) => g.id).sort();
    };
    expect(await seen()).toEqual([pub.id]);
    expect(await seen(stranger.token)).toEqual([pub.id]);
    expect(await seen(follower.token)).toEqual([fol.id, pub.id].sort());
    expect(await seen(owner.token)).toEqual([fol.id, pub.id, priv.id].sort());
    expect(codeOf(await app.gql(GOAL, { id: priv.id }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(GOAL, { id: fol.id }))).toBe('NOT_FOUND');
    expect((await app.gql(GOAL, { id: pub.id })).data!.goal.id).toBe(pub.id);
    expect(
      codeOf(
        await app.gql(
          'mutation($id: ID!) { deleteGoal(id: $id) }',
          { id: pub.id },
          { token: stranger.token },
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('pages through goals by keyset, newest first', async () => {
    const user = await registerUser(app);
    const ids: string[] = [];
    for (const text of ['Read 5 books', 'Run 5 km', 'Save $500', 'Learn 100 words', 'Meditate daily']) {
      ids.unshift((await newGoal(user.token, { text })).id);
    }
    const PAGE =
      'query($after: String) { myGoals(first: 2, after: $after) { items { id } endCursor hasNextPage } }';
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 3; i++) {
      const page: any = (await app.gql(PAGE, { after }, { token: user.token })).data!.myGoals;
      seen.push(...page.items.map((g: { id: string }) => g.id));
      after = page.endCursor;
      expect(page.hasNextPage).toBe(i < 2);
    }
    expect(seen).toEqual(ids);
    expect(codeOf(await app.gql(PAGE, { after: 'garbage' }, { token: user.token }))).toBe('BAD_USER_INPUT');
  });
});
describe('query counts stay constant (no N+1)', () => {
  it('the plans data and a profile’s Plans section cost the same SQL for 1 or 6 goals', async () => {
    const count = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const before = app.database.statements.count;
      const res = await app.gql(query, variables, token ? { token } : {});
      expect(res.errors).toBeUndefined();
      return app.database.statements.count - before;
    };
    const PLANS = `{ myGoals(first: 50) { items { ${GOAL_FIELDS} } } agenda { overdue { id } dueToday { id } upcoming { id } } }`;
    const PROFILE = `query($u: String!) { userGoals(username: $u, first: 50) { items { id title progress doneCount totalCount tasks { id label completed } } } }`;
    const small = await registerUser(app);
    const big = await registerUser(app);
    await newGoal(small.token, { text: 'Read 5 books' });
    for (const text of [
      'Read 5 books',
      'Run 5 km',
      'Save $500',
      'Learn 100 words',
      'Meditate daily',
      'Write a novel',
    ]) {
      await newGoal(big.token, { text });
    }
    expect(await count(PLANS, {}, big.token)).toBe(await count(PLANS, {}, small.token));
    expect(await count(PROFILE, { u: big.username })).toBe(await count(PROFILE, { u: small.username }));
  });
});
