import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type MessageKey, pickLang, t } from '../kernel/messages.js';

/** An error answer in GraphQL's shape, with a code: what every refusal outside GraphQL itself sends. */
export const graphqlError = (reply: FastifyReply, status: number, message: string, code: string) =>
  reply.status(status).send({ errors: [{ message, extensions: { code } }] });

/** A request refused before GraphQL (malformed JSON, a wrong content type, too large): the client's mistake. */
export function refuse(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  code: string,
) {
  req.log.info({ codes: [code], statusCode: status }, 'request refused');
  const lang = pickLang(req.headers['accept-language']) ?? 'ru';
  return graphqlError(reply, status, t(lang, key), code);
}

/** Fastify's own errors (a body too large, bad JSON, a crash) answered in the person's language, with a code. */
export function answerErrors(app: FastifyInstance) {
  app.setErrorHandler((error: { statusCode?: number; code?: string }, req, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const upload = (req.headers['content-type'] ?? '').startsWith('multipart/form-data');
      return refuse(req, reply, 413, upload ? 'uploadTooLarge' : 'requestTooLarge', 'BAD_USER_INPUT');
    }
    if (error.statusCode && error.statusCode < 500) {
      return refuse(req, reply, error.statusCode, 'requestInvalid', 'BAD_REQUEST');
    }
    req.log.error({ err: error }, 'request failed');
    const lang = pickLang(req.headers['accept-language']) ?? 'ru';
    return graphqlError(reply, 500, t(lang, 'unexpectedError'), 'INTERNAL_SERVER_ERROR');
  });
}
