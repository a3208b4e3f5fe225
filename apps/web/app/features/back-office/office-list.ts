/**
 * Back-office lists (issue 18 part 8, decision 033): a list is defined once (its page, its API call, its sorts,
 * filters and columns) and that definition drives the page's table (`DataTable`), its links (sort, page, filters:
 * all in the URL, so a list works without JavaScript and can be shared) and its CSV export (`/admin/export/{id}`),
 * which pages through the same API call with the same filters and sort.
 */
import type { ReactNode } from 'react';
import type { MessageKey } from '@nirog/shared/messages/catalogue';
import type { OperatorRole } from '@nirog/shared/codes/operator-roles';
import type { SortDir } from '@nirog/shared/schemas/office-list';
import type { CsvValue } from './csv.ts';

export interface Column<Row> {
  key: string;
  label: MessageKey;
  /** The sort name the API takes for this column, when it can sort by it. */
  sort?: string;
  /** The value in the CSV export (and the cell, when there is no `cell`). */
  value: (row: Row) => CsvValue;
  cell?: (row: Row) => ReactNode;
  /** Numbers and money line up on the right. */
  numeric?: boolean;
  /** Left out of the table on a phone (still in the export). */
  wide?: boolean;
  /** Kept on one line (dates, codes). */
  nowrap?: boolean;
  /** Only in the CSV export (a value the table shows inside another column). */
  csvOnly?: boolean;
  /** Only in the table (buttons), not in the CSV export. */
  screenOnly?: boolean;
}

export interface ListParams {
  q: string;
  sort: string;
  dir: SortDir;
  page: number;
  /** The list's own filters that are set (name → value). */
  filters: Record<string, string>;
}

export interface OfficeList<Row> {
  /** The export's name: /admin/export/{id}. */
  id: string;
  /** The page that shows the list. */
  path: string;
  /** Who may export it (the role the API checks). */
  role: OperatorRole;
  sorts: readonly string[];
  defaultSort: string;
  defaultDir: SortDir;
  /** Query parameters the list filters by, passed through to the API as they are. */
  filters: readonly string[];
  pageSize: number;
  /** The API path for a page of rows (`skip`/`limit` set by the caller). */
  apiPath: (params: ListParams, skip: number, limit: number) => string;
  columns: ReadonlyArray<Column<Row>>;
}

/** Typed helper so a list's columns know its row type. */
export const defineList = <Row>(list: OfficeList<Row>) => list;

const MAX_PAGE = 100_000;

export function parseListParams(list: Pick<OfficeList<unknown>, 'sorts' | 'defaultSort' | 'defaultDir' | 'filters'>, url: URL): ListParams {
  const get = (k: string) => url.searchParams.get(k)?.trim() ?? '';
  const sort = list.sorts.includes(get('sort')) ? get('sort') : list.defaultSort;
  const dir = get('dir') === 'asc' || get('dir') === 'desc' ? (get('dir') as SortDir) : list.defaultDir;
  const n = Number(get('page'));
  const page = Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
  const filters: Record<string, string> = {};
  for (const f of list.filters) if (get(f)) filters[f] = get(f).slice(0, 100);
  return { q: get('q').slice(0, 100), sort, dir, page, filters };
}

/** The query string of a list's state: only what differs from the defaults. */
export function listSearch(list: Pick<OfficeList<unknown>, 'defaultSort' | 'defaultDir'>, p: ListParams, withPage = true): string {
  const q = new URLSearchParams();
  if (p.q) q.set('q', p.q);
  for (const [k, v] of Object.entries(p.filters)) if (v) q.set(k, v);
  if (p.sort !== list.defaultSort || p.dir !== list.defaultDir) {
    q.set('sort', p.sort);
    q.set('dir', p.dir);
  }
  if (withPage && p.page > 1) q.set('page', String(p.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function listHref(list: OfficeList<never> | OfficeList<unknown>, p: ListParams, change: Partial<ListParams> = {}): string {
  return `${list.path}${listSearch(list, { ...p, ...change })}`;
}

/** The link a column's header sorts by: its column first in its natural direction, then the other way. */
export function sortHref(list: OfficeList<unknown>, p: ListParams, sort: string): string {
  const dir: SortDir = p.sort === sort ? (p.dir === 'asc' ? 'desc' : 'asc') : 'asc';
  return listHref(list, p, { sort, dir, page: 1 });
}

/** The API query parameters every list shares (add the list's own path before it). */
export function apiListQuery(p: ListParams, skip: number, limit: number): string {
  const q = new URLSearchParams({ sort: p.sort, dir: p.dir, skip: String(skip), limit: String(limit) });
  if (p.q) q.set('q', p.q);
  for (const [k, v] of Object.entries(p.filters)) q.set(k, v);
  return q.toString();
}

export const exportHref = (list: OfficeList<unknown>, p: ListParams) => `/admin/export/${list.id}${listSearch(list, p, false)}`;
