// The bad-input corpus's texts: every text argument of every operation, and the bad values sent to each.
import { MAX_TEXT } from '../src/graphql/guards.js';
import { type Expected, goalId, MARK, other, stepId } from './bad-input-kit.js';

export interface TextOp {
  name: string;
  query: string;
  variables: () => Record<string, unknown>;
  texts: string[];
  guest?: boolean;
}

export const textOps: TextOp[] = [
  {
    name: 'register',
    query:
      'mutation($e: String!, $p: String!, $l: String, $tz: String) { register(email: $e, password: $p, lang: $l, timezone: $tz) { token } }',
    variables: () => ({
      e: 'fresh.person@example.com',
      p: 'correct horse battery',
      l: 'en',
      tz: 'Europe/Berlin',
    }),
    texts: ['e', 'p', 'l', 'tz'],
    guest: true,
  },
  {
    name: 'login',
    query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    variables: () => ({ e: 'someone@example.com', p: 'correct horse battery' }),
    texts: ['e', 'p'],
    guest: true,
  },
  {
    name: 'loginWithGoogle',
    query: 'mutation($i: String!) { loginWithGoogle(idToken: $i) { token } }',
    variables: () => ({ i: 'a.b.c' }),
    texts: ['i'],
    guest: true,
  },
  {
    name: 'requestPasswordReset',
    query: 'mutation($e: String!) { requestPasswordReset(email: $e) }',
    variables: () => ({ e: 'someone@example.com' }),
    texts: ['e'],
    guest: true,
  },
  {
    name: 'resetPassword',
    query: 'mutation($k: String!, $p: String!) { resetPassword(token: $k, password: $p) }',
    variables: () => ({ k: 'some-token', p: 'correct horse battery' }),
    texts: ['k', 'p'],
    guest: true,
  },
  {
    name: 'changePassword',
    query: 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
    variables: () => ({ c: 'correct horse', n: 'another horse battery' }),
    texts: ['c', 'n'],
  },
  {
    name: 'updateBio',
    query: 'mutation($x: String!) { updateBio(text: $x) { id } }',
    variables: () => ({ x: '<p>Hello</p>' }),
    texts: ['x'],
  },
  {
    name: 'fillBaseBio',
    query:
      'mutation($f: String!, $l: String!, $b: String!) { fillBaseBio(firstName: $f, lastName: $l, birthday: $b) { id } }',
    variables: () => ({ f: 'Anna', l: 'Petrova', b: '1990-05-01' }),
    texts: ['f', 'l', 'b'],
  },
  {
    name: 'updateSocialLinks',
    query: 'mutation($links: [SocialLinkInput!]!) { updateSocialLinks(links: $links) { id } }',
    variables: () => ({ links: [{ network: 'GitHub', url: 'https://github.com/anna' }] }),
    texts: ['links.0.network', 'links.0.url'],
  },
  {
    name: 'finishSetup',
    query: 'mutation($i: [String!]!, $g: String!) { finishSetup(interests: $i, goalText: $g) { id } }',
    variables: () => ({ i: ['health'], g: 'Run a 10 km race' }),
    texts: ['i.0', 'g'],
  },
  {
    name: 'updateSettings',
    query:
      'mutation($l: String, $tz: String, $u: String) { updateSettings(lang: $l, timezone: $tz, username: $u) { id } }',
    variables: () => ({ l: 'en', tz: 'Europe/Berlin', u: 'anna.petrova' }),
    texts: ['l', 'tz', 'u'],
  },
  {
    name: 'userProfile',
    query: 'query($u: String!) { userProfile(username: $u) { id } }',
    variables: () => ({ u: other.username }),
    texts: ['u'],
    guest: true,
  },
  {
    name: 'userGoals',
    query: 'query($u: String!, $a: String) { userGoals(username: $u, after: $a) { hasNextPage } }',
    variables: () => ({ u: other.username, a: null }),
    texts: ['u', 'a'],
    guest: true,
  },
  {
    name: 'myGoals',
    query: 'query($a: String) { myGoals(after: $a) { hasNextPage } }',
    variables: () => ({ a: null }),
    texts: ['a'],
  },
  {
    name: 'createGoal',
    query: 'mutation($input: GoalInput!) { createGoal(input: $input) { id } }',
    variables: () => ({ input: { text: 'Read 12 books', title: 'Books', description: 'Fiction' } }),
    texts: ['input.text', 'input.title', 'input.description'],
  },
  {
    name: 'updateGoal',
    query: 'mutation($id: ID!, $patch: GoalPatch!) { updateGoal(id: $id, patch: $patch) { id } }',
    variables: () => ({ id: goalId, patch: { title: 'Books', description: 'Fiction' } }),
    texts: ['patch.title', 'patch.description'],
  },
  {
    name: 'previewGoal',
    query: 'query($x: String!) { previewGoal(text: $x) { title } }',
    variables: () => ({ x: 'Read 12 books' }),
    texts: ['x'],
  },
  {
    name: 'addTask',
    query: 'mutation($g: ID!, $l: String!, $tm: String) { addTask(goalId: $g, label: $l, time: $tm) { id } }',
    variables: () => ({ g: goalId, l: 'Extra step', tm: '09:00' }),
    texts: ['l', 'tm'],
  },
  {
    name: 'updateTask',
    query: 'mutation($id: ID!, $patch: TaskPatch!) { updateTask(id: $id, patch: $patch) { id } }',
    variables: () => ({ id: stepId, patch: { label: 'Renamed', notes: 'Some notes', time: '10:00' } }),
    texts: ['patch.label', 'patch.notes', 'patch.time'],
  },
];

export const badTexts: Array<[string, string, Expected]> = [
  ['NUL', `a${MARK}\u0000b`, { code: 'BAD_USER_INPUT', key: 'textControlChars' }],
  ['BEL', `a${MARK}\u0007`, { code: 'BAD_USER_INPUT', key: 'textControlChars' }],
  ['ANSI escape', `\u001b[31m${MARK}\u001b[0m`, { code: 'BAD_USER_INPUT', key: 'textControlChars' }],
  ['DEL', `${MARK}\u007f`, { code: 'BAD_USER_INPUT', key: 'textControlChars' }],
  ['lone surrogate', `${MARK}\ud800x`, { code: 'BAD_USER_INPUT', key: 'textControlChars' }],
  [
    'oversized',
    MARK + 'x'.repeat(MAX_TEXT),
    { code: 'BAD_USER_INPUT', key: 'textTooLong', vars: { max: MAX_TEXT } },
  ],
];
