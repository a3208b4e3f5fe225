import { Form, Link, useActionData, useLoaderData, useLocation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { languageLabel, statusLabel } from '../../features/articles/article-labels.ts';
import { ArticleForm } from '../../features/articles-desk/article-form.tsx';
import { deskAction, deskToast } from '../../features/articles-desk/desk.server.ts';
import { isoToIndiaTime } from '../../features/articles-desk/india-time.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/article-edit';
import { optionalIdOr404 } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data?.article ? data.article.title : t('articles.desk.new')), { name: 'robots', content: 'noindex' }];

/** A new article (/admin/articles/new) or one being edited (/admin/articles/:id), with its status and revisions. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = optionalIdOr404(params.id);
  if (id === null) {
    await officeGet(context.api, '/v1/admin/articles?limit=1');
    return { article: null, revisions: [], toast: null };
  }
  const [article, revisions] = await Promise.all([officeGet(context.api, `/v1/admin/articles/${id}`), officeGet(context.api, `/v1/admin/articles/${id}/revisions`)]);
  return { article, revisions: revisions.items, toast: deskToast(new URL(request.url)) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return deskAction(request, context.api, optionalIdOr404(params.id));
}

export default function ArticleEdit() {
  const { article, revisions, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { key } = useLocation();
  const errors = result?.fieldErrors ?? {};
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={article ? t('articles.desk.edit') : t('articles.desk.new')} intro={article ? `#${article.id} · ${article.path}` : undefined} />
      <Toast key={key} message={toast} />
      {result?.formError ? (
        <Alert tone="error" className="mt-4">
          {result.formError}
        </Alert>
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="p-4 sm:p-5">
          <ArticleForm article={article} values={result?.intent === 'save' ? result.values : undefined} errors={result?.intent === 'save' ? errors : {}} />
        </Card>
        {article ? (
          <aside className="space-y-4">
            <Card className="space-y-3 p-4">
              <h2 className="font-semibold text-brand-900">{statusLabel(article.status)}</h2>
              {article.publishAt ? (
                <p className="text-sm text-muted">
                  {article.status === 'scheduled' ? t('articles.desk.scheduledFor', { date: formatDateTime(article.publishAt) }) : t('articles.desk.publishedAt', { date: formatDateTime(article.publishAt) })}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <ButtonLink to={`/admin/articles/${article.id}/preview`} variant="secondary">
                  {t('articles.desk.preview')}
                </ButtonLink>
                {article.status === 'published' ? (
                  <ButtonLink to={article.path} variant="secondary">
                    {t('articles.desk.view')}
                  </ButtonLink>
                ) : null}
              </div>
              <Form method="post" className="flex flex-wrap gap-2">
                <Button type="submit" name="intent" value="publish">
                  {t('articles.desk.publish')}
                </Button>
                {article.status !== 'draft' ? (
                  <Button type="submit" name="intent" value="unpublish" variant="secondary">
                    {t('articles.desk.unpublish')}
                  </Button>
                ) : null}
              </Form>
              <Form method="post" className="space-y-2">
                <TextField
                  label={t('articles.field.publishAt')}
                  name="publishAt"
                  type="datetime-local"
                  defaultValue={result?.intent === 'schedule' ? result.values.publishAt : article.status === 'scheduled' && article.publishAt ? isoToIndiaTime(article.publishAt) : ''}
                  error={result?.intent === 'schedule' ? errors.publishAt : undefined}
                />
                <Button type="submit" name="intent" value="schedule" variant="secondary">
                  {t('articles.desk.schedule')}
                </Button>
              </Form>
            </Card>
            <Card className="space-y-3 p-4">
              <h2 className="font-semibold text-brand-900">{t('articles.desk.link')}</h2>
              <p className="text-sm text-muted" lang={article.translation?.language}>
                {article.translation ? (
                  <Link to={`/admin/articles/${article.translation.id}`} className="text-brand-800 hover:underline">
                    {t('articles.desk.translationOf', { title: article.translation.title, language: languageLabel(article.translation.language) })}
                  </Link>
                ) : (
                  t('articles.desk.noTranslation')
                )}
              </p>
              <Form method="post" className="space-y-2">
                <TextField
                  label={t('articles.field.translation')}
                  name="translationId"
                  inputMode="numeric"
                  defaultValue={result?.intent === 'translation' ? result.values.translationId : (article.translation?.id.toString() ?? '')}
                  error={result?.intent === 'translation' ? (errors.translationId ?? result.formError) : undefined}
                />
                <Button type="submit" name="intent" value="translation" variant="secondary">
                  {t('articles.desk.link')}
                </Button>
              </Form>
            </Card>
            <Card className="space-y-2 p-4">
              <h2 className="font-semibold text-brand-900">{t('articles.desk.revisions')}</h2>
              {revisions.length ? (
                <ol className="space-y-1 text-sm">
                  {revisions.map((r) => (
                    <li key={r.id}>
                      <Link to={`/admin/articles/${article.id}/revisions/${r.id}`} className="text-brand-800 hover:underline">
                        {formatDateTime(r.savedAt)}
                      </Link>{' '}
                      <span className="text-muted">
                        · {statusLabel(r.status)}
                        {r.savedBy ? ` · ${t('articles.desk.revisionBy', { name: r.savedBy })}` : ''}
                      </span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-muted">{t('articles.desk.noRevisions')}</p>
              )}
            </Card>
          </aside>
        ) : null}
      </div>
    </Container>
  );
}
