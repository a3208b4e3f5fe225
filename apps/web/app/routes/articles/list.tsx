import { Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { ARTICLE_CATEGORY_SLUGS, ARTICLE_MEDIA_TYPES, articleListPath } from '@nirog/shared/schemas/articles';
import { Container } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ArticleCard } from '../../features/articles/article-card.tsx';
import { categoryLabel, languageLabel, mediaLabel } from '../../features/articles/article-labels.ts';
import { loadArticleList } from '../../features/articles/article-loaders.server.ts';
import { notFoundMeta } from '../../features/catalog/seo.ts';
import { READING_PAGE } from '../../lib/reading-page.ts';
import type { Route } from './+types/list';

/** /{mediaType}/{lang} and /{mediaType}/{lang}/{category}: published articles, newest first, 10 a page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadArticleList(context.api, request, params as { lang?: string; category?: string });
}

/** A reading page (decision 052): HTML and CSS only. */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return notFoundMeta();
  const media = mediaLabel(data.mediaType);
  const language = languageLabel(data.language);
  const title = data.category ? t('articles.list.metaTitleCategory', { category: categoryLabel(data.category), media, language }) : t('articles.list.metaTitle', { media, language });
  const path = articleListPath(data.mediaType, data.language, data.category);
  const url = `${data.origin}${path}${data.page > 1 ? `?page=${data.page}` : ''}`;
  const other = data.language === 'en' ? 'hi' : 'en';
  return [
    { title: `${title} | ${t('app.name')}` },
    { name: 'description', content: t('articles.list.metaDescription', { media, language }) },
    { tagName: 'link', rel: 'canonical', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: data.language, href: `${data.origin}${path}` },
    { tagName: 'link', rel: 'alternate', hrefLang: other, href: `${data.origin}${articleListPath(data.mediaType, other, data.category)}` },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
  ];
};

export default function ArticleList() {
  const { mediaType, language, category, page, pages, list } = useLoaderData<typeof loader>();
  const chip = (active: boolean) =>
    cn('inline-flex h-10 items-center rounded-full border px-4 text-sm whitespace-nowrap', active ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink hover:bg-brand-50');
  const other = language === 'en' ? 'hi' : 'en';
  return (
    <Container className="py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold text-brand-900">
          {t('articles.list.heading', { media: mediaLabel(mediaType) })}
          {category ? <span className="block text-lg font-medium text-muted">{categoryLabel(category)}</span> : null}
        </h1>
        <Link to={articleListPath(mediaType, other, category)} hrefLang={other} lang={other} className="text-sm font-medium text-brand-800 hover:underline">
          {languageLabel(other)}
        </Link>
      </div>
      <nav aria-label={t('articles.field.mediaType')} className="-mx-4 mt-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {ARTICLE_MEDIA_TYPES.map((m) => (
            <li key={m}>
              <Link to={articleListPath(m, language)} className={chip(m === mediaType)} aria-current={m === mediaType ? 'page' : undefined}>
                {mediaLabel(m)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('articles.field.category')} className="-mx-4 mt-3 overflow-x-auto px-4">
        <ul className="flex gap-2">
          <li>
            <Link to={articleListPath(mediaType, language)} className={chip(!category)} aria-current={!category ? 'page' : undefined}>
              {t('articles.list.allCategories')}
            </Link>
          </li>
          {ARTICLE_CATEGORY_SLUGS.map((c) => (
            <li key={c}>
              <Link to={articleListPath(mediaType, language, c)} className={chip(c === category)} aria-current={c === category ? 'page' : undefined}>
                {categoryLabel(c)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.items.length ? (
        <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((a, i) => (
            <ArticleCard key={a.id} article={a} eager={i < 2} />
          ))}
        </div>
      ) : (
        <p className="mt-8 text-muted">{t('articles.list.empty')}</p>
      )}
      <Pagination page={page} pages={pages} hrefFor={(p) => `${articleListPath(mediaType, language, category)}${p > 1 ? `?page=${p}` : ''}`} />
    </Container>
  );
}
