import type { IncomingMessage } from 'node:http';
import type { CacheGenerationWatcher } from '@shop/kit';
import { PageCache, isAnonymous } from '../src/page-cache';
import { isPersonalPage } from '../src/personal-pages';

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

describe('pages showing a customer’s own data to whoever holds their link', () => {
  const generations = [{ current: () => '1' }] as unknown as CacheGenerationWatcher[];
  const cache = new PageCache(generations, { ttlMs: 60_000, maxBytes: 1_000_000, originOf: () => 'http://shop.test' });
  const get = (url: string) => ({ method: 'GET', url, headers: {} }) as IncomingMessage;

  it.each([
    '/hire/quotes/42?token=abc',
    '/hire/quotes/42',
    '/hire/quotes/42/?token=abc',
    '/HIRE/Quotes/42?token=abc',
    '/hire/%71uotes/42?token=abc',
    '//hire//quotes/42?token=abc',
    '/hire/quotes/not-a-number',
  ])('are never kept nor looked up in the page cache (%s)', (url) => {
    expect(isPersonalPage(url)).toBe(true);
    expect(cache.keyFor(get(url))).toBeNull();
  });

  it.each(['/hire', '/hire/quote', '/hire/quote?productId=7', '/hire/party-pa-hire', '/product/quotes'])(
    'leave the shop’s other pages to the cache (%s)',
    (url) => {
      expect(isPersonalPage(url)).toBe(false);
      expect(cache.keyFor(get(url))).not.toBeNull();
    },
  );
});
