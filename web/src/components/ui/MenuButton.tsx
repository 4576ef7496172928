import { DownOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from './Button';
import { useDismiss } from './useDismiss';

export type MenuEntry =
  | { key: string; label: string; to: string }
  /** A link out of the shop's app (a full page load). */
  | { key: string; label: string; href: string }
  | { key: string; label: string; onSelect(): void }
  | { key: string; divider: true };

interface MenuButtonProps {
  label: string;
  icon?: ReactNode;
  items: MenuEntry[];
  /** Also opens while a mouse rests on it (a tap or a click always toggles it). */
  openOnHover?: boolean;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  testId?: string;
}

// Long enough to cross the gap between the button and its menu without it closing.
const HOVER_CLOSE_DELAY_MS = 150;

/** A text button that opens a menu of links and actions (antd's Dropdown with a Menu), with the ARIA menu roles. */
export function MenuButton({ label, icon, items, openOnHover = false, align = 'start', testId }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const focusFirstItem = useRef(false);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);

  useEffect(() => {
    if (!open || !focusFirstItem.current) return;
    focusFirstItem.current = false;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function hover(event: PointerEvent, entering: boolean) {
    if (!openOnHover || event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (entering) setOpen(true);
    else closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  }

  function toggle(event: MouseEvent) {
    // A click from the keyboard (Enter or Space) has no pointer position: move focus into the menu it opens.
    focusFirstItem.current = !open && event.detail === 0;
    setOpen(!open);
  }

  return (
    <div
      ref={root}
      className="popup-anchor"
      onPointerEnter={(event) => hover(event, true)}
      onPointerLeave={(event) => hover(event, false)}
    >
      <button
        type="button"
        className={buttonClassName({ variant: 'text' })}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid={testId}
        onClick={toggle}
      >
        {icon}
        <span>{label}</span>
        <DownOutlined />
      </button>
      {open && (
        <ul className={`menu-popup menu-popup-${align}`} role="menu" aria-label={label}>
          {items.map((item) => (
            <li key={item.key} role={'divider' in item ? 'separator' : 'none'}>
              {'to' in item && (
                <Link to={item.to} role="menuitem" onClick={close}>
                  {item.label}
                </Link>
              )}
              {'href' in item && (
                <a href={item.href} role="menuitem">
                  {item.label}
                </a>
              )}
              {'onSelect' in item && (
                <button
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    close();
                    item.onSelect();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
