import type { ReactNode } from 'react';
import { buttonClassName, type ButtonLook } from './ui/Button';

interface ButtonLinkProps extends ButtonLook {
  to: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * An in-app link drawn as a button: a real link, so it opens in a new tab and works before the app has loaded. A plain
 * anchor, which useInAppLinks opens within the app, as listings show one per card.
 */
export function ButtonLink({ to, className, children, 'data-testid': testId, ...look }: ButtonLinkProps) {
  return (
    <a href={to} className={[buttonClassName(look), className].filter(Boolean).join(' ')} data-testid={testId}>
      {children}
    </a>
  );
}
