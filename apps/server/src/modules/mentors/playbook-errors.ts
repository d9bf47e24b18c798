// A refused playbook told to the person who wrote it: zod's first issue on the schema's shape, turned into the
// API's field path and described in both languages (which field, what is wrong with it).
import { apiPath } from '@stepwise/planner/playbook-input';
import type { ZodError } from 'zod';
import { type AppError, badInput } from '../../kernel/errors.js';

// Field names in both languages, for an error that names the field the person got wrong.
const NAMES: Record<string, [en: string, ru: string]> = {
  category: ['area', 'направление'],
  mode: ['mode', 'режим'],
  variants: ['variants', 'варианты'],
  phases: ['phases', 'этапы'],
  steps: ['steps', 'шаги'],
  labels: ['texts', 'тексты'],
  id: ['id', 'идентификатор'],
  match: ['match', 'условие'],
  units: ['units', 'единицы'],
  words: ['words', 'слова'],
  matchUnits: ['units', 'единицы'],
  matchWords: ['words', 'слова'],
  defaultWeeks: ['weeks by default', 'недель по умолчанию'],
  sessionsPerWeek: ['sessions a week', 'занятий в неделю'],
  time: ['time of day', 'время'],
  weight: ['share of time', 'доля времени'],
  maxWeeks: ['at most weeks', 'не больше недель'],
  milestone: ['milestone', 'веха'],
  milestoneWithTarget: ['milestone with a target', 'веха с целью'],
  cadence: ['cadence', 'периодичность'],
  times: ['times', 'сколько раз'],
  minutes: ['minutes', 'минут'],
  key: ['key step', 'главный шаг'],
  when: ['when', 'когда'],
  workday: ['workdays only', 'только будни'],
  en: ['English', 'по-английски'],
  ru: ['Russian', 'по-русски'],
};
const ITEM: Record<string, [en: string, ru: string]> = {
  variants: ['variant', 'вариант'],
  phases: ['phase', 'этап'],
  steps: ['step', 'шаг'],
  labels: ['text', 'текст'],
};

function describePath(path: Array<string | number>, lang: 0 | 1): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const part = path[i]!;
    const next = path[i + 1];
    if (typeof part === 'string' && typeof next === 'number' && ITEM[part]) {
      parts.push(`${ITEM[part][lang]} ${next + 1}`);
      i++;
    } else if (typeof part === 'string') parts.push(NAMES[part]?.[lang] ?? part);
  }
  return parts.join(', ') || (lang === 0 ? 'the playbook' : 'сценарий');
}

type Issue = ZodError['issues'][number];

function describeProblem(issue: Issue, lang: 0 | 1): string {
  const en = lang === 0;
  const i = issue as Issue & { minimum?: number | bigint; maximum?: number | bigint; origin?: string };
  switch (issue.code) {
    case 'too_small':
      if (i.origin === 'string') return en ? 'cannot be empty' : 'не может быть пустым';
      if (i.origin === 'array') return en ? `needs at least ${i.minimum}` : `нужно не меньше ${i.minimum}`;
      return en ? `must be at least ${i.minimum}` : `должно быть не меньше ${i.minimum}`;
    case 'too_big':
      if (i.origin === 'string')
        return en ? `at most ${i.maximum} characters` : `не больше ${i.maximum} символов`;
      if (i.origin === 'array') return en ? `at most ${i.maximum}` : `не больше ${i.maximum}`;
      return en ? `must be at most ${i.maximum}` : `должно быть не больше ${i.maximum}`;
    case 'invalid_format':
      return en ? 'has the wrong format' : 'неверный формат';
    case 'invalid_value':
      return en ? 'is not one of the allowed values' : 'недопустимое значение';
    case 'invalid_type':
      return en ? 'is missing or of the wrong kind' : 'не заполнено или неверного вида';
    case 'custom':
      return en ? 'needs an English or a Russian text' : 'нужен текст на английском или русском';
    default:
      return en ? 'is not valid' : 'недопустимо';
  }
}

/** The first problem of a refused playbook, as a translated BAD_USER_INPUT naming the field. */
export function playbookError(error: ZodError, prefix = 'playbook'): AppError {
  const issue = error.issues[0]!;
  const path = apiPath(issue.path);
  return badInput('playbookField', [prefix, ...path].join('.'), {
    fieldEn: describePath(path, 0),
    fieldRu: describePath(path, 1),
    problemEn: describeProblem(issue, 0),
    problemRu: describeProblem(issue, 1),
  });
}
