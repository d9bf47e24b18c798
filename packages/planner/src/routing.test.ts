import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';

const today = '2026-11-22';
const plan = (text: string, answers?: Record<string, string>) =>
  generatePlan({ text, today, ...(answers ? { answers } : {}) });
const labels = (p: ReturnType<typeof plan>) => p.tasks.map((t) => t.label).join('\n');

describe('routing by meaning', () => {
  it.each([
    ["Lose weight for my sister's wedding in June", 'weight', /wedding venue|guest list|ceremony/i],
    ['Похудеть на 5 кг к свадьбе сестры', 'weight', /гост|площадк|регистрац/iu],
    ['Train our dog to walk on a leash, we already have the dog', 'dog-training', /adopt|shelter|breeder/i],
    ['Научить нашего щенка команде «ко мне»', 'dog-training', /приют|завести|заводчик/iu],
    ['Apply to a PhD programme by January', 'admissions', /defen[cs]e|viva/i],
    ['Поступить в аспирантуру в следующем году', 'admissions', /защит/iu],
    ['Meet someone nice, I’m single', 'dating', /together|your partner|for two/i],
    ['Найти девушку до лета', 'dating', /вместе|для двоих/iu],
    ['Открыть кофейню в своём городе', 'business', /кофейн\p{L}*:/iu],
    ['Start an online store selling candles', 'online-shop', /Start an online:|supplier|soft opening/i],
    ['Stop being scared of phone calls', 'fear', /being scared of phone calls|urge|replacement/i],
    ['Перестать бояться водить машину', 'fear', /привычк|замен/iu],
    [
      'Cut my screen time from 6 hours to 2 hours a day',
      'cut-back',
      /of 6 hours|progress: \d|without your screen/i,
    ],
    ['Сократить экранное время с 7 часов до 2 в день', 'cut-back', /из 7 час|прогресс: \d|без привычки/iu],
    ['My doctor told me to lose 15 lbs in 4 months', 'weight', /treated|specialist|blood tests?/i],
    ['Врач сказал сбросить 8 кг за 3 месяца', 'weight', /вылечено|анализ|специалист/iu],
    ['Fix the leaking kitchen tap this weekend', 'repair', /simplest version|colours|prime/i],
    ['Починить дверцу шкафа и заменить смеситель', 'repair', /самая простая|грунт|обои/iu],
    [
      'Get into an MBA program next fall, need to take the GMAT first',
      'taught-admission',
      /mock test|past paper/i,
    ],
    [
      'Поступить в магистратуру, но сначала сдать вступительный экзамен',
      'taught-admission',
      /пробн|вариант/iu,
    ],
    ['Build a Telegram bot for booking haircuts', 'build', /channel|subscriber/i],
    ['Сделать телеграм-бота для записи клиентов', 'build', /канал|подписчик|вакансi/iu],
  ])('%s → %s, none of the other activity’s steps', (text, domain, foreign) => {
    const p = plan(text);
    expect(p.goal.domain).toBe(domain);
    expect(labels(p)).not.toMatch(foreign);
    expect(planProblems(p, { today })).toEqual([]);
  });

  it('keeps the keyword playbooks where they fit', () => {
    expect(plan('Plan our wedding for next summer').goal.domain).toBe('wedding');
    expect(plan('Adopt a dog from a shelter').goal.domain).toBe('pet');
    expect(plan('Finish my PhD thesis by June').goal.domain).toBe('thesis');
    expect(plan('Grow my Telegram channel to 1000 subscribers').goal.domain).toBe('audience');
    expect(plan('Stop biting my nails').goal.domain).toBe('quit-habit');
    expect(plan('Reduce my debt from $10k to $5k').goal.domain).not.toBe('cut-back');
    expect(plan('Paint the living room walls').goal.domain).toBe('diy');
    expect(plan('Сдать ЕГЭ и поступить в МГУ').goal.domain).toBe('exam');
    expect(plan('Сходить к врачу и сдать анализы').goal.domain).toBe('checkup');
    expect(plan('Cut my screen time from 6 hours to 2 hours a day').goal.target).toBeNull();
    // Fear of water stays with the water plan, where the safety screen sends the person to an instructor first.
    expect(plan('Learn to swim, I am scared of water').goal.domain).toBe('water-confidence');
  });

  it('asks what kind of goal it is when unsure, and the answer routes the plan', () => {
    for (const [text, lang] of [
      ['Become a better version of me', 'en'],
      ['Стать лучше', 'ru'],
    ] as const) {
      const p = plan(text);
      const q = p.questions?.find((x) => x.id === 'kind');
      expect(q, text).toBeDefined();
      expect(q!.text).toMatch(lang === 'ru' ? /цель/ : /goal/);
      expect(p.goal.understood?.kind.confidence).toBeLessThan(0.5);
      const answered = plan(text, { kind: 'habit' });
      expect(answered.goal.domain).toBe('daily-habit');
      expect(answered.questions?.map((x) => x.id)).not.toContain('kind');
    }
  });

  it('does not ask when the reading is sure', () => {
    for (const text of ['Run a marathon by May', 'Бросить курить', 'Open a bakery'])
      expect(plan(text).questions?.map((x) => x.id)).not.toContain('kind');
  });
});
