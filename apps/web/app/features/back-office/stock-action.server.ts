/**
 * Server side of the stock pages (decision 035). A count is checked with the API's own schema (`stockSetBody`) before
 * it is sent; success redirects back to the list with a toast; a refusal (a count changed meanwhile: 409) comes back
 * beside the row's form with what was typed. The import previews first (nothing changes); the confirmation (with the
 * preview's token, so a stock count that moved in between is caught) starts the import's job and redirects to its
 * status page (decision 040).
 */
import { data, redirect } from 'react-router';
import { STOCK_IMPORT_MAX_BYTES } from '@nirog/shared/codes/stock';
import { t } from '@nirog/shared/messages/catalogue';
import { stockSetBody, type StockImportResultView } from '@nirog/shared/schemas/stock';
import type { ApiClient } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import { notFound } from './office.server.ts';

export interface StockActionResult {
  /** 'packageId:warehouseId': which row's form shows the message. */
  target: string;
  formError: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');
const TARGET_RE = /^(\d{1,9}):(\d{1,5})$/;

export async function stockSetAction(request: Request, api: ApiClient) {
  await requireUser(api, request);
  const form = await request.formData();
  const target = str(form.get('target'));
  const values = { quantity: str(form.get('quantity')), reason: str(form.get('reason')) };
  const fail = (formError: string, fieldErrors: Record<string, string>, status = 400) => data<StockActionResult>({ target, formError, fieldErrors, values }, { status });
  const m = TARGET_RE.exec(target);
  if (str(form.get('intent')) !== 'set' || !m) return fail(t('error.validation'), {});
  const expected = str(form.get('expectedQuantity'));
  const body = stockSetBody.safeParse({
    quantity: /^\d{1,7}$/.test(values.quantity) ? Number(values.quantity) : NaN,
    reason: values.reason,
    expectedQuantity: /^\d{1,7}$/.test(expected) ? Number(expected) : undefined,
  });
  if (!body.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of body.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return fail(Object.values(fieldErrors)[0] ?? t('error.validation'), fieldErrors);
  }
  const res = await api.put(`/v1/admin/stock/${Number(m[1])}/${Number(m[2])}`, body.data);
  if (!res.ok) {
    if (res.httpStatus === 403) throw notFound();
    return fail(res.error.error, res.error.fields ?? {}, res.httpStatus);
  }
  const back = new URL(request.url);
  back.searchParams.set('done', 'stock');
  throw redirect(back.pathname + back.search);
}

export interface StockImportState {
  formError: string;
  /** The text of the file (sent again with the confirmation). */
  csv: string;
  reason: string;
  preview: StockImportResultView | null;
}

/** Intents: preview (a file or pasted text), apply (the previewed text and its token). */
export async function stockImportAction(request: Request, api: ApiClient) {
  await requireUser(api, request);
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const reason = str(form.get('reason'));
  const file = form.get('file');
  let csv = typeof form.get('csv') === 'string' ? (form.get('csv') as string) : '';
  const state = (s: Partial<StockImportState>, status = 200) => data<StockImportState>({ formError: '', csv, reason, preview: null, ...s }, { status });

  if (intent === 'preview' && file instanceof File && file.size > 0) {
    if (file.size > STOCK_IMPORT_MAX_BYTES) return state({ formError: t('stock.import.tooLarge') }, 413);
    csv = new TextDecoder('utf-8', { fatal: false }).decode(await file.arrayBuffer());
    if (csv.includes('\u0000')) return state({ csv: '', formError: t('office.stockImport.fileUnreadable') }, 400);
  }
  if (!csv.trim()) return state({ formError: t('stock.import.csvRequired') }, 400);
  const send = (dryRun: boolean, token?: string) => api.post('/v1/admin/stock/import', { csv, dryRun, ...(reason ? { reason } : {}), ...(token ? { token } : {}) });

  if (intent === 'apply') {
    const token = str(form.get('token'));
    const res = await send(false, token || undefined);
    if (res.ok && res.entity.importId) throw redirect(`/admin/stock/imports/${res.entity.importId}`);
    if (res.ok) return state({ formError: t('error.internal') }, 502);
    if (res.httpStatus === 403) throw notFound();
    // The stock moved since the preview: show the fresh preview with the message, to be confirmed again.
    const again = res.httpStatus === 409 ? await send(true) : null;
    return state({ formError: res.error.error, preview: again?.ok ? again.entity : null }, res.httpStatus);
  }
  const res = await send(true);
  if (!res.ok) {
    if (res.httpStatus === 403) throw notFound();
    return state({ formError: res.error.fields?.reason ?? res.error.error }, res.httpStatus);
  }
  return state({ preview: res.entity });
}
