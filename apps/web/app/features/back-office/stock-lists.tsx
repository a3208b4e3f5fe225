/**
 * Stock in the back office (issue 18 part 3, decision 035): the stock list (/admin/stock, with a count form per row)
 * and the movement log (/admin/stock/movements), each defined once for its page and its CSV export.
 */
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { LOW_STOCK_UNITS } from '@nirog/shared/catalog';
import { STOCK_MOVEMENT_SOURCES, type StockMovementSource } from '@nirog/shared/codes/stock';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import type { StockMovementView, StockRowView } from '@nirog/shared/schemas/stock';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import { FilterSelect } from './data-table.tsx';
import { apiListQuery, defineList, type Column } from './office-list.ts';
import type { StockActionResult } from './stock-action.server.ts';

export const stockKey = (r: { packageId: number; warehouseId: number }) => `${r.packageId}:${r.warehouseId}`;

export const stockList = defineList<StockRowView>({
  id: 'stock',
  path: '/admin/stock',
  role: 'stock',
  sorts: ['name', 'quantity', 'updated'],
  defaultSort: 'name',
  defaultDir: 'asc',
  filters: ['warehouseId', 'level'],
  pageSize: 25,
  apiPath: (p, skip, limit) => `/v1/admin/stock?${apiListQuery(p, skip, limit)}`,
  columns: [
    { key: 'product', label: 'office.stock.product', sort: 'name', value: (r) => r.productName, cell: (r) => <span className="font-medium text-ink">{r.productName}</span> },
    { key: 'pack', label: 'office.stock.pack', value: (r) => r.packLabel },
    { key: 'sku', label: 'office.stock.sku', value: (r) => r.sku, wide: true, cell: (r) => <span className="whitespace-nowrap">{r.sku}</span> },
    { key: 'warehouse', label: 'office.stock.warehouse', value: (r) => r.warehouseName },
    {
      key: 'quantity',
      label: 'office.stock.quantity',
      sort: 'quantity',
      numeric: true,
      value: (r) => r.quantity,
      cell: (r) => <span className={cn('font-semibold', r.quantity === 0 ? 'text-danger' : r.quantity <= LOW_STOCK_UNITS ? 'text-amber-700' : 'text-ink')}>{r.quantity}</span>,
    },
    { key: 'updated', label: 'office.stock.updated', sort: 'updated', wide: true, value: (r) => r.updatedAt, cell: (r) => (r.updatedAt ? <time dateTime={r.updatedAt}>{formatDateTime(r.updatedAt)}</time> : t('office.stock.never')) },
  ],
});

/** The count form of one row: the new count and why; what the operator saw goes along, so a change made meanwhile is not overwritten. */
function StockEditForm({ row }: { row: StockRowView }) {
  const result = useActionData() as StockActionResult | undefined;
  const navigation = useNavigation();
  const key = stockKey(row);
  const mine = result?.target === key ? result : undefined;
  const saving = navigation.formData?.get('target') === key;
  const id = `stock-${row.packageId}-${row.warehouseId}`;
  return (
    <Form key={`${key}:${row.quantity}:${row.updatedAt}`} method="post" preventScrollReset className="flex min-w-64 flex-wrap items-start gap-1.5" aria-label={`${t('office.stock.edit')}: ${row.productName} ${row.packLabel}, ${row.warehouseName}`}>
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="target" value={key} />
      <input type="hidden" name="expectedQuantity" value={row.quantity} />
      <label htmlFor={`${id}-q`} className="sr-only">{t('office.stock.newQuantity')}</label>
      <input
        id={`${id}-q`}
        name="quantity"
        inputMode="numeric"
        pattern="[0-9]*"
        required
        defaultValue={mine?.values.quantity ?? row.quantity}
        aria-invalid={mine?.fieldErrors.quantity ? true : undefined}
        className="h-11 w-20 rounded-lg border border-line bg-white px-2 text-right tabular-nums sm:h-9"
      />
      <label htmlFor={`${id}-r`} className="sr-only">{t('office.stock.reason')}</label>
      <input
        id={`${id}-r`}
        name="reason"
        required
        minLength={3}
        maxLength={300}
        placeholder={t('office.stock.reason')}
        defaultValue={mine?.values.reason ?? ''}
        aria-invalid={mine?.fieldErrors.reason ? true : undefined}
        className="h-11 w-36 min-w-0 flex-1 rounded-lg border border-line bg-white px-2 sm:h-9"
      />
      <Button type="submit" size="sm" variant="secondary" disabled={saving}>
        {t('office.stock.save')}
      </Button>
      <Link to={`/admin/stock/movements?packageId=${row.packageId}&warehouseId=${row.warehouseId}`} className="self-center text-xs text-brand-800 underline">
        {t('office.stock.movementsLink')}
      </Link>
      {mine?.formError && (
        <p role="alert" className="basis-full text-sm font-medium text-danger">
          {mine.formError}
        </p>
      )}
    </Form>
  );
}

