/**
 * A textarea that offers colleagues to mention while one types `@name` (issue 22 parts 2 and 3: mentions with
 * autocomplete in posts and in comments). The suggestions come from the feed page's loader (`/feeds?mention=`, the
 * API's `GET /v1/feeds/mentions`); a chosen one is written `@[Name](id)`, as the API reads a mention (decision 060).
 * Arrow keys move, Enter or Tab picks, Escape closes. Without JavaScript it is a plain textarea.
 */
import { useRef, useState, type KeyboardEvent, type TextareaHTMLAttributes } from 'react';
import { useFetcher } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';
import type { MentionSuggestion } from './feed-form.ts';

/** The @word being typed just before the caret, if any. */
function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const m = /(^|\s)@([\p{L}.]{2,30})$/u.exec(text.slice(0, caret));
  return m ? { start: caret - m[2]!.length - 1, query: m[2]! } : null;
}

export function MentionTextarea({ id, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string }) {
  const mentions = useFetcher<{ suggestions?: MentionSuggestion[] }>();
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const ref = useRef<HTMLTextAreaElement>(null);
  const suggestions = query ? (mentions.data?.suggestions ?? []) : [];
  const listId = `${id}-mentions`;

  function onText() {
    const el = ref.current;
    if (!el) return;
    const q = mentionQuery(el.value, el.selectionStart ?? el.value.length);
    setQuery(q);
    setActive(0);
    if (q) mentions.load(`/feeds?mention=${encodeURIComponent(q.query)}`);
  }

  function pick(s: MentionSuggestion) {
    const el = ref.current;
    if (!el || !query) return;
    const end = query.start + 1 + query.query.length;
    const token = `@[${s.name}](${s.userId}) `;
    el.value = `${el.value.slice(0, query.start)}${token}${el.value.slice(end)}`;
    const caret = query.start + token.length;
    el.setSelectionRange(caret, caret);
    el.focus();
    setQuery(null);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (!suggestions.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(suggestions[active]!);
    } else if (e.key === 'Escape') setQuery(null);
  }

  return (
    <div className="relative">
      <textarea
        {...rest}
        ref={ref}
        id={id}
        onInput={onText}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setQuery(null), 150)}
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={suggestions.length ? `${listId}-${suggestions[active]?.userId}` : undefined}
      />
      {suggestions.length > 0 && (
        <ul id={listId} role="listbox" aria-label={t('feedsWeb.composer.mentions')} className="absolute z-10 mt-1 max-h-56 w-full max-w-sm overflow-auto rounded-lg border border-line bg-white p-1 shadow-lg">
          {suggestions.map((s, i) => (
            <li
              key={s.userId}
              id={`${listId}-${s.userId}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(s);
              }}
              className={cn('cursor-pointer rounded-md px-3 py-2 text-[15px]', i === active ? 'bg-brand-50 text-brand-900' : 'text-ink')}
            >
              {s.name}
              {s.subtitle && <> <span className="ml-1 text-sm text-muted">{s.subtitle}</span></>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
