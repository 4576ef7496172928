import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { DocumentNode } from 'graphql';
import type { RequestHandler } from 'express';
import { bearerToken, verifyToken, type AuthUser } from './auth';
import { formatGraphQLError } from './errors';
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
    formatError: (formatted, error) => formatGraphQLError(formatted, error, logger),
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
