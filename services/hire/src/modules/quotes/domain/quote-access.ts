import { HIRE_QUOTE_ITEM_MESSAGES as M, quoteRevisionLabel } from '@shop/contracts';
import { Conflict, Forbidden, Invalid, Unauthorized, type SessionUser } from '@shop/kit';
import type { Quote, QuoteRevision } from '../models/quote';
import { expiredMessage, isPast, latestRevision } from './quote-lifecycle';
import { BOOKING_LINK_REVISION, linkOfBooking, readQuoteLink } from './quote-link';
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

const isOwner = (quote: Quote, actor: QuoteActor) => actor.user != null && quote.userId === actor.user.id;

const isCreator = (quote: Quote, actor: QuoteActor, token?: string | null) =>
  holdsToken(quote, [token, ...actor.quoteTokens]);

/** Adding lines: the quote's creator (its token) or the hire desk; 403 for anyone else. */
export function requireMayAddItems(quote: Quote, actor: QuoteActor, token?: string | null): { byDesk: boolean } {
  if (isDesk(actor)) return { byDesk: true };
  if (isCreator(quote, actor, token)) return { byDesk: false };
  throw new Forbidden(M.notYours);
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
 * one, or when it expired unanswered (a quote accepted, declined or over stays readable). A booking
 * the desk confirmed without sending a revision is reached by its own link (no revision) while it
 * is booked for the dates the link names and still has no revision.
 */
function requireLiveLink(quote: Quote, token: string, { secret, today }: LinkCheck): QuoteRevision | null {
  const link = readQuoteLink(secret, quote.id, token);
  if (link?.revision === BOOKING_LINK_REVISION) {
    const { revision, validUntil } = linkOfBooking(quote);
    if (quote.booked && revision === BOOKING_LINK_REVISION && validUntil === link.validUntil) return null;
    throw new Forbidden(TAMPERED);
  }
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

/**
 * How a caller reaches a quote: through a live link from its email (naming the revision it is
 * for), as its signed-in owner, as the hire desk, or as the browser that created it (its quote
 * token, from the `shop_quotes` cookie or passed with the call). The creator reads the request only
 * (see requireMaySee).
 */
export type QuoteAccess =
  { by: 'link'; revision: QuoteRevision | null } | { by: 'owner' } | { by: 'desk' } | { by: 'creator' };

/** How much of a quote a caller reads: all of it, or only the request its browser made. */
export type QuoteSight = 'quote' | 'request';

export const sightOf = (access: QuoteAccess): QuoteSight => (access.by === 'creator' ? 'request' : 'quote');

function refuse(actor: QuoteActor, doing: 'see' | 'answer'): never {
  if (!actor.user) throw new Unauthorized(`Sign in, or use the link in our email, to ${doing} this quote`);
  throw new Forbidden('This quote is not yours');
}

/**
 * Who may read a quote, and how: the one rule every way to a quote goes through (reading it, its
 * lines, its PDF, submitting it, a retried request, answering it). A token passed with the call is
 * the quote's own (the creator's) or else taken for a link and held to the link's rules (403 when
 * the service did not sign it for this quote, 409 expired or replaced), whoever is asking. Without
 * one: its signed-in owner, the desk, then the browser that created it; anyone else is refused
 * (401 anonymous, 403 signed in).
 */
export function quoteAccess(
  quote: Quote,
  actor: QuoteActor,
  token: string | null | undefined,
  check: LinkCheck,
  doing: 'see' | 'answer' = 'see',
): QuoteAccess {
  if (token && !holdsToken(quote, [token])) return { by: 'link', revision: requireLiveLink(quote, token, check) };
  if (isOwner(quote, actor)) return { by: 'owner' };
  if (isDesk(actor)) return { by: 'desk' };
  if (isCreator(quote, actor, token)) return { by: 'creator' };
  return refuse(actor, doing);
}

/** Whether the desk has answered the request: sent a revision, or moved it on (confirmed, declined…). */
const answeredByDesk = (quote: Pick<Quote, 'revisions' | 'stage'>) =>
  quote.revisions.length > 0 || quote.stage !== 'requested';

const REQUEST_ONLY =
  'This browser can see the request it sent, not the quote; use the link in our email, or sign in, to see the quote';

/**
 * Anything of a quote beyond the request (its revisions and their PDFs, the price, the number, the
 * booking and its payments, the customer's answer, a cancellation): for those who read the whole
 * quote. The browser that created it reads them only while they hold nothing of the desk's (no
 * revisions; the price an estimate of the request); once the desk has answered they are refused (403).
 */
export function requireMaySee(quote: Pick<Quote, 'revisions' | 'stage'>, sight: QuoteSight): void {
  if (sight === 'request' && answeredByDesk(quote)) throw new Forbidden(REQUEST_ONLY);
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
  const access = quoteAccess(quote, actor, token, check, 'answer');
  if (access.by === 'link') return access.revision;
  if (access.by !== 'owner') return refuse(actor, 'answer');
  const latest = latestRevision(quote);
  if (latest && quote.stage === 'quoted' && isPast(latest.validUntil, check.today)) {
    throw new Conflict(expiredMessage(latest.validUntil));
  }
  return latest;
}

/** Whether a token passed with a call is taken for an emailed link (rather than the creator's own token). */
export const isLinkToken = (quote: Quote, token: string | null | undefined): boolean =>
  Boolean(token) && !holdsToken(quote, [token]);

/**
 * An acceptance is of the revision the customer saw: the one their link names, or the one they say
 * they opened (the signed-in owner must say; a link holder may). A newer revision sent since
 * refuses it (CONFLICT naming the one to review), so nobody accepts a price they never read.
 */
export function requireAcceptingSeen(latest: QuoteRevision, stated: number | null, byLink: boolean): void {
  if (stated === null) {
    if (byLink) return;
    throw new Invalid('Say which revision of the quote you are accepting', 'revision');
  }
  if (stated > latest.revision) throw new Invalid(`This quote has no revision ${stated}`, 'revision');
  if (stated < latest.revision) {
    throw new Conflict(
      `This quote has been revised since you opened it: please review revision ${latest.revision}`,
      'revision',
    );
  }
}
