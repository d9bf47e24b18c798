import { GraphQLResponseError, isNetworkError } from '../api/graphql';
import { offlineT } from './texts';

/**
 * A failure as the person reads it, in the interface's language: the server's own messages (already
 * translated by the server), a lost connection, or a generic line — never a raw `Error.message` such as
 * "Network error" or "HTTP 500".
 */
export function failureText(error: unknown): string {
  if (error instanceof GraphQLResponseError && error.messages.length > 0) return error.messages.join(' ');
  if (isNetworkError(error)) return offlineT('networkError');
  return offlineT('unexpectedError');
}
