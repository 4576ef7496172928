interface ProductImageProps {
  src: string | null;
  alt: string;
  /** The page's main picture: loaded at once rather than when scrolled near. */
  priority?: boolean;
}

/**
 * A product picture, or an empty grey box that still names the product when there is no image. Pictures are 4:3;
 * the width and height (with the stylesheet's aspect ratio) hold their place before they load.
 */
export function ProductImage({ src, alt, priority = false }: ProductImageProps) {
  return src ? (
    <img src={src} alt={alt} className="product-image" width={400} height={300} loading={priority ? 'eager' : 'lazy'} />
  ) : (
    <div className="product-image product-image-empty" role="img" aria-label={`${alt} (no image)`} />
  );
}
