import { Card, Col, Row, Tabs } from 'antd';
import type { MouseEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthBenefits } from '../components/auth/AuthBenefits';
import { LoginForm } from '../components/auth/LoginForm';
import { RegisterForm } from '../components/auth/RegisterForm';
import { Loading } from '../components/Loading';
import { useAuthActions } from '../hooks/useAuthActions';
import { useSession } from '../hooks/useSession';
import { BUSINESS } from '../business';
import { PageHead } from '../head/PageHead';

type AuthTab = 'login' | 'register';

/**
 * A tab's label is a link to its own address (`/auth?tab=register`), which the server renders with that tab open:
 * a click works before the page's code has run. Once it runs, the tab opens in place.
 */
function TabLink({ tab, label }: { tab: AuthTab; label: string }) {
  const keepInPlace = (event: MouseEvent) => event.preventDefault();
  return (
    // Not a tab stop of its own: the keyboard moves between the tabs themselves.
    <a href={tab === 'register' ? '/auth?tab=register' : '/auth'} tabIndex={-1} onClick={keepInPlace}>
      {label}
    </a>
  );
}

export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const { user, loading } = useSession();
  const { login, register, loggingIn, registering } = useAuthActions();

  if (loading) return <Loading />;
  if (user) return <Navigate to="/" replace />;

  return (
    <div className="container section">
      <PageHead
        title="Sign In or Register"
        description={`Sign in to your ${BUSINESS.name} account, or create one to check out, follow your orders and hire quotes and keep a wishlist.`}
      />
      <Row gutter={[32, 32]} align="middle">
        <Col xs={24} md={12}>
          <Card>
            <Tabs
              activeKey={tab}
              onChange={(key) => setSearchParams(key === 'register' ? { tab: key } : {}, { replace: true })}
              items={[
                {
                  key: 'login',
                  label: <TabLink tab="login" label="Login" />,
                  children: <LoginForm onSubmit={login} submitting={loggingIn} />,
                },
                {
                  key: 'register',
                  label: <TabLink tab="register" label="Register" />,
                  children: <RegisterForm onSubmit={register} submitting={registering} />,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <AuthBenefits />
        </Col>
      </Row>
    </div>
  );
}
