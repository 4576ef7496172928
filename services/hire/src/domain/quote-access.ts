import { HIRE_QUOTE_ITEM_MESSAGES as M, quoteRevisionLabel } from '@shop/contracts';
import { Conflict, Forbidden, Unauthorized, type SessionUser } from '@shop/kit';
import type { Quote, QuoteRevision } from '../models/quote';
import { expiredMessage, isPast, latestRevision } from './quote-lifecycle';
import { readQuoteLink } from './quote-link';
import { holdsToken } from './quote-rules';

/**
 * Who is asking about a quote (pure rules): the signed-in user, if any, and the tokens of the quotes
 * their browser created. A token passed with the call counts as one more.
 */
export interface QuoteActor {
  user: SessionUser | null;
  quoteTokens: readonly string[];
  /** The client's address, recorded with an acceptance. */
  ip?: string | null;
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

/** What checking a quote's link needs: the signing secret and the UK day today. */
export interface LinkCheck {
  secret: string;
  today: string;
}

const TAMPERED = 'This quote link is not valid; use the link in our email, or sign in to see your quotes';

/**
 * Whether a link token lets its holder at the quote, and which revision it names: FORBIDDEN when
 * the service did not sign it for this quote; CONFLICT when its revision was replaced by a later
 * one, or when it expired unanswered (a quote accepted, declined or over stays readable).
 */
function requireLiveLink(quote: Quote, token: string, { secret, today }: LinkCheck): QuoteRevision {
  const link = readQuoteLink(secret, quote.id, token);
  const latest = latestRevision(quote);
  const revision = quote.revisions.find((r) => r.revision === link?.revision && r.validUntil === link?.validUntil);
  if (!link || !latest || !revision) throw new Forbidden(TAMPERED);
  if (revision !== latest) {
    throw new Conflict(
      `This link is for an earlier version of the quote; use the link in our latest email (${quoteRevisionLabel(latest.document)})`,
    );
  }
  if ((quote.stage === 'quoted' || quote.stage === 'expired') && isPast(latest.validUntil, today)) {
    throw new Conflict(expiredMessage(latest.validUntil));
  }
  return latest;
}

/** Reading one quote: the desk, its signed-in owner, or the holder of a live link; else 401 anonymous, 403 signed in. */
export function requireMayView(quote: Quote, actor: QuoteActor, token: string | null | undefined, check: LinkCheck) {
  if (token) {
    requireLiveLink(quote, token, check);
    return;
  }
  if (isDesk(actor) || (actor.user && quote.userId === actor.user.id)) return;
  if (!actor.user) throw new Unauthorized('Sign in, or use the link in our email, to see this quote');
  throw new Forbidden('This quote is not yours');
}

/**
 * Answering a quote (accept or decline): the holder of a live link, or its signed-in owner, and
 * only the latest revision sent while it is open. Resolves with that revision.
 */
export function requireMayAnswer(
  quote: Quote,
  actor: QuoteActor,
  token: string | null | undefined,
  check: LinkCheck,
): QuoteRevision | null {
  if (token) return requireLiveLink(quote, token, check);
  if (!actor.user) throw new Unauthorized('Sign in, or use the link in our email, to answer this quote');
  if (quote.userId !== actor.user.id) throw new Forbidden('This quote is not yours');
  const latest = latestRevision(quote);
  if (latest && quote.stage === 'quoted' && isPast(latest.validUntil, check.today)) {
    throw new Conflict(expiredMessage(latest.validUntil));
  }
  return latest;
}
