import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Loading } from '../components/Loading';

const REDIRECT_DELAY_MS = 100;

/** The old Continue Shopping target, /category/all, meant every product: the shop landing. */
const ALL_PRODUCTS_SLUG = 'all';

/** Old /category/{slug} links move to /sales/category/{slug} (/category/all to /sales) after a short pause. */
export function LegacyCategoryRedirect() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    const target = slug === ALL_PRODUCTS_SLUG ? '/sales' : `/sales/category/${encodeURIComponent(slug)}`;
    const timer = setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, slug]);

  return <Loading text="Redirecting..." />;
}
