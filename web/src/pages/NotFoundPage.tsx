import { NotFoundResult } from '../components/NotFoundResult';

export function NotFoundPage() {
  return (
    <NotFoundResult
      testId="not-found"
      title="Page Not Found"
      subTitle="Sorry, the page you're looking for doesn't exist or has been moved."
      to="/"
      action="Return to Home"
    />
  );
}
