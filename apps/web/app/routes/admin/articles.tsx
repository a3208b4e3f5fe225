import { Plus } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { ARTICLE_STATUSES, adminArticleListQuery } from '@nirog/shared/schemas/articles';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { mediaLabel, languageLabel, statusLabel } from '../../features/articles/article-labels.ts';
import { pageOf } from '../../features/articles/article-loaders.server.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/articles';

export const meta: Route.MetaFunction = () => [...pageMeta(t('articles.desk.title')), { name: 'robots', content: 'noindex' }];

/** The editors' desk (decision 047): every article, last changed first, filtered by status. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const status = adminArticleListQuery.shape.status.safeParse(url.searchParams.get('status') ?? undefined);
  const page = pageOf(url);
  const query = new URLSearchParams({ skip: String((page - 1) * 20), limit: '20', ...(status.success && status.data ? { status: status.data } : {}) });
  const list = await officeGet(context.api, `/v1/admin/articles?${query}`);
  return { list, status: status.success ? (status.data ?? null) : null, page, pages: Math.max(1, Math.ceil(list.total / 20)) };
}

export default function OfficeArticles() {
  const { list, status, page, pages } = useLoaderData<typeof loader>();
  const chip = (active: boolean) => cn('inline-flex h-10 items-center rounded-full border px-4 text-sm', active ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white hover:bg-brand-50');
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('articles.desk.title')}>
        <ButtonLink to="/admin/articles/new">
          <Plus size={16} aria-hidden /> {t('articles.desk.new')}
        </ButtonLink>
      </OfficeHeader>
      <nav aria-label={t('articles.desk.col.status')} className="mt-4 flex flex-wrap gap-2">
        <Link to="/admin/articles" className={chip(!status)} aria-current={!status ? 'page' : undefined}>
          {t('articles.desk.status.all')}
        </Link>
        {ARTICLE_STATUSES.map((s) => (
          <Link key={s} to={`/admin/articles?status=${s}`} className={chip(status === s)} aria-current={status === s ? 'page' : undefined}>
            {statusLabel(s)}
          </Link>
        ))}
      </nav>
      {list.items.length ? (
        <div className="mt-4 overflow-x-auto rounded-xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('articles.desk.title')}</caption>
            <thead className="bg-canvas text-muted">
              <tr>
                <th scope="col" className="p-3">{t('articles.desk.col.title')}</th>
                <th scope="col" className="p-3">{t('articles.desk.col.type')}</th>
                <th scope="col" className="p-3">{t('articles.desk.col.status')}</th>
                <th scope="col" className="p-3">{t('articles.desk.col.when')}</th>
                <th scope="col" className="p-3">{t('articles.desk.col.updated')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {list.items.map((a) => (
                <tr key={a.id}>
                  <td className="p-3">
                    <Link to={`/admin/articles/${a.id}`} className="font-medium text-brand-800 hover:underline" lang={a.language}>
                      {a.title}
                    </Link>
                    <span className="block text-xs text-muted">#{a.id} · {a.path}</span>
                  </td>
                  <td className="p-3">
                    {mediaLabel(a.mediaType)} · <span lang={a.language === 'hi' ? 'hi' : undefined}>{languageLabel(a.language)}</span>
                  </td>
                  <td className="p-3">{statusLabel(a.status)}</td>
                  <td className="p-3">{a.publishAt ? formatDateTime(a.publishAt) : '—'}</td>
                  <td className="p-3">{formatDateTime(a.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-6 text-muted">{t('articles.desk.empty')}</p>
      )}
      <Pagination page={page} pages={pages} hrefFor={(p) => `/admin/articles?${new URLSearchParams({ ...(status ? { status } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`} />
    </Container>
  );
}
