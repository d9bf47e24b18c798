import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { Context } from './context.js';

// The one way to batch reads in this API: a DataLoader per request, kept on the request's GraphQL context by
// Pothos' context cache (the same cache its dataloader plugin uses) and made when a resolver first asks, so a
// request that never asks pays nothing. A list of any length then costs one statement per loader.

/** Something kept for one request (a set, a loader), made on first use. */
export const perRequest = <T>(create: (ctx: Context) => T) => createContextCache(create);

/**
 * A loader per request: `load` reads many keys in one statement and answers a map; a key the map does not
 * answer gets `missing`.
 */
export function requestLoader<V, K extends string = string>(
  load: (ctx: Context, keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  missing: V,
): (ctx: Context) => DataLoader<K, V> {
  return perRequest(
    (ctx) =>
      new DataLoader<K, V>(async (keys) => {
        const found = await load(ctx, keys);
        return keys.map((key) => (found.has(key) ? (found.get(key) as V) : missing));
      }),
  );
}
