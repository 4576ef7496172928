/**
 * Headers between the gateway and the services for what a browser holds in httpOnly cookies: the
 * gateway forwards them (signed) to the services and turns the services' answers into cookies.
 */

/** The basket session the browser holds. */
export const CART_SESSION_HEADER = 'x-cart-session';
/** Answered by the cart service to bind a basket session to the browser. */
export const SET_CART_SESSION_HEADER = 'x-set-cart-session';
/** The hire quote tokens the browser holds (comma-separated). */
export const QUOTE_TOKENS_HEADER = 'x-quote-tokens';
/** Answered by the hire service to hand the browser a new quote's token. */
export const SET_QUOTE_TOKEN_HEADER = 'x-set-quote-token';

/**
 * The address of the visitor a page is rendered for, which the page service sends the gateway with its API calls.
 * The gateway believes it only from a request the page service signed (PAGES_SECRET); otherwise the caller's own
 * address counts, so a browser cannot choose whose limits it spends.
 */
export const VISITOR_ADDRESS_HEADER = 'x-visitor-address';

/** The gateway's httpOnly cookies that make a request someone's: the signed-in session, the basket, the hire quotes. */
export const SESSION_COOKIE = 'shop_session';
export const CART_COOKIE = 'shop_cart';
export const QUOTES_COOKIE = 'shop_quotes';
export const SHOPPER_COOKIES = [SESSION_COOKIE, CART_COOKIE, QUOTES_COOKIE] as const;
