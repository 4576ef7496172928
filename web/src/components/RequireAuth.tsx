import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../hooks/useSession';
import { useServerRedirect } from '../ssr/renderPass';
import { Loading } from './Loading';

/** Signed-in routes: spinner while the session loads, otherwise off to /auth (a redirect when the server renders). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const signedOut = !loading && !user;
  useServerRedirect(signedOut ? '/auth' : null);

  useEffect(() => {
    if (signedOut) navigate('/auth', { replace: true });
  }, [signedOut, navigate]);

  if (loading) return <Loading />;
  if (!user) return <Loading text="Redirecting to login..." />;
  return <>{children}</>;
}
