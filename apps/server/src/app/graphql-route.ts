import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createFastPath, type FastPathOptions, REPLAY, type Replay } from '../graphql/fast-path.js';
import { createGraphQL } from '../graphql/yoga.js';
import { pickLang, t } from '../kernel/messages.js';
import type { SessionCache } from '../modules/auth/session-cache.js';
import type { Context } from '../pothos/context.js';
import { graphqlError, refuse } from './refusals.js';

const MULTIPART_LIMIT = 6 * 1024 * 1024;

export interface GraphQLRouteDeps {
  production: boolean;
  corsOrigins: string[];
  makeContext: (req: FastifyRequest) => Promise<Context>;
  /** The context made for a request (after the operation: did it drop the signer's cached sessions?). */
  contextOf: (req: FastifyRequest) => Context | undefined;
  sessions: SessionCache;
  /** Runs an answer in its place in line (overload.ts). */
  inLine: <T>(req: FastifyRequest, answer: () => Promise<T>) => Promise<T>;
  fastPath?: FastPathOptions | undefined;
}

/** POST/GET /graphql: the fast path for what it can answer, Yoga for everything else. */
export function registerGraphQLRoute(app: FastifyInstance, deps: GraphQLRouteDeps) {
  // Validated documents skip Yoga's request layer; whatever is not a clean success is answered by Yoga itself.
  const fastPath = createFastPath(deps.makeContext, deps.fastPath);
  const yoga = createGraphQL<{ req: FastifyRequest; reply: FastifyReply; [REPLAY]?: Replay }>({
    production: deps.production,
    log: app.log,
    corsOrigins: deps.corsOrigins,
    context: ({ req, [REPLAY]: replay }) => fastPath.contextFor(req, replay),
    last: fastPath.plugin,
  });

  // Uploads arrive as multipart (the GraphQL multipart request spec); Yoga parses them from the buffer.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MULTIPART_LIMIT },
    (_req, body, done) => done(null, body),
  );

  /** After a write, the cached sessions it made stale (the signer's, and whoever a resolver named) are dropped
   * here and in every other process before the answer goes out, so the next request anywhere reads them again. */
  const afterOperation = async (context: Context | undefined) => {
    if (!context) return;
    const stale = new Set(context.operation.staleUsers);
    if (context.operation.dropsSessions && context.session) stale.add(context.session.user.id);
    await Promise.all([...stale].map((userId) => deps.sessions.forgetUser(userId)));
  };

  const answer = async (req: FastifyRequest, reply: FastifyReply) => {
    const type = req.headers['content-type'] ?? '';
    // A cross-site form can post multipart without a preflight; a custom header proves it is our app.
    if (
      type.startsWith('multipart/form-data') &&
      !req.headers['apollo-require-preflight'] &&
      !req.headers['x-graphql-csrf']
    ) {
      const lang = pickLang(req.headers['accept-language']) ?? 'ru';
      return graphqlError(reply, 400, t(lang, 'uploadNeedsPreflight'), 'BAD_REQUEST');
    }
    const fast = await fastPath.run(req, reply);
    if (fast.answered) {
      await afterOperation(fast.context);
      return reply.send(fast.text);
    }
    const response = await yoga.handleNodeRequestAndResponse(req, reply, {
      req,
      reply,
      ...(fast.replay ? { [REPLAY]: fast.replay } : {}),
    });
    await afterOperation(deps.contextOf(req));
    if (response.status >= 400 && response.body === null) {
      // Yoga's bodiless refusals (415 unsupported media type, 406 not acceptable): still a GraphQL error with a code.
      return refuse(req, reply, response.status, 'requestInvalid', 'BAD_REQUEST');
    }
    response.headers.forEach((value, key) => {
      reply.header(key, value);
    });
    // A live stream (SSE) holds its connection until it ends; closing it then lets a shutdown finish
    // without waiting for the client to drop an idle keep-alive connection.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      reply.header('connection', 'close');
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    }
    // A result is one JSON text: sent whole, it goes out with its length in one write (as a stream it went
    // chunked, in several writes, and compressed whatever its size).
    reply.status(response.status);
    const text = await response.text();
    fastPath.learn(req, response.status, response.headers, text);
    reply.send(text);
    return reply;
  };
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: (req, reply) => deps.inLine(req, () => answer(req, reply)),
  });
}
