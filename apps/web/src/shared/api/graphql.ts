import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { readItem, storageKeys } from '../lib/storage';
import { API_ORIGIN, absoluteUploads, apiUrl } from './origin';

/**
 * Where the one endpoint lives: `{host}/graphql` on the app's own origin (S-A1); in the native shells,
 * on the API origin baked in at build time (origin.ts).
 */
const GRAPHQL_ENDPOINT = '/graphql';

const GRAPHQL_ERROR_PREFIX = 'GraphQL response contains errors: ';

export interface GraphQLErrorItem {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

/** The server answered with `errors`: its text is fixed by the spec (S-V6). */
export class GraphQLResponseError extends Error {
  readonly errors: GraphQLErrorItem[];
  constructor(errors: GraphQLErrorItem[]) {
    super(formatGraphQLErrors(errors));
    this.name = 'GraphQLResponseError';
    this.errors = errors;
  }
  get codes(): string[] {
    return this.errors.map((e) => e.extensions?.code).filter((c): c is string => typeof c === 'string');
  }
  /** The server's own messages, without the prefix: readable texts in the caller's language. */
  get messages(): string[] {
    return this.errors.map((e) => e.message);
  }
}

/** The request never got an answer (offline, DNS, connection refused, CORS). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

export function formatGraphQLErrors(errors: ReadonlyArray<{ message: string }>): string {
  return GRAPHQL_ERROR_PREFIX + errors.map((e) => e.message).join(' | ');
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** The server's own message (already in the user's language), or `fallback` for any other failure. */
export function errorText(error: unknown, fallback: string): string {
  const messages = error instanceof GraphQLResponseError ? error.messages.join(' ') : '';
  return messages || fallback;
}

/** The `Authorization` header: `Bearer <token>`, or an empty value without a token (S-A2). */
export function authorizationHeader(token: string | null | undefined): string {
  return token ? `Bearer ${token}` : '';
}

/** The operation name is the first named operation in the document text. */
export function operationNameOf(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1];
}

type Files = Map<File | Blob, string[]>;

function collectFiles(value: unknown, path: string, files: Files): unknown {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const paths = files.get(value) ?? [];
    paths.push(path);
    files.set(value, paths);
    return null;
  }
  if (Array.isArray(value)) return value.map((v, i) => collectFiles(v, `${path}.${i}`, files));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, collectFiles(v, `${path}.${k}`, files)]),
    );
  }
  return value;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Defaults to the stored token. */
  token?: string | null;
  /** Defaults to the stored UI language. */
  language?: string;
  fetchImpl?: typeof fetch;
  /** Defaults to the build's API origin (empty on the web: same origin). */
  origin?: string;
}

/** What `request` sends with when not given `fetchImpl`: the browser's fetch, or the server's own (entry-server.tsx). */
let defaultFetch: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering only: answers the page's requests in the server's process instead of over the network. */
export function setDefaultFetch(impl: typeof fetch): void {
  defaultFetch = impl;
}

/**
 * The one GraphQL fetch of the app. POSTs `{query, operationName, variables}` as JSON, or as a
 * GraphQL multipart request when a variable holds a file. Never cached: every call hits the network.
 */
export async function request<TResult, TVariables>(
  document: DocumentTypeDecoration<TResult, TVariables> & { toString(): string },
  ...[variables, options = {}]: TVariables extends Record<string, never>
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions]
): Promise<TResult> {
  const query = document.toString();
  const operationName = operationNameOf(query);
  const token = options.token === undefined ? readItem(storageKeys.token) : options.token;
  const headers: Record<string, string> = {
    Accept: 'application/graphql-response+json, application/json',
    Authorization: authorizationHeader(token),
    'Accept-Language': options.language ?? readItem(storageKeys.lang) ?? 'ru',
  };

  const files: Files = new Map();
  const cleanVariables = collectFiles(variables ?? {}, 'variables', files);
  let body: BodyInit;
  if (files.size > 0) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, operationName, variables: cleanVariables }));
    const map: Record<string, string[]> = {};
    const entries = [...files.entries()];
    entries.forEach(([, p], i) => {
      map[String(i)] = p;
    });
    form.append('map', JSON.stringify(map));
    entries.forEach(([file], i) => {
      form.append(String(i), file, file instanceof File ? file.name : `upload-${i}`);
    });
    body = form;
    // The server refuses multipart requests without a CSRF-preventing header.
    headers['x-graphql-csrf'] = '1';
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ query, operationName, variables: variables ?? {} });
  }

  const origin = options.origin ?? API_ORIGIN;
  let response: Response;
  try {
    response = await (options.fetchImpl ?? defaultFetch)(apiUrl(GRAPHQL_ENDPOINT, origin), {
      method: 'POST',
      headers,
      body,
      signal: options.signal,
      cache: 'no-store',
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  let json: { data?: TResult | null; errors?: GraphQLErrorItem[] };
  try {
    json = JSON.parse(await response.text(), absoluteUploads(origin));
  } catch (error) {
    // A gateway page instead of our server (502/503/504) means the API is unreachable.
    if (response.status >= 502 && response.status <= 504) throw new NetworkError(error);
    throw new Error(`HTTP ${response.status}`, { cause: error });
  }
  if (json.errors && json.errors.length > 0) throw new GraphQLResponseError(json.errors);
  if (!response.ok || json.data == null) throw new Error(`HTTP ${response.status}`);
  return json.data;
}
