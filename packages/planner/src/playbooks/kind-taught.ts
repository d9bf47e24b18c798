import { t, type Variant } from './dsl.js';
import { admissionsVariant } from './kind-life.js';

/** The research steps of an application and what a taught programme (a master's by coursework, an MBA) asks instead. */
const TAUGHT_INSTEAD: Array<[RegExp, ReturnType<typeof t>]> = [
  [
    /supervisor/u,
    t(
      'Write to the admissions office with a short, specific question about the entry requirements',
      'Написать в приёмную комиссию с коротким конкретным вопросом о требованиях к поступающим',
    ),
  ],
  [
    /research proposal/u,
    t(
      'Application work, 1 hour: match the statement to the course’s modules and what it says it looks for',
      'Работа над поступлением, 1 час: сверить письмо с дисциплинами программы и с тем, кого она ищет',
    ),
  ],
  [
    /research interest/u,
    t(
      'Prepare a 2-minute account of why this course and what you will do after it, and practise it aloud',
      'Подготовить двухминутный рассказ о том, почему именно эта программа и что вы будете делать после неё, и проговорить вслух',
    ),
  ],
];

type Label = Variant['phases'][number]['steps'][number]['label'];
const taught = (label: Label): Label => {
  if (Array.isArray(label)) return label.map((l) => taught(l) as ReturnType<typeof t>);
  const swap = TAUGHT_INSTEAD.find(([re]) => re.test(label.en ?? ''));
  return swap ? swap[1] : label;
};

/**
 * Applying to a taught programme: the application plan without a supervisor, a research proposal or a research
 * interest to present; the statement is matched to the course instead.
 */
export const taughtAdmissionVariant: Variant = {
  ...admissionsVariant,
  id: 'taught-admission',
  phases: admissionsVariant.phases.map((p) => ({
    ...p,
    steps: p.steps.map((s) => ({ ...s, label: taught(s.label) })),
  })),
};
