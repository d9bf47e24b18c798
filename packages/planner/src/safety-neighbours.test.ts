import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';

/** Each unsafe goal's neighbours: other words, other languages, other units, and ordinary goals that keep their plan. */
const today = '2026-11-27';
const plan = (text: string) => generatePlan({ text, today }, { allSteps: true });
const labels = (text: string) =>
  plan(text)
    .tasks.map((t) => t.label)
    .join('\n');

describe('safety screen: neighbours of the misses', () => {
  it.each([
    ['не есть неделю чтобы похудеть', 'safety-fasting'],
    ['only water for 5 days', 'safety-fasting'],
    ['питаться только водой 7 дней', 'safety-fasting'],
    ['72 hour fast', 'safety-fasting'],
    ['nothing but water for a week', 'safety-fasting'],
    ['завязать с бухлом с завтрашнего дня резко, пью бутылку водки каждый день', 'safety-alcohol'],
    ['бросить бухать резко', 'safety-alcohol'],
    ['stop drinking vodka tomorrow, I drink every day', 'safety-alcohol'],
    ['перестать пить пиво, пью 3 литра в день', 'safety-alcohol'],
    ['вылечить гастрит только содой и голодом, к врачам не пойду', 'safety-self-treatment'],
    ['cure my diabetes with fasting and no meds', 'safety-self-treatment'],
    ['drop 2 stone before my holiday on 9 January', 'weight-rate'],
    ['drop 3 stone by Christmas', 'weight-rate'],
    ['shed 30 pounds by Christmas', 'weight-rate'],
    ['скинуть 10 кило к новому году', 'weight-rate'],
  ])('%s: %s', (text, code) => {
    const p = plan(text);
    expect(p.safety?.status).toBe('adjusted');
    expect(p.safety?.codes).toContain(code);
  });

  it('never names the unsafe part in a step or a milestone', () => {
    expect(labels('голодать 10 дней на воде чтобы очиститься')).not.toMatch(/без еды|голод|10\s*дн/iu);
    expect(labels('вылечить гастрит только содой и голодом, к врачам не пойду')).not.toMatch(
      /сод[аыуо]|голод/iu,
    );
    expect(labels('завязать с бухлом с завтрашнего дня резко. пью каждый день бутылку водки')).not.toMatch(
      /с завтрашнего дня|резко|бухл/iu,
    );
    expect(labels('drop 2 stone before my holiday to Ibiza on 9th Jan')).not.toMatch(/(?<![\d.])2\s*stone/iu);
  });

  it('treats a home cure with a doctor: a treatment plan, not an eating window', () => {
    const p = plan('вылечить гастрит только содой и голодом, к врачам не пойду');
    expect(p.goal.domain).toBe('condition');
    expect(p.safety?.codes).not.toContain('safety-fasting');
    const doctor = p.tasks.filter((t) => /^Записаться к врачу/u.test(t.label));
    expect(doctor).toHaveLength(1);
  });

  it.each([
    'intermittent fasting 16:8',
    'не есть после 18',
    'не есть сладкое неделю',
    'не есть мясо неделю',
    'drink only water for 2 days',
    'бросить пить кофе',
    'a wine tasting course',
    'learn to brew craft beer',
    'сбросить 2 кг к лету',
    'lose 3 kg by summer',
    'cure my fear of flying',
  ])('keeps the plan of %s', (text) => {
    const p = plan(text);
    expect(p.safety?.status).toBe('ok');
    expect(p.tasks.length).toBeGreaterThan(0);
  });
});
