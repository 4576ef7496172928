import { Result } from 'antd';
import { ButtonLink } from '../components/ButtonLink';

export function NotFoundPage() {
  return (
    <div data-testid="not-found">
      <Result
        status="404"
        title="Page Not Found"
        subTitle="Sorry, the page you're looking for doesn't exist or has been moved."
        extra={
          <ButtonLink to="/" type="primary">
            Return to Home
          </ButtonLink>
        }
      />
    </div>
  );
}
