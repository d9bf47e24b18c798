import { describe, expect, it, vi } from 'vitest';
import { request } from './graphql';
import { handDocument } from './handDocument';
import { API_ORIGIN, absoluteUploads, apiUrl, normalizeOrigin } from './origin';
import { subscribeLive } from './sse';

const Doc = handDocument<
  { currentUser: { entities: { avatarUrl: string | null; bio: string } } },
  Record<string, never>
>('query CurrentUser { currentUser { entities { avatarUrl bio } } }');

const answer = {
  data: { currentUser: { entities: { avatarUrl: '/uploads/avatars/a.webp', bio: '/uploads/ is a folder' } } },
};
const json = () =>
  new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the API origin', () => {
  it('the web build (and the tests) have none: same origin, relative addresses', () => {
    expect(API_ORIGIN).toBe('');
    expect(apiUrl('/graphql')).toBe('/graphql');
  });

  it('reads an origin from the build setting; anything else means same origin', () => {
    expect(normalizeOrigin(' https://api.example.com/ ')).toBe('https://api.example.com');
    expect(normalizeOrigin('http://10.0.2.2:3000/some/path')).toBe('http://10.0.2.2:3000');
    expect(normalizeOrigin('')).toBe('');
    expect(normalizeOrigin(undefined)).toBe('');
    expect(normalizeOrigin('not a url')).toBe('');
    expect(normalizeOrigin('capacitor://localhost')).toBe('');
  });

  it('makes server paths absolute in the shells, leaves absolute and protocol-relative ones alone', () => {
    const origin = 'https://api.example.com';
    expect(apiUrl('/healthz', origin)).toBe('https://api.example.com/healthz');
    expect(apiUrl('https://cdn.example.com/x.png', origin)).toBe('https://cdn.example.com/x.png');
    expect(apiUrl('//evil.example/x', origin)).toBe('//evil.example/x');
    expect(absoluteUploads('')).toBeUndefined();
  });
});

describe('requests from the shells', () => {
  it('GraphQL goes to {origin}/graphql and upload addresses come back absolute (only *Url fields)', async () => {
    const fetchImpl = vi.fn(async () => json());
    const data = await request(Doc, {}, { fetchImpl, token: 't', origin: 'https://api.example.com' });
    expect((fetchImpl.mock.calls[0] as unknown as [string])[0]).toBe('https://api.example.com/graphql');
    expect(data.currentUser.entities.avatarUrl).toBe('https://api.example.com/uploads/avatars/a.webp');
    expect(data.currentUser.entities.bio).toBe('/uploads/ is a folder');
  });

  it('on the web the same request stays relative and untouched', async () => {
    const fetchImpl = vi.fn(async () => json());
    const data = await request(Doc, {}, { fetchImpl, token: 't' });
    expect((fetchImpl.mock.calls[0] as unknown as [string])[0]).toBe('/graphql');
    expect(data.currentUser.entities.avatarUrl).toBe('/uploads/avatars/a.webp');
  });

  it('live subscriptions open on {origin}/graphql and their events get absolute upload addresses', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode(
            `event: next\ndata: ${JSON.stringify({ data: { newsAdded: { actor: { avatarUrl: '/uploads/avatars/b.webp' } } } })}\n\n`,
          ),
        );
      },
    });
    const fetchImpl = vi.fn(
      async () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    );
    const got: unknown[] = [];
    const close = subscribeLive({
      query: 'subscription NewsAdded { newsAdded { actor { avatarUrl } } }',
      onNext: (d) => got.push(d),
      fetchImpl,
      token: () => 't',
      language: () => 'en',
      origin: 'https://api.example.com',
    });
    await vi.waitFor(() => expect(got).toHaveLength(1));
    close();
    expect((fetchImpl.mock.calls[0] as unknown as [string])[0]).toBe('https://api.example.com/graphql');
    expect(got[0]).toEqual({
      newsAdded: { actor: { avatarUrl: 'https://api.example.com/uploads/avatars/b.webp' } },
    });
  });
});
