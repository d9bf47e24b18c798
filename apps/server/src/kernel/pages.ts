// Lists that load a page at a time: the page's shape, and how a page size and a cursor are read.
import { badInput } from './errors.js';

/** One page of a list, newest first, and where the next one starts. */
export interface Page<T> {
  items: T[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/** A numeric keyset cursor: a row id as a string. */
export const ID_CURSOR = /^[1-9][0-9]{0,17}$/;

/** A page size (1 to 100, 20 by default) and a numeric keyset cursor; BAD_USER_INPUT otherwise. */
export function idPage(options: { first?: number | null; after?: string | null }): {
  first: number;
  before: number | null;
} {
  const first = options.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > 100) throw badInput('paginationInvalid', 'first');
  if (options.after == null || options.after === '') return { first, before: null };
  if (!ID_CURSOR.test(options.after)) throw badInput('paginationInvalid', 'after');
  return { first, before: Number(options.after) };
}
