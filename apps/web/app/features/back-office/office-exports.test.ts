/**
 * Decision 040: the payments, jobs and returns lists export as CSV through the export registry: the export pages
 * through the list's own API call under the URL's search, filters and sort (the page's `view` is not sent to the API),
 * and writes the columns the list names for the export.
 */
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../lib/api-client.ts';
import { parseCsv } from './csv.ts';
import { OFFICE_EXPORTS } from './office-exports.server.ts';
import { exportList } from './office-list.server.ts';

/** An API that answers every list call with `rows` (split in pages as asked) and records the paths called. */
function fakeApi(rows: unknown[]) {
  const calls: string[] = [];
  const api = {
    get: async (path: string) => {
      calls.push(path);
      const q = new URL(path, 'http://x').searchParams;
      const skip = Number(q.get('skip'));
      const limit = Number(q.get('limit'));
      return { ok: true, httpStatus: 200, entity: { items: rows.slice(skip, skip + limit), total: rows.length } };
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const csvOf = async (res: Response) => parseCsv((await res.text()).replace(/^\uFEFF/, ''));

describe('CSV exports of the payments, jobs and returns lists', () => {
  it('are in the export registry', () => {
    for (const id of ['neft', 'pending-refunds', 'jobs', 'returns']) expect(Object.keys(OFFICE_EXPORTS)).toContain(id);
  });

  it('NEFT transfers: the search and sort go to the API, the view does not; the confirm button is not exported', async () => {
    const { api, calls } = fakeApi([{ id: 1, orderId: 9, orderNumber: 'NR-1', utr: 'SBIN0001', amountPaise: 12_345, paidOn: '2026-11-20', createdAt: '2026-11-21T10:00:00.000Z' }]);
    const res = await exportList(api, OFFICE_EXPORTS.neft!, new URL('http://x/admin/export/neft?q=SBIN&sort=amount&dir=desc&view=neft'), '2026-11-26');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="neft-2026-11-26.csv"');
    const q = new URL(calls[0]!, 'http://x').searchParams;
    expect(calls[0]!.startsWith('/v1/admin/neft?')).toBe(true);
    expect(Object.fromEntries(q)).toEqual({ q: 'SBIN', sort: 'amount', dir: 'desc', skip: '0', limit: '100' });
    const rows = await csvOf(res);
    expect(rows[0]).toEqual(['Order', 'UTR', 'Amount', 'Paid on', 'Reported']);
    expect(rows[1]).toEqual(['NR-1', 'SBIN0001', '123.45', '2026-11-20', '2026-11-21T10:00:00.000Z']);
  });

  it('pending refunds: the destination filter goes to the API; the state is exported', async () => {
    const { api, calls } = fakeApi([
      { id: 3, orderId: 9, orderNumber: 'NR-2', orderType: 3, buyerName: 'Kamala Devi', destination: 'original', amountPaise: 5_000, createdAt: '2026-11-21T10:00:00.000Z', accepted: true },
    ]);
    const res = await exportList(api, OFFICE_EXPORTS['pending-refunds']!, new URL('http://x/admin/export/pending-refunds?view=refunds&destination=original'), '2026-11-26');
    expect(Object.fromEntries(new URL(calls[0]!, 'http://x').searchParams)).toEqual({ sort: 'created', dir: 'asc', skip: '0', limit: '100', destination: 'original' });
    const rows = await csvOf(res);
    expect(rows[0]).toEqual(['Order', 'Buyer', 'Amount', 'Refund to', 'Since', 'State']);
    expect(rows[1]).toEqual(['NR-2', 'Kamala Devi', '50', 'to the original payment method', '2026-11-21T10:00:00.000Z', 'Sent; waiting for the gateway to confirm']);
  });

  it('jobs: status and name go to the API; every page is fetched', async () => {
    const job = (id: number) => ({ id, name: 'stock.import', key: `stock.import:${id}`, status: 'failed', attempts: 1, maxAttempts: 1, runAt: '2026-11-21T10:00:00.000Z', lastError: 'disk full', createdAt: '2026-11-21T10:00:00.000Z', finishedAt: null });
    const { api, calls } = fakeApi(Array.from({ length: 150 }, (_, i) => job(i + 1)));
    const res = await exportList(api, OFFICE_EXPORTS.jobs!, new URL('http://x/admin/export/jobs?status=failed&name=stock.import&sort=run&dir=asc'), '2026-11-26');
    expect(calls).toHaveLength(2);
    expect(Object.fromEntries(new URL(calls[1]!, 'http://x').searchParams)).toEqual({ sort: 'run', dir: 'asc', skip: '100', limit: '100', status: 'failed', name: 'stock.import' });
    const rows = await csvOf(res);
    expect(rows).toHaveLength(151);
    expect(rows[0]).toEqual(['Job', 'Job id', 'Key', 'State', 'Attempts', 'Due', 'Created', 'Ended', 'Last error']);
    expect(rows[1]).toEqual(['stock.import', '1', 'stock.import:1', 'Failed', '1/1', '2026-11-21T10:00:00.000Z', '2026-11-21T10:00:00.000Z', '', 'disk full']);
  });

  it('returns: the state tab (requested unless another) and the order-number search go to the API', async () => {
    const ret = { id: 7, orderId: 9, orderNumber: 'NR-3', kind: 'return', reason: 'Damaged', status: 'refunded', refundTo: 'nirog_money', amountPaise: 20_000, note: null, createdAt: '2026-11-21T10:00:00.000Z', items: [{ orderItemId: 1, quantity: 2, amountPaise: 20_000, name: 'Triphala', label: '60 tabs' }], refunds: [{ id: 1, destination: 'nirog_money', amountPaise: 20_000, status: 'processed', processedAt: null }] };
    const first = fakeApi([]);
    await exportList(first.api, OFFICE_EXPORTS.returns!, new URL('http://x/admin/export/returns'), '2026-11-26');
    expect(Object.fromEntries(new URL(first.calls[0]!, 'http://x').searchParams)).toEqual({ status: 'requested', skip: '0', limit: '100' });
    const { api, calls } = fakeApi([ret]);
    const res = await exportList(api, OFFICE_EXPORTS.returns!, new URL('http://x/admin/export/returns?status=refunded&q=NR-3'), '2026-11-26');
    expect(Object.fromEntries(new URL(calls[0]!, 'http://x').searchParams)).toEqual({ status: 'refunded', skip: '0', limit: '100', q: 'NR-3' });
    const rows = await csvOf(res);
    expect(rows[0]).toEqual(['Return', 'Order', 'Status', 'Requested', 'Reason', 'Items', 'Amount', 'Refund to', 'Refunded', 'Note']);
    expect(rows[1]).toEqual(['7', 'NR-3', 'Refunded', '2026-11-21T10:00:00.000Z', 'Damaged', 'Triphala (60 tabs) × 2', '200', 'nirog money', '200', '']);
  });
});
