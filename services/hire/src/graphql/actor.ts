import type { SubgraphContext } from '@shop/kit';
import type { QuoteActor } from '../domain/quote-access';

/** The caller as the use cases see them: who is signed in, and the quote tokens their browser holds. */
export const actorOf = (ctx: SubgraphContext): QuoteActor => ({ user: ctx.user, quoteTokens: ctx.quoteTokens });
