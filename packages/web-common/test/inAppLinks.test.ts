import { NO_SPA_ATTRIBUTE, inAppPath, type LinkClick } from '../src/inAppLinks';

const here = { origin: 'https://shop.example', pathname: '/faq', search: '' };
const SERVER_PATHS = ['/admin', '/api'];

const leftClick: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

/** A link as the browser presents it: an absolute href and its attributes. */
const link = (href: string, attributes: string[] = []) => ({
  href,
  hasAttribute: (name: string) => attributes.includes(name),
});

const decide = (href: string, attributes: string[] = [], click: Partial<LinkClick> = {}) =>
  inAppPath({ ...leftClick, ...click }, link(href, attributes), here, SERVER_PATHS);

describe('in-app navigation for plain links (storefront spec 2)', () => {
  it('navigates in-app to a same-origin link, keeping its query and hash', () => {
    expect(decide('https://shop.example/contact')).toBe('/contact');
    expect(decide('https://shop.example/sales/search?q=mixer#results')).toBe('/sales/search?q=mixer#results');
  });

  it('leaves other origins and other schemes to the browser', () => {
    expect(decide('https://other.example/contact')).toBeNull();
    expect(decide('http://shop.example/contact')).toBeNull();
    expect(decide('mailto:support@soundhirepro.co.uk')).toBeNull();
    expect(decide('not a url')).toBeNull();
  });

  it.each(['target', 'download', 'rel', NO_SPA_ATTRIBUTE])(
    'leaves a link with a %s attribute to the browser',
    (name) => {
      expect(decide('https://shop.example/contact', [name])).toBeNull();
    },
  );

  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)(
    'leaves a click with %s held to the browser',
    (key) => {
      expect(decide('https://shop.example/contact', [], { [key]: true })).toBeNull();
    },
  );

  it('leaves middle and right clicks, and clicks already handled, alone', () => {
    expect(decide('https://shop.example/contact', [], { button: 1 })).toBeNull();
    expect(decide('https://shop.example/contact', [], { button: 2 })).toBeNull();
    expect(decide('https://shop.example/contact', [], { defaultPrevented: true })).toBeNull();
  });

  it('leaves paths served outside the app to the browser, but not paths that merely start alike', () => {
    expect(decide('https://shop.example/admin')).toBeNull();
    expect(decide('https://shop.example/admin/orders')).toBeNull();
    expect(decide('https://shop.example/api/news/active')).toBeNull();
    expect(decide('https://shop.example/administration')).toBe('/administration');
  });

  it('leaves a jump within the current page to the browser, but follows a hash on another page', () => {
    expect(decide('https://shop.example/faq#deposits')).toBeNull();
    expect(decide('https://shop.example/faq?open=1#deposits')).toBe('/faq?open=1#deposits');
    expect(decide('https://shop.example/shipping-info#rates')).toBe('/shipping-info#rates');
  });

  it('needs no server paths', () => {
    expect(inAppPath(leftClick, link('https://shop.example/admin'), here)).toBe('/admin');
  });
});
