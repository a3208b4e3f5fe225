import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { statusLabel } from '../../features/articles/article-labels.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { notFound, officeGet } from '../../features/back-office/office.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/article-revision';

export const meta: Route.MetaFunction = () => [...pageMeta(t('articles.desk.revisions')), { name: 'robots', content: 'noindex' }];

/** One saved version of an article (its HTML was sanitised when it was saved). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = entityIdParam.safeParse(params.id);
  const revisionId = entityIdParam.safeParse(params.revisionId);
  if (!id.success || !revisionId.success) throw notFound();
  return { id: id.data, revision: await officeGet(context.api, `/v1/admin/articles/${id.data}/revisions/${revisionId.data}`) };
}

export default function ArticleRevision() {
  const { id, revision: r } = useLoaderData<typeof loader>();
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('articles.desk.revision', { date: formatDateTime(r.savedAt) })} intro={`${statusLabel(r.status)}${r.savedBy ? ` · ${t('articles.desk.revisionBy', { name: r.savedBy })}` : ''}`}>
        <ButtonLink to={`/admin/articles/${id}`} variant="secondary">
          {t('articles.desk.backToArticle')}
        </ButtonLink>
      </OfficeHeader>
      <Card className="mt-4 p-4 sm:p-6">
        <h2 className="text-2xl font-bold text-brand-900">{r.title}</h2>
        <p className="mt-2 text-ink/80">{r.summary}</p>
        <dl className="mt-3 grid gap-1 text-sm text-muted sm:grid-cols-2">
          <div>
            <dt className="inline font-medium">{t('articles.field.seoTitle')}: </dt>
            <dd className="inline">{r.seoTitle || '—'}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t('articles.field.seoDescription')}: </dt>
            <dd className="inline">{r.seoDescription || '—'}</dd>
          </div>
        </dl>
        <div className="article-body mt-4" dangerouslySetInnerHTML={{ __html: r.bodyHtml }} />
      </Card>
    </Container>
  );
}
