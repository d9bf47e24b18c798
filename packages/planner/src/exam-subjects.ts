/**
 * An exam goal that names two or more subjects ("ЕГЭ по математике и физике", "A-levels in maths, physics and
 * chemistry"): every subject is studied in turn, with its own practice tests, and each has its own exam day,
 * fixed like any exam day. One subject keeps the exam playbook as it is.
 */
import { withExamParts } from './exam-parts.js';
import { type ParsedVariant, Variant as VariantSchema } from './playbook-schema.js';
import { biweekly, last, once, t, type Variant, weekly } from './playbooks/dsl.js';

interface Subject {
  re: RegExp;
  en: string;
  /** Nominative, as a heading ("Физика: …"), and after «по» ("ЕГЭ по физике"). */
  ru: string;
  ruPo: string;
}

const s = (re: string, en: string, ru: string, ruPo: string): Subject => ({
  re: new RegExp(`(?<![\\p{L}])(?:${re})(?![\\p{L}])`, 'iu'),
  en,
  ru,
  ruPo,
});

const SUBJECTS: Subject[] = [
  s('further\\s+maths?', 'Further maths', 'Высшая математика', 'высшей математике'),
  s(
    'maths?|mathematics|математик\\p{L}*|матем\\p{L}*|профильн\\p{L}*\\s+математик\\p{L}*',
    'Maths',
    'Математика',
    'математике',
  ),
  s('physics|физик\\p{L}*', 'Physics', 'Физика', 'физике'),
  s('chemistry|хими\\p{L}*', 'Chemistry', 'Химия', 'химии'),
  s('biology|биологи\\p{L}*', 'Biology', 'Биология', 'биологии'),
  s('computer\\s+science|informatics|информатик\\p{L}*', 'Computer science', 'Информатика', 'информатике'),
  s('history|истори\\p{L}*', 'History', 'История', 'истории'),
  s(
    'social\\s+studies|обществознани\\p{L}*|общество\\p{L}*',
    'Social studies',
    'Обществознание',
    'обществознанию',
  ),
  s('literature|литератур\\p{L}*', 'Literature', 'Литература', 'литературе'),
  s('русск\\p{L}*(?:\\s+язык\\p{L}*)?|russian', 'Russian', 'Русский язык', 'русскому языку'),
  s('english|английск\\p{L}*(?:\\s+язык\\p{L}*)?', 'English', 'Английский язык', 'английскому языку'),
  s('geography|географи\\p{L}*', 'Geography', 'География', 'географии'),
  s('economics|экономик\\p{L}*', 'Economics', 'Экономика', 'экономике'),
  s('psychology', 'Psychology', 'Психология', 'психологии'),
  s('reading\\s+(?:and|&)\\s+writing|ebrw', 'Reading and Writing', 'Чтение и письмо', 'чтению и письму'),
];

/** Exams that come as several subjects: the state exams, A-levels, the SAT, GCSEs, IB, AP. */
const MULTI_EXAM =
  /(?<![\p{L}])(?:егэ|огэ|ege|oge|a[-\s]?levels?|gcses?|sat|ib|ap|abitur|highers|final\s+exams|finals|(?:выпускн|вступительн)\p{L}*\s+экзамен\p{L}*)(?![\p{L}])/iu;

/** The subjects a text names, in the order written, once each. */
export function examSubjects(text: string): Subject[] {
  if (!MULTI_EXAM.test(text)) return [];
  const found: Array<[number, Subject]> = [];
  let rest = text;
  for (const subject of SUBJECTS) {
    const m = subject.re.exec(rest);
    if (!m) continue;
    found.push([m.index, subject]);
    // "Further maths" is not maths as well.
    rest = `${rest.slice(0, m.index)}${' '.repeat(m[0].length)}${rest.slice(m.index + m[0].length)}`;
  }
  return found.sort((a, b) => a[0] - b[0]).map(([, subject]) => subject);
}

const examOf = (text: string) => {
  const m = /(?<![\p{L}])(егэ|огэ|ege|oge|a[-\s]?levels?|gcses?|sat|ib|ap)(?![\p{L}])/iu.exec(text)?.[1];
  const name = m?.toUpperCase().replace(/^EGE$/u, 'ЕГЭ').replace(/^OGE$/u, 'ОГЭ');
  if (!name) return { en: 'exam', ru: 'экзамен' };
  if (/^A/u.test(name) && /LEVEL/u.test(name)) return { en: 'A-level', ru: 'A-level' };
  if (/^GCSE/u.test(name)) return { en: 'GCSE', ru: 'GCSE' };
  return { en: name === 'ЕГЭ' ? 'Unified State Exam' : name === 'ОГЭ' ? 'OGE' : name, ru: name };
};

/**
 * The exam playbook for several subjects, taken in turn, with the exam parts the person names (the essay, speaking);
 * null for one subject or none and no part named.
 */
