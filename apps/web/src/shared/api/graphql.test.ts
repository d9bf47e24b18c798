import { describe, expect, it, vi } from 'vitest';
import { graphql } from '../../gen/gql';
import {
  authorizationHeader,
  formatGraphQLErrors,
  GraphQLResponseError,
  NetworkError,
  operationNameOf,
  request,
} from './graphql';

const Doc = graphql(`
  mutation UpdateBio($text: String!) {
    updateBio(text: $text) {
      id
    }
  }
`);

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('the GraphQL client', () => {
  it('S-V6: errors become "GraphQL response contains errors: " + messages joined by " | "', async () => {
    const fetchImpl = vi.fn(async () =>
      jsonResponse({ errors: [{ message: 'first' }, { message: 'second' }] }),
    );
    const error = await request(Doc, { text: 'x' }, { fetchImpl, token: null }).catch((e) => e);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect(error.message).toBe('GraphQL response contains errors: first | second');
    expect(formatGraphQLErrors([{ message: 'only' }])).toBe('GraphQL response contains errors: only');
  });

  it('S-V6: keeps the error codes for the caller to branch on', async () => {
    const fetchImpl = vi.fn(async () =>
      jsonResponse({ errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }] }, 401),
    );
    const error = await request(Doc, { text: 'x' }, { fetchImpl, token: 't' }).catch((e) => e);
    expect(error.codes).toEqual(['UNAUTHENTICATED']);
    expect(error.messages).toEqual(['Sign in']);
  });

  it('S-A1: POSTs JSON {query, operationName, variables} to /graphql', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({ data: { updateBio: { id: '1' } } }),
    );
    const data = await request(Doc, { text: 'hello' }, { fetchImpl, token: 'abc', language: 'en' });
    expect(data).toEqual({ updateBio: { id: '1' } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body));
    expect(body.operationName).toBe('UpdateBio');
    expect(body.variables).toEqual({ text: 'hello' });
    expect(body.query).toContain('mutation UpdateBio');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Accept-Language']).toBe('en');
  });

  it('S-A2: Authorization is "Bearer <token>", or an empty value without a token', async () => {
    expect(authorizationHeader('abc')).toBe('Bearer abc');
    expect(authorizationHeader(null)).toBe('');
    expect(authorizationHeader('')).toBe('');
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({ data: { updateBio: { id: '1' } } }),
    );
    await request(Doc, { text: 'x' }, { fetchImpl, token: null });
    expect((fetchImpl.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe('');
    await request(Doc, { text: 'x' }, { fetchImpl, token: 'tok' });
    expect((fetchImpl.mock.calls[1]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('S-A2: reads the token from localStorage key "token" by default', async () => {
    const store = new Map([['token', 'stored']]);
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null });
    try {
      const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
        jsonResponse({ data: { updateBio: { id: '1' } } }),
      );
      await request(Doc, { text: 'x' }, { fetchImpl });
      expect((fetchImpl.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe(
        'Bearer stored',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a failed connection is a NetworkError (the offline signal of S-T2)', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request(Doc, { text: 'x' }, { fetchImpl, token: null })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });

  it('S-A5: files travel as a GraphQL multipart request with a CSRF header', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({ data: { updateBio: { id: '1' } } }),
    );
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    await request(Doc, { text: file as unknown as string }, { fetchImpl, token: null });
    const init = fetchImpl.mock.calls[0]![1]!;
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(String(form.get('operations'))).variables).toEqual({ text: null });
    expect(JSON.parse(String(form.get('map')))).toEqual({ '0': ['variables.text'] });
    expect((form.get('0') as File).name).toBe('me.png');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-graphql-csrf']).toBe('1');
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('names the operation from the document text', () => {
    expect(operationNameOf('query CurrentUser($a: Boolean) { x }')).toBe('CurrentUser');
    expect(operationNameOf('{ x }')).toBeUndefined();
  });
});
