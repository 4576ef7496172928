import { BUSINESS } from '../business';
import { snippet } from '../format';

/** What a page says about itself in <head>; see PageHead. */
export interface PageHeadProps {
  /** The page's own title; the business name follows it. */
  title: string;
  description: string;
  /** The page's address without its query, when the path it was reached by is not the one to index. */
  canonicalPath?: string;
  /** The picture shared links show (Open Graph); a product's own by default. */
  image?: string | null;
  /** A product page's product, given to search engines as structured data. */
  product?: ProductData;
  /** The page says "not found": the server answers 404 and search engines leave it out. */
  notFound?: boolean;
  /**
   * A page of the visitor's own (their basket, checkout, account, a quote sent to them): search engines leave it out
   * (robots.txt keeps crawlers off it too, but a link elsewhere could still get its address listed).
   */
  noindex?: boolean;
}

/** A product for sale, or hire equipment priced by the day. */
export interface ProductData {
  name: string;
  description: string | null;
  image: string | null;
  sku: string;
  /** GBP: the price, or the daily rate of hire equipment (no offer without one). */
  price: number | null;
  inStock: boolean;
  hiredByTheDay?: boolean;
}

/** A tag in <head> other than the title; every one carries data-head, so the browser can replace them all. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** The content of a script tag (structured data). */
  text?: string;
}

/** Shown while no page has said more, and by pages the server rendered without a PageHead. */
export const DEFAULT_HEAD: PageHeadProps = {
  title: 'Pro Audio, Lighting and DJ Equipment for Sale and Hire',
  description: `${BUSINESS.name}: professional audio, lighting and DJ equipment for sale and hire in East Sussex.`,
};

export const fullTitle = (head: PageHeadProps) => `${head.title} | ${BUSINESS.name}`;

/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 155;

/** A meta description from a text that may be long or missing. */
export const metaDescription = (text: string | null | undefined, fallback: string) =>
  snippet(text, DESCRIPTION_LENGTH) || fallback;

/** JSON inside a script element: "<" escaped so no string in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const absolute = (origin: string, url: string) => new URL(url, origin).href;

/** schema.org Product structured data: https://schema.org/Product */
function productJsonLd(product: ProductData, origin: string, url: string) {
  const price = product.price?.toFixed(2);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.description && { description: product.description }),
    ...(product.image && { image: [absolute(origin, product.image)] }),
    ...(price && {
      offers: {
        '@type': 'Offer',
        url,
        price,
        priceCurrency: 'GBP',
        availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`,
        ...(product.hiredByTheDay && {
          priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'GBP', unitCode: 'DAY' },
        }),
      },
    }),
  };
}

/** The tags of a page at `path` on the shop served from `origin`. */
export function headTags(head: PageHeadProps, origin: string, path: string): HeadTag[] {
  const url = absolute(origin, head.canonicalPath ?? path);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  const tags: HeadTag[] = [
    meta('name', 'description', head.description),
    meta('property', 'og:site_name', BUSINESS.name),
    meta('property', 'og:title', fullTitle(head)),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.product ? 'product' : 'website'),
  ];
  if (head.notFound || head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  // A page of the visitor's own still names its address; a page that says "not found" has none.
  if (!head.notFound) {
    tags.push({ tag: 'link', attributes: { rel: 'canonical', href: url } }, meta('property', 'og:url', url));
  }
  const image = head.image ?? head.product?.image;
  if (image) tags.push(meta('property', 'og:image', absolute(origin, image)));
  if (head.product) {
    const jsonLd = productJsonLd(head.product, origin, url);
    tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: scriptJson(jsonLd) });
  }
  return tags.map((tag) => ({ ...tag, attributes: { ...tag.attributes, 'data-head': '' } }));
}
