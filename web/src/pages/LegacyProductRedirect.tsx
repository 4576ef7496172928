import { Navigate, useParams } from 'react-router-dom';

/** Old /products/{slug} links (the spec's wishlist cards used them) go to the product page. */
export function LegacyProductRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={`/product/${encodeURIComponent(slug)}`} replace />;
}
