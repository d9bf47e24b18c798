import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, type ExecutionArgs, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../pothos/context.js';
import { variableIdProblem, variablesProblem } from './guards.js';
import { dropsSessions } from './root-fields.js';
import { schema } from './schema.js';

// The fast path: a JSON POST whose document already passed Yoga's parse and validation (with every rule:
// armor's, ours) runs straight through the same executor Yoga uses, without Yoga's request and response
// layer (CurrentUser about half the server's CPU, the load bench's mix about a sixth less: bench/pieces.bench.ts). It answers by itself only a clean success: `{"data":…}`, with
// the headers Yoga gave a success for the same Accept and Origin. Anything else goes to Yoga: what the fast
// path cannot decide before running (unknown document, odd parameters, refused variables) goes there untouched;
// what it learnt by running (a context that failed, errors in the result, a thrown executor) is handed to
// Yoga as a replay: Yoga parses and validates again (its caches), takes the context or its error from the
// replay, and its executor returns the replayed result, so masking, logging, codes, translations, status and
// headers are Yoga's own, and nothing runs twice.

const DOCUMENTS_MAX = 1000;
const HEADER_SETS_MAX = 64;
const JSON_TYPE = /^application\/json(;\s*charset=utf-8)?$/i;
const PARAMS = new Set(['query', 'variables', 'operationName']);

/** What the fast path did before handing a request over (carried in Yoga's server context). */
export interface Replay {
  context?: Context;
  contextError?: unknown;
  result?: unknown;
  thrown?: unknown;
}
export const REPLAY = 'fastPathReplay';

