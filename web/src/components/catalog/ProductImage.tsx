/** A product picture, or an empty grey box that still names the product when there is no image. */
export function ProductImage({ src, alt }: { src: string | null; alt: string }) {
  return src ? (
    <img src={src} alt={alt} className="product-image" loading="lazy" />
  ) : (
    <div className="product-image product-image-empty" role="img" aria-label={`${alt} (no image)`} />
  );
}
