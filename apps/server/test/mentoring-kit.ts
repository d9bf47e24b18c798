// What mentoring.test.ts, mentoring-suggestions.test.ts, mentoring-playbook.test.ts share: their app, fixtures and helpers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { planMembers, plans } from '../src/db/schema.js';
import { registerUser, startTestApp, type TestApp } from './harness.js';

export let app: TestApp;

export type User = Awaited<ReturnType<typeof registerUser>>;

export let mentor: User; // M: U's mentor

export let former: User; // U's mentor before M

export let other: User; // another mentor (not U's)

export let closed: User; // a mentor who takes no new mentees

export let mentee: User; // U

export let stranger: User;

export let follower: User; // follows U

export let member: User; // a member of U's private plan

export let privateGoal: { id: string; tasks: Array<{ id: string; parentId: string | null; label: string }> };

export let publicGoal: { id: string; tasks: Array<{ id: string; parentId: string | null; label: string }> };

export const PROFILE = `mutation($input: MentorProfileInput!) { becomeMentor(input: $input) { active headline bio categories languages accepting menteeCount } }`;

export const UPDATE_PROFILE = `mutation($input: MentorProfileInput!) { updateMentorProfile(input: $input) { accepting headline } }`;

export const SET = 'mutation($id: ID) { setMentor(mentorId: $id) { mentorId } }';

export const CREATE =
  'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId label position } } }';

export const GOAL = `query($id: ID!) { goal(id: $id) { id status
  suggestions { id label parentId status notes }
  endorsement { mentor { username } note }
  tasks { id parentId label position notes commentCount comments { body mine author { username } } } } }`;

export const COMMENT =
  'mutation($t: ID!, $b: String!) { commentTask(taskId: $t, body: $b) { id body mine author { username } } }';

export const SUGGEST = `mutation($g: ID!, $p: ID, $l: String!, $d: Date, $tm: String, $n: String) {
  suggestTask(goalId: $g, parentId: $p, label: $l, date: $d, time: $tm, notes: $n) { id status label parentId } }`;

export const ACCEPT =
  'mutation($id: ID!) { acceptSuggestion(id: $id) { suggestion { status taskId } task { id label parentId position notes } } }';

export const DECLINE =
  'mutation($id: ID!) { declineSuggestion(id: $id) { suggestion { status taskId } task { id } } }';

export const ENDORSE =
  'mutation($g: ID!, $n: String) { endorseGoal(goalId: $g, note: $n) { mentor { username } note } }';

export const MENTEES = `{ mentees { person { username } overdueCount lastActiveAt
  goals { overdueCount goal { id title visibility progress } } } }`;

export const BELL =
  '{ notifications(first: 20) { items { kind actor { username } taskId goalId title text decision } } }';

export const profile = (over: Record<string, unknown> = {}) => ({
  headline: 'Running coach, ten years',
  bio: 'Slow and steady.',
  categories: ['health', 'career'],
  languages: ['en'],
  ...over,
});

export async function makeMentor(user: User, over: Record<string, unknown> = {}) {
  const res = await app.gql(PROFILE, { input: profile(over) }, { token: user.token });
  expect(res.errors).toBeUndefined();
}

export async function createGoal(user: User, text: string, visibility: string, category?: string) {
  const res = await app.gql(CREATE, { input: { text, visibility, category } }, { token: user.token });
  expect(res.errors).toBeUndefined();
  return res.data!.createGoal as typeof privateGoal;
}

export async function kinds(user: User) {
  const res = await app.gql(BELL, {}, { token: user.token });
  return (res.data!.notifications.items as Array<{ kind: string }>).map((n) => n.kind);
}

export const firstStep = (goal: typeof privateGoal) => goal.tasks.find((t) => t.parentId !== null)!;

export const firstMilestone = (goal: typeof privateGoal) => goal.tasks.find((t) => t.parentId === null)!;

export const PLAYBOOK_FIELDS = `category mode variants { id defaultWeeks sessionsPerWeek time phases { id weight milestone { en ru }
  steps { labels { en ru } cadence times minutes key when workday } } }`;

export const SAVE = `mutation($input: PlaybookInput) { saveMentorPlaybook(input: $input) { ${PLAYBOOK_FIELDS} } }`;

export const phase = (n: number, label: string) => ({
  weight: 1,
  milestone: { en: `Stage ${n} done` },
  steps: [{ labels: [{ en: label }], cadence: 'weekly', times: 2, minutes: 40 }],
});

export const myPlaybook = (over: Record<string, unknown> = {}) => ({
  category: 'health',
  variants: [
    {
      defaultWeeks: 8,
      sessionsPerWeek: 3,
      time: '07:30',
      phases: [
        phase(1, 'Mentor mobility drill'),
        phase(2, 'Mentor tempo session'),
        phase(3, 'Mentor long walk'),
      ],
    },
  ],
  ...over,
});

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp();
    const people = await Promise.all(Array.from({ length: 8 }, () => registerUser(app)));
    [mentor, former, other, closed, mentee, stranger, follower, member] = people as [
      User,
      User,
      User,
      User,
      User,
      User,
      User,
      User,
    ];
    await makeMentor(mentor);
    await makeMentor(former);
    await makeMentor(other);
    await makeMentor(closed, { accepting: false });
    expect((await app.gql(SET, { id: former.id }, { token: mentee.token })).errors).toBeUndefined();
    expect((await app.gql(SET, { id: mentor.id }, { token: mentee.token })).errors).toBeUndefined();
    await app.gql(
      'mutation($id: ID!) { follow(userId: $id) { id } }',
      { id: mentee.id },
      { token: follower.token },
    );
    privateGoal = await createGoal(mentee, 'Read 12 books by the end of the year', 'private');
    publicGoal = await createGoal(mentee, 'Run 10 km in three months', 'public');
    // A member of the private plan (as joining an offered plan makes one).
    const [plan] = await app.database.db.select().from(plans).where(eq(plans.goalId, privateGoal.id));
    await app.database.db.insert(planMembers).values({ planId: plan!.id, userId: member.id, role: 'member' });
  }, 60_000);
  afterAll(() => app.close());
}
