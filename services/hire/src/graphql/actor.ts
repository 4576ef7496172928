import type { QuoteActor } from '../modules/quotes';
import type { HireContext } from './context';

/** The caller as the use cases see them: who is signed in, the quote tokens their browser holds, and their address. */
export const actorOf = (ctx: HireContext): QuoteActor => ({
  user: ctx.user,
  quoteTokens: ctx.quoteTokens,
  ip: ctx.ip || null,
});
