import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { Button, Result, Spin } from 'antd';
import { ME } from '../graphql/viewer';

/** Where each kind of visitor is sent; these pages live in the storefront app, hence full-page navigation. */
const LOGIN_PAGE = '/auth';
const SHOP_HOME = '/';

function Centered({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div data-testid={testId} style={{ minHeight: '60vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      {children}
    </div>
  );
}

/** Lets only signed-in admins through; everyone else is sent where the spec says. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(ME, { fetchPolicy: 'network-only' });
  const viewer = data?.me ?? null;
  const destination = loading || error ? null : !viewer ? LOGIN_PAGE : viewer.role !== 'admin' ? SHOP_HOME : null;

  useEffect(() => {
    if (destination) window.location.assign(destination);
  }, [destination]);

  if (loading) {
    return (
      <Centered testId="admin-guard-loading">
        <Spin size="large" aria-label="Checking your session" />
      </Centered>
    );
  }
  if (error) {
    return (
      <Centered testId="admin-guard-error">
        <Result
          status="error"
          title="Could not check your session"
          subTitle={error.message}
          extra={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      </Centered>
    );
  }
  if (destination === LOGIN_PAGE)
    return <Centered testId="admin-guard-redirect-login">Redirecting to login...</Centered>;
  if (destination === SHOP_HOME) return <Centered testId="admin-guard-access-denied">Access denied...</Centered>;
  return <>{children}</>;
}
