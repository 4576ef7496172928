import type { Request, Response } from 'express';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { ApolloServerPlugin } from '@apollo/server';
import type { OperationDefinitionNode } from 'graphql';
import {
  CART_SESSION_HEADER,
  QUOTE_TOKENS_HEADER,
  SET_CART_SESSION_HEADER,
  SET_QUOTE_TOKEN_HEADER,
} from '@shop/contracts';
import { SESSION_TOKEN_HEADER, type Role } from '@shop/kit';
import {
  addQuoteToken,
  clearPersonalCookies,
  requestCartSession,
  requestQuoteTokens,
  setCartCookie,
  setSessionCookie,
} from './session';
import { operationDeadline } from './operation-deadline';
import { fieldsOf, fragmentsOf, responseKey, type Fragments } from './selections';
import { requestSession } from './session-guard';

export interface GatewayContext {
  /** The session token the guard let through (see session-guard.ts). */
  token: string | null;
  userId: number | null;
  /** The signed-in user's role: an admin spends a larger query budget (see query-budget.ts). */
  role: Role | null;
  /** Set when a subgraph started ('<jwt>') or ended ('') the session during this request. */
  sessionToken?: string;
  /** The basket session the browser holds (cookie). */
  cartSession: string | null;
  /** Set when the cart service bound another basket session to the browser during this request. */
  newCartSession?: string;
  /** Tokens of the hire quotes the browser created (cookie). */
  quoteTokens: string[];
  /** Set when the hire service created a quote during this request. */
  newQuoteToken?: string;
  ip: string;
  requestId: string;
  /** Aborted when the query's time is up (see operation-deadline.ts). */
  deadline?: AbortSignal;
  /** Set by REST shims that keep their answers as bytes, so the answer is not cached twice. */
  skipCatalogCache?: boolean;
  res: Response;
}

export function buildContext(req: Request, res: Response): GatewayContext {
  const session = requestSession(res);
  return {
    token: session?.token ?? null,
    userId: session?.user.id ?? null,
    role: session?.user.role ?? null,
    cartSession: requestCartSession(req),
    quoteTokens: requestQuoteTokens(req),
    ip: req.clientAddress ?? req.ip ?? '',
    requestId: req.id,
    res,
  };
}

/** Forwards the caller's identity to subgraphs; each one verifies the JWT itself. */
export class IdentityForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  // The fetcher is shared by every request, so the operation's deadline reaches it this way.
  override process(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    const deadline = 'deadline' in options.context ? options.context.deadline : undefined;
    return deadline ? operationDeadline.run(deadline, () => super.process(options)) : super.process(options);
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>) {
    const headers = request.http!.headers;
    if ('token' in context && context.token) headers.set('authorization', `Bearer ${context.token}`);
    if ('ip' in context && context.ip) headers.set('x-forwarded-for', context.ip);
    if ('requestId' in context && context.requestId) headers.set('x-request-id', context.requestId);
    if ('cartSession' in context && context.cartSession) headers.set(CART_SESSION_HEADER, context.cartSession);
    if ('quoteTokens' in context && context.quoteTokens.length) {
      headers.set(QUOTE_TOKENS_HEADER, context.quoteTokens.join(','));
    }
  }

  override didReceiveResponse({
    response,
    context,
  }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0]) {
    const session = response.http?.headers.get(SESSION_TOKEN_HEADER);
    if (typeof session === 'string' && 'res' in context) context.sessionToken = session;
    const cartSession = response.http?.headers.get(SET_CART_SESSION_HEADER);
    if (cartSession && 'res' in context) context.newCartSession = cartSession;
    const quoteToken = response.http?.headers.get(SET_QUOTE_TOKEN_HEADER);
    if (quoteToken && 'res' in context) context.newQuoteToken = quoteToken;
    return response;
  }
}

/**
 * Turns a subgraph's session header into the httpOnly cookie (login, register) or clears it with
 * the other cookies of the person signing out (logout), the cart service's basket session and the hire service's quote tokens into their
 * cookies, for /graphql and the REST
 * shims alike; the token never reaches browser code.
 */
export function sessionCookiePlugin(secureCookie: boolean): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue, operation, document }) {
          if (operation && document && response.body.kind === 'single') {
            stripSessionTokens(response.body.singleResult.data, operation, fragmentsOf(document));
          }
          if (contextValue.newCartSession) setCartCookie(contextValue.res, contextValue.newCartSession, secureCookie);
          if (contextValue.newQuoteToken) {
            addQuoteToken(contextValue.res, contextValue.quoteTokens, contextValue.newQuoteToken, secureCookie);
          }
          const token = contextValue.sessionToken;
          if (token === undefined) return;
          if (token) setSessionCookie(contextValue.res, token, secureCookie);
          else clearPersonalCookies(contextValue.res, secureCookie);
          contextValue.token = token || null;
        },
      };
    },
  };
}

/** The root fields whose answers carry a session token. */
const SESSION_FIELDS = new Set(['login', 'register']);

/**
 * Blanks every `token` the operation asked of login or register, found by walking its selections
 * (aliases and fragments included) rather than by the fields' usual names in the answer.
 */
function stripSessionTokens(
  data: Record<string, unknown> | null | undefined,
  operation: OperationDefinitionNode,
  fragments: Fragments,
): void {
  if (!data || operation.operation !== 'mutation') return;
  for (const field of fieldsOf(operation.selectionSet, fragments)) {
    const answer = data[responseKey(field)] as Record<string, unknown> | null | undefined;
    if (!SESSION_FIELDS.has(field.name.value) || !answer || !field.selectionSet) continue;
    for (const inner of fieldsOf(field.selectionSet, fragments)) {
      if (inner.name.value === 'token') answer[responseKey(inner)] = null;
    }
  }
}
