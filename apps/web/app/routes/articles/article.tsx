import { useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { loadArticle } from '../../features/articles/article-loaders.server.ts';
import { articleMeta } from '../../features/articles/article-seo.ts';
import { ArticleView } from '../../features/articles/article-view.tsx';
import { notFoundMeta } from '../../features/catalog/seo.ts';
import { ShareForm } from '../../features/share/share-form.tsx';
import { READING_PAGE } from '../../lib/reading-page.ts';
import { SHARE_CODE_PATTERN, shareLinkPath } from '@nirog/shared/share-link-rules';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/article';

/** An article: /{mediaType}/{lang}/{category}/{slug} (spec section 2). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const found = await loadArticle(context.api, request, params as { lang?: string; category?: string; slug?: string });
  // The short link made by the Share form without JavaScript, shown to copy by hand.
  const code = new URL(request.url).searchParams.get('shared');
  return { ...found, shared: code && SHARE_CODE_PATTERN.test(code) ? `${found.origin}${shareLinkPath(code)}` : null };
}

export const handle = READING_PAGE;

export const meta: Route.MetaFunction = ({ data }) => (data ? articleMeta(data.article, data.origin) : notFoundMeta());

export default function ArticlePage() {
  const { article, origin, shared } = useLoaderData<typeof loader>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  return (
    <Container className="py-6 sm:py-8">
      <ArticleView
        article={article}
        origin={origin}
        nonce={nonce}
        share={
          <ShareForm
            entity={{ type: 'article', id: article.id }}
            title={article.seoTitle || article.title}
            description={article.seoDescription || article.summary}
            imageUrl={article.cover ? article.cover.src.replace(/\.webp$/, '.jpg') : null}
            back={article.path}
            label={t('articles.share')}
            shared={shared}
            nonce={nonce}
          />
        }
      />
    </Container>
  );
}
