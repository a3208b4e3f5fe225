import { Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ArticleCard } from '../../features/articles/article-card.tsx';
import { loadContentSearch } from '../../features/articles/article-loaders.server.ts';
import { KnowledgeResults } from '../../features/knowledge/knowledge-page.tsx';
import { READING_PAGE } from '../../lib/reading-page.ts';
import type { Route } from './+types/search';

/** /content/search?search=: what the search bar of content pages (in the header) finds: knowledge entries, then articles. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadContentSearch(context.api, request);
}

/** A reading page (decision 052): HTML and CSS only. */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = () => [{ title: `${t('articles.search.metaTitle')} | ${t('app.name')}` }, { name: 'robots', content: 'noindex' }];

export default function ContentSearch() {
  const { q, page, pages, result, knowledge } = useLoaderData<typeof loader>();
  const articles = result?.sections.articles;
  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-brand-900">{q ? t('articles.search.heading', { query: q }) : t('articles.search.metaTitle')}</h1>
      {result?.correctedQuery ? <p className="mt-3 text-sm text-muted">{t('articles.search.corrected', { fix: result.correctedQuery })}</p> : null}
      {knowledge && <KnowledgeResults results={knowledge} />}
      {articles ? (
        <section aria-labelledby="search-articles" className="mt-6">
          <h2 id="search-articles" className="text-lg font-semibold text-brand-900">
            {t('articles.search.sectionArticles')} <span className="font-normal text-muted">({articles.total})</span>
          </h2>
          {articles.items.length ? (
            <div className="mt-3 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {articles.items.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </div>
          ) : (
            <p className="mt-3 text-muted">
              {t('articles.search.none', { query: q })} <Link to="/blogs/en" className="text-brand-800 underline">{t('articles.media.blogs')}</Link>
            </p>
          )}
          <Pagination page={page} pages={pages} hrefFor={(p) => `/content/search?${new URLSearchParams({ search: q, ...(p > 1 ? { page: String(p) } : {}) })}`} />
        </section>
      ) : null}
    </Container>
  );
}
