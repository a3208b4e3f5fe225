import { ChevronLeft, ChevronRight, FileText, Inbox } from 'lucide-react';
import { useCallback } from 'react';
import { data, Link, useLoaderData, useNavigate } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { describeRegistration } from '../../features/verification/registration-details.ts';
import type { ReviewItem } from '@nirog/shared/schemas/verification';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/verifications';

export const meta: Route.MetaFunction = () => [...pageMeta(t('admin.verifications.title')), { name: 'robots', content: 'noindex' }];

const PAGE_SIZE = 25;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1));
  const res = await context.api.get(`/v1/admin/verifications?status=2&skip=${(page - 1) * PAGE_SIZE}&limit=${PAGE_SIZE}`);
  // The back office does not exist for anyone but operators.
  if (!res.ok && res.httpStatus === 403) throw data(null, { status: 404 });
  if (!res.ok) throw new Response('The queue could not be loaded', { status: 502 });

  // After a decision: a toast that names the practitioner (looked up, so no name travels in the URL).
  let toast: string | null = null;
  const decided = Number(url.searchParams.get('decided'));
  const outcome = url.searchParams.get('outcome');
  if (decided > 0 && (outcome === 'approve' || outcome === 'reject')) {
    const who = await context.api.get(`/v1/admin/verifications/${decided}`);
    if (who.ok) toast = t(outcome === 'approve' ? 'admin.verifications.approvedToast' : 'admin.verifications.rejectedToast', { name: who.entity.fullName });
  }
  return { ...res.entity, page, toast };
}

function summary(item: ReviewItem): string {
  return describeRegistration(item.kind, item.registration)
    .map((d) => d.value)
    .join(' · ');
}

export default function VerificationQueue() {
  const { items, total, page, toast } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(page > 1 ? `/admin/verifications?page=${page}` : '/admin/verifications', { replace: true, preventScrollReset: true }), [navigate, page]);
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);

  return (
    <Container className="py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{t('admin.verifications.title')}</h1>
          <p className="mt-1 text-sm text-muted">{t('admin.verifications.intro')}</p>
        </div>
        {total > 0 && (
          <p className="text-sm text-muted" aria-live="polite">
            {t('admin.verifications.page', { from, to, total })}
          </p>
        )}
      </div>

      {items.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-line bg-white p-10 text-center">
          <Inbox size={32} className="mx-auto text-brand-600" aria-hidden />
          <p className="mt-3 font-medium">{t('admin.verifications.empty')}</p>
        </div>
      ) : (
        <>
          {/* Phones: one compact card per submission. */}
          <ul className="mt-5 space-y-3 md:hidden" aria-label={t('admin.verifications.title')}>
            {items.map((item) => (
              <li key={item.userId} className="rounded-lg border border-line bg-white p-3" data-testid="review-row">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-brand-900">{item.fullName}</p>
                    <p className="text-sm text-muted">
                      {item.userTypeLabel} · {item.submittedAt ? formatDateTime(item.submittedAt) : '-'}
                    </p>
                  </div>
                  <ButtonLink to={`/admin/verifications/${item.userId}`} size="sm" aria-label={`${t('admin.verifications.open')} ${item.fullName}`}>
                    {t('admin.verifications.open')}
                  </ButtonLink>
                </div>
                <p className="mt-2 text-sm break-words">{summary(item)}</p>
              </li>
            ))}
          </ul>

          {/* Wider screens: a dense table. */}
          <div className="mt-5 hidden overflow-hidden rounded-lg border border-line bg-white md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.verifications.name')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.verifications.type')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {t('admin.verifications.submitted')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('admin.verifications.details')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">{t('admin.verifications.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {items.map((item) => (
                  <tr key={item.userId} className="align-top hover:bg-brand-50/50" data-testid="review-row">
                    <td className="px-3 py-2">
                      <Link to={`/admin/verifications/${item.userId}`} className="font-medium text-brand-800 hover:underline">
                        {item.fullName}
                      </Link>
                      <div className="text-xs text-muted">{item.mobile}</div>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{item.userTypeLabel}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{item.submittedAt ? formatDateTime(item.submittedAt) : '-'}</td>
                    <td className="px-3 py-2">
                      {summary(item)}
                      <div className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                        <FileText size={12} aria-hidden /> {item.documents.map((d) => d.label).join(', ')}
                      </div>
                    </td>
                    <td className="px-3 py-2 text-right">
                      <ButtonLink to={`/admin/verifications/${item.userId}`} size="sm" variant="secondary" aria-label={`${t('admin.verifications.open')} ${item.fullName}`}>
                        {t('admin.verifications.open')}
                      </ButtonLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {total > PAGE_SIZE && (
            <nav className="mt-4 flex justify-between gap-3" aria-label={t('admin.verifications.pages')}>
              {page > 1 ? (
                <ButtonLink to={`?page=${page - 1}`} variant="secondary" size="sm">
                  <ChevronLeft size={16} aria-hidden /> {t('admin.verifications.previous')}
                </ButtonLink>
              ) : (
                <span />
              )}
              {to < total && (
                <ButtonLink to={`?page=${page + 1}`} variant="secondary" size="sm">
                  {t('admin.verifications.next')} <ChevronRight size={16} aria-hidden />
                </ButtonLink>
              )}
            </nav>
          )}
        </>
      )}
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
