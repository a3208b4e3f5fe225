import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { SearchKind } from '@nirog/shared/assistant';
import { cn } from '../ui/cn.ts';

/** One suggestion: a result of the universal search (decision 071), or the last row, "Search all for …". */
interface Suggestion {
  title: string;
  path: string;
  /** The group's heading, as the API words it in the page's language; none on the last row. */
  group: string | null;
}

const SEARCH_PAGE = '/medicines/allMedicines';
const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;

/**
 * The header's search field. Without JavaScript it is a plain input of the search GET form. With JavaScript it is
 * an ARIA combobox: as the person types, suggestions from the universal search (GET /api/pub/v1/search, mode 2, the
 * page's own kind first: decision 071) appear in a listbox, medicines, doctors, clinics, articles and discussions,
 * then "Search all"; ArrowDown/ArrowUp move through them, Enter opens the highlighted one (or searches when none is), Escape
 * closes the list. Searching (Enter or the button) closes the list and drops suggestions still on their way, so no
 * late answer opens it over the results (decision 041); it opens again only while the person types.
 */
export function SearchCombobox({
  id,
  name,
  placeholder,
  defaultValue,
  className,
  first = 'medicines',
}: {
  first?: SearchKind;
  id: string;
  name: string;
  placeholder: string;
  defaultValue?: string;
  className?: string;
}) {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listId = `${id}-listbox`;
  const optionPrefix = useId();
  // On the search results page the field shows the query searched.
  const current = location.pathname === SEARCH_PAGE ? (params.get('search') ?? '') : (defaultValue ?? '');
  const [value, setValue] = useState(current);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  /** Closes the list and forgets suggestions asked for and not yet shown. */
  const close = () => {
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
    setOpen(false);
    setActive(-1);
  };

  // On a new page the field shows that page's query; but what the person typed before the scripts arrived (the first
  // run, at hydration) is kept, so a search typed on a slow link is never wiped.
  const hydrated = useRef(false);
  useEffect(() => {
    const typed = hydrated.current ? null : (input.current?.value ?? null);
    hydrated.current = true;
    setValue(typed !== null && typed !== current ? typed : current);
    close();
    setItems([]);
  }, [current, location.key]);
  // The button submits the form without a key in the field: close on the form's submit too.
  useEffect(() => {
    const form = input.current?.form;
    form?.addEventListener('submit', close);
    return () => form?.removeEventListener('submit', close);
  }, []);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const suggest = (q: string) => {
    clearTimeout(timer.current);
    request.current?.abort();
    const term = q.trim();
    if (term.length < MIN_CHARS) {
      setItems([]);
      setOpen(false);
      setActive(-1);
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const q = encodeURIComponent(term.slice(0, 60));
        const res = await fetch(`/api/pub/v1/search?q=${q}&mode=2&limit=4&first=${first}`, { signal: controller.signal, headers: { platform: 'web' } });
        const body = (await res.json()) as { status: boolean; entity?: { seeAll: string; groups: Array<{ label: string; items: Array<{ title: string; path: string }> }> } };
        const hits = body.status && body.entity ? body.entity.groups.flatMap((g) => g.items.map((i) => ({ title: i.title, path: i.path, group: g.label }))) : [];
        const found: Suggestion[] = hits.length && body.entity ? [...hits, { title: body.entity.seeAll, path: `/search?q=${q}&first=${first}`, group: null }] : [];
        // An answer that arrives after a search, or after the field was left, does not open the list.
        if (request.current !== controller) return;
        setItems(found);
        setOpen(found.length > 0 && document.activeElement === input.current);
        setActive(-1);
      } catch {
        // Aborted by newer typing, or offline: the form still searches on Enter.
      }
    }, DEBOUNCE_MS);
  };

  const openProduct = (s: Suggestion) => {
    setOpen(false);
    setActive(-1);
    navigate(s.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      if (!items.length) return;
      e.preventDefault();
      if (!open) setOpen(true);
      setActive((a) => (open ? (a + 1) % items.length : 0));
    } else if (e.key === 'ArrowUp') {
      if (!items.length) return;
      e.preventDefault();
      if (!open) setOpen(true);
      setActive((a) => (!open || a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && items[active]) {
        e.preventDefault();
        openProduct(items[active]);
      } else close();
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const expanded = open && items.length > 0;
  return (
    <div className="relative min-w-0 flex-1">
      <input
        ref={input}
        id={id}
        name={name}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${optionPrefix}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          suggest(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => items.length > 0 && value.trim().length >= MIN_CHARS && setOpen(true)}
        onBlur={() => setOpen(false)}
        placeholder={placeholder}
        className={className}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={first === 'medicines' ? t('search.suggestions') : t('search.label')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[60vh] overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        {items.map((s, i) => (
          <li
            key={s.path}
            id={`${optionPrefix}-${i}`}
            role="option"
            aria-selected={i === active}
            // Keeps the focus in the field, so the click lands here before the field's blur closes the list.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => openProduct(s)}
            // Hover only shows where a click goes; the highlighted (Enter) option moves with the arrow keys alone, so a
            // pointer resting where the list opens never changes what Enter does.
            className={cn(
              'flex cursor-pointer flex-col px-3 py-2 text-[15px] hover:bg-canvas sm:flex-row sm:items-baseline sm:justify-between sm:gap-4',
              i === active ? 'bg-brand-50 text-brand-900' : 'text-ink',
            )}
          >
            <span className="min-w-0 truncate font-medium">{s.title}</span>
            {s.group && <span className="shrink-0 truncate text-xs text-muted sm:text-sm">{s.group}</span>}
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded ? t(items.length === 1 ? 'search.suggestionCountOne' : 'search.suggestionCount', { count: items.length }) : ''}
      </p>
    </div>
  );
}
