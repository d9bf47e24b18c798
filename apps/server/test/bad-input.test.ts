// The bad-input corpus: every kind of malformed value, sent to every operation that takes it,
// in both languages. Each answer carries a stable code and the caller's-language text, nothing is written, and
// the log has it below error level, never with the user's text at error level.
import { describe, expect, it } from 'vitest';
import {
  app,
  badDates,
  badIds,
  expectRefused,
  goalId,
  gql,
  MARK,
  milestoneId,
  setUpFile,
  stepId,
  token,
  withValue,
} from './bad-input-kit.js';
import { badTexts, textOps } from './bad-input-texts.js';

setUpFile();

describe('bad texts: control characters, broken Unicode, oversized', () => {
  for (const op of textOps) {
    it(`${op.name}: ${op.texts.join(', ')}`, async () => {
      for (const path of op.texts) {
        for (const [kind, value, expected] of badTexts) {
          const variables = withValue(op.variables(), path, value);
          await expectRefused(`${op.name} ${path} ${kind}`, gql(op.query, variables, !op.guest), expected);
        }
      }
    });
  }

  it('texts written into the query itself', async () => {
    await expectRefused('literal NUL', gql(`{ userProfile(username: "a${MARK}\\u0000") { id } }`, {}), {
      code: 'BAD_USER_INPUT',
      key: 'textControlChars',
    });
    await expectRefused(
      'literal ESC in a mutation',
      gql(`mutation { updateBio(text: "${MARK}\\u001b[2J") { id } }`, {}),
      { code: 'BAD_USER_INPUT', key: 'textControlChars' },
    );
  });

  it('keeps tabs, line breaks and any language', async () => {
    const res = await app.gql(
      'mutation($id: ID!, $patch: TaskPatch!) { updateTask(id: $id, patch: $patch) { notes } }',
      { id: stepId, patch: { notes: 'Строка 1\n\tLigne 2 — 日本語 😀\r\n' } },
      { token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateTask.notes).toBe('Строка 1\n\tLigne 2 — 日本語 😀\r\n');
  });
});
describe('malformed ids', () => {
  const ops: Array<[string, string, () => Record<string, unknown>, string[]]> = [
    ['goal', 'query($id: ID!) { goal(id: $id) { id } }', () => ({ id: goalId }), ['id']],
    ['deleteGoal', 'mutation($id: ID!) { deleteGoal(id: $id) }', () => ({ id: goalId }), ['id']],
    ['restoreGoal', 'mutation($id: ID!) { restoreGoal(id: $id) { id } }', () => ({ id: goalId }), ['id']],
    [
      'updateGoal',
      'mutation($id: ID!) { updateGoal(id: $id, patch: { title: "T" }) { id } }',
      () => ({ id: goalId }),
      ['id'],
    ],
    [
      'setGoalStatus',
      'mutation($id: ID!) { setGoalStatus(id: $id, status: abandoned) { id } }',
      () => ({ id: goalId }),
      ['id'],
    ],
    [
      'regeneratePlan',
      'mutation($g: ID!) { regeneratePlan(goalId: $g) { id } }',
      () => ({ g: goalId }),
      ['g'],
    ],
    ['replanGoal', 'mutation($g: ID!) { replanGoal(goalId: $g) { moved } }', () => ({ g: goalId }), ['g']],
    [
      'addTask',
      'mutation($g: ID!, $p: ID) { addTask(goalId: $g, parentId: $p, label: "Step") { id } }',
      () => ({ g: goalId, p: milestoneId }),
      ['g', 'p'],
    ],
    [
      'updateTask',
      'mutation($id: ID!) { updateTask(id: $id, patch: { label: "L" }) { id } }',
      () => ({ id: stepId }),
      ['id'],
    ],
    ['deleteTask', 'mutation($id: ID!) { deleteTask(id: $id) { id } }', () => ({ id: stepId }), ['id']],
    [
      'moveTask',
      'mutation($id: ID!, $p: ID) { moveTask(id: $id, parentId: $p, position: 0) { id } }',
      () => ({ id: stepId, p: milestoneId }),
      ['id', 'p'],
    ],
    [
      'setTaskCompleted',
      'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }',
      () => ({ id: stepId }),
      ['id'],
    ],
    ['selectMentor', 'mutation($m: ID) { selectMentor(mentorId: $m) { id } }', () => ({ m: null }), ['m']],
  ];
  for (const [name, query, variables, paths] of ops) {
    it(name, async () => {
      for (const path of paths) {
        for (const id of badIds) {
          await expectRefused(
            `${name} ${path} ${JSON.stringify(id)}`,
            gql(query, withValue(variables(), path, id)),
            {
              code: 'BAD_USER_INPUT',
              key: 'idInvalid',
            },
          );
        }
      }
    });
  }

  it('in the query itself', async () => {
    await expectRefused('literal id', gql(`{ goal(id: "${MARK}") { id } }`, {}), {
      code: 'BAD_USER_INPUT',
      key: 'idInvalid',
    });
  });

  it('a well-formed id of nothing is still NOT_FOUND', async () => {
    await expectRefused(
      'unknown goal',
      gql('query($id: ID!) { goal(id: $id) { id } }', { id: '00000000-0000-4000-8000-000000000000' }),
      { code: 'NOT_FOUND', key: 'goalNotFound' },
    );
  });
});
describe('impossible dates', () => {
  const ops: Array<[string, string, () => Record<string, unknown>, string]> = [
    [
      'addTask date',
      'mutation($g: ID!, $d: Date) { addTask(goalId: $g, label: "Step", date: $d) { id } }',
      () => ({ g: goalId }),
      'd',
    ],
    [
      'updateTask date',
      'mutation($id: ID!, $patch: TaskPatch!) { updateTask(id: $id, patch: $patch) { id } }',
      () => ({ id: stepId, patch: {} }),
      'patch.date',
    ],
    [
      'createGoal deadline',
      'mutation($input: GoalInput!) { createGoal(input: $input) { id } }',
      () => ({ input: { text: 'Read 12 books' } }),
      'input.deadline',
    ],
    [
      'updateGoal deadline',
      'mutation($id: ID!, $patch: GoalPatch!) { updateGoal(id: $id, patch: $patch) { id } }',
      () => ({ id: goalId, patch: {} }),
      'patch.deadline',
    ],
    [
      'previewGoal deadline',
      'query($d: Date) { previewGoal(text: "Read 12 books", deadline: $d) { title } }',
      () => ({}),
      'd',
    ],
  ];
  for (const [name, query, variables, path] of ops) {
    it(name, async () => {
      for (const date of badDates) {
        await expectRefused(
          `${name} ${JSON.stringify(date)}`,
          gql(query, withValue(variables(), path, date)),
          {
            code: 'BAD_USER_INPUT',
            key: 'dateInvalid',
          },
        );
      }
    });
  }

  it('in the query itself', async () => {
    await expectRefused(
      'literal date',
      gql('{ previewGoal(text: "Read 12 books", deadline: "2027-13-01") { title } }', {}),
      { code: 'BAD_USER_INPUT', key: 'dateInvalid' },
    );
  });

  it('a real date in the past is a deadline the service refuses', async () => {
    await expectRefused(
      'past deadline',
      gql('mutation($input: GoalInput!) { createGoal(input: $input) { id } }', {
        input: { text: 'Read 12 books', deadline: '2001-01-01' },
      }),
      { code: 'BAD_USER_INPUT', key: 'deadlineInvalid' },
    );
  });

  it('birthday (a string, as the spec has it)', async () => {
    for (const birthday of ['2027-13-01', '0000-01-01', '1899-12-31', '2999-01-01', `${MARK}`]) {
      await expectRefused(
        `birthday ${birthday}`,
        gql('mutation($b: String!) { fillBaseBio(firstName: "Anna", lastName: "P", birthday: $b) { id } }', {
          b: birthday,
        }),
        { code: 'BAD_USER_INPUT', key: 'birthdayInvalid' },
      );
    }
  });

  it('an empty date still clears a task’s date (what the web app sends)', async () => {
    const res = await app.gql(
      'mutation($id: ID!) { updateTask(id: $id, patch: { date: "" }) { date } }',
      { id: stepId },
      { token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateTask.date).toBeNull();
  });
});
