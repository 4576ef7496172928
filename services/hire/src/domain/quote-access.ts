import { HIRE_QUOTE_ITEM_MESSAGES as M } from '@shop/contracts';
import { Forbidden, Unauthorized, type SessionUser } from '@shop/kit';
import type { Quote } from '../models/quote';
import { holdsToken } from './quote-rules';

/**
 * Who is asking about a quote (pure rules): the signed-in user, if any, and the tokens of the quotes
 * their browser created. A token passed with the call counts as one more.
 */
export interface QuoteActor {
  user: SessionUser | null;
  quoteTokens: readonly string[];
}

const isDesk = (actor: QuoteActor) => actor.user?.role === 'admin';

const isCreator = (quote: Quote, actor: QuoteActor, token?: string | null) =>
  holdsToken(quote, [token, ...actor.quoteTokens]);

/** Adding lines: the quote's creator (its token) or the hire desk; 403 for anyone else. */
export function requireMayAddItems(quote: Quote, actor: QuoteActor, token?: string | null): { byDesk: boolean } {
  if (isDesk(actor)) return { byDesk: true };
  if (isCreator(quote, actor, token)) return { byDesk: false };
  throw new Forbidden(M.notYours);
}

/** Reading lines or submitting: the desk, the signed-in owner or the creator; else 401 anonymous, 403 signed in. */
export function requireMayRead(quote: Quote, actor: QuoteActor, token?: string | null): void {
  if (isDesk(actor) || (actor.user && quote.userId === actor.user.id) || isCreator(quote, actor, token)) return;
  if (!actor.user) throw new Unauthorized('You must be signed in to view this quote');
  throw new Forbidden(M.noItemsAccess);
}