const editColumn: Column<StockRowView> = { key: 'edit', label: 'office.stock.edit', value: () => '', cell: (r) => <StockEditForm row={r} /> };
/** The page's table: the list's columns and the count form (the CSV export keeps only the list's columns). */
export const stockPageList = { ...stockList, columns: [...stockList.columns, editColumn] };

const SOURCE_KEYS = {
  edit: 'office.stockMoves.source.edit',
  import: 'office.stockMoves.source.import',
  order: 'office.stockMoves.source.order',
  return: 'office.stockMoves.source.return',
} as const satisfies Record<StockMovementSource, MessageKey>;
export const sourceLabel = (s: StockMovementSource) => t(SOURCE_KEYS[s]);
export const MOVEMENT_SOURCES = STOCK_MOVEMENT_SOURCES;

export const movementsList = defineList<StockMovementView>({
  id: 'stock-movements',
  path: '/admin/stock/movements',
  role: 'stock',
  sorts: ['at'],
  defaultSort: 'at',
  defaultDir: 'desc',
  filters: ['packageId', 'warehouseId', 'source'],
  pageSize: 50,
  apiPath: (p, skip, limit) => `/v1/admin/stock/movements?${apiListQuery(p, skip, limit)}`,
  columns: [
    { key: 'at', label: 'office.stockMoves.when', sort: 'at', value: (m) => m.at, cell: (m) => <time dateTime={m.at}>{formatDateTime(m.at)}</time> },
    { key: 'product', label: 'office.stock.product', value: (m) => `${m.productName} (${m.packLabel})` },
    { key: 'sku', label: 'office.stock.sku', value: (m) => m.sku, wide: true },
    { key: 'warehouse', label: 'office.stock.warehouse', value: (m) => m.warehouseName },
    { key: 'before', label: 'office.stockMoves.before', numeric: true, value: (m) => m.before },
    { key: 'after', label: 'office.stockMoves.after', numeric: true, value: (m) => m.after },
    { key: 'delta', label: 'office.stockMoves.delta', numeric: true, value: (m) => m.delta, cell: (m) => <span className={m.delta < 0 ? 'text-danger' : 'text-brand-800'}>{m.delta > 0 ? `+${m.delta}` : m.delta}</span> },
    { key: 'reason', label: 'office.audit.reason', value: (m) => m.reason },
    { key: 'source', label: 'office.stockMoves.source', value: (m) => sourceLabel(m.source), wide: true },
    { key: 'who', label: 'office.stockMoves.who', value: (m) => m.actorName ?? t('office.stockMoves.system'), wide: true },
  ],
});

/** The warehouse filter the stock list and the movement log share. */
export function WarehouseFilter({ list, warehouses, value }: { list: { id: string }; warehouses: ReadonlyArray<{ id: number; name: string }>; value: string | undefined }) {
  return <FilterSelect list={list} name="warehouseId" label={t('office.stock.warehouse')} value={value} options={warehouses.map((w) => ({ value: String(w.id), label: w.name }))} />;
}
