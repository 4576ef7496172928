import { Result } from 'antd';
import { ButtonLink } from './ButtonLink';

interface NotFoundResultProps {
  testId: string;
  title: string;
  subTitle: string;
  /** Where the one button goes, and its text. */
  to: string;
  action: string;
}

/** A 404 message with one way back into the shop. */
export function NotFoundResult({ testId, title, subTitle, to, action }: NotFoundResultProps) {
  return (
    <div data-testid={testId}>
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
