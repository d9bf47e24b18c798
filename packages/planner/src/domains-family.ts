import type { Domain } from './domain-type.js';
import {
  CHILD_HABIT,
  CONDITION,
  KINDERGARTEN,
  PARENT_CARE,
  SCHOOL_START,
  TEACH_CHILD,
} from './domains-tail-patterns.js';
import { type ParsedVariant, Variant as VariantSchema } from './playbook-schema.js';
import { childReadingVariant } from './playbooks/kind-child-reading.js';
import { conditionVariant } from './playbooks/kind-doctor.js';
import { childHabitVariant, schoolStartVariant } from './playbooks/kind-family.js';
import { parentCareVariant } from './playbooks/kind-family-2.js';
import { kindergartenVariant, teachChildVariant } from './playbooks/kind-family-3.js';
import { pottyVariant } from './playbooks/kind-potty.js';

const EXAMINE =
  /(?<![\p{L}])(?:пройти\s+(?:обследовани|осмотр|чек-?ап|диспансеризаци)\p{L}*|обследоваться|провериться|проверить\s+щитовидк\p{L}*|get\s+(?:a\s+)?(?:check-?up|screened|tested)|get\s+(?:my\s+)?[\p{L}-]+\s+checked)/iu;

/** Toilet training a child: «приучить к горшку», 'potty train', 'out of nappies'. */
const POTTY =
  /(?<![\p{L}])(?:potty[-\s]?train\p{L}*|potty(?![-\s]?mouth)|toilet[-\s]?train\p{L}*|(?:out\s+of|off|ditch\s+(?:the\s+)?)\s*(?:diapers|nappies)|горшк\p{L}*|горшоч\p{L}*|(?:без|отказаться\s+от|отучить\s+(?:\p{L}+\s+)?от)\s+(?:подгузник\p{L}*|памперс\p{L}*))/iu;
/** Pots for plants or pottery: «горшки для цветов», «пересадить фикус в горшок». */
const POTS =
  /(?<![\p{L}])(?:цвет\p{L}*|растени\p{L}*|рассад\p{L}*|кашпо|пересад\p{L}*|фикус\p{L}*|орхиде\p{L}*|кактус\p{L}*|керамик\p{L}*|глин\p{L}*|гончар\p{L}*|лепить|слепить|plants?|flowers?)/iu;

const variant = (v: unknown): ParsedVariant => VariantSchema.parse(v);

/** A child to like reading: «приучить сына читать», «привить дочке любовь к чтению», 'get my son into reading'. */
const CHILD_READING =
  /(?<![\p{L}])(?:(?:приучить|привить|приохотить|заинтересовать|увлечь)\s+(?:\p{L}+\s+){0,2}?(?:ребён\p{L}*|ребен\p{L}*|сына|сынишк\p{L}*|дочь|дочк\p{L}*|дочер\p{L}*|детей|малыш\p{L}*|школьник\p{L}*)\s+(?:\p{L}+\s+){0,2}?(?:к\s+)?(?:чтени\p{L}*|читать|книг\p{L}*)|(?:get|help|encourage)\s+(?:my|our)\s+(?:\d+\s*(?:yo|year[-\s]old)\s+)?(?:kids?|son|daughter|child|children)\s+(?:to\s+(?:read|love\s+reading|enjoy\s+reading|like\s+reading)|into\s+(?:reading|books))|(?:my|our)\s+(?:\d+\s*(?:yo|year[-\s]old)\s+)?(?:kids?|son|daughter|child|children)\s+(?:\p{L}+\s+){0,2}(?:love|enjoy|like)\s+(?:reading|books))/iu;

/**
 * Family and health goals read before the keyword domains: a child's sleep is not the parent's sleep playbook,
 * blood sugar is not quitting sugar.
 */
/** The children asleep as the time one has ("1 hr a night after the kids are in bed", «пока дети спят»). */
const KIDS_ASLEEP =
  /(?<![\p{L}])(?:(?:after|once|when|while)\s+(?:the\s+|my\s+|our\s+)?(?:kids?|children|baby|toddler)\s+(?:are|is|go(?:es)?|have\s+gone)\s+(?:in\s+|to\s+)?(?:bed|asleep|sleep)|(?:пока|когда|после\s+того\s+как)\s+(?:\p{L}+\s+)?(?:дет\p{L}*|реб[её]н\p{L}*|малыш\p{L}*)\s+(?:спят|спит|уснут|уснёт|уснет|легли|ляжет|лягут))/iu;

export const FAMILY_DOMAINS: Domain[] = [
  {
    id: 'condition',
    kind: 'build-habit',
    category: 'health',
    variant: variant(conditionVariant),
    // Going to be examined («пройти обследование щитовидки») is a check-up, not a condition to manage.
    test: (text) => CONDITION.test(text) && !EXAMINE.test(text),
    mentions: /doctor|walk|readings|food|medicine|test|врач|ходьб|прогулк|показател|питани|лекарств|анализ/iu,
  },
  {
    id: 'potty-training',
    kind: 'build-habit',
    category: 'relationships',
    variant: variant(pottyVariant),
    test: (text) => POTTY.test(text) && !POTS.test(text),
    mentions: /potty|toilet|nappy|diaper|pants|горш|подгуз|памперс|трусик/iu,
  },
  {
    id: 'child-habit',
    kind: 'build-habit',
    category: 'relationships',
    variant: variant(childHabitVariant),
    // Flower pots, pottery and a potty mouth are not a child's habit.
    test: (text) =>
      CHILD_HABIT.test(text) &&
      !POTS.test(text) &&
      !/potty[-\s]?mouth/iu.test(text) &&
      !KIDS_ASLEEP.test(text),
    mentions: /child|routine|sticker|carer|ребён|ребен|ритуал|наклейк|сидит/iu,
  },
  {
    id: 'school-start',
    kind: 'life-change',
    category: 'relationships',
    variant: variant(schoolStartVariant),
    test: (text) => SCHOOL_START.test(text),
    mentions: /child|school|ребён|ребен|школ/iu,
  },
  {
    id: 'kindergarten',
    kind: 'life-change',
    category: 'relationships',
    variant: variant(kindergartenVariant),
    test: (text) => KINDERGARTEN.test(text) && !SCHOOL_START.test(text),
    mentions: /kindergarten|child|детск|ребён|ребен/iu,
  },
  {
    id: 'child-reading',
    kind: 'build-habit',
    category: 'relationships',
    variant: variant(childReadingVariant),
    test: (text) => CHILD_READING.test(text),
    mentions: /child|read|book|ребён|ребен|чита|книг/iu,
  },
  {
    id: 'teach-child',
    kind: 'skill',
    category: 'relationships',
    variant: variant(teachChildVariant),
    test: (text) => TEACH_CHILD.test(text),
    mentions: /child|ребён|ребен/iu,
  },
  {
    id: 'parent-care',
    kind: 'life-change',
    category: 'relationships',
    variant: variant(parentCareVariant),
    test: (text) => PARENT_CARE.test(text),
    mentions: /parent|place|family|родител|мест|семь/iu,
  },
];
