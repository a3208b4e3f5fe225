import { Bookmark } from 'lucide-react';
import { useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { entityOr404 } from '../../features/catalog/catalog-loaders.server.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ProductGrid } from '../../features/catalog/product-card.tsx';
import { FeedGate } from '../../features/feeds/feed-gate.tsx';
import { feedAction, loadBookmarkedPosts } from '../../features/feeds/feeds.server.ts';
import { feedViewer } from '../../features/feeds/feed-viewer.server.ts';
import { PostCard } from '../../features/feeds/post-card.tsx';
import type { Route } from './+types/bookmarks';

const PAGE_SIZE = 12;

export const meta: Route.MetaFunction = () => [...pageMeta(t('bookmarks.title')), { name: 'robots', content: 'noindex' }];

/** What the session user bookmarked: products, and posts of the feed (issue 22) when their Feed access lets them read it. The page lives in ?page=. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const viewer = await feedViewer(context.api);
  const [products, posts] = await Promise.all([
    context.api.get(`/pub/v3/products?bookmark=1&skip=${(page - 1) * PAGE_SIZE}&limit=${PAGE_SIZE}`).then(entityOr404),
    viewer.canWrite || viewer.readOnly ? loadBookmarkedPosts(context.api, (page - 1) * PAGE_SIZE, PAGE_SIZE) : null,
  ]);
  return { page, products, posts, viewer };
}

export async function action({ context, request }: Route.ActionArgs) {
  return feedAction(request, context.api);
}

export default function Bookmarks() {
  const { page, products, posts, viewer } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pages = Math.ceil(Math.max(products.total, posts?.total ?? 0) / PAGE_SIZE);
  return (
    <Container className="py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('bookmarks.title')}</h1>
      <p className="mt-2 text-[15px] text-muted">{t('bookmarks.intro')}</p>
      <section aria-labelledby="bookmarked-medicines" className="mt-6">
        <h2 id="bookmarked-medicines" className="text-lg font-semibold text-brand-900">
          {t('bookmarks.medicines', { count: products.total })}
        </h2>
        {products.total === 0 ? (
          <Card className="mt-3 flex flex-col items-start gap-3">
            <Bookmark size={28} aria-hidden className="text-brand-700" />
            <p className="text-[15px] text-ink">{t('bookmarks.empty')}</p>
            <ButtonLink to="/medicines" variant="secondary">
              {t('bookmarks.browse')}
            </ButtonLink>
          </Card>
        ) : (
          <>
            <ProductGrid products={products.items} className="mt-3" />
          </>
        )}
      </section>
      {posts && (
        <section aria-labelledby="bookmarked-posts" className="mt-8">
          <h2 id="bookmarked-posts" className="text-lg font-semibold text-brand-900">
            {t('feedsWeb.bookmarks.title', { count: posts.total })}
          </h2>
          {posts.total === 0 ? (
            <Card className="mt-3 flex flex-col items-start gap-3">
              <p className="text-[15px] text-ink">{t('feedsWeb.bookmarks.empty')}</p>
              <ButtonLink to="/feeds" variant="secondary">
                {t('feedsWeb.bookmarks.browse')}
              </ButtonLink>
            </Card>
          ) : (
            <FeedGate verification={viewer.verification} refused={!!result && 'verify' in result && !!result.verify}>
              <ul className="mt-3 max-w-3xl list-none space-y-4 p-0">
                {posts.items.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} signedIn />
                  </li>
                ))}
              </ul>
            </FeedGate>
          )}
        </section>
      )}
      <Pagination page={page} pages={pages} hrefFor={(n) => (n === 1 ? '/bookmarks' : `/bookmarks?page=${n}`)} />
    </Container>
  );
}
