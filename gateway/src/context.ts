import type { Request, Response } from 'express';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { ApolloServerPlugin } from '@apollo/server';
import { requestToken, clearSessionCookie, setSessionCookie } from './session';

export interface GatewayContext {
  token: string | null;
  ip: string;
  requestId: string;
  res: Response;
}

export function buildContext(req: Request, res: Response): GatewayContext {
  return { token: requestToken(req), ip: req.ip ?? '', requestId: req.id, res };
}

/** Forwards the caller's identity to subgraphs; each one verifies the JWT itself. */
export class IdentityForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>) {
    const headers = request.http!.headers;
    if ('token' in context && context.token) headers.set('authorization', `Bearer ${context.token}`);
    if ('ip' in context && context.ip) headers.set('x-forwarded-for', context.ip);
    if ('requestId' in context && context.requestId) headers.set('x-request-id', context.requestId);
  }
}

type SessionPayload = { token?: string | null } | null | undefined;

/**
 * Moves session tokens out of GraphQL answers into the httpOnly cookie (login, register) and
 * clears the cookie on logout, for /graphql and the REST shims alike.
 */
export function sessionCookiePlugin(secureCookie: boolean): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const data = response.body.singleResult.data as Record<string, unknown> | null | undefined;
          if (!data) return;
          for (const field of ['login', 'register'] as const) {
            const session = data[field] as SessionPayload;
            if (session?.token) {
              setSessionCookie(contextValue.res, session.token, secureCookie);
              contextValue.token = session.token;
              session.token = null;
            }
          }
          if (data.logout === true) {
            clearSessionCookie(contextValue.res, secureCookie);
            contextValue.token = null;
          }
        },
      };
    },
  };
}
