import { PageHead } from '../head/PageHead';
import { ButtonLink } from './ButtonLink';

interface NotFoundResultProps {
  testId: string;
  title: string;
  subTitle: string;
  /** Where the one button goes, and its text. */
  to: string;
  action: string;
}

/** A 404 message with one way back into the shop (the server answers such a page with 404). */
export function NotFoundResult({ testId, title, subTitle, to, action }: NotFoundResultProps) {
  return (
    <div className="result" data-testid={testId}>
      <PageHead title={title} description={subTitle} notFound />
      <p className="result-status" aria-hidden="true">
        404
      </p>
      <h1 className="result-title">{title}</h1>
      <p className="result-subtitle">{subTitle}</p>
      <ButtonLink to={to} variant="primary">
        {action}
      </ButtonLink>
    </div>
  );
}
