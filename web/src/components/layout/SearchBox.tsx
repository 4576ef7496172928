import { useQuery } from '@apollo/client';
import { SearchOutlined } from '@ant-design/icons';
import { SUGGEST_FROM_CHARACTERS } from '@shop/contracts';
import { usePaused } from '@shop/web-common';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_SUGGESTIONS_QUERY } from '../../graphql/search';
import '../search/search.css';
import { searchPath } from './navLinks';

/** How long typing pauses before suggestions are asked for: one request per pause, not per key. */
const SUGGEST_AFTER_MS = 150;

interface Option {
  key: string;
  label: string;
  detail: string;
  to: string;
}

/**
 * Product search. A plain GET form (styled as antd's search input): it works before the page's script has run, the
 * server answering /sales/search?q=…, and once the app runs the search opens within it. Blank input is ignored:
 * the field's own rules (required, something other than spaces) hold the form back with or without the app.
 * Once the app runs, the field is a combobox (the WAI-ARIA pattern): from two characters it lists products and
 * categories, Up and Down move through them, Enter opens the one chosen (or searches), Escape closes the list.
 */
export function SearchBox({ testId }: { testId: string }) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = usePaused(text.trim(), SUGGEST_AFTER_MS);
  const { data } = useQuery(SEARCH_SUGGESTIONS_QUERY, {
    variables: { q: typed },
    skip: typed.length < SUGGEST_FROM_CHARACTERS,
  });
  const suggestions = typed.length < SUGGEST_FROM_CHARACTERS ? undefined : data?.searchSuggestions;
  const options: Option[] = [
    ...(suggestions?.products ?? []).map((p) => ({
      key: `product-${p.id}`,
      label: p.name,
      detail: p.reference,
      to: p.kind === 'hire' ? `/hire/${p.slug}` : `/product/${p.slug}`,
    })),
    ...(suggestions?.categories ?? []).map((c) => ({
      key: `category-${c.id}`,
      label: `${typed} in ${c.name}`,
      detail: 'Category',
      to: `${searchPath(typed)}&category=${c.id}`,
    })),
  ];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  function go(to: string) {
    setOpen(false);
    setActive(-1);
    navigate(to);
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (expanded && active >= 0) return go(options[active].to);
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (query) go(searchPath(query));
  }

  function move(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    if (options.length === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // Past either end comes back to the field itself (-1), as the pattern's examples do.
    setActive((current) => ((current + step + 1 + options.length + 1) % (options.length + 1)) - 1);
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
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        // Uncontrolled: what was typed before the app ran stays in the field when it takes over.
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={move}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        data-testid={testId}
      />
      <button type="submit" aria-label="Search">
        <SearchOutlined />
      </button>
      <ul id={listId} role="listbox" aria-label="Suggestions" className="search-suggestions" hidden={!expanded}>
        {options.map((option, i) => (
          <li
            key={option.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Chosen on mouse down, before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              go(option.to);
            }}
            data-testid="search-suggestion"
          >
            {option.label}
            <span className="muted">{option.detail}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
