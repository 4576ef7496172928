import { Result } from 'antd';
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
    <div data-testid={testId}>
      <PageHead title={title} description={subTitle} notFound />
      <Result
        status="404"
        title={title}
        subTitle={subTitle}
        extra={
          <ButtonLink to={to} type="primary">
            {action}
          </ButtonLink>
        }
      />
    </div>
  );
}
