import { describe, expect, it } from 'vitest';
import { codeOf, messageOf } from './harness.js';
import {
  app,
  COMMENT,
  createGoal,
  firstStep,
  GOAL,
  MENTEES,
  mentee,
  mentor,
  myPlaybook,
  other,
  PLAYBOOK_FIELDS,
  privateGoal,
  SAVE,
  SET,
  SUGGEST,
  setUpFile,
  stranger,
} from './mentoring-kit.js';

setUpFile();

describe('the mentor’s playbook', () => {
  it('is saved from a structured form, validated with the field named, and shapes the mentees’ plans', async () => {
    expect(codeOf(await app.gql(SAVE, { input: myPlaybook() }, { token: stranger.token }))).toBe('FORBIDDEN');

    const two = myPlaybook();
    two.variants[0]!.phases = two.variants[0]!.phases.slice(0, 2);
    const bad = await app.gql(SAVE, { input: two }, { token: mentor.token, lang: 'ru' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.extensions!.field).toBe('playbook.variants.0.phases');
    expect(messageOf(bad)).toBe('Сценарий, вариант 1, этапы: нужно не меньше 3');

    const noText = myPlaybook();
    noText.variants[0]!.phases[1]!.steps[0]!.labels = [{ en: '  ' }];
    const empty = await app.gql(SAVE, { input: noText }, { token: mentor.token });
    expect(empty.errors![0]!.extensions!.field).toBe('playbook.variants.0.phases.1.steps.0.labels.0');
    expect(messageOf(empty)).toBe(
      'Playbook, variant 1, phase 2, step 1, text 1: needs an English or a Russian text',
    );

    const cadence = myPlaybook();
    (cadence.variants[0]!.phases[0]!.steps[0] as Record<string, unknown>).cadence = 'daily';
    const wrong = await app.gql(SAVE, { input: cadence }, { token: mentor.token });
    expect(wrong.errors![0]!.extensions!.field).toBe('playbook.variants.0.phases.0.steps.0.cadence');

    const time = myPlaybook();
    time.variants[0]!.time = '7:30pm';
    expect(
      (await app.gql(SAVE, { input: time }, { token: mentor.token })).errors![0]!.extensions!.field,
    ).toBe('playbook.variants.0.time');
    const foreign = await app.gql(
      SAVE,
      { input: myPlaybook({ category: 'finances' }) },
      { token: mentor.token },
    );
    expect(codeOf(foreign)).toBe('BAD_USER_INPUT');
    expect(
      (await app.gql('{ myMentorPlaybook { category } }', {}, { token: mentor.token })).data!
        .myMentorPlaybook,
    ).toBeNull();

    const saved = await app.gql(SAVE, { input: myPlaybook() }, { token: mentor.token });
    expect(saved.errors).toBeUndefined();
    const read = await app.gql(`{ myMentorPlaybook { ${PLAYBOOK_FIELDS} } }`, {}, { token: mentor.token });
    expect(read.data!.myMentorPlaybook).toEqual(saved.data!.saveMentorPlaybook);
    expect(read.data!.myMentorPlaybook.variants[0].phases[0]).toMatchObject({
      id: 'phase-1',
      steps: [
        {
          labels: [{ en: 'Mentor mobility drill', ru: null }],
          cadence: 'weekly',
          times: 2,
          minutes: 40,
          key: false,
        },
      ],
    });

    // A mentee's new goal in the playbook's area follows it; someone without this mentor gets the built-in plan.
    const text = 'Improve my posture in two months';
    const withMentor = await createGoal(mentee, text, 'private', 'health');
    const labels = withMentor.tasks.map((t) => t.label);
    expect(labels).toContain('Mentor mobility drill');
    expect(labels).toContain('Stage 3 done');
    const without = await createGoal(stranger, text, 'private', 'health');
    expect(without.tasks.map((t) => t.label)).not.toContain('Mentor mobility drill');
  });

  it('a category’s built-in playbook is a starting point that saves as it is; null removes it', async () => {
    const base = await app.gql(
      `query { defaultPlaybook(category: "career") { ${PLAYBOOK_FIELDS} } }`,
      {},
      {
        token: mentor.token,
      },
    );
    expect(base.errors).toBeUndefined();
    const input = base.data!.defaultPlaybook;
    const saved = await app.gql(SAVE, { input }, { token: mentor.token });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveMentorPlaybook.category).toBe('career');
    const removed = await app.gql(SAVE, { input: null }, { token: mentor.token });
    expect(removed.data!.saveMentorPlaybook).toBeNull();
    expect(
      (await app.gql('{ myMentorPlaybook { category } }', {}, { token: mentor.token })).data!
        .myMentorPlaybook,
    ).toBeNull();
  });
});
describe('stopping', () => {
  it('a dropped mentor loses access at once; a mentor who stops releases the mentees', async () => {
    const step = firstStep(privateGoal);
    // A thread under the step, which must outlast the mentoring.
    await app.gql(COMMENT, { t: step.id, b: 'Try ten pages a day.' }, { token: mentor.token });
    await app.gql(COMMENT, { t: step.id, b: 'Thanks, will do' }, { token: mentee.token });
    // The mentee drops M: M no longer reads, comments or suggests.
    await app.gql(SET, { id: null }, { token: mentee.token });
    expect(codeOf(await app.gql(GOAL, { id: privateGoal.id }, { token: mentor.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(COMMENT, { t: step.id, b: 'still here?' }, { token: mentor.token }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await app.gql(SUGGEST, { g: privateGoal.id, l: 'x' }, { token: mentor.token }))).toBe(
      'NOT_FOUND',
    );
    expect((await app.gql(MENTEES, {}, { token: mentor.token })).data!.mentees).toEqual([]);

    // Picks another mentor, who then stops mentoring.
    await app.gql(SET, { id: other.id }, { token: mentee.token });
    expect((await app.gql(MENTEES, {}, { token: other.token })).data!.mentees).toHaveLength(1);
    const stop = await app.gql('mutation { stopMentoring { active } }', {}, { token: other.token });
    expect(stop.data!.stopMentoring).toEqual({ active: false });
    const me = await app.gql('{ currentUser { entities { mentorId } } }', {}, { token: mentee.token });
    expect(me.data!.currentUser.entities.mentorId).toBeNull();
    expect(codeOf(await app.gql(GOAL, { id: privateGoal.id }, { token: other.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(MENTEES, {}, { token: other.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql('mutation { stopMentoring { active } }', {}, { token: other.token }))).toBe(
      'FORBIDDEN',
    );
    expect(
      (await app.gql('{ mentors { id } }', {}, { token: stranger.token })).data!.mentors.some(
        (m: { id: string }) => m.id === other.id,
      ),
    ).toBe(false);
    // The comment thread stays with the mentee.
    const goal = (await app.gql(GOAL, { id: privateGoal.id }, { token: mentee.token })).data!.goal;
    expect(goal.tasks.find((t: { id: string }) => t.id === step.id).commentCount).toBe(2);
  });
});
