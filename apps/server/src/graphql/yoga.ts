import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyBaseLogger } from 'fastify';
import { getOperationAST, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { Context } from '../pothos/context.js';
import { isExpected, loggable, rememberLang, useErrorShapes } from './errors.js';
import { tagTooComplex, useIdGuards, useRootFieldLimits, useTextGuards } from './guards.js';
import { dropsSessions } from './root-fields.js';
import { schema } from './schema.js';
import { endStreamsWithSessions } from './session-streams.js';

/** Turns off introspection (production only: the schema is public in the repository anyway). */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** Marks a write's context: after it, the signer's cached sessions are dropped everywhere (app/graphql-route.ts);
 * a tick alone keeps them (root-fields.ts, dropsSessions). */
const markMutations: Plugin = {
  onExecute({ args }) {
    const operation = getOperationAST(args.document, args.operationName);
    if (operation && dropsSessions(operation)) {
      (args.contextValue as unknown as Context).operation.dropsSessions = true;
    }
  },
};

export function createGraphQL<ServerContext extends Record<string, unknown>>(options: {
  production: boolean;
  log: FastifyBaseLogger;
  corsOrigins: string[];
  context: (server: ServerContext) => Promise<Context>;
  /** Run after every other plugin of ours (the fast path's recorder and replayer: fast-path.ts). */
  last?: Plugin | undefined;
}) {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    batching: false,
    graphiql: !options.production,
    landingPage: false,
    // The web app is same-origin; only the native shells' origins get CORS (tokens are bearer, never cookies).
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin && options.corsOrigins.includes(origin)
        ? {
            origin: [origin],
            methods: ['POST', 'GET', 'OPTIONS'],
            allowedHeaders: [
              'authorization',
              'content-type',
              'accept-language',
              'apollo-require-preflight',
              'x-graphql-csrf',
            ],
            credentials: false,
            maxAge: 600,
          }
        : false;
    },
    logging: {
      debug: (...args) => options.log.debug(args.join(' ')),
      info: (...args) => options.log.info(args.join(' ')),
      warn: (...args) => options.log.warn(args.join(' ')),
      // Yoga logs here only the errors it masks, with the request's values: maskError below logs them without.
      error: () => undefined,
    },
    context: async ({ req, reply, ...rest }) => {
      const context = await options.context({ req, reply, ...rest } as unknown as ServerContext);
      rememberLang(rest.request, context.lang);
      return context;
    },
    maskedErrors: {
      maskError(error, message, isDev) {
        if (isExpected(error)) return error as Error;
        options.log.error(loggable(error), 'unexpected error in a GraphQL operation');
        return maskError(error, message, isDev);
      },
    },
    plugins: [
      useTextGuards(),
      EnvelopArmorPlugin({
        maxDepth: { n: 8, onReject: [tagTooComplex] },
        maxAliases: { n: 10, onReject: [tagTooComplex] },
        maxDirectives: { n: 20, onReject: [tagTooComplex] },
        maxTokens: { n: 1500, onReject: [tagTooComplex] },
        costLimit: { maxCost: 5000, onReject: [tagTooComplex] },
        blockFieldSuggestion: { enabled: true },
      }),
      useRootFieldLimits(),
      useIdGuards(),
      useErrorShapes(options.log),
      markMutations,
      endStreamsWithSessions,
      ...(options.production ? [noIntrospection] : []),
      ...(options.last ? [options.last] : []),
    ],
  });
}
