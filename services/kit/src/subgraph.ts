import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { GraphQLError, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import type { RequestHandler } from 'express';
import { bearerToken, verifyToken, type AuthUser } from './auth';
import { DomainError } from './errors';
import type { Logger } from './logger';

/** Response header a subgraph uses to hand the gateway a new session token ('' signs out). */
export const SESSION_TOKEN_HEADER = 'x-session-token';

export interface SubgraphContext {
  user: AuthUser | null;
  /** Asks the gateway to start (token) or end (null) the caller's browser session. */
  setSession: (token: string | null) => void;
  /** The shopper's address as forwarded by the gateway (for rate limits). */
  ip: string;
  log: Logger;
}

export interface SubgraphOptions {
  typeDefs: DocumentNode;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- resolver maps are heterogeneous
  resolvers: Record<string, any>;
  jwtSecret: string;
  logger: Logger;
}

/**
 * An Apollo Federation 2 subgraph mounted as express middleware. The caller's JWT (forwarded by
 * the gateway) becomes `ctx.user`; domain errors become GraphQL errors with `extensions.code`
 * (and `field`), which the gateway maps to HTTP statuses.
 */
export async function createSubgraph({ typeDefs, resolvers, jwtSecret, logger }: SubgraphOptions): Promise<{
  middleware: RequestHandler;
  stop: () => Promise<void>;
}> {
  const server = new ApolloServer<SubgraphContext>({
    schema: buildSubgraphSchema({ typeDefs, resolvers }),
    csrfPrevention: true,
    // The process's own SIGTERM handler (runService) stops everything in order.
    stopOnTerminationSignals: false,
    plugins: [ApolloServerPluginInlineTraceDisabled()],
    formatError: (formatted, error) => formatDomainError(formatted, error, logger),
  });
  await server.start();
  const middleware = expressMiddleware(server, {
    context: async ({ req, res }) => ({
      user: verifyToken(bearerToken(req.headers.authorization), jwtSecret),
      setSession: (token: string | null) => res.setHeader(SESSION_TOKEN_HEADER, token ?? ''),
      ip: String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '')
        .split(',')[0]
        .trim(),
      log: (req as { log?: Logger }).log ?? logger,
    }),
  });
  return { middleware, stop: () => server.stop() };
}

export function formatDomainError(
  formatted: GraphQLFormattedError,
  error: unknown,
  logger: Logger,
): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof DomainError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: {
        code: original.code,
        ...(original.field ? { field: original.field } : {}),
        ...(original.retryAfterSeconds ? { retryAfter: original.retryAfterSeconds } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  // Validation errors of the GraphQL document itself are the client's fault.
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT' || code === 'GRAPHQL_PARSE_FAILED') {
    return { ...formatted, extensions: { code: 'BAD_USER_INPUT' } };
  }
  logger.error({ err: original ?? error }, 'unexpected GraphQL error');
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
