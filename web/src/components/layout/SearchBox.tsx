import { SearchOutlined } from '@ant-design/icons';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchPath } from './navLinks';

/**
 * Product search. A plain GET form (styled as antd's search input): it works before the page's script has run, the
 * server answering /sales/search?q=…, and once the app runs the search opens within it. Blank input is ignored:
 * the field's own rules (required, something other than spaces) hold the form back with or without the app.
 */
export function SearchBox({ testId }: { testId: string }) {
  const navigate = useNavigate();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (query) navigate(searchPath(query));
  }

  return (
    <form role="search" action="/sales/search" method="get" className="search-box" onSubmit={search}>
      <input
        type="search"
        name="q"
        placeholder="Search products..."
        aria-label="Search products"
        required
        pattern=".*\S.*"
        title="Type what you are looking for"
        data-testid={testId}
      />
      <button type="submit" aria-label="Search">
        <SearchOutlined />
      </button>
    </form>
  );
}
