import { describe, expect, it } from 'vitest';
import { type LocalGoalInput, planGoalLocally, previewGoalLocally } from './engine';
import { loadPlanner } from './load';

// The server's own previewGoal (apps/server/src/modules/goals/goal-input.ts), loaded by path so the web's
// type check does not pull the server in: the browser's planner must understand a goal exactly as it does.
const servicePath = new URL('../../../../server/src/modules/goals/goal-input.ts', import.meta.url).href;
type ServerPreview = (
  user: { timezone: string },
  input: {
    text: string;
    category?: string | null;
    deadline?: string | null;
    answers?: Array<{ id: string; value: string }> | null;
    target?: { value: number; unit: string } | null;
  },
) => Record<string, any>;

/** The server's preview as GraphQL gives it (goals.schema.ts, GoalPreview), so it compares field for field. */
function asGraphql(g: Record<string, any>) {
  return {
    title: g.title,
    language: g.language,
    category: g.category,
    kind: g.kind ?? null,
    domain: g.domain ?? null,
    subject: g.subject ?? null,
    generic: g.generic === true,
    deadline: g.deadline,
    deadlineFromText: g.deadlineSource === 'text',
    deadlineSource: g.deadlineSource,
    target: g.target ? { value: g.target.value, unit: g.target.unit } : null,
    schedule: g.schedule
      ? {
          sessionsPerWeek: g.schedule.sessionsPerWeek ?? null,
          hoursPerWeek: g.schedule.hoursPerWeek ?? null,
          weekdays: g.schedule.weekdays ?? null,
        }
      : null,
    warnings: g.warnings.map((w: any) => ({
      code: w.code,
      message: w.message,
      alternative: w.alternative
        ? {
            deadline: w.alternative.deadline ?? null,
            target: w.alternative.target
              ? { value: w.alternative.target.value, unit: w.alternative.target.unit }
              : null,
          }
        : null,
    })),
    questions: g.questions.map(asQuestion),
    understood: g.understood
      ? {
          kind: { value: g.understood.kind.value, confidence: g.understood.kind.confidence },
          target: {
            value: g.understood.target.value
              ? { value: g.understood.target.value.value, unit: g.understood.target.value.unit }
              : null,
            limitMinutes: g.understood.target.limit?.value ?? null,
            confidence: g.understood.target.confidence,
          },
          deadline: {
            value: g.understood.deadline.value,
            source: g.understood.deadline.source,
            confidence: g.understood.deadline.confidence,
          },
          level: {
            value: g.understood.level.value,
            current: g.understood.level.current ?? null,
            confidence: g.understood.level.confidence,
          },
          timePerWeek: {
            hours: g.understood.timePerWeek.value,
            sessionsPerWeek: g.understood.timePerWeek.sessionsPerWeek ?? null,
            confidence: g.understood.timePerWeek.confidence,
          },
        }
      : null,
    corrections: g.corrections.map(asQuestion),
  };
}

const asQuestion = (q: any) => ({
  id: q.id,
  text: q.text,
  options: q.options.map((o: any) => ({ label: o.label, value: o.value })),
});

const GOALS: Array<Omit<LocalGoalInput, 'timezone'> & { timezone?: string }> = [
  { text: 'Пробежать марафон к 1 мая' },
  { text: 'Сдать ЕГЭ по математике на 90', answers: [{ id: 'score-now', value: '50' }] },
  { text: 'Накопить 300 000 ₽ за 3 месяца при зарплате 80 000 ₽' },
  { text: 'Бросить курить', category: 'health' },
  { text: 'Похудеть на 30 кг за 2 недели', target: { value: 1.5, unit: 'kg' } },
  { text: 'Run 10 km', answers: [{ id: 'running-now', value: '5' }], timezone: 'America/New_York' },
  { text: 'Lose 30 kg in 2 weeks' },
  { text: 'Plan our wedding for next summer', category: 'relationships' },
  { text: 'Learn to play the guitar 3 times a week', deadline: '2099-06-01' },
  { text: 'Read 24 books by my birthday' },
  {
    text: 'get fit',
    answers: [
      { id: 'time-per-week', value: '5' },
      { id: 'deadline', value: '3m' },
    ],
  },
  { text: 'хочу в горы', answers: [{ id: 'kind', value: 'habit' }] },
];

describe('the planner in the browser', () => {
  it('understands a goal as the server previewGoal does (same input, same understanding), in ru and en', async () => {
    const { previewGoal } = (await import(/* @vite-ignore */ servicePath)) as { previewGoal: ServerPreview };
    for (const goal of GOALS) {
      const timezone = goal.timezone ?? 'Europe/Moscow';
      const local = previewGoalLocally({ ...goal, timezone });
      expect(local, goal.text).not.toBeNull();
      const { milestones, ...understanding } = local!;
      const server = previewGoal(
        { timezone },
        {
          text: goal.text,
          category: goal.category ?? null,
          deadline: goal.deadline ?? null,
          answers: goal.answers ? [...goal.answers] : null,
          target: goal.target ?? null,
        },
      );
      expect(understanding, goal.text).toEqual(asGraphql(server));
      expect(milestones.length, goal.text).toBeGreaterThan(0);
    }
    // Both languages were compared.
    expect(new Set(GOALS.map((g) => previewGoalLocally({ ...g, timezone: 'UTC' })!.language))).toEqual(
      new Set(['ru', 'en']),
    );
  }, 60_000);

  it('gives an offline goal the plan the server makes on create, and nothing for a text it would refuse', () => {
    const plan = planGoalLocally({
      text: '  Пробежать 10 км  ',
      timezone: 'Europe/Moscow',
      now: new Date('2026-11-22T09:00:00Z'),
    });
    expect(plan?.input).toMatchObject({
      text: 'Пробежать 10 км',
      today: '2026-11-22',
      timezone: 'Europe/Moscow',
    });
    expect(plan?.goal.target).toMatchObject({ value: 10, unit: 'km' });
    expect(plan?.tasks.filter((t) => t.parentId === null).length).toBeGreaterThanOrEqual(3);
    expect(planGoalLocally({ text: 'ab', timezone: 'UTC' })).toBeNull();
    // A deadline the server would refuse (in the past) is left out rather than planned to.
    const past = previewGoalLocally({ text: 'Run 10 km', deadline: '2020-01-01', timezone: 'UTC' });
    expect(past!.deadline > '2020-01-01').toBe(true);
  });

  it('loads as one chunk, once', async () => {
    const a = await loadPlanner();
    const b = await loadPlanner();
    expect(a).toBe(b);
    expect(typeof a.previewGoalLocally).toBe('function');
  });
});
