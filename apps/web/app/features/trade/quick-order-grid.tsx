/**
 * The quick order grid (decision 043): every pack of a search (or of what the buyer orders often) in one dense list,
 * a quantity box per pack, and one "Add to cart" for all of them. A plain form: it works before JavaScript loads;
 * with it, the button counts the lines and units typed and the boxes clear after a successful add.
 */
import { Search, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { BulkLineResult } from '@nirog/shared/schemas/trade';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatRupees } from '../../lib/format.ts';
import { BulkReport } from './bulk-report.tsx';
import type { GridRow, QuickOrderResult } from './quick-order.server.ts';
import { SchemeOffers } from '../catalog/scheme-offers.tsx';

const QTY = /^qty-\d+$/;

function typedTotals(form: HTMLFormElement | null) {
  let lines = 0;
  let units = 0;
  if (!form) return { lines, units };
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement) || !QTY.test(el.name)) continue;
    const n = Number(el.value.trim());
    if (el.value.trim() !== '' && Number.isInteger(n) && n > 0) {
      lines += 1;
      units += n;
    }
  }
  return { lines, units };
}

export function QuickOrderSearch({ q }: { q: string }) {
  return (
    <Form method="get" role="search" className="flex w-full max-w-xl">
      <label htmlFor="grid-search" className="sr-only">
        {t('tradeUi.grid.searchLabel')}
      </label>
      <input
        id="grid-search"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={100}
        placeholder={t('tradeUi.grid.searchPlaceholder')}
        className="h-11 w-full rounded-l-lg border border-r-0 border-line bg-white px-3 text-[15px] focus:border-brand-600 focus:outline-none"
      />
      <button type="submit" className={cn(buttonClass('primary', 'md'), 'rounded-l-none')}>
        <Search size={18} aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('tradeUi.grid.search')}</span>
      </button>
    </Form>
  );
}

export function QuickOrderGrid({ rows, result }: { rows: GridRow[]; result: QuickOrderResult | undefined }) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
  const [totals, setTotals] = useState({ lines: 0, units: 0 });
  const byPack = new Map<number, BulkLineResult>(result?.ok ? result.lines.map((l) => [l.packageId, l]) : []);
  const failed = result && !result.ok ? result : undefined;

  // After a successful add the typed quantities are in the cart: clear the boxes for the next lines.
  useEffect(() => {
    if (result?.ok && formRef.current) {
      formRef.current.reset();
      setTotals({ lines: 0, units: 0 });
    }
  }, [result]);

  return (
    <>
      {result?.ok && <BulkReport lines={result.lines} count={result.count} message={result.message} className="mt-5" />}
      {failed && (
        <Alert tone="error" className="mt-5">
          {failed.message}
        </Alert>
      )}
      <Form method="post" ref={formRef} className="mt-5" onInput={() => setTotals(typedTotals(formRef.current))} data-testid="quick-order-form">
        <div className="overflow-hidden rounded-xl border border-line bg-white shadow-sm">
          <div className="hidden grid-cols-[minmax(0,1fr)_9rem_7rem_6rem] gap-4 border-b border-line bg-canvas px-4 py-2 text-xs font-semibold tracking-wide text-muted uppercase sm:grid">
            <span>{t('tradeUi.grid.medicine')}</span>
            <span>{t('tradeUi.grid.pack')}</span>
            <span className="text-right">{t('tradeUi.grid.price')}</span>
            <span className="text-right">{t('tradeUi.grid.quantity')}</span>
          </div>
          <ul className="divide-y divide-line">
            {rows.map((r) => {
              const line = byPack.get(r.packageId);
              const fieldError = failed?.fields[String(r.packageId)];
              const inputId = `qty-${r.packageId}`;
              return (
                <li key={r.packageId} className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-center gap-x-3 gap-y-1 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_9rem_7rem_6rem] sm:gap-x-4 sm:py-2" data-testid="grid-row">
                  <div className="min-w-0 sm:col-span-1">
                    <label htmlFor={inputId} className="block truncate text-[15px] font-medium text-ink">
                      <Link to={`/medicines/${r.slug}`} className="hover:underline">
                        {r.name}
                      </Link>
                    </label>
                    <span className="block truncate text-sm text-muted">
                      {r.brand}
                      {r.prescriptionRequired ? ` · ${t('tradeUi.grid.rx')}` : ''}
                    </span>
                    <SchemeOffers offers={r.offers} compact />
                    <span className="block text-sm text-muted sm:hidden">
                      {r.label} · <span className="font-medium text-ink tabular-nums">{formatRupees(r.price)}</span>
                      {r.mrp > r.price && <s className="ml-1 text-xs tabular-nums">{formatRupees(r.mrp)}</s>}
                    </span>
                  </div>
                  <span className="hidden text-sm text-ink sm:block">{r.label}</span>
                  <span className="hidden text-right text-sm tabular-nums sm:block">
                    <span className="block font-medium text-ink">{formatRupees(r.price)}</span>
                    {r.mrp > r.price && <s className="block text-xs text-muted">{formatRupees(r.mrp)}</s>}
                  </span>
                  <span className="row-span-2 self-start justify-self-end sm:row-span-1 sm:self-center">
                    {r.inStock ? (
                      <input
                        id={inputId}
                        name={inputId}
                        type="text"
                        inputMode="numeric"
                        pattern="[0-9]*"
                        maxLength={3}
                        autoComplete="off"
                        placeholder="0"
                        defaultValue={failed?.values[String(r.packageId)] ?? ''}
                        aria-label={t('tradeUi.grid.qtyFor', { name: r.name, label: r.label })}
                        aria-invalid={fieldError ? true : undefined}
                        className={cn(
                          'h-11 w-20 rounded-lg border bg-white px-2 text-right text-[15px] tabular-nums focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 sm:h-9',
                          fieldError ? 'border-danger' : 'border-line',
                        )}
                      />
                    ) : (
                      <span className="text-sm text-muted">{t('tradeUi.grid.outOfStock')}</span>
                    )}
                  </span>
                  {(fieldError || line) && (
                    <p className={cn('col-span-1 text-sm sm:col-span-4', fieldError || line?.outcome === 'refused' ? 'text-danger' : line?.outcome === 'capped' ? 'text-saffron-700' : 'text-brand-700')}>
                      {fieldError ?? line?.message ?? t('tradeUi.grid.inCart', { count: line!.inCart })}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          <p className="text-sm text-muted" aria-live="polite">
            {totals.lines > 0 ? t('tradeUi.grid.typed', { lines: totals.lines, units: totals.units }) : t('tradeUi.grid.typeHint')}
          </p>
          <Button type="submit" disabled={busy}>
            <ShoppingCart size={18} aria-hidden />
            {busy ? t('tradeUi.grid.adding') : t('tradeUi.grid.add')}
          </Button>
        </div>
      </Form>
    </>
  );
}
