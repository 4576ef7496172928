import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

/** How a button looks: antd's button types, sizes and shapes, drawn by ui.css. */
export interface ButtonLook {
  variant?: 'default' | 'primary' | 'text' | 'link' | 'ghost';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle';
  /** Red text, for removing things. */
  danger?: boolean;
  /** As wide as its container. */
  block?: boolean;
}

export function buttonClassName({ variant = 'default', size = 'middle', shape, danger, block }: ButtonLook): string {
  return [
    'btn',
    variant !== 'default' && `btn-${variant}`,
    size !== 'middle' && `btn-${size}`,
    shape === 'circle' && 'btn-circle',
    danger && 'btn-danger',
    block && 'btn-block',
  ]
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  icon?: ReactNode;
  /** Shows a spinner in place of the icon and ignores clicks until the work is done. */
  loading?: boolean;
  htmlType?: 'button' | 'submit';
}

/** A plain button drawn as antd's Button, for the pages that load without antd. */
export function Button({
  variant,
  size,
  shape,
  danger,
  block,
  icon,
  loading = false,
  htmlType = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const look = buttonClassName({ variant, size, shape, danger, block });
  const iconOnly = children === undefined || children === null;
  return (
    <button
      {...rest}
      type={htmlType}
      className={[look, iconOnly && 'btn-icon-only', loading && 'btn-loading', className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      {loading ? <Spinner /> : icon}
      {!iconOnly && <span>{children}</span>}
    </button>
  );
}
