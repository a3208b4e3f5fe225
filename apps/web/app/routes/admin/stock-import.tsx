import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';
import type { StockImportResultView } from '@nirog/shared/schemas/stock';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { stockImportAction } from '../../features/back-office/stock-action.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/stock-import';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.stockImport.title')), { name: 'robots', content: 'noindex' }];

/** The page opens for the stock role only (the warehouses call is theirs). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const { items } = await officeGet(context.api, '/v1/admin/stock/warehouses');
  return { warehouses: items.map((w) => `${w.id} ${w.name}`) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return stockImportAction(request, context.api);
}

/** Every row of the file: what it would change (or changed), or why it cannot be applied. */
function RowsTable({ view, caption }: { view: StockImportResultView; caption: string }) {
  return (
    <div className="mt-3 max-h-[60vh] overflow-auto rounded-xl border border-line bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-canvas text-left text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-right">{t('office.stockImport.line')}</th>
            <th scope="col" className="px-3 py-2">{t('office.stock.sku')}</th>
            <th scope="col" className="hidden px-3 py-2 md:table-cell">{t('office.stock.product')}</th>
            <th scope="col" className="px-3 py-2">{t('office.stock.warehouse')}</th>
            <th scope="col" className="px-3 py-2 text-right">{t('office.stockImport.change')}</th>
            <th scope="col" className="px-3 py-2">{t('office.stockImport.status')}</th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((r) => (
            <tr key={r.line} className={r.error ? 'border-t border-line bg-red-50' : 'border-t border-line'}>
              <td className="px-3 py-2 text-right tabular-nums">{r.line}</td>
              <td className="px-3 py-2 whitespace-nowrap">{r.sku}</td>
              <td className="hidden px-3 py-2 md:table-cell">{r.productName ? `${r.productName} (${r.packLabel})` : '—'}</td>
              <td className="px-3 py-2">{r.warehouseName ?? r.warehouse}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {r.error === null && r.before !== null && r.after !== null ? (r.before === r.after ? t('office.stockImport.unchanged') : `${r.before} → ${r.after}`) : '—'}
              </td>
              <td className="px-3 py-2">
                {r.error ? (
                  <span className="inline-flex items-start gap-1 font-medium text-danger">
                    <TriangleAlert size={14} aria-hidden className="mt-0.5 shrink-0" /> {r.error}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 text-brand-800">
                    <CheckCircle2 size={14} aria-hidden /> {t('office.stockImport.ok')}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function StockImportPage() {
  const { warehouses } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const preview = state?.preview ?? null;

  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.stockImport.title')} intro={t('office.stockImport.intro')} />

      <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-3 rounded-xl border border-line bg-white p-4">
        <input type="hidden" name="intent" value="preview" />
        <TextField label={t('office.stockImport.file')} name="file" type="file" hint={`${t('office.stock.warehouse')}: ${warehouses.join(' · ')}`} accept=".csv,text/csv,text/plain" className="[&_input]:py-2" />
        <TextAreaField label={t('office.stockImport.paste')} name="csv" rows={5} defaultValue={preview ? '' : (state?.csv ?? '')} placeholder={t('office.stockImport.example')} className="[&_textarea]:font-mono" />
        <TextField label={t('office.stockImport.reason')} name="reason" maxLength={300} defaultValue={state?.reason ?? ''} />
        {state?.formError && !preview && (
          <p role="alert" className="text-sm font-medium text-danger">{state.formError}</p>
        )}
        <div>
          <Button type="submit" variant={preview ? 'secondary' : 'primary'} disabled={busy}>{t('office.stockImport.preview')}</Button>
        </div>
      </Form>

      {preview && (
        <section aria-labelledby="import-preview" className="mt-6">
          <h2 id="import-preview" className="text-lg font-semibold text-brand-900">{t('office.stockImport.previewTitle')}</h2>
          {state?.formError && <Alert tone="error" className="mt-2">{state.formError}</Alert>}
          <p className="mt-2 text-sm" aria-live="polite">
            {t('office.stockImport.summary', { total: preview.total, good: preview.good, bad: preview.bad, changes: preview.changes })}
          </p>
          <RowsTable view={preview} caption={t('office.stockImport.previewTitle')} />
          {preview.changes > 0 ? (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="apply" />
              <input type="hidden" name="csv" value={state?.csv ?? ''} />
              <input type="hidden" name="reason" value={state?.reason ?? ''} />
              <input type="hidden" name="token" value={preview.token} />
              <Button type="submit" disabled={busy}>{t('office.stockImport.confirm', { count: preview.changes })}</Button>
            </Form>
          ) : (
            <p className="mt-3 text-sm text-muted">{t('office.stockImport.nothing')}</p>
          )}
        </section>
      )}
    </Container>
  );
}
