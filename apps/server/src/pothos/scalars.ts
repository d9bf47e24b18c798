import { GOAL_STATUSES, type GoalStatus as GoalStatusName } from '@stepwise/domain/goal-status';
import { CATEGORIES, type Category } from '@stepwise/planner/categories';
import { type GraphQLSchema, isEnumType, Kind, type ValueNode } from 'graphql';
import { VISIBILITIES } from '../db/schema/goals.js';
import { badInput } from '../kernel/errors.js';
import type { MessageKey } from '../kernel/messages.js';
import { isIsoDate } from '../kernel/time.js';
import { builder } from './builder.js';

// Typed values on the wire, exactly as they were as strings: `2027-03-01`, `active`, `public`, `self-development`.
// A malformed one is refused while the request is read (BAD_USER_INPUT, in the caller's language), before any
// resolver runs.

/** Parses a literal or a variable's value; '' means none (older clients clear a date with an empty string). */
function scalarInput<T>(check: (value: string) => value is T & string, key: MessageKey) {
  const parseValue = (value: unknown): T | null => {
    if (value === '') return null;
    if (typeof value !== 'string' || !check(value)) throw badInput(key);
    return value;
  };
  const parseLiteral = (node: ValueNode): T | null => {
    if (node.kind !== Kind.STRING) throw badInput(key);
    return parseValue(node.value);
  };
  return { parseValue, parseLiteral };
}

export const DateScalar = builder.scalarType('Date', {
  description:
    'A calendar date, YYYY-MM-DD (years 0001 to 9999, a real day: never 2027-13-01 or 2027-02-30). ' +
    'As an argument, an empty string means no date.',
  serialize: (value) => String(value),
  ...scalarInput((value): value is string => isIsoDate(value), 'dateInvalid'),
});

const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

export const CategoryScalar = builder.scalarType('Category', {
  description: `One of the interest categories: ${CATEGORIES.join(', ')}. As an argument, an empty string means none.`,
  serialize: (value) => String(value),
  ...scalarInput(isCategory, 'categoryInvalid'),
});

/** The statuses as a sentence: "active, completed or abandoned". */
const statusList = `${GOAL_STATUSES.slice(0, -1).join(', ')} or ${GOAL_STATUSES.at(-1)}`;

export const GoalStatus = builder.enumType('GoalStatus', {
  description: `${statusList} (the check constraint on goals.status).`,
  values: Object.fromEntries(GOAL_STATUSES.map((s) => [s, { value: s }])) as {
    [K in GoalStatusName]: { value: K };
  },
});

export const Visibility = builder.enumType('Visibility', {
  description: 'Who sees a goal: everyone, followers, or only its owner (and their mentor).',
  values: Object.fromEntries(VISIBILITIES.map((v) => [v, { value: v }])) as {
    [K in (typeof VISIBILITIES)[number]]: { value: K };
  },
});

/** An unknown enum value gets the field's own message (not graphql-js' English one). */
const ENUM_MESSAGES: Record<string, MessageKey> = {
  GoalStatus: 'statusInvalid',
  Visibility: 'visibilityInvalid',
};

export function translateEnumErrors(schema: GraphQLSchema): GraphQLSchema {
  for (const [name, key] of Object.entries(ENUM_MESSAGES)) {
    const type = schema.getType(name);
    if (!isEnumType(type)) continue;
    const parseValue = type.parseValue.bind(type);
    const parseLiteral = type.parseLiteral.bind(type);
    type.parseValue = (value) => {
      try {
        return parseValue(value);
      } catch {
        throw badInput(key);
      }
    };
    type.parseLiteral = (node, variables) => {
      try {
        return parseLiteral(node, variables);
      } catch {
        throw badInput(key);
      }
    };
  }
  return schema;
}

export type GoalStatus = GoalStatusName;
export type Visibility = (typeof VISIBILITIES)[number];
