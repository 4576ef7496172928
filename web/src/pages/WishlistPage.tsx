import { useQuery } from '@apollo/client';
import { Alert, Empty, Result, Skeleton } from 'antd';
import { WishlistCard } from '../components/account/WishlistCard';
import { ButtonLink } from '../components/ButtonLink';
import { Loading } from '../components/Loading';
import { CardGrid } from '../components/catalog/CardGrid';
import { WISHLIST_QUERY, type ListedWishlistEntry } from '../graphql/wishlist';
import { useSession } from '../hooks/useSession';
import { useRemoveFromWishlist } from '../hooks/useWishlistToggle';
import { PageHead } from '../head/PageHead';

function WishlistItems() {
  const { data, loading, error } = useQuery(WISHLIST_QUERY);
  const { removeProduct, removing } = useRemoveFromWishlist();

  if (loading && !data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error) return <Alert type="error" showIcon message="Unable to load your wishlist. Please try again later." />;
  const entries = (data?.wishlist ?? []).filter((entry): entry is ListedWishlistEntry => entry.product !== null);
  if (entries.length === 0) {
    return (
      <Empty description="Your wishlist is empty." data-testid="wishlist-empty">
        <ButtonLink to="/sales" variant="primary">
          Browse Products
        </ButtonLink>
      </Empty>
    );
  }
  return (
    <CardGrid testId="wishlist-grid">
      {entries.map((entry) => (
        <WishlistCard
          key={entry.id}
          entry={entry}
          removing={removing}
          onRemove={(productId) => void removeProduct(productId)}
        />
      ))}
    </CardGrid>
  );
}

export function WishlistPage() {
  const { user, loading } = useSession();
  if (loading) return <Loading />;
  return (
    <div className="container section">
      <PageHead title="My Wishlist" description="The equipment you have saved for later." />
      <h1>My Wishlist</h1>
      {user ? (
        <WishlistItems />
      ) : (
        <div data-testid="wishlist-login-prompt">
          <Result
            status="info"
            title="Please log in to view your wishlist"
            extra={
              <ButtonLink to="/auth" variant="primary">
                Login / Register
              </ButtonLink>
            }
          />
        </div>
      )}
    </div>
  );
}
