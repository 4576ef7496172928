import { HIRE_QUOTE_ITEM_MESSAGES as M } from '@shop/contracts';
import { Forbidden, Unauthorized } from '@shop/kit';
import { holdsToken } from '../domain/quote-rules';
import type { Quote } from '../models/quote';
import type { HireContext } from './context';

/** Who may do what with a quote; the quote's token comes as an argument or from the browser's cookie. */
const isDesk = (ctx: HireContext) => ctx.user?.role === 'admin';

export const isCreator = (quote: Quote, ctx: HireContext, token?: string | null) =>
  holdsToken(quote, [token, ...ctx.quoteTokens]);

/** Adding lines: the quote's creator (its token) or the hire desk; 403 for anyone else. */
export function requireMayAddItems(quote: Quote, ctx: HireContext, token?: string | null): { byDesk: boolean } {
  if (isDesk(ctx)) return { byDesk: true };
  if (isCreator(quote, ctx, token)) return { byDesk: false };
  throw new Forbidden(M.notYours);
}

/** Reading lines or submitting: the desk, the signed-in owner or the creator; else 401 anonymous, 403 signed in. */
export function requireMayRead(quote: Quote, ctx: HireContext, token?: string | null): void {
  if (isDesk(ctx) || (ctx.user && quote.userId === ctx.user.id) || isCreator(quote, ctx, token)) return;
  if (!ctx.user) throw new Unauthorized('You must be signed in to view this quote');
  throw new Forbidden(M.noItemsAccess);
}
