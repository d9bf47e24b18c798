/**
 * The part of an exam the person names ("сочинение хромает", "my IELTS writing is at 5.5", "speaking scares me"):
 * a weekly step for that part in the study and mock phases, beside the general topic work. A part said to be
 * strong ("listening is fine", «аудирование норм») adds nothing.
 */
import { type ParsedVariant, StepPattern } from './playbook-schema.js';
import { t, weekly } from './playbooks/dsl.js';

const STRONG = String.raw`(?:\s+(?:is|are|'s))?\s*(?:fine|good|strong|ok|okay|solid|норм\p{L}*|хорош\p{L}*|отличн\p{L}*|сильн\p{L}*|в\s+порядке)`;
const part = (words: string) => ({
  named: new RegExp(`(?<![\\p{L}])(?:${words})`, 'iu'),
  strong: new RegExp(`(?<![\\p{L}])(?:${words})\\p{L}*[,:—-]?${STRONG}(?![\\p{L}])`, 'iu'),
});

const PARTS = [
  {
    ...part('сочинени|эсс[еэ]|essays?(?![\\p{L}])|writing'),
    step: t(
      'Write one essay in exam format and check it against the official marking criteria',
      'Написать одно сочинение в формате экзамена и проверить его по критериям оценивания',
    ),
  },
  {
    ...part('говорени|устн\\p{L}*\\s+част|speaking'),
    step: t(
      'Speaking in exam format: answer three questions aloud, record them, listen back',
      'Говорение в формате экзамена: ответить вслух на три вопроса, записать и переслушать',
    ),
  },
  {
    ...part('аудировани|listening'),
    step: t(
      'Listening section in exam format, then go through the script for every missed answer',
      'Аудирование в формате экзамена, затем разобрать по тексту каждый пропущенный ответ',
    ),
  },
];

/** The exam variant with a weekly step for each part the text names as one to work on; the same when none. */
export function withExamParts(variant: ParsedVariant, text: string): ParsedVariant {
  const steps = PARTS.filter((p) => p.named.test(text) && !p.strong.test(text)).map((p) =>
    StepPattern.parse(weekly(p.step, { key: true, minutes: 60 })),
  );
  if (steps.length === 0) return variant;
  return {
    ...variant,
    phases: variant.phases.map((ph) =>
      ph.id === 'topics' || ph.id === 'mocks' ? { ...ph, steps: [...ph.steps, ...steps] } : ph,
    ),
  };
}
