import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * Tabs with the ARIA tab pattern: arrow keys move between tabs. Every panel is in the page (the inactive ones
 * hidden), so the server's HTML carries them all.
 */
export function Tabs({ items, testId }: { items: TabItem[]; testId?: string }) {
  const [active, setActive] = useState(items[0]?.key);
  const id = useId();
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  function moveWithKeys(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = items.findIndex((item) => item.key === active);
    const next = items[(index + step + items.length) % items.length];
    setActive(next.key);
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
              onClick={() => setActive(item.key)}
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
          {item.children}
        </div>
      ))}
    </div>
  );
}
