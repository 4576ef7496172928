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

/** The gateway's httpOnly cookies that make a request someone's: the signed-in session, the basket, the hire quotes. */
export const SESSION_COOKIE = 'shop_session';
export const CART_COOKIE = 'shop_cart';
export const QUOTES_COOKIE = 'shop_quotes';
export const SHOPPER_COOKIES = [SESSION_COOKIE, CART_COOKIE, QUOTES_COOKIE] as const;
