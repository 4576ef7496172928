import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: string;
  children: ReactNode;
}

interface TabsProps {
  items: TabItem[];
  testId?: string;
  /** The tab shown, when the page decides it (e.g. from the address); else the tabs keep their own. */
  activeKey?: string;
  onChange?(key: string): void;
  /**
   * A panel is drawn once its tab is first shown, and kept then (antd's Tabs): for panels that ask the API for their
   * content. Otherwise every panel is in the page (the inactive ones hidden), so the server's HTML carries them all.
   */
  lazy?: boolean;
}

/** Tabs with the ARIA tab pattern: arrow keys move between tabs. */
export function Tabs({ items, testId, activeKey, onChange, lazy = false }: TabsProps) {
  const [own, setOwn] = useState(items[0]?.key);
  const active = activeKey ?? own;
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(active === undefined ? [] : [active]));
  if (active !== undefined && !shown.has(active)) setShown(new Set([...shown, active]));
  const id = useId();
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  function select(key: string) {
    setOwn(key);
    onChange?.(key);
  }

  function moveWithKeys(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = items.findIndex((item) => item.key === active);
    const next = items[(index + step + items.length) % items.length];
    select(next.key);
    document.getElementById(tabId(next.key))?.focus();
  }

  return (
    <div className="tabs" data-testid={testId}>
      <div className="tabs-list" role="tablist" onKeyDown={moveWithKeys}>
        {items.map((item) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              id={tabId(item.key)}
              type="button"
              role="tab"
              className="tabs-tab"
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          id={panelId(item.key)}
          role="tabpanel"
          aria-labelledby={tabId(item.key)}
          hidden={item.key !== active}
        >
          {(!lazy || shown.has(item.key) || item.key === active) && item.children}
        </div>
      ))}
    </div>
  );
}
