import { badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';

/**
 * The client's id for a change that adds something (a step, a goal): its offline queue may send the change again
 * (a tab closed while the request was out), and the second request finds what the first one made instead of
 * adding it twice. Optional; when given, a UUID. A malformed one is refused, not ignored (ignoring it would quietly
 * lose the guarantee the client asked for); over GraphQL the id guard (graphql/guards.ts) refuses it first, as it
 * does every malformed ID, so this check is for the services' other callers.
 */
export function parseChangeId(value: string | null | undefined): string | null {
  if (value == null) return null;
  if (!isUuid(value)) throw badInput('idInvalid', 'changeId');
  return value.toLowerCase();
}