export function subjectsVariant(base: ParsedVariant, text: string): ParsedVariant | null {
  const subjects = examSubjects(text).slice(0, 4);
  if (subjects.length < 2) {
    const parted = withExamParts(base, text);
    return parted === base ? null : parted;
  }
  const exam = examOf(text);
  const each = <T>(f: (x: Subject) => T) => subjects.map(f);
  const all = {
    en: subjects.map((x) => x.en).join(', '),
    ru: subjects.map((x) => x.ru.toLowerCase()).join(', '),
  };
  const v: Variant = {
    id: 'exam-subjects',
    defaultWeeks: base.defaultWeeks,
    sessionsPerWeek: Math.max(base.sessionsPerWeek, 4),
    time: base.time,
    phases: [
      {
        id: 'diagnose',
        weight: 1,
        maxWeeks: 3,
        milestone: t('Starting score in every subject known', 'Стартовый балл по каждому предмету известен'),
        steps: [
          ...each((x) =>
            once(
              t(
                `A full past ${exam.en} paper in ${x.en} under exam conditions, scored honestly`,
                `Полный вариант ${exam.ru} по ${x.ruPo} прошлых лет в условиях экзамена, честно оценить`,
              ),
              { key: true, minutes: 180 },
            ),
          ),
          once(
            t(
              `Look up the official exam days (${all.en}) and mark each in the calendar`,
              `Узнать официальные дни экзаменов (${all.ru}) по расписанию и отметить каждый в календаре`,
            ),
          ),
          once(
            t(
              'List the sections of each subject and mark each strong, so-so or weak',
              'Выписать разделы каждого предмета и отметить сильные, средние и слабые',
            ),
          ),
        ],
      },
      {
        id: 'topics',
        weight: 4,
        milestone: t(
          'Every topic of every subject covered once',
          'Все темы всех предметов пройдены хотя бы раз',
        ),
        milestoneWithTarget: t('Mock score {cum:num}', 'Пробный балл {cum:num}'),
        steps: [
          weekly(
            [
              ...each((x) =>
                t(
                  `Weak topic in ${x.en}, theory and 20 tasks`,
                  `Слабая тема по ${x.ruPo} — теория и 20 заданий`,
                ),
              ),
              ...each((x) =>
                t(
                  `The next ${x.en} topic from the list, with worked examples`,
                  `Следующая тема по ${x.ruPo} из списка, с разбором примеров`,
                ),
              ),
              ...each((x) =>
                t(
                  `Redo last week’s ${x.en} mistakes, then a timed section`,
                  `Перерешать ошибки прошлой недели по ${x.ruPo}, затем раздел на время`,
                ),
              ),
            ].slice(0, 12),
            { times: 4, minutes: 60 },
          ),
          biweekly(
            each((x) =>
              t(
                `Full ${x.en} practice test under exam conditions`,
                `Пробный вариант ${exam.ru} по ${x.ruPo} целиком, в условиях экзамена`,
              ),
            ),
            { key: true, minutes: 180 },
          ),
        ],
      },
      {
        id: 'mocks',
        weight: 3,
        milestone: t(
          'Practice tests at the target level in every subject',
          'Пробные по всем предметам на целевом уровне',
        ),
        milestoneWithTarget: t('Mock score {cum:num}', 'Пробный балл {cum:num}'),
        steps: [
          weekly(
            each((x) =>
              t(
                `Full ${x.en} practice test under exam conditions`,
                `Пробный вариант ${exam.ru} по ${x.ruPo} целиком, в условиях экзамена`,
              ),
            ),
            { key: true, times: subjects.length, minutes: 180 },
          ),
          weekly(
            each((x) =>
              t(
                `Review the ${x.en} practice test and the topic that cost most points`,
                `Разбор пробного по ${x.ruPo} и тема, на которой потеряно больше всего баллов`,
              ),
            ),
            { times: subjects.length, minutes: 60 },
          ),
        ],
      },
      {
        id: 'exam',
        weight: 1,
        maxWeeks: 3,
        milestone: t(
          `Goal reached: ${exam.en} passed in ${all.en}`,
          `Цель достигнута: ${exam.ru} сданы (${all.ru})`,
        ),
        milestoneWithTarget: t(
          `Goal reached: ${exam.en} in ${all.en}, {target:num}`,
          `Цель достигнута: ${exam.ru} (${all.ru}), {target:num}`,
        ),
        steps: [
          weekly(
            each((x) =>
              t(
                `Light ${x.en} review of rules and formulas, no new topics`,
                `Лёгкое повторение по ${x.ruPo}, без новых тем`,
              ),
            ),
            { times: subjects.length, minutes: 45 },
          ),
          // The SAT's sections are sat on one day; other exams have a day for each subject.
          ...(exam.ru === 'SAT'
            ? [
                last(
                  t(
                    `SAT day (the official date): ${all.en}; arrive early with your ID and admission ticket`,
                    `День SAT (официальная дата): ${all.ru}; прийти заранее с документом и пропуском`,
                  ),
                  { key: true, minutes: 240 },
                ),
              ]
            : each((x) =>
                last(
                  t(
                    `${exam.en} in ${x.en}, exam day (the official date): arrive early with documents and pens`,
                    `${exam.ru} по ${x.ruPo}: день экзамена (официальная дата); прийти заранее, документы и ручки`,
                  ),
                  { key: true, minutes: 240 },
                ),
              )),
        ],
      },
    ],
  };
  return withExamParts(VariantSchema.parse(v), text);
}
