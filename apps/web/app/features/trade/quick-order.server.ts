/**
 * Server side of the quick order grid (decision 043): the packs to show (a search, else what the buyer orders often,
 * else the top sellers) and the form post that adds every typed quantity to the cart in one API request.
 */
import { data } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { CART_MAX_QUANTITY } from '@nirog/shared/cart-rules';
import { BULK_MAX_LINES, type BulkLineResult } from '@nirog/shared/schemas/trade';
import type { ProductPage } from '@nirog/shared/schemas/catalog';
import type { ApiClient } from '../../lib/api-client.ts';
import { track } from '../orders/analytics.server.ts';

export const GRID_PAGE_SIZE = 30;

/** One pack as a grid row. */
export interface GridRow {
  packageId: number;
  slug: string;
  name: string;
  brand: string;
  label: string;
  price: number;
  mrp: number;
  priceType: 'retail' | 'trade';
  inStock: boolean;
  prescriptionRequired: boolean;
  /** The trade schemes on the product for this buyer, in words (decision 056). */
  offers: string[];
}

const rowsOf = (page: ProductPage | null): GridRow[] =>
  (page?.items ?? []).flatMap((p) =>
    p.packages.map((k) => ({
      packageId: k.id,
      slug: p.slug,
      name: p.name,
      brand: p.brand.name,
      label: k.label,
      price: k.price,
      mrp: k.mrp,
      priceType: k.priceType,
      inStock: k.inStock,
      prescriptionRequired: p.prescriptionRequired,
      offers: [] as string[],
    })),
  );

/** Each row's schemes for this buyer, from one call for the products shown. */
async function withOffers(api: ApiClient, rows: GridRow[], page: ProductPage | null): Promise<GridRow[]> {
  const ids = [...new Set((page?.items ?? []).map((p) => p.id))].slice(0, 100);
  if (!ids.length) return rows;
  const res = await api.get(`/pub/v1/schemes?productIds=${ids.join(',')}`);
  if (!res.ok || !res.entity.length) return rows;
  const bySlug = new Map((page?.items ?? []).map((p) => [p.slug, p.id]));
  return rows.map((r) => ({ ...r, offers: res.entity.filter((o) => o.productId === bySlug.get(r.slug)).map((o) => o.text) }));
}

export async function loadGrid(api: ApiClient, url: URL) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const get = async (query: string) => {
    const res = await api.get(`/pub/v3/products?${query}`);
    return res.ok ? res.entity : null;
  };
  if (q) {
    const found = await get(`search=${encodeURIComponent(q)}&limit=${GRID_PAGE_SIZE}`);
    return { q, source: 'search' as const, rows: await withOffers(api, rowsOf(found), found) };
  }
  const usual = await get(`frequentlyOrdered=1&limit=${GRID_PAGE_SIZE}`);
  if (usual && usual.items.length > 0) return { q, source: 'usual' as const, rows: await withOffers(api, rowsOf(usual), usual) };
  const top = await get(`topSelling=1&sort=popular&limit=${GRID_PAGE_SIZE}`);
  return { q, source: 'top' as const, rows: await withOffers(api, rowsOf(top), top) };
}

export type QuickOrderResult =
  | { ok: true; lines: BulkLineResult[]; count: number; message: string }
  | { ok: false; message: string; fields: Record<string, string>; values: Record<string, string> };

/** The grid's form: every `qty-{packageId}` with a whole number above 0 becomes a line of one bulk request. */
export async function quickOrderAction(api: ApiClient, form: FormData) {
  const lines: Array<{ packageId: number; quantity: number }> = [];
  const fields: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const [key, raw] of form.entries()) {
    const m = /^qty-(\d{1,10})$/.exec(key);
    if (!m || typeof raw !== 'string' || raw.trim() === '') continue;
    values[m[1]] = raw.trim();
    const quantity = Number(raw.trim());
    if (quantity === 0) continue;
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > CART_MAX_QUANTITY) fields[m[1]] = t('cart.quantityRange', { max: CART_MAX_QUANTITY });
    else lines.push({ packageId: Number(m[1]), quantity });
  }
  if (Object.keys(fields).length > 0) return data<QuickOrderResult>({ ok: false, message: t('tradeUi.grid.fixQuantities'), fields, values }, { status: 400 });
  if (lines.length === 0) return data<QuickOrderResult>({ ok: false, message: t('tradeUi.grid.nothingTyped'), fields, values }, { status: 400 });
  if (lines.length > BULK_MAX_LINES) return data<QuickOrderResult>({ ok: false, message: t('tradeUi.grid.tooMany', { max: BULK_MAX_LINES }), fields, values }, { status: 400 });
  const res = await api.post('/v2/cart/bulk', { lines });
  if (!res.ok) {
    return data<QuickOrderResult>({ ok: false, message: res.error.error, fields: {}, values }, { status: res.httpStatus });
  }
  await track(api, 'cart_add', { lines: lines.length, quantity: lines.reduce((s, l) => s + l.quantity, 0) });
  return data<QuickOrderResult>({ ok: true, lines: res.entity.lines, count: res.entity.count, message: res.message });
}

/** "Order again" on the order pages: the API puts the lines back; the report comes back to the page that asked. */
export async function reorderAction(api: ApiClient, orderId: number) {
  if (!Number.isInteger(orderId) || orderId <= 0) throw data(null, { status: 404 });
  const res = await api.post(`/v3/orders/${orderId}/reorder`);
  if (!res.ok) return data({ intent: 'reorder' as const, ok: false as const, orderId, message: res.error.error, lines: [] as BulkLineResult[], count: 0 }, { status: res.httpStatus });
  return data({ intent: 'reorder' as const, ok: true as const, orderId, message: res.message, lines: res.entity.lines, count: res.entity.count });
}
export type ReorderResult = Awaited<ReturnType<typeof reorderAction>>['data'];
