import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router-dom';

/** A button that navigates in-app (avoids nesting a button inside a link). */
export function ButtonLink({ to, ...props }: ButtonProps & { to: string }) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => navigate(to)} />;
}
