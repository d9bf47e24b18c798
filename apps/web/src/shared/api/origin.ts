/**
 * Where the API lives. The web build is served by the API server itself, so every address stays relative
 * (`/graphql`, `/uploads/…`, `/healthz`) and the origin is empty. The native shells load the bundle from
 * the device (`capacitor://localhost`, `https://localhost`), so `npm run build:native` bakes the server's
 * origin in at build time (`VITE_API_ORIGIN`, see vite.config.ts) and every address is made absolute.
 */

/** `https://api.example.com/` → `https://api.example.com`; empty or unreadable → `` (same origin). */
export function normalizeOrigin(value: string | undefined | null): string {
  const text = value?.trim();
  if (!text) return '';
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.origin;
  } catch {
    return '';
  }
}

/** The API's origin baked into this build: empty for the web build. */
export const API_ORIGIN = normalizeOrigin(import.meta.env.VITE_API_ORIGIN);

/** `/graphql` → `https://api.example.com/graphql` in the shells; unchanged on the web or when already absolute. */
export function apiUrl(path: string, origin: string = API_ORIGIN): string {
  return origin && path.startsWith('/') && !path.startsWith('//') ? `${origin}${path}` : path;
}

/**
 * A JSON reviver for the API's answers: server-relative upload addresses (`avatarUrl: "/uploads/…"`)
 * become absolute in the shells, so every image and download the screens show reaches the server.
 */
export function absoluteUploads(
  origin: string = API_ORIGIN,
): ((key: string, value: unknown) => unknown) | undefined {
  if (!origin) return undefined;
  return (key, value) =>
    typeof value === 'string' && /url$/i.test(key) && value.startsWith('/uploads/')
      ? `${origin}${value}`
      : value;
}
