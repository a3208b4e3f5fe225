import { Bookmark } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { entityOr404 } from '../../features/catalog/catalog-loaders.server.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ProductGrid } from '../../features/catalog/product-card.tsx';
import type { Route } from './+types/bookmarks';

const PAGE_SIZE = 12;

export const meta: Route.MetaFunction = () => [...pageMeta(t('bookmarks.title')), { name: 'robots', content: 'noindex' }];

/** What the session user bookmarked: products now (posts join them when the feed lands). The page lives in ?page=. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const products = entityOr404(await context.api.get(`/pub/v3/products?bookmark=1&skip=${(page - 1) * PAGE_SIZE}&limit=${PAGE_SIZE}`));
  return { page, products };
}

export default function Bookmarks() {
  const { page, products } = useLoaderData<typeof loader>();
  const pages = Math.ceil(products.total / PAGE_SIZE);
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
            <Pagination page={page} pages={pages} hrefFor={(n) => (n === 1 ? '/bookmarks' : `/bookmarks?page=${n}`)} />
          </>
        )}
      </section>
    </Container>
  );
}
