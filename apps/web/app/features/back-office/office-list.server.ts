/**
 * Loading a back-office list page and its CSV export (decision 033). Both call the list's API path; a 403/404 becomes
 * the 404 page (as every back-office page does), so someone without the role learns nothing about the list.
 */
import type { AuditEntity } from '@nirog/shared/codes/audit';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiPath } from '@nirog/shared/api-routes';
import type { ApiClient } from '../../lib/api-client.ts';
import { toCsv } from './csv.ts';
import { officeGet } from './office.server.ts';
import { parseListParams, type ListParams, type OfficeList } from './office-list.ts';

/** The most rows one export holds; a bigger list is narrowed with filters first. */
export const EXPORT_MAX_ROWS = 10_000;
const EXPORT_PAGE = 100;

async function pageOf<Row>(api: ApiClient, list: OfficeList<Row>, params: ListParams, skip: number, limit: number) {
  const entity = (await officeGet(api, list.apiPath(params, skip, limit) as ApiPath<'GET'>)) as unknown as { items: Row[]; total: number };
  return entity;
}

/** The export's answer when the list is not there for this person: a plain 404 (a download has no page to show). */
const exportNotFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** A page of the list as the URL asks for it: the rows, the total and the parameters (for links). */
export async function loadList<Row>(api: ApiClient, list: OfficeList<Row>, url: URL) {
  const params = parseListParams(list, url);
  const { items, total } = await pageOf(api, list, params, (params.page - 1) * list.pageSize, list.pageSize);
  return { items, total, params };
}

/** The whole list under the URL's filters and sort (up to EXPORT_MAX_ROWS), as a CSV download. */
export async function exportList<Row>(api: ApiClient, list: OfficeList<Row>, url: URL, today: string): Promise<Response> {
  const params = parseListParams(list, url);
  const rows: Row[] = [];
  for (let skip = 0; skip < EXPORT_MAX_ROWS; skip += EXPORT_PAGE) {
    const { items, total } = await pageOf(api, list, params, skip, EXPORT_PAGE).catch((e: unknown) => {
      throw (e as { init?: { status?: number } })?.init?.status === 404 ? exportNotFound() : e;
    });
    rows.push(...items);
    if (items.length < EXPORT_PAGE || rows.length >= total) break;
  }
  const columns = list.columns.filter((c) => !c.screenOnly);
  const body = toCsv(
    columns.map((c) => t(c.label)),
    rows.map((r) => columns.map((c) => c.value(r))),
  );
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${list.id}-${today}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** A record's history for its page (`AuditTrail`): the newest 50 entries; none when the role cannot read the kind. */
export async function auditOf(api: ApiClient, entity: AuditEntity, entityId: number | string) {
  const res = await api.get(`/v1/admin/audit?entity=${entity}&entityId=${encodeURIComponent(String(entityId))}&limit=50`);
  return res.ok ? res.entity.items : [];
}
