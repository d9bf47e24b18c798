// The bad-input corpus: every kind of malformed value, sent to every operation that takes it,
// in both languages. Each answer carries a stable code and the caller's-language text, nothing is written, and
// the log has it below error level, never with the user's text at error level.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Lang, t } from '../src/kernel/messages.js';
import {
  app,
  expectRefused,
  goalId,
  gql,
  lines,
  MARK,
  setUpFile,
  stepId,
  stream,
  token,
} from './bad-input-kit.js';
import { type GqlResult, registerUser, startTestApp } from './harness.js';

setUpFile();

describe('limits and protocol errors', () => {
  it('10 createGoal aliases, 2 costly operations, too many aliases, too many tokens', async () => {
    const creates = Array.from(
      { length: 10 },
      (_, i) => `g${i}: createGoal(input: { text: "Read ${i} books" }) { id }`,
    );
    await expectRefused('10 createGoal', gql(`mutation { ${creates.join(' ')} }`, {}), {
      code: 'QUERY_TOO_COMPLEX',
      key: 'tooManyRootFields',
      vars: { max: 5 },
    });
    await expectRefused('2 createGoal', gql(`mutation { ${creates.slice(0, 2).join(' ')} }`, {}), {
      code: 'QUERY_TOO_COMPLEX',
      key: 'tooManyCostly',
      vars: { fields: 'createGoal' },
    });
    await expectRefused(
      'createGoal + regeneratePlan through a fragment',
      gql(
        `mutation { ...M regeneratePlan(goalId: "${goalId}") { id } } fragment M on Mutation { createGoal(input: { text: "Read 3 books" }) { id } }`,
        {},
      ),
      { code: 'QUERY_TOO_COMPLEX', key: 'tooManyCostly', vars: { fields: 'createGoal, regeneratePlan' } },
    );
    await expectRefused(
      '2 previewGoal',
      gql(
        '{ a: previewGoal(text: "Read 3 books") { title } b: previewGoal(text: "Run 5 km") { title } }',
        {},
      ),
      { code: 'QUERY_TOO_COMPLEX', key: 'tooManyCostly', vars: { fields: 'previewGoal' } },
    );
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: mentors { id }`).join(' ');
    await expectRefused('20 aliases', gql(`{ ${aliases} }`, {}), {
      code: 'QUERY_TOO_COMPLEX',
      key: 'queryTooComplex',
    });
    await expectRefused('too many tokens', gql(`{ mentors { ${'id '.repeat(2000)} } }`, {}), {
      code: 'QUERY_TOO_COMPLEX',
      key: 'queryTooComplex',
    });
    const five = Array.from(
      { length: 5 },
      (_, i) => `t${i}: setTaskCompleted(id: "${stepId}", completed: false) { id }`,
    );
    const ok = await app.gql(`mutation { ${five.join(' ')} }`, {}, { token });
    expect(ok.errors).toBeUndefined();
  });

  it('parse and validation errors, and requests that are not GraphQL', async () => {
    await expectRefused('parse', gql('query { myGoals(', {}), { code: 'GRAPHQL_PARSE_FAILED' });
    await expectRefused('validation', gql('{ nope }', {}), { code: 'GRAPHQL_VALIDATION_FAILED' });
    await expectRefused('unused variable type', gql('query($x: Nope) { mentors { id } }', {}), {
      code: 'GRAPHQL_VALIDATION_FAILED',
    });
    const raw =
      (body: string, type: string, extra: Record<string, string> = {}) =>
      async (lang: Lang) => {
        const res = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': type, 'accept-language': lang, ...extra },
          body,
        });
        const json = (await res.json()) as { errors?: GqlResult['errors'] };
        return {
          status: res.status,
          data: undefined,
          errors: json.errors,
          headers: res.headers,
        } as GqlResult;
      };
    await expectRefused('malformed JSON', raw('{"query": ', 'application/json'), {
      code: 'BAD_REQUEST',
      key: 'requestInvalid',
    });
    await expectRefused('not GraphQL', raw(MARK, 'text/plain'), {
      code: 'BAD_REQUEST',
      key: 'requestInvalid',
    });
    await expectRefused('query not a string', raw('{"query": 1}', 'application/json'), {
      code: 'BAD_REQUEST',
    });
    await expectRefused(
      'over the body limit',
      raw(
        JSON.stringify({ query: '{ mentors { id } }', variables: { x: MARK.repeat(120_000) } }),
        'application/json',
      ),
      { code: 'BAD_USER_INPUT', key: 'requestTooLarge' },
    );
    const get = async (lang: Lang) => {
      const res = await fetch(`${app.url}/graphql?query=${encodeURIComponent('mutation { logout }')}`, {
        headers: { 'accept-language': lang, authorization: `Bearer ${token}` },
      });
      const json = (await res.json()) as { errors?: GqlResult['errors'] };
      return { status: res.status, data: undefined, errors: json.errors, headers: res.headers } as GqlResult;
    };
    await expectRefused('mutation over GET', get, { code: 'BAD_REQUEST' });
  });
});
describe('unexpected errors', () => {
  it('are masked, logged at error level without the user’s values', async () => {
    const broken = await startTestApp({ logger: { level: 'debug', stream } });
    const user = await registerUser(broken);
    // The session lookup reads the links too; a request first puts the session in the cache, so the
    // failure below happens in the resolver (with its path), not while finding who is asking.
    await broken.gql('{ __typename }', {}, { token: user.token });
    await broken.database.db.execute(sql.raw('drop table social_links cascade'));
    const mark = lines.length;
    const res = await broken.gql(
      'mutation($l: [SocialLinkInput!]!) { updateSocialLinks(links: $l) { id } }',
      { l: [{ network: MARK, url: `https://example.com/${MARK}` }] },
      { token: user.token, lang: 'ru' },
    );
    await broken.close();
    expect(res.errors?.[0]).toMatchObject({
      message: t('ru', 'unexpectedError'),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    const errors = lines.slice(mark).filter((l) => l.level >= 50);
    expect(errors.length).toBe(1);
    expect(errors[0]!.path).toBe('updateSocialLinks');
    expect(JSON.stringify(lines.slice(mark))).not.toContain(MARK);
  });
});
