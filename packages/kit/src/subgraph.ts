import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { readFileSync } from 'node:fs';
import type { DocumentNode } from 'graphql';
import gql from 'graphql-tag';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { AnswerCache } from './answer-cache';
import { bearerToken, verifyToken, type SessionUser } from './auth';
import type { Generation } from './cache-generation';
import { TimedOut, formatGraphQLError } from './errors';
import type { Forwarded } from './gateway-request';
import type { TrackedRequest } from './http';
import type { Logger } from './logger';

/** Response header a subgraph uses to hand the gateway a new session token ('' signs out). */
export const SESSION_TOKEN_HEADER = 'x-session-token';
export interface SubgraphContext {
  user: SessionUser | null;
  /** Asks the gateway to start (token) or end (null) the caller's browser session. */
  setSession: (token: string | null) => void;
  /** The shopper's address as forwarded by the gateway (for rate limits). */
  ip: string;
  log: Logger;
  /** Aborted when the caller hangs up before the answer is sent (the gateway gave up on the operation). */
  callerGone?: AbortSignal;
}

/** For resolvers a query can run many times over (nested lists): no more work once the caller has gone. */
export function stopIfCallerGone(ctx: Pick<SubgraphContext, 'callerGone'>): void {
  if (ctx.callerGone?.aborted) throw new TimedOut();
}

function hangUpSignal(res: ServerResponse): AbortSignal {
  const hungUp = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) hungUp.abort();
  });
  return hungUp.signal;
}

/** A subgraph's schema from its `schema.graphql` (the file codegen composes too). */
export function readSchema(file: string): DocumentNode {
  return gql(readFileSync(file, 'utf8'));
}

/** What a service's context extension may use: the signed forwarded headers, and a way to answer one. */
export interface ContextRequest {
  forwarded: Forwarded;
  /** Sets a response header for the gateway (which turns some into the browser's cookies). */
  setHeader: (name: string, value: string) => void;
}

/**
 * The typed extension point of the request context: a service adds what its resolvers need from
 * the gateway's forwarded headers (the cart its basket session, hire its quote tokens).
 */
export type ContextExtension<Extra extends object> = (request: ContextRequest) => Extra;

export interface SubgraphOptions<Extra extends object = object> {
  typeDefs: DocumentNode;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- resolver maps are heterogeneous
  resolvers: Record<string, any>;
  jwtSecret: string;
  logger: Logger;
  extendContext?: ContextExtension<Extra>;
  /**
   * For a subgraph whose answers follow from the request body and data held in this process alone (not the caller,
   * not the clock): that data's generation, moved on by every change. A successful answer is then kept as the bytes
   * sent and sent again for the same body until the generation moves on, as a search engine's request cache is.
   */
  answersKeptWhile?: Generation;
}

/** A request as the subgraph answers it: tracked by the kit's HTTP app, its body parsed, maybe signed. */
export type SubgraphRequest = Omit<TrackedRequest, 'log'> & { log?: Logger; forwarded?: Forwarded };

/** Kept answers are dropped after this long at most, and past this many bytes in all, the least recently sent first. */
const KEPT_ANSWERS = { ttlMs: 10 * 60_000, maxBytes: 16 * 1024 * 1024 };

/**
 * The cache of a subgraph whose answers are kept (`answersKeptWhile`), keyed by the request's exact bytes. Only a
 * JSON body is looked up: the parser kept its bytes (`rawBody`), and Apollo's CSRF check passes such a request.
 */
function keptAnswers(generation: Generation): AnswerCache {
  return new AnswerCache([generation], {
    ...KEPT_ANSWERS,
    contentType: 'application/json; charset=utf-8',
    cacheControl: 'no-store',
    encodings: [],
    compress: 'asked',
    keyOf: (req) => (req as SubgraphRequest).rawBody?.toString('latin1') ?? null,
  });
}

/** What a request that did not pass `gatewayOnly` says about its caller: nothing. */
const NOTHING_FORWARDED: Forwarded = { authorization: null, ip: '', header: () => null };

/**
 * Every subgraph answer is `Cache-Control: no-store`, as Apollo's cache-control plugin concluded
 * for each one: no field carries a cache hint (the gateway keeps its own catalog cache). That
 * plugin worked it out with a hook on every field resolved, 3-6% of the catalog's CPU on a
 * product listing; a field given a `@cacheControl` hint would need the plugin back.
 */
const answersAreNotCached: ApolloServerPlugin<SubgraphContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/**
 * Marks an answer that carries errors, for `answer` to read and drop before anything is sent: such an answer is never
 * kept (a timeout's, say, follows from more than the body). Apollo hands plugins a copy of the context, so the mark
 * goes on the answer's own headers.
 */
const WITH_ERRORS = 'x-answer-has-errors';

const errorsNoted: ApolloServerPlugin<SubgraphContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind === 'single' && response.body.singleResult.errors?.length) {
          response.http.headers.set(WITH_ERRORS, '1');
        }
      },
    };
  },
};

