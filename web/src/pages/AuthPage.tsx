import { Card, Col, Row, Tabs } from 'antd';
import { Navigate } from 'react-router-dom';
import { AuthBenefits } from '../components/auth/AuthBenefits';
import { LoginForm } from '../components/auth/LoginForm';
import { RegisterForm } from '../components/auth/RegisterForm';
import { Loading } from '../components/Loading';
import { useAuthActions } from '../hooks/useAuthActions';
import { useSession } from '../hooks/useSession';
import { BUSINESS } from '../business';
import { PageHead } from '../head/PageHead';

export function AuthPage() {
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
              defaultActiveKey="login"
              items={[
                { key: 'login', label: 'Login', children: <LoginForm onSubmit={login} submitting={loggingIn} /> },
                {
                  key: 'register',
                  label: 'Register',
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
