import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';
import { formatRupees } from '../../lib/format.ts';
import type { PackageView } from '@nirog/shared/catalog';

/** False on the server and in the first render; true once JavaScript runs in the browser. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Pack sizes as a radio group. Each option is a link to `?pack=<id>`, so without JavaScript choosing a pack loads
 * the page with that pack's price; with JavaScript the choice is instant and the arrow keys move between packs
 * (the radio-group keyboard pattern: one tab stop, arrows change the choice).
 */
export function PackSelector({
  packs,
  selectedId,
  hrefFor,
  onSelect,
  labelledBy,
}: {
  packs: PackageView[];
  selectedId: number;
  hrefFor: (packId: number) => string;
  onSelect: (packId: number) => void;
  labelledBy: string;
}) {
  const hydrated = useHydrated();
  const refs = useRef<Array<HTMLAnchorElement | null>>([]);
  const index = Math.max(0, packs.findIndex((k) => k.id === selectedId));

  const choose = (i: number) => {
    onSelect(packs[i].id);
    refs.current[i]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>) => {
    const n = packs.length;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') choose((index + 1) % n);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') choose((index - 1 + n) % n);
    else if (e.key === 'Home') choose(0);
    else if (e.key === 'End') choose(n - 1);
    else if (e.key === ' ') choose(Number(e.currentTarget.dataset.index));
    else return;
    e.preventDefault();
  };
  const onClick = (e: MouseEvent<HTMLAnchorElement>, id: number) => {
    // Opening in a new tab stays a link.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    onSelect(id);
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
      {packs.map((k, i) => {
        const checked = k.id === selectedId;
        return (
          <a
            key={k.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            href={hrefFor(k.id)}
            role="radio"
            aria-checked={checked}
            data-index={i}
            tabIndex={hydrated ? (checked ? 0 : -1) : undefined}
            onClick={(e) => onClick(e, k.id)}
            onKeyDown={onKeyDown}
            rel="nofollow"
            className={cn(
              'flex min-h-14 flex-col justify-center rounded-lg border px-3 py-2 text-left',
              checked ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-line bg-white hover:border-brand-200 hover:bg-brand-50/50',
            )}
          >
            <span className="text-[15px] font-medium text-ink">{k.label}</span>
            <span className="text-sm text-muted tabular-nums">
              {formatRupees(k.price)}
              {!k.inStock && <span className="ml-1.5 font-medium text-danger">· {t('catalog.stock.outShort')}</span>}
            </span>
          </a>
        );
      })}
    </div>
  );
}
