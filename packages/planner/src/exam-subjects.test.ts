import { describe, expect, it } from 'vitest';
import { examSubjects } from './exam-subjects.js';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';

const today = '2026-11-28';
const plan = (text: string) => generatePlan({ text, today }, { allSteps: true });
const steps = (text: string) => plan(text).tasks.filter((t) => t.parentId !== null);

describe('an exam with two or more subjects', () => {
  it.each([
    ['Сдать ЕГЭ по математике и физике на 80+ баллов', ['Математика', 'Физика']],
    ['ОГЭ по русскому языку, математике и биологии', ['Русский язык', 'Математика', 'Биология']],
    ['Get A*s in my A-levels in maths, physics and chemistry by June', ['Maths', 'Physics', 'Chemistry']],
    ['Pass my GCSEs in English and history', ['English', 'History']],
    ['Further maths and physics A-levels next summer', ['Further maths', 'Physics']],
  ])('%s: reads the subjects', (text, names) => {
    expect(examSubjects(text).map((s) => (/[а-я]/iu.test(text) ? s.ru : s.en))).toEqual(names);
  });

  it.each([
    [
      'Сдать ЕГЭ по математике и физике на 80+ баллов',
      ['математик', 'физик'],
      /Пробный вариант ЕГЭ по (математике|физике)/u,
    ],
    [
      'Get A*s in my A-levels in maths, physics and chemistry by June',
      ['maths', 'physics', 'chemistry'],
      /^Full (Maths|Physics|Chemistry) practice test/u,
    ],
  ])(
    '%s: the subjects take turns, each with its own practice tests and exam day',
    (text, names, practice) => {
      const list = steps(text);
      const p = plan(text);
      expect(p.goal.domain).toBe('exam');
      expect(planProblems(p, { today })).toEqual([]);
      // Topic sessions alternate: never the same subject twice in a row.
      const study = list.filter(
        (t) =>
          names.some((n) => t.label.toLowerCase().includes(n)) &&
          /Weak topic|next .* topic|Redo|Слабая тема|Следующая тема|Перерешать/u.test(t.label),
      );
      expect(study.length).toBeGreaterThan(20);
      const order = study.map((t) => names.find((n) => t.label.toLowerCase().includes(n)));
      const twice = order.filter((n, i) => i > 0 && n === order[i - 1]).length;
      expect(twice).toBe(0);
      // Each subject has practice tests of its own.
      const tests = list.filter((t) => practice.test(t.label));
      for (const n of names) {
        const own = tests.filter((t) => t.label.toLowerCase().includes(n));
        expect(own.length, n).toBeGreaterThanOrEqual(3);
      }
      // Each subject has its exam day, fixed like any exam day.
      const days = list.filter((t) => t.fixed);
      expect(days.length).toBe(names.length);
      expect(new Set(days.map((d) => d.date)).size).toBe(names.length);
      expect(days.at(-1)!.date).toBe(p.goal.deadline);
    },
  );

  it.each([
    ['Сдать ЕГЭ по математике и физике на 80+ баллов', 'ЕГЭ по математике и физике'],
    [
      'Get A*s in my A-levels in maths, physics and chemistry by June',
      'A-levels in Maths, Physics and Chemistry',
    ],
    ['Сдать ЕГЭ по математике на 90 баллов', 'ЕГЭ по математике'],
  ])('%s is understood as %s', (text, subject) => {
    expect(plan(text).goal.subject).toBe(subject);
  });

  it('the SAT has both sections on its one fixed day', () => {
    const days = steps('Score 1500 on the SAT: Math and Reading and Writing').filter((t) => t.fixed);
    expect(days.length).toBe(1);
    expect(days[0]!.label).toMatch(/Maths, Reading and Writing/u);
  });

  it.each([
    'Сдать ЕГЭ по математике на 90 баллов',
    'IELTS 7.5 by June',
    'Pass my driving theory test',
    'Learn maths and physics for fun',
    'Read about the history of physics',
    'Сдать экзамен на гражданство РФ (русский, история, право)',
  ])('%s keeps its plan: one subject or no exam', (text) => {
    expect(steps(text).some((t) => /^(?:Maths|Physics|Математика|Физика|History): /u.test(t.label))).toBe(
      false,
    );
  });
});
