import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Loading } from '../components/Loading';

const REDIRECT_DELAY_MS = 100;

/** Old /category/{slug} links move to /sales/category/{slug} after a short pause. */
export function LegacyCategoryRedirect() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(
      () => navigate(`/sales/category/${encodeURIComponent(slug)}`, { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, slug]);

  return <Loading text="Redirecting..." />;
}