type Executor = (args: ExecutionArgs) => unknown;
type Body = { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function bodyOf(value: unknown): Body | undefined {
  if (!isPlainObject(value) || typeof value.query !== 'string') return undefined;
  for (const key in value) if (!PARAMS.has(key)) return undefined;
  const { variables, operationName } = value;
  if (variables != null && !isPlainObject(variables)) return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  return value as Body;
}

/** Only `{ data }`: errors, extensions or anything unusual are Yoga's to answer. */
function isCleanSuccess(result: unknown): result is { data: unknown } {
  if (!isPlainObject(result) || typeof (result as { then?: unknown }).then === 'function') return false;
  let keys = 0;
  for (const key in result) {
    if (key !== 'data') return false;
    keys++;
  }
  return keys === 1 && result.data !== null && typeof result.data === 'object';
}

export type FastPathOutcome = 'answered' | 'replayed' | 'declined';
export interface FastPathOptions {
  /** Off: every request goes through Yoga's whole pipeline (the tests compare both paths). */
  off?: boolean;
  /** Told how each /graphql request went (tests). */
  onOutcome?: (outcome: FastPathOutcome) => void;
}

export function createFastPath(
  makeContext: (req: FastifyRequest) => Promise<Context>,
  options: FastPathOptions = {},
) {
  /** Query text → its document, for the documents that passed validation in Yoga's pipeline. */
  const documents = new Map<string, DocumentNode>();
  const sourceOf = new WeakMap<DocumentNode, string>();
  /** `accept \n origin` → the headers of Yoga's success answer (content type, CORS). */
  const successHeaders = new Map<string, Array<[string, string]>>();
  /** The executor Yoga's engine runs (captured from its pipeline, so both paths execute alike). */
  let executor: Executor | undefined;

  const headerKey = (req: FastifyRequest) => `${req.headers.accept ?? ''}\n${req.headers.origin ?? ''}`;

  /** Placed last among Yoga's plugins: records what passed, captures the executor, and replays. */
  const plugin: Plugin = {
    onParse({ params }) {
      return ({ result }) => {
        if (result && !(result instanceof Error) && typeof params.source === 'string')
          sourceOf.set(result as DocumentNode, params.source);
      };
    },
    onValidate({ params: { documentAST } }) {
      return ({ valid }) => {
        const source = sourceOf.get(documentAST);
        if (!valid || source === undefined || documents.has(source)) return;
        if (documents.size >= DOCUMENTS_MAX) documents.delete(documents.keys().next().value as string);
        documents.set(source, documentAST);
      };
    },
    onExecute({ executeFn, setExecuteFn, args }) {
      executor ??= executeFn as Executor;
      const replay = (args.contextValue as { [REPLAY]?: Replay })[REPLAY];
      if (!replay) return;
      setExecuteFn(() => {
        if ('thrown' in replay) throw replay.thrown;
        return replay.result as never;
      });
    },
  };

  /** The context of a request Yoga handles: a replay's (or its error), else a new one. */
  const contextFor = async (req: FastifyRequest, replay: Replay | undefined): Promise<Context> => {
    if (!replay) return makeContext(req);
    if ('contextError' in replay) throw replay.contextError;
    return replay.context as Context;
  };

  /** After Yoga answered: a success teaches the headers of a success for this Accept and Origin. */
  const learn = (req: FastifyRequest, status: number, headers: Headers, text: string) => {
    if (status !== 200 || !text.startsWith('{"data":{') || text.includes('"errors":')) return;
    const key = headerKey(req);
    if (successHeaders.has(key) || successHeaders.size >= HEADER_SETS_MAX) return;
    const list: Array<[string, string]> = [];
    headers.forEach((value, name) => {
      if (name !== 'content-length') list.push([name, value]);
    });
    successHeaders.set(key, list);
  };

  type Outcome =
    | { answered: true; context: Context; text: string }
    | { answered: false; replay?: Replay; context?: Context | undefined };

  /** Runs a request when it can: answered, or what Yoga must replay (nothing: Yoga handles it afresh). */
  const run = (req: FastifyRequest, reply: FastifyReply): Promise<Outcome> => {
    const outcome: Promise<Outcome> = options.off
      ? Promise.resolve({ answered: false })
      : attempt(req, reply);
    const tell = options.onOutcome;
    if (!tell) return outcome;
    return outcome.then((o) => {
      tell(o.answered ? 'answered' : 'replay' in o ? 'replayed' : 'declined');
      return o;
    });
  };

  const attempt = async (req: FastifyRequest, reply: FastifyReply): Promise<Outcome> => {
    if (req.method !== 'POST' || !JSON_TYPE.test(req.headers['content-type'] ?? ''))
      return { answered: false };
    const body = bodyOf(req.body);
    if (!body || !executor) return { answered: false };
    const document = documents.get(body.query);
    const headers = successHeaders.get(headerKey(req));
    if (!document || !headers) return { answered: false };
    const operation = getOperationAST(document, body.operationName ?? undefined);
    if (!operation || operation.operation === 'subscription') return { answered: false };
    // The checks Yoga's pipeline makes on variables before it executes (guards.ts): a refusal is Yoga's.
    const variableValues = body.variables ?? {};
    const args: ExecutionArgs = { schema, document, variableValues, operationName: body.operationName };
    if (variablesProblem(variableValues, '') || variableIdProblem(args)) return { answered: false };

    let context: Context;
    try {
      context = await makeContext(req);
    } catch (contextError) {
      return { answered: false, replay: { contextError } };
    }
    // As yoga.ts' markMutations does: the route drops the signer's cached sessions after a write.
    if (dropsSessions(operation)) context.operation.dropsSessions = true;
    let result: unknown;
    try {
      result = await executor({ ...args, contextValue: context });
    } catch (thrown) {
      return { answered: false, replay: { context, thrown }, context };
    }
    if (!isCleanSuccess(result)) return { answered: false, replay: { context, result }, context };
    reply.status(200);
    for (const [name, value] of headers) reply.header(name, value);
    return { answered: true, context, text: JSON.stringify(result) };
  };

  return { plugin, contextFor, learn, run, documents, successHeaders };
}

export type FastPath = ReturnType<typeof createFastPath>;
