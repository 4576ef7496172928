import { useState } from 'react';

const PLACEHOLDER = `${import.meta.env.BASE_URL}placeholder.svg`;

/** A product thumbnail that falls back to the bundled placeholder when the image is missing or fails. */
export function ProductImage({ src, alt, size = 48 }: { src: string | null; alt: string; size?: number }) {
  // Remember which URL failed so an edited image URL gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <img
      src={!src || src === failedSrc ? PLACEHOLDER : src}
      alt={alt}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 4, background: '#f5f5f5' }}
      onError={() => setFailedSrc(src)}
    />
  );
}
