// Every root field of the schema says what it is (graphql/root-fields.ts): a new operation that is not there fails
// here, so it cannot silently miss the costly-field guard or the session rule.
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { COSTLY_FIELDS, dropsSessions, ROOT_FIELDS } from '../src/graphql/root-fields.js';
import { schema } from '../src/graphql/schema.js';

const operation = (text: string) => {
  const definition = parse(text).definitions[0]!;
  if (definition.kind !== Kind.OPERATION_DEFINITION) throw new Error('not an operation');
  return definition;
};

describe('root fields', () => {
  it('lists every root field of the schema, and nothing else', () => {
    const types = {
      Query: schema.getQueryType(),
      Mutation: schema.getMutationType(),
      Subscription: schema.getSubscriptionType(),
    };
    for (const [name, type] of Object.entries(types)) {
      const inSchema = Object.keys(type?.getFields() ?? {}).sort();
      const listed = Object.keys(ROOT_FIELDS[name as keyof typeof ROOT_FIELDS]).sort();
      expect({ type: name, fields: listed }).toEqual({ type: name, fields: inSchema });
    }
  });

  it('guards the costly fields', () => {
    for (const name of ['createGoal', 'previewGoal', 'register', 'login', 'changePassword'])
      expect(COSTLY_FIELDS.has(name), name).toBe(true);
    expect(COSTLY_FIELDS.has('addTask')).toBe(false);
  });

  it('drops cached sessions after any mutation but a tick alone', () => {
    expect(dropsSessions(operation('mutation { setTaskCompleted(id: "x", completed: true) { id } }'))).toBe(
      false,
    );
    expect(
      dropsSessions(
        operation(
          'mutation { setTaskCompleted(id: "x", completed: true) { id } updateBio(text: "") { id } }',
        ),
      ),
    ).toBe(true);
    expect(dropsSessions(operation('mutation { logout }'))).toBe(true);
    expect(dropsSessions(operation('query { currentUser { entities { id } } }'))).toBe(false);
  });
});
