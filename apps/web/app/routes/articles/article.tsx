import { useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { loadArticle } from '../../features/articles/article-loaders.server.ts';
import { articleMeta } from '../../features/articles/article-seo.ts';
import { ArticleView } from '../../features/articles/article-view.tsx';
import { notFoundMeta } from '../../features/catalog/seo.ts';
import { ShareButton } from '../../features/share/share-button.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/article';

/** An article: /{mediaType}/{lang}/{category}/{slug} (spec section 2). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadArticle(context.api, request, params as { lang?: string; category?: string; slug?: string });
}

export const meta: Route.MetaFunction = ({ data }) => (data ? articleMeta(data.article, data.origin) : notFoundMeta());

export default function ArticlePage() {
  const { article, origin } = useLoaderData<typeof loader>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  return (
    <Container className="py-6 sm:py-8">
      <ArticleView
        article={article}
        origin={origin}
        nonce={nonce}
        share={<ShareButton url={`${origin}${article.path}`} entity={{ type: 'article', id: article.id }} label={t('articles.share')} />}
      />
    </Container>
  );
}
