import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { data, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { StockImportStatusView } from '@nirog/shared/schemas/stock';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/stock-import-status';

/** While the import runs the page reloads itself this often (a meta refresh: no JavaScript needed). */
const REFRESH_SECONDS = 2;
const running = (s: StockImportStatusView['state']) => s === 'queued' || s === 'running';

export const meta: Route.MetaFunction = ({ data: d }) => [
  ...pageMeta(d ? t('office.stockImportJob.title', { id: d.status.id }) : t('office.stockImport.title')),
  { name: 'robots', content: 'noindex' },
  ...(d && running(d.status.state) ? [{ httpEquiv: 'refresh', content: String(REFRESH_SECONDS) }] : []),
];

const idOf = (raw: string | undefined) => (/^\d{1,12}$/.test(raw ?? '') && Number(raw) > 0 ? Number(raw) : 0);

/** A confirmed stock import (decision 040): its progress while its job runs, then what it changed and what it left. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = idOf(params.id);
  if (!id) throw data(null, { status: 404 });
  return { status: await officeGet(context.api, `/v1/admin/stock/imports/${id}`) };
}

const STATE_LABEL = {
  queued: () => t('office.stockImportJob.state.queued'),
  running: () => t('office.stockImportJob.state.running'),
  done: () => t('office.stockImportJob.state.done'),
  failed: () => t('office.stockImportJob.state.failed'),
} as const;

/** The rows the import left: errors of the file and counts changed since the preview, with why. */
function Problems({ status }: { status: StockImportStatusView }) {
  if (!status.problems.length) return null;
  return (
    <section aria-labelledby="import-problems" className="mt-6">
      <h2 id="import-problems" className="text-lg font-semibold text-brand-900">{t('office.stockImportJob.problemsTitle')}</h2>
      <div className="mt-3 max-h-[60vh] overflow-auto rounded-xl border border-line bg-white">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('office.stockImportJob.problemsTitle')}</caption>
          <thead className="sticky top-0 bg-canvas text-left text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 text-right">{t('office.stockImport.line')}</th>
              <th scope="col" className="px-3 py-2">{t('office.stock.sku')}</th>
              <th scope="col" className="px-3 py-2">{t('office.stock.warehouse')}</th>
              <th scope="col" className="hidden px-3 py-2 md:table-cell">{t('office.stockImport.status')}</th>
              <th scope="col" className="px-3 py-2">{t('office.stockImportJob.why')}</th>
            </tr>
          </thead>
          <tbody>
            {status.problems.map((r) => (
              <tr key={r.line} className="border-t border-line">
                <td className="px-3 py-2 text-right tabular-nums">{r.line}</td>
                <td className="px-3 py-2 whitespace-nowrap">{r.sku}</td>
                <td className="px-3 py-2">{r.warehouse}</td>
                <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">
                  {r.outcome === 'error' ? t('office.stockImportJob.outcome.error') : t('office.stockImportJob.outcome.conflict')}
                </td>
                <td className="px-3 py-2 text-danger">
                  <span className="inline-flex items-start gap-1">
                    <TriangleAlert size={14} aria-hidden className="mt-0.5 shrink-0" /> {r.note}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function StockImportStatusPage() {
  const { status } = useLoaderData<typeof loader>();
  const percent = status.total ? Math.round((status.done / status.total) * 100) : 100;
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader
        title={t('office.stockImportJob.title', { id: status.id })}
        intro={t('office.stockImportJob.by', { name: status.actorName ?? t('office.audit.system'), at: formatDateTime(status.createdAt) })}
      />

      <section aria-labelledby="import-state" className="mt-4 rounded-xl border border-line bg-white p-4">
        <h2 id="import-state" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
          {status.state === 'done' && <CheckCircle2 size={18} aria-hidden className="text-brand-700" />}
          {status.state === 'failed' && <TriangleAlert size={18} aria-hidden className="text-danger" />}
          {STATE_LABEL[status.state]()}
        </h2>
        <progress max={100} value={percent} className="mt-3 h-2 w-full" aria-label={t('office.stockImportJob.progressLabel')} />
        <p className="mt-1 text-sm tabular-nums" aria-live="polite">
          {t('office.stockImportJob.progress', { done: status.done, total: status.total })}
        </p>
        {running(status.state) && <p className="mt-1 text-sm text-muted">{t('office.stockImportJob.refreshing')}</p>}
        {status.state === 'done' && (
          <Alert tone="success" className="mt-3">
            {t('office.stockImport.done', { count: status.applied })}
          </Alert>
        )}
        {status.state === 'failed' && (
          <Alert tone="error" className="mt-3">
            <p>{t('office.stockImportJob.failed', { applied: status.applied })}</p>
            {status.error && <p className="mt-1 text-xs break-words">{t('office.stockImportJob.errorDetail', { error: status.error })}</p>}
          </Alert>
        )}
        {status.conflicts > 0 && (
          <Alert tone="warning" className="mt-3">
            {t('office.stockImportJob.conflicts', { count: status.conflicts })}
          </Alert>
        )}
        <p className="mt-3 text-sm text-muted">{t('office.stockImportJob.file', { rows: status.fileRows, bad: status.bad, unchanged: status.unchanged })}</p>
      </section>

      <Problems status={status} />

      <div className="mt-4 flex flex-wrap gap-2">
        <ButtonLink to="/admin/stock" variant="secondary">{t('office.nav.stock')}</ButtonLink>
        <ButtonLink to="/admin/stock/movements?source=import" variant="ghost">{t('office.nav.stockMovements')}</ButtonLink>
        <ButtonLink to="/admin/stock/import" variant="ghost" reloadDocument>{t('office.stockImport.again')}</ButtonLink>
      </div>
    </Container>
  );
}
