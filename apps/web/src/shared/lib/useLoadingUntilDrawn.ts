import { useDeferredValue } from 'react';

/**
 * `loading`, held true for the render in which it turns false: the page keeps its skeleton while the first
 * drawing of its data runs as a deferred render, in slices of a few milliseconds, instead of one long task a
 * slow phone cannot answer a tap during (total blocking time). Data in the cache already (kept on this
 * device, a later visit) starts with `loading` false and is drawn in the first render, with no skeleton flash.
 */
export function useLoadingUntilDrawn(loading: boolean): boolean {
  return useDeferredValue(loading) || loading;
}
