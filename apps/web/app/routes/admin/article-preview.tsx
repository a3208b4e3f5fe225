import { useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { ArticleView } from '../../features/articles/article-view.tsx';
import { notFound, officeGet } from '../../features/back-office/office.server.ts';
import { originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/article-preview';

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data ? data.article.title : t('articles.desk.preview')), { name: 'robots', content: 'noindex' }];

/** The article as its page will show it, whatever its status (the desk's preview). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = entityIdParam.safeParse(params.id);
  if (!id.success) throw notFound();
  return { article: await officeGet(context.api, `/v1/admin/articles/${id.data}/preview`), id: id.data, origin: originOf(request) };
}

export default function ArticlePreview() {
  const { article, id, origin } = useLoaderData<typeof loader>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  return (
    <Container className="py-4 sm:py-6">
      <Alert tone="warning" className="mb-4">
        {t('articles.desk.previewNote')}{' '}
        <ButtonLink to={`/admin/articles/${id}`} variant="secondary" size="sm">
          {t('articles.desk.backToArticle')}
        </ButtonLink>
      </Alert>
      <ArticleView article={article} origin={origin} nonce={nonce} />
    </Container>
  );
}
