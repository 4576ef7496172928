import type { IncomingMessage } from 'node:http';
import { isAnonymous } from '../src/page-cache';

const requestWith = (headers: IncomingMessage['headers']) => ({ headers }) as IncomingMessage;

describe('which requests the page cache may answer', () => {
  it('takes a request without cookies, or with only cookies that are no one’s', () => {
    expect(isAnonymous(requestWith({}))).toBe(true);
    expect(isAnonymous(requestWith({ cookie: 'theme=dark; _ga=GA1.2.3' }))).toBe(true);
    // A name merely containing a shopper cookie's is another cookie.
    expect(isAnonymous(requestWith({ cookie: 'old_shop_session=x; shop_cart_hint=1' }))).toBe(true);
  });

  it.each(['shop_session=jwt', 'shop_cart=abc', 'shop_quotes=t1,t2', 'theme=dark;  shop_cart=abc', 'shop_session'])(
    'refuses a request whose cookies include a shopper’s (%s)',
    (cookie) => expect(isAnonymous(requestWith({ cookie }))).toBe(false),
  );

  it('refuses a request that signs in with a bearer token', () => {
    expect(isAnonymous(requestWith({ authorization: 'Bearer abc' }))).toBe(false);
  });
});
