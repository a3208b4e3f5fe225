import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ArticleCardView } from '@nirog/shared/schemas/articles';
import { formatDate } from '../../lib/format.ts';
import { categoryLabel } from './article-labels.ts';
import { ArticlePicture } from './article-picture.tsx';

/** One article in a list: picture, topic, title (the link), summary, date and reading time. */
export function ArticleCard({ article, eager = false }: { article: ArticleCardView; eager?: boolean }) {
  const id = `article-${article.id}`;
  return (
    <article aria-labelledby={id} className="flex flex-col overflow-hidden rounded-xl border border-line bg-white">
      {article.cover ? <ArticlePicture image={article.cover} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" eager={eager} className="aspect-video h-auto w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col gap-2 p-4" lang={article.language}>
        <p className="text-xs font-semibold tracking-wide text-saffron-700 uppercase">{categoryLabel(article.category)}</p>
        <h3 id={id} className="text-lg leading-snug font-semibold text-brand-900">
          <Link to={article.path} className="hover:underline">
            {article.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-[15px] text-ink/80">{article.summary}</p>
        <p className="mt-auto pt-2 text-sm text-muted">
          {formatDate(article.publishedAt)} · {t('articles.readingTime', { minutes: article.readingMinutes })}
        </p>
      </div>
    </article>
  );
}
