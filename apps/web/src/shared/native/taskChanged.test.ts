import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { TaskChangedDocument } from './taskChanged';

describe('the live task changes the reminders listen to', () => {
  it("is a valid operation of the server's schema", () => {
    const schema = buildSchema(
      readFileSync(new URL('../../../../server/schema.graphql', import.meta.url), 'utf8'),
    );
    expect(validate(schema, parse(TaskChangedDocument.toString()))).toEqual([]);
  });
});
