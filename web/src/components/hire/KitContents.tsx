import { Link } from 'react-router-dom';
import type { HireProductDetail } from '../../graphql/hire';

/** What a kit is made of ("2 x Powered Speaker"), each part linking to its own page. */
export function KitContents({ parts }: { parts: HireProductDetail['kitParts'] }) {
  if (parts.length === 0) return null;
  return (
    <div data-testid="kit-contents">
      <div className="muted">This kit contains</div>
      <ul>
        {parts.map(({ productId, quantity, product }) => (
          <li key={productId}>
            {quantity} x{' '}
            {product ? <Link to={`/hire/${product.slug}`}>{product.name}</Link> : 'an item no longer listed'}
          </li>
        ))}
      </ul>
    </div>
  );
}
