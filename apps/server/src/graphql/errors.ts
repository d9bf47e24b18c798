import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isDatabaseUnavailable } from '../db/client.js';
import { AppError } from '../kernel/errors.js';
import { type Lang, type MessageKey, pickLang, t } from '../kernel/messages.js';

// Every error the API answers goes through here, once, at the end of the request:
// - `maskError` (Yoga's masking) lets expected errors through and logs the rest at error level, without
//   the user's values (no SQL parameters, no query text);
// - `useErrorShapes` gives each error a stable `extensions.code` and a message in the caller's language,
//   and logs the client's mistakes below error level.

type ErrorLike = {
  name?: string;
  message?: string;
  originalError?: unknown;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
};

const isGraphQLErrorLike = (error: unknown): error is ErrorLike =>
  // Duck-typed: graphql can be loaded twice (ESM and CJS), so its class is not a safe test.
  (error as ErrorLike | null)?.name === 'GraphQLError';

/** The AppError behind a GraphQL error: thrown by a resolver, a scalar's parser or a validation rule. */
function appErrorOf(error: unknown): AppError | undefined {
  let e = error as ErrorLike | undefined;
  for (let i = 0; e && i < 5; i++) {
    if (e instanceof AppError) return e;
    e = e.originalError as ErrorLike | undefined;
  }
  return undefined;
}

/** Does the chain of causes end in a GraphQL error (a mistake in the request), not in a thrown exception? */
function endsInGraphQLError(error: ErrorLike): boolean {
  let e: unknown = error;
  for (let i = 0; i < 5; i++) {
    if (!isGraphQLErrorLike(e)) return false;
    if (e.originalError == null) return true;
    e = e.originalError;
  }
  return false;
}

interface Shape {
  code: string;
  /** A message key, or the error's own (English, technical) message when undefined. */
  key?: MessageKey;
  vars?: Record<string, string | number>;
  field?: string;
}

const VARIABLE = /^Variable "\$(\w+)" got invalid value .*? at "([^"]+)";|^Variable "\$(\w+)"/s;

/** What an error means for the client; undefined for an unexpected error (a bug or an outage). */
export function classify(error: unknown): Shape | undefined {
  if (!isGraphQLErrorLike(error)) return undefined;
  const variable = error.path ? null : VARIABLE.exec(error.message ?? '');
  const variableField = variable ? (variable[2] ?? variable[1] ?? variable[3]) : undefined;
  const app = appErrorOf(error);
  if (app) {
    const field = app.field || variableField;
    return { code: app.code, key: app.key, vars: app.vars, ...(field ? { field } : {}) };
  }
  if (isDatabaseUnavailable(error.originalError))
    return { code: 'SERVICE_UNAVAILABLE', key: 'serviceUnavailable' };
  // An error in a field that no AppError explains is ours: a failed query, a bug, a value we cannot serialize.
  if (error.path) return undefined;
  const code = error.extensions?.code;
  if (code === 'QUERY_TOO_COMPLEX') return { code, key: 'queryTooComplex' };
  if (code === 'INTERNAL_SERVER_ERROR') return { code, key: 'unexpectedError' };
  // Variables that do not fit their types: a wrong scalar, an unknown enum value, a missing required one.
  if (variableField)
    return {
      code: 'BAD_USER_INPUT',
      key: 'valueInvalid',
      vars: { name: variableField },
      field: variableField,
    };
  if (typeof code === 'string') return { code }; // GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, BAD_REQUEST…
  return endsInGraphQLError(error) ? { code: 'BAD_REQUEST' } : undefined;
}

/** Yoga's masking: expected errors pass; the others are logged (without the user's values) and masked. */
export function isExpected(error: unknown): boolean {
  return classify(error) !== undefined;
}

/** What may be logged of an unexpected error: never the SQL parameters or the request's text. */
export function loggable(error: unknown): Record<string, unknown> {
  const e = error as ErrorLike & { stack?: string };
  let cause: unknown = isGraphQLErrorLike(e) ? e.originalError : e;
  const out: Record<string, unknown> = { path: isGraphQLErrorLike(e) ? e.path?.join('.') : undefined };
  // Drizzle wraps the driver's error: "Failed query: <sql>\nparams: <the user's values>".
  const query = (cause as { query?: unknown } | undefined)?.query;
  if (typeof query === 'string') {
    out.query = query;
    cause = (cause as { cause?: unknown }).cause ?? cause;
  }
  const c = cause as { name?: string; message?: string; code?: unknown; stack?: string } | undefined;
  // A database error quotes the offending value ('invalid input syntax for type uuid: "…"'): not that part.
  const sqlState = typeof c?.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code);
  const message = sqlState ? c?.message?.replace(/"[^"]*"/g, '"…"') : c?.message;
  out.err = {
    type: c?.name ?? 'Error',
    message: typeof query === 'string' && message?.startsWith('Failed query') ? 'query failed' : message,
    code: c?.code,
    stack: c?.stack?.split('\n').slice(1, 8).join('\n'),
  };
  return out;
}

/** The language of a request's answer: the one its context chose, else Accept-Language, else Russian. */
const langs = new WeakMap<object, Lang>();
export const rememberLang = (request: object, lang: Lang) => langs.set(request, lang);
const langOf = (request: Request): Lang =>
  langs.get(request) ?? pickLang(request.headers.get('accept-language')) ?? 'ru';

function reshape(error: GraphQLError, lang: Lang): GraphQLError {
  const shape = classify(error) ?? { code: 'INTERNAL_SERVER_ERROR', key: 'unexpectedError' as const };
  const { http, unexpected } = (error.extensions ?? {}) as { http?: unknown; unexpected?: unknown };
  return new GraphQLError(shape.key ? t(lang, shape.key, shape.vars) : error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: {
      code: shape.code,
      ...(shape.field ? { field: shape.field } : {}),
      // Yoga reads these for the HTTP status and headers, and leaves them out of the answer.
      ...(http ? { http } : {}),
      ...(unexpected ? { unexpected } : {}),
    },
  });
}

const SEVERITY = ['debug', 'info', 'warn'] as const;
const LEVEL: Record<string, 'warn' | 'info' | 'debug'> = {
  SERVICE_UNAVAILABLE: 'warn',
  QUERY_TOO_COMPLEX: 'info',
  RATE_LIMITED: 'info',
};

/** Gives every error its code and translated message, and logs the client's mistakes below error level. */
export function useErrorShapes(log: FastifyBaseLogger): Plugin {
  return {
    onResultProcess({ request, result, setResult, serverContext }) {
      if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
      const errors = result.errors;
      if (!errors?.length) return;
      const lang = langOf(request);
      const shaped = errors.map((e) => reshape(e as GraphQLError, lang));
      setResult({ ...result, errors: shaped });
      const codes = shaped.map((e) => String(e.extensions.code)).filter((c) => c !== 'INTERNAL_SERVER_ERROR');
      if (codes.length === 0) return; // logged at error level by maskError already
      const level = SEVERITY[Math.max(...codes.map((c) => SEVERITY.indexOf(LEVEL[c] ?? 'debug')))] ?? 'debug';
      const reqLog = (serverContext as { req?: FastifyRequest }).req?.log ?? log;
      reqLog[level](
        { codes, paths: shaped.map((e) => e.path?.join('.')).filter(Boolean) },
        'GraphQL request answered with client errors',
      );
    },
  };
}
