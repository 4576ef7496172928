import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import { TimedOut } from '@shop/kit';
import { whenClientHangsUp } from './client-hang-up';
import type { GatewayContext } from './context';

/** The deadline of the operation a subgraph call belongs to, for the fetcher (see subgraph-fetch.ts). */
export const operationDeadline = new AsyncLocalStorage<AbortSignal>();

/**
 * A time limit per operation, queries and mutations alike: when it passes, the operation's subgraph
 * calls in flight are aborted (the connection is closed, which tells the subgraph to stop, see the
 * kit's subgraph context: a mutation it has not begun is never begun), those not yet sent fail at
 * once, and the answer is 504 rather than a partial result. A client that hangs up ends its
 * operation's time at once: no one is left to read the answer. An operation refused before it ran
 * (too costly, over its budget, the line full) keeps its refusal's status even if its time ran out
 * meanwhile: the client is told what to change, not to try again.
 */
export function operationDeadlinePlugin(timeoutMs: number): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      let timer: NodeJS.Timeout | undefined;
      let executed = false;
      return {
        async didResolveOperation({ operation }) {
          if (!operation || operation.operation === 'subscription') return;
          const controller = new AbortController();
          timer = setTimeout(() => controller.abort(), timeoutMs);
          whenClientHangsUp(contextValue.res, () => controller.abort());
          contextValue.deadline = controller.signal;
        },
        async executionDidStart() {
          executed = true;
        },
        async willSendResponse({ response }) {
          clearTimeout(timer);
          if (!executed || !contextValue.deadline?.aborted || response.body.kind !== 'single') return;
          const { message, code } = new TimedOut();
          response.body.singleResult = { errors: [{ message, extensions: { code } }] };
          response.http.status = 504;
        },
      };
    },
  };
}