/**
 * A context's `log`: the request's own logger, made only when a resolver logs. It is read through the prototype, as
 * Apollo copies a context's own properties for each operation and so would make it for every request.
 */
class RequestLog {
  constructor(
    readonly request: SubgraphRequest,
    readonly fallback: Logger,
  ) {}

  get log(): Logger {
    return this.request.log ?? this.fallback;
  }
}

type Resolve = (parent: unknown, args: unknown, ctx: SubgraphContext, info: unknown) => unknown;

/**
 * The mutations, each refusing to begin once its caller has gone: the gateway's deadline passed or
 * the client hung up, so the gateway has answered 504 already, and a write begun now would be one
 * nobody is told of. A mutation already under way finishes (its write is one atomic step).
 */
export function mutationsNotBegunForNobody(resolvers: SubgraphOptions['resolvers']): SubgraphOptions['resolvers'] {
  const mutation = resolvers.Mutation as Record<string, unknown> | undefined;
  if (!mutation) return resolvers;
  const guarded = Object.entries(mutation).map(([name, resolve]) => {
    if (typeof resolve !== 'function') return [name, resolve];
    const guard: Resolve = (parent, args, ctx, info) => {
      stopIfCallerGone(ctx);
      return (resolve as Resolve)(parent, args, ctx, info);
    };
    return [name, guard];
  });
  return { ...resolvers, Mutation: Object.fromEntries(guarded) };
}

/**
 * An Apollo Federation 2 subgraph mounted as express middleware, behind `gatewayOnly`. The
 * caller's JWT, address and the service's own headers (through `extendContext`) come from the
 * signed request only (`req.forwarded`); the JWT becomes `ctx.user`. Domain errors become GraphQL
 * errors with `extensions.code` (and `field`), which the gateway maps to HTTP statuses.
 */
export async function createSubgraph<Extra extends object = object>({
  typeDefs,
  resolvers,
  jwtSecret,
  logger,
  extendContext,
  answersKeptWhile,
}: SubgraphOptions<Extra>): Promise<{
  middleware: RequestHandler;
  /** Answers a request whose JSON body has been read (`req.body`) and whose signature held (`req.forwarded`). */
  answer: (req: SubgraphRequest, res: ServerResponse) => Promise<void>;
  stop: () => Promise<void>;
}> {
  const server = new ApolloServer<SubgraphContext>({
    schema: buildSubgraphSchema({ typeDefs, resolvers: mutationsNotBegunForNobody(resolvers) }),
    csrfPrevention: true,
    // The process's own SIGTERM handler (runService) stops everything in order.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      answersAreNotCached,
      ...(answersKeptWhile ? [errorsNoted] : []),
    ],
    formatError: (formatted, error) => formatGraphQLError(formatted, error, logger),
  });
  await server.start();
  const contextOf = (req: SubgraphRequest, res: ServerResponse): SubgraphContext => {
    const forwarded = req.forwarded ?? NOTHING_FORWARDED;
    const setHeader = (name: string, value: string) => {
      res.setHeader(name, value);
    };
    return Object.assign(new RequestLog(req, logger), {
      ...extendContext?.({ forwarded, setHeader }),
      user: verifyToken(bearerToken(forwarded.authorization ?? undefined), jwtSecret),
      setSession: (token: string | null) => setHeader(SESSION_TOKEN_HEADER, token ?? ''),
      ip: forwarded.ip,
      callerGone: hangUpSignal(res),
    });
  };
  const kept = answersKeptWhile && keptAnswers(answersKeptWhile);
  // What Apollo's Express integration does, on a plain Node request and response so that `jsonPostsFirst` can use it.
  const answer = async (req: SubgraphRequest, res: ServerResponse): Promise<void> => {
    // Taken before the answer is worked out: one that a change overtook is kept under the generation it began in.
    const keptKey = kept?.keyFor(req) ?? null;
    if (keptKey !== null && kept!.answerKept(keptKey, req, res)) return;
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: (req.method ?? 'GET').toUpperCase(),
        headers,
        search: query < 0 ? '' : url.slice(query),
        body: req.body,
      },
      context: async () => contextOf(req, res),
    });
    const withErrors = response.headers.delete(WITH_ERRORS);
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      const body = response.body.string;
      // Only a whole answer without errors, and never one handing the caller a session (the caller's own).
      const keep = keptKey !== null && res.statusCode === 200 && !withErrors && !res.hasHeader(SESSION_TOKEN_HEADER);
      if (keep) await kept!.store(keptKey, Buffer.from(body), res);
      res.setHeader('content-length', Buffer.byteLength(body));
      res.end(body);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
  const middleware: RequestHandler = (req, res, next) => {
    answer(req, res).catch(next);
  };
  return { middleware, answer, stop: () => server.stop() };
}
