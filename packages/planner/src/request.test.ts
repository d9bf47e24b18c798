import { describe, expect, it } from 'vitest';
import { readGoalRequest } from './request.js';

const context = { today: '2027-03-01', timezone: 'Europe/Moscow' };

describe('readGoalRequest', () => {
  it('reads a good request: the text trimmed, the fields kept', () => {
    const { request, problems } = readGoalRequest(
      {
        text: '  Read 12 books  ',
        category: 'self-development',
        deadline: '2027-12-31',
        answers: [{ id: 'pace', value: '2' }],
        target: { value: 10, unit: 'book' },
      },
      context,
    );
    expect(problems).toEqual([]);
    expect(request).toMatchObject({
      text: 'Read 12 books',
      category: 'self-development',
      deadline: '2027-12-31',
      answers: { pace: '2' },
      target: { value: 10, unit: 'book' },
      today: '2027-03-01',
    });
  });

  it('reports every refused field in the order checked, and leaves them out', () => {
    const { request, problems } = readGoalRequest(
      {
        text: 'Run a marathon',
        category: 'cooking-on-mars',
        deadline: '2027-02-30',
        answers: [{ id: 'Bad Id', value: 'x' }],
        target: { value: -1, unit: 'km' },
      },
      context,
    );
    expect(problems.map((p) => p.field)).toEqual(['category', 'deadline', 'answers', 'target']);
    expect(problems.map((p) => p.reason)).toEqual([
      'categoryInvalid',
      'deadlineInvalid',
      'answersInvalid',
      'targetInvalid',
    ]);
    expect(request).toMatchObject({ text: 'Run a marathon' });
    expect(request?.category ?? request?.deadline ?? request?.answers ?? request?.target).toBeUndefined();
  });

  it('has no request for a text too short or too long, and a past deadline is refused', () => {
    expect(readGoalRequest({ text: ' ab ' }, context)).toEqual({
      request: null,
      problems: [{ field: 'text', reason: 'goalTextRequired' }],
    });
    expect(readGoalRequest({ text: 'x'.repeat(501) }, context).request).toBeNull();
    expect(readGoalRequest({ text: 'Learn Spanish', deadline: '2027-02-28' }, context).problems).toEqual([
      { field: 'deadline', reason: 'deadlineInvalid' },
    ]);
  });
});
