import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isDatabaseUnavailable } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import type { Context } from './context.js';

/** Turns expected errors into GraphQL errors with a stable code and a message in the caller's language. */
export function useLocalizedErrors(): Plugin<Context> {
  return {
    onExecute() {
      return {
        onExecuteDone({ args, result, setResult }) {
          if (!('errors' in result) || !result.errors) return;
          const lang = (args.contextValue as Context).lang;
          setResult({
            ...result,
            errors: result.errors.map((e) => {
              const original = isDatabaseUnavailable(e.originalError)
                ? new AppError('SERVICE_UNAVAILABLE', 'serviceUnavailable')
                : e.originalError;
              if (!(original instanceof AppError)) return e;
              const localized = original.toGraphQL(lang);
              return new GraphQLError(localized.message, {
                nodes: e.nodes,
                path: e.path,
                extensions: localized.extensions,
              });
            }),
          });
        },
      };
    },
  };
}

/** Lets expected errors through Yoga's masking; every other error is masked and logged. */
export function isExpected(error: unknown): boolean {
  // Duck-typed: graphql can be loaded twice (ESM and CJS), so its class is not a safe test.
  const e = error as { name?: string; originalError?: unknown; extensions?: { code?: unknown } } | null;
  if (e?.name !== 'GraphQLError') return false;
  return (
    e.originalError instanceof AppError ||
    (e.originalError === undefined && typeof e.extensions?.code === 'string')
  );
}
