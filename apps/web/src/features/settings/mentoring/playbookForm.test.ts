import { describe, expect, it } from 'vitest';
import { emptyPhase, emptyPlaybook, playbookErrors, serverPath, toInput } from './playbookForm';

const filled = () => {
  const d = emptyPlaybook('health');
  d.variants[0]!.phases.forEach((p, i) => {
    p.milestone = { en: `Stage ${i + 1}`, ru: '' };
    p.steps[0]!.labels = [{ en: '', ru: `Шаг ${i + 1}` }];
  });
  return d;
};

describe('the playbook form', () => {
  it('accepts a filled draft and sends the API its shape', () => {
    const d = filled();
    expect(playbookErrors(d)).toEqual({});
    const input = toInput(d);
    expect(input.variants[0]!.phases[0]).toMatchObject({
      id: null,
      weight: 1,
      maxWeeks: null,
      milestone: { en: 'Stage 1', ru: null },
      steps: [{ labels: [{ en: null, ru: 'Шаг 1' }], cadence: 'weekly', times: 1, minutes: 30 }],
    });
  });

  it('names each problem by the server’s path', () => {
    const d = filled();
    const v = d.variants[0]!;
    v.time = '7:5';
    v.sessionsPerWeek = 9;
    v.phases[1]!.milestone = { en: ' ', ru: '' };
    v.phases[2]!.steps[0]!.minutes = 2;
    v.phases[2]!.steps[0]!.labels.push({ en: '', ru: '' });
    expect(playbookErrors(d)).toEqual({
      'variants.0.time': { kind: 'time' },
      'variants.0.sessionsPerWeek': { kind: 'range', min: 1, max: 7 },
      'variants.0.phases.1.milestone': { kind: 'text' },
      'variants.0.phases.2.steps.0.minutes': { kind: 'range', min: 5, max: 600 },
      'variants.0.phases.2.steps.0.labels.1': { kind: 'text' },
    });
    v.phases.splice(1, 2);
    expect(playbookErrors(d)['variants.0.phases']).toEqual({ kind: 'count', min: 3, max: 8 });
    v.phases.push(...Array.from({ length: 8 }, emptyPhase));
    expect(playbookErrors(d)['variants.0.phases']).toEqual({ kind: 'count', min: 3, max: 8 });
  });

  it('checks what the server checks: a text’s length and how many texts a step rotates', () => {
    const d = filled();
    const phase = d.variants[0]!.phases[0]!;
    phase.milestone = { en: 'x'.repeat(201), ru: '' };
    phase.steps[0]!.labels = Array.from({ length: 13 }, (_, i) => ({ en: `Text ${i}`, ru: '' }));
    expect(playbookErrors(d)).toEqual({
      'variants.0.phases.0.milestone': { kind: 'length', max: 200 },
      'variants.0.phases.0.steps.0.labels': { kind: 'count', min: 1, max: 12 },
    });
  });

  it('maps a server error’s field to the form', () => {
    expect(serverPath('playbook.variants.0.phases')).toBe('variants.0.phases');
    expect(serverPath('playbook')).toBe('');
    expect(serverPath('headline')).toBeNull();
    expect(serverPath(undefined)).toBeNull();
  });
});
