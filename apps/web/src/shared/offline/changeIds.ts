/**
 * The ids of queued changes: made on this device, sent to the server for the changes it deduplicates, kept in
 * IndexedDB once sent so another tab holding the same saved change does not send it again, and read by the saved
 * copy (cache.ts) to know which changes it keeps.
 */
import { isUuid } from '@stepwise/domain/ids';
import type { Mutation } from '@tanstack/react-query';
import { get as idbGet, set as idbSet } from 'idb-keyval';
import { isNetworkError } from '../api/graphql';
import { offlineKeys, type Stamped } from './changes';

/**
 * A request that got no answer: lost on the way (NetworkError), or cut by the browser (AbortError: the queue
 * passes no signal of its own, so it is the page closing or the browser giving up on it). Not an answer: the
 * change is sent again.
 */
export const isLost = (error: unknown) =>
  isNetworkError(error) || (error instanceof DOMException && error.name === 'AbortError');

const SENT_KEY = 'stepwise.sentChanges';
const SENT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** A version 4 UUID; `crypto.randomUUID` needs a secure context (https), `getRandomValues` does not. */
export function newChangeId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The change's id as the server takes it (a UUID), for the changes it deduplicates (a new step or goal). A change
 * saved by an older build may carry another form of id: it is sent without one, as before.
 */
export const serverChangeId = (variables: Stamped): string | undefined =>
  variables.changeId && isUuid(variables.changeId) ? variables.changeId : undefined;

/**
 * The ids sent, in IndexedDB: unlike localStorage (which Chromium copies to each renderer process and syncs
 * later), a read there sees a write made by another tab's process just before. A copy is kept in memory for the
 * synchronous readers (cache.ts).
 */
let sentMirror: Record<string, number> = {};

async function sentChanges(): Promise<Record<string, number>> {
  try {
    const stored = await idbGet<Record<string, number>>(SENT_KEY);
    sentMirror = stored && typeof stored === 'object' ? stored : {};
  } catch {
    // Unreadable: what this tab knows.
  }
  return sentMirror;
}

async function markSent(changeId: string) {
  const now = Date.now();
  const kept = Object.fromEntries(
    Object.entries(await sentChanges()).filter(([, at]) => now - at < SENT_KEEP_MS),
  );
  kept[changeId] = now;
  sentMirror = kept;
  try {
    await idbSet(SENT_KEY, kept);
  } catch (error) {
    console.warn('Saving the sent changes failed', error);
  }
}

/** Sends a queued change once across the tabs (see above); null when another tab already sent it. */
export async function once<T>(changeId: string | undefined, send: () => Promise<T>): Promise<T | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!changeId || !locks || typeof indexedDB === 'undefined') return send();
  return locks.request('stepwise.offline-queue', async () => {
    if ((await sentChanges())[changeId] !== undefined) return null;
    try {
      const result = await send();
      await markSent(changeId);
      return result;
    } catch (error) {
      // The server's answer (a refusal, a conflict) is final: told once, by this tab; no other tab retries it.
      // A request without an answer (lost, or cut by the page closing) is not: it is sent again.
      if (!isLost(error)) await markSent(changeId);
      throw error;
    }
  });
}

const REPLAYABLE_KINDS = new Set([
  'tick',
  'taskEdit',
  'deleteTask',
  'moveTask',
  'bio',
  'goalStatus',
  'pause',
]);
/** Changes the server deduplicates by their id: safe to send again only when they carry one it takes. */
const DEDUPLICATED_KINDS = new Set(['addTask', 'createGoal', 'message', 'reflow', 'result', 'nudge']);

/**
 * Whether sending this change a second time applies nothing twice: the server sets a value (a tick, a step's
 * fields, a position, the bio, a goal's status: set to the one it has, nothing changes and nothing is recorded
 * again), or the replay reads the state first and sends nothing when it is already as wanted (a delete, a goal
 * status made offline). A new step or goal is safe through its change id: the server answers a second sending
 * with what the first one made (only with an id it takes: one saved by an older build, in another form, is not).
 */
function replaySafe(kind: unknown, variables: unknown): boolean {
  if (DEDUPLICATED_KINDS.has(String(kind))) return serverChangeId(variables as Stamped) !== undefined;
  return REPLAYABLE_KINDS.has(String(kind));
}

/**
 * Whether a copy written now keeps this change (cache.ts), to be sent after a reload. One waiting for the network
 * (paused) always. One under way (or waiting out a retry) too if it carries an id and sending it again is harmless
 * (replaySafe): the page may close before the answer, and a request cut so is sent again; `once` skips it if it
 * was sent after all, and the server itself if it got there but its answer did not (a new step or goal: by its id;
 * the others: they set a value).
 */
export function keepInCopy(mutation: Pick<Mutation, 'state' | 'options'>): boolean {
  const { state } = mutation;
  if (state.isPaused) return true;
  if (state.status !== 'pending' || !changeIdOf(state.variables)) return false;
  const [root, kind] = mutation.options.mutationKey ?? [];
  return root === offlineKeys.all[0] && replaySafe(kind, state.variables);
}

/** Reads again which changes the tabs have sent (settledChangeIds then answers with it). */
export async function readSettledChangeIds(): Promise<void> {
  if (typeof indexedDB !== 'undefined') await sentChanges();
}

/** The ids of changes some tab has sent (or had refused), as this tab last read them. */
export function settledChangeIds(): ReadonlySet<string> {
  return new Set(Object.keys(sentMirror));
}

/** The id a queued change carries (absent for one made before ids existed). */
export function changeIdOf(variables: unknown): string | undefined {
  const id = (variables as Stamped | null | undefined)?.changeId;
  return typeof id === 'string' ? id : undefined;
}
