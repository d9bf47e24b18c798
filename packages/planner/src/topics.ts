import type { Domain } from './domain-type.js';
import { type ParsedVariant, Variant as VariantSchema } from './playbook-schema.js';
import { last, once, t, type Variant, weekly } from './playbooks/dsl.js';

/**
 * A skill with the parts the person named ("excel (pivot tables, xlookup, power query)", «Python: списки, словари,
 * классы»): each part becomes a stage of its own, in the person's order and words, instead of the generic practice.
 */
const re = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');
const LEARN = re(
  'learn|master|study|get\\s+(?:good|better)\\s+at|brush\\s+up|выучить|освоить|изучить|научиться|подтянуть|разобраться|прокачать|учить',
);
/** The list: in brackets, or after a colon or a dash (a spaced hyphen too), of two to five short items. */
const LIST = /(?:\(([^()]{3,120})\)|(?:[:—–]|\s-\s)\s*([^.;!?()]{3,120}))/u;
const SPLIT = /\s*(?:,|\/|;|\s+and\s+|\s+и\s+|&)\s*/iu;

/** The parts named in the text, cleaned ("xlookup" → "XLOOKUP" stays as written), or null for fewer than two. */
export function namedTopics(text: string): string[] | null {
  if (!LEARN.test(text)) return null;
  const m = LIST.exec(text);
  const list = m?.[1] ?? m?.[2];
  if (!list) return null;
  const items = list
    .split(SPLIT)
    .map((s) =>
      s
        .replace(/\s+(?:by|before|until|for|within|in|к|до|через)\s+.*$/iu, '')
        .replace(/\s+-\s.*$/u, '')
        .replace(/\s+etc\.?$|\s+и\s+т\.?\s*[дп]\.?$/iu, '')
        .trim(),
    )
    .filter((s) => s.length >= 2 && s.length <= 40 && !/\d{3,}/u.test(s));
  if (items.length < 2 || items.length > 5) return null;
  // A list of times or places ("2 evenings a week, no weekends") is no list of topics.
  if (items.some((s) => s.split(/\s+/u).length > 4)) return null;
  return items;
}

function topicPhase(topic: string, i: number): Variant['phases'][number] {
  return {
    id: `topic-${i + 1}`,
    weight: 2,
    milestone: t(
      `You can use ${topic} without a tutorial`,
      `Тема «${topic}» освоена: получается без подсказок`,
    ),
    steps: [
      once(
        t(
          `Learn ${topic} from one lesson or tutorial and repeat each step yourself`,
          `Разобрать тему «${topic}» по одному уроку и повторить каждый шаг самостоятельно`,
        ),
        { minutes: 45, key: true },
      ),
      weekly(
        [
          t(
            `Practise ${topic} on a real task of your own, 30 min`,
            `Потренировать «${topic}» на своей реальной задаче, 30 минут`,
          ),
          t(
            `Redo the last ${topic} exercise from memory, then check it`,
            `Повторить последнее упражнение на «${topic}» по памяти и проверить`,
          ),
        ],
        { times: 2, minutes: 30 },
      ),
    ],
  };
}

/** The plan for the parts: what and where to learn from, one stage per part, then one real piece of work with all. */
export function topicsVariant(topics: string[]): ParsedVariant {
  const all =
    topics.length > 1
      ? `${topics.slice(0, -1).join(', ')} and ${topics[topics.length - 1]}`
      : topics.join('');
  const v: Variant = {
    id: 'topics',
    defaultWeeks: 4 * topics.length,
    sessionsPerWeek: 2,
    time: '19:00',
    phases: [
      {
        id: 'start',
        weight: 1,
        maxWeeks: 1,
        milestone: t('The course and a practice file ready', 'Курс и файл для практики готовы'),
        steps: [
          once(
            t(
              `Pick one course or tutorial series that covers ${all}`,
              `Выбрать один курс или серию уроков, где есть ${topics.map((s) => `«${s}»`).join(', ')}`,
            ),
            { minutes: 30 },
          ),
          once(
            t(
              'Choose one real task to practise on, and save a copy of it for the exercises',
              'Выбрать одну реальную задачу для практики и сохранить её копию для упражнений',
            ),
            { minutes: 20 },
          ),
        ],
      },
      ...topics.map(topicPhase),
      {
        id: 'together',
        weight: 1,
        maxWeeks: 2,
        milestone: t(
          'Goal reached: a real task done with all of it',
          'Цель достигнута: реальная задача сделана целиком',
        ),
        steps: [
          last(
            t(
              `Do one real task from start to finish using ${all}, and note what still needs a tutorial`,
              'Сделать одну реальную задачу от начала до конца со всеми темами и записать, где ещё нужны подсказки',
            ),
            { key: true, minutes: 90 },
          ),
        ],
      },
    ],
  };
  return VariantSchema.parse(v);
}

/** The topics domain for this text; `TOPICS_DOMAIN` stands for it in lists (its variant has two sample parts). */
export function topicsDomain(topics: string[]): Domain {
  return { ...TOPICS_DOMAIN, variant: topicsVariant(topics) };
}

export const TOPICS_DOMAIN: Domain = {
  id: 'topics',
  kind: 'skill',
  category: 'self-development',
  variant: topicsVariant(['the basics', 'the next step']),
  test: (text) => namedTopics(text) !== null,
  mentions: /learn|practi|task|course|lesson|exercise|разобрать|потренир|задач|курс|урок|повтор|упражнен/iu,
};
