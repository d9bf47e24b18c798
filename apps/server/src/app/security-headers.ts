import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyRequest } from 'fastify';

const GOOGLE = 'https://accounts.google.com';

export interface SecurityHeaders {
  /** What every page and file gets: helmet's full set (CSP, COOP, X-Frame-Options, …). */
  page: Array<[string, string]>;
  /** What an API answer (a POST to /graphql) gets: a policy that allows nothing, nosniff, CORP, HSTS. */
  api: Array<[string, string]>;
}

/** The headers @fastify/helmet sets with these options (they depend on nothing in the request). */
async function staticHelmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.entries(res.headers)
    .filter(([name, value]) => !own.has(name) && typeof value === 'string')
    .map(([name, value]) => [name, value as string]);
}

/**
 * The security headers are the same on every response: @fastify/helmet builds its middleware again for every
 * request (parsing the CSP directives each time, ~7% of a trivial request's CPU), so they are computed once, by
 * helmet itself on a throwaway instance, and set in the app's one onRequest hook (headersFor).
 */
export async function securityHeaders(options: {
  /** Google sign-in is configured: its scripts, frames and pop-up are allowed. */
  google: boolean;
  production: boolean;
}): Promise<SecurityHeaders> {
  const googleSrc = options.google ? [GOOGLE] : [];
  const page = await staticHelmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...googleSrc],
        styleSrc: ["'self'", "'unsafe-inline'", ...googleSrc],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...googleSrc],
        frameSrc: options.google ? [GOOGLE] : ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
    // Google's sign-in pop-up needs to talk back to the opener.
    crossOriginOpenerPolicy: options.google
      ? { policy: 'same-origin-allow-popups' }
      : { policy: 'same-origin' },
  });
  // An API answer is JSON or an event stream, never a document: no script, frame or plugin runs in it, so the
  // page's headers (a 317-byte CSP, COOP, X-Frame-Options, …: ~860 bytes a response) mean nothing there. It gets
  // a policy of its own that allows nothing at all, plus what applies to any response: nosniff, the resource
  // policy, HSTS.
  const apiKeeps = new Set([
    'x-content-type-options',
    'cross-origin-resource-policy',
    'strict-transport-security',
  ]);
  const api: Array<[string, string]> = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ...page.filter(([name]) => apiKeeps.has(name)),
  ];
  return { page, api };
}

/** The set a request's answer gets. */
export const headersFor = (headers: SecurityHeaders, req: FastifyRequest) =>
  req.method === 'POST' && req.url.startsWith('/graphql') ? headers.api : headers.page;
