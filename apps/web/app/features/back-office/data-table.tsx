/**
 * The back office's one table (issue 18 part 8, decision 033): server-side search, filters, sort and pages, all in the
 * URL (plain links and a GET form: it works before the page's JavaScript has loaded), the count shown, and a CSV export
 * of the rows under the same filters and sort. Dense on a desktop; on a phone the table scrolls sideways inside its
 * frame and the columns marked `wide` are left out.
 */
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Inbox, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { exportHref, listHref, sortHref, type ListParams, type OfficeList } from './office-list.ts';

export interface DataTableProps<Row> {
  list: OfficeList<Row>;
  params: ListParams;
  rows: Row[];
  total: number;
  rowKey: (row: Row) => string | number;
  /** Names the table for screen readers. */
  caption: string;
  /** The search box's label; no search box when absent. */
  searchLabel?: MessageKey;
  /** Filter controls (selects named after the list's filters), submitted with the search. */
  filters?: ReactNode;
  /** What to say when nothing matches. */
  empty?: string;
  /** A test id on each row (e2e specs find a record's row by it). */
  rowTestId?: string;
  /** Anything between the search and the table (e.g. tabs by state). */
  children?: ReactNode;
}

/** A select filter of a list (its name is one of the list's filters), labelled for screen readers and tests. */
export function FilterSelect({ list, name, label, value, options }: { list: { id: string }; name: string; label: string; value: string | undefined; options: ReadonlyArray<{ value: string; label: string }> }) {
  const id = `${list.id}-${name}`;
  return (
    <div className="basis-40">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className="h-11 w-full rounded-lg border border-line bg-white px-3 text-[15px] sm:h-10">
        <option value="">{t('office.table.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function DataTable<Row>({ list, params, rows, total, rowKey, caption, searchLabel, filters, empty, rowTestId, children }: DataTableProps<Row>) {
  const pages = Math.max(1, Math.ceil(total / list.pageSize));
  const from = total === 0 ? 0 : (params.page - 1) * list.pageSize + 1;
  const to = Math.min(total, params.page * list.pageSize);
  const anyList = list as OfficeList<unknown>;
  const keep = Object.entries(params.filters).filter(([k]) => !filters || !list.filters.includes(k));
  const columns = list.columns.filter((c) => !c.csvOnly);

  return (
    <section aria-label={caption} className="mt-4">
      {(searchLabel || filters) && (
        <Form method="get" action={list.path} className="flex flex-wrap items-end gap-2" role="search">
          {searchLabel && (
            <div className="min-w-0 flex-1 basis-56">
              <label htmlFor={`${list.id}-q`} className="mb-1 block text-sm font-medium text-ink">
                {t(searchLabel)}
              </label>
              <span className="relative block">
                <Search size={16} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted" />
                <input id={`${list.id}-q`} type="search" name="q" defaultValue={params.q} maxLength={100} className="h-11 w-full rounded-lg border border-line bg-white pr-3 pl-9 text-[15px] sm:h-10" />
              </span>
            </div>
          )}
          {filters}
          {keep.map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          {(params.sort !== list.defaultSort || params.dir !== list.defaultDir) && (
            <>
              <input type="hidden" name="sort" value={params.sort} />
              <input type="hidden" name="dir" value={params.dir} />
            </>
          )}
          <button type="submit" className={buttonClass('secondary', 'sm')}>
            {t('office.table.apply')}
          </button>
        </Form>
      )}

      {children}

      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" aria-live="polite">
          {total === 0 ? t('office.table.none') : t('office.page', { from, to, total })}
        </p>
        {total > 0 && (
          <a href={exportHref(anyList, params)} download className={buttonClass('ghost', 'sm')}>
            <Download size={16} aria-hidden /> {t('office.table.export')}
          </a>
        )}
      </div>

      {rows.length === 0 ? (
        <div className="mt-2 flex flex-col items-center gap-2 rounded-xl border border-dashed border-line bg-white px-4 py-10 text-center text-muted">
          <Inbox size={28} aria-hidden />
          <p>{empty ?? t('office.table.empty')}</p>
        </div>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-xl border border-line bg-white">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-canvas text-left text-xs font-semibold tracking-wide text-muted uppercase">
              <tr>
                {columns.map((c) => {
                  const active = c.sort !== undefined && params.sort === c.sort;
                  const Icon = !active ? ArrowUpDown : params.dir === 'asc' ? ArrowUp : ArrowDown;
                  return (
                    <th
                      key={c.key}
                      scope="col"
                      aria-sort={active ? (params.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                      className={cn('px-3 py-2 whitespace-nowrap', c.numeric && 'text-right', c.wide && 'hidden md:table-cell')}
                    >
                      {c.sort ? (
                        <Link to={sortHref(anyList, params, c.sort)} preventScrollReset className={cn('inline-flex items-center gap-1 hover:text-brand-800', active && 'text-brand-900')}>
                          {t(c.label)} <Icon size={13} aria-hidden />
                        </Link>
                      ) : (
                        t(c.label)
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-t border-line align-top even:bg-canvas/40 hover:bg-brand-50/50" data-testid={rowTestId}>
                  {columns.map((c) => (
                    <td key={c.key} className={cn('px-3 py-2', c.numeric && 'text-right tabular-nums', c.nowrap && 'whitespace-nowrap', c.wide && 'hidden md:table-cell')}>
                      {c.cell ? c.cell(row) : (c.value(row) ?? '')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={params.page} pages={pages} hrefFor={(page) => listHref(anyList, params, { page })} />
    </section>
  );
}
