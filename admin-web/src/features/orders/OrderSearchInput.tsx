import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';

/** Typing pauses this long before the table is searched, so each keystroke does not cost a request. */
const TYPING_PAUSE_MS = 400;

/**
 * Search box that searches once typing pauses, or at once on Enter, the search button or clear. It may report the same
 * search twice (e.g. Enter after the pause); the caller ignores a search that changes nothing.
 */
export function OrderSearchInput({ onSearch }: { onSearch: (search: string) => void }) {
  const [text, setText] = useState('');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const searchNow = (next: string) => {
    window.clearTimeout(timer.current);
    onSearch(next.trim());
  };

  return (
    <Input.Search
      allowClear
      placeholder="Search by order id, customer name or email"
      aria-label="Search orders"
      data-testid="orders-search"
      style={{ width: 340 }}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => searchNow(next), TYPING_PAUSE_MS);
      }}
      onSearch={searchNow}
    />
  );
}
