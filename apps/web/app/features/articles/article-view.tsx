import { Languages, Stethoscope } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { articleListPath, type ArticleDetailView } from '@nirog/shared/schemas/articles';
import { formatDate } from '../../lib/format.ts';
import { CatalogBreadcrumbs } from '../catalog/catalog-breadcrumbs.tsx';
import { jsonForScript } from '../catalog/seo.ts';
import { ArticleCard } from './article-card.tsx';
import { categoryLabel, languageLabel, mediaLabel } from './article-labels.ts';
import { ArticlePicture } from './article-picture.tsx';
import { articleJsonLd } from './article-seo.ts';
import { VideoFacade } from './video-facade.tsx';

/**
 * An article page (spec section 2's /{mediaType}/{lang}/{category}/{title}): breadcrumbs, title, author (linking the
 * doctor's page when the author is a listed doctor), date and reading time, a link to the translation, the cover,
 * gallery or video, the body (HTML sanitised by the API before it was stored), a disclaimer, the share button, and
 * related articles, medicines and doctors.
 */
export function ArticleView({ article: a, origin, nonce, share }: { article: ArticleDetailView; origin: string; nonce?: string; share?: ReactNode }) {
  return (
    <>
      {articleJsonLd(a, origin).map((ld, i) => (
        <script key={i} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(ld) }} />
      ))}
      <CatalogBreadcrumbs
        trail={[
          { to: '/', label: t('articles.crumb.home') },
          { to: articleListPath(a.mediaType, a.language), label: mediaLabel(a.mediaType) },
          { to: articleListPath(a.mediaType, a.language, a.category), label: categoryLabel(a.category) },
        ]}
        current={a.title}
      />
      <article className="mx-auto mt-4 max-w-3xl" lang={a.language}>
        <header>
          <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">
            {mediaLabel(a.mediaType)} · {categoryLabel(a.category)}
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-bold text-brand-900 sm:text-4xl">{a.title}</h1>
          <p className="mt-3 text-lg text-ink/80">{a.summary}</p>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
            {a.author ? (
              <span className="inline-flex items-center gap-1.5">
                <Stethoscope size={16} aria-hidden />
                {a.author.doctorPath ? (
                  <Link to={a.author.doctorPath} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                    {t('articles.by', { name: a.author.name })}
                  </Link>
                ) : (
                  t('articles.by', { name: a.author.name })
                )}
              </span>
            ) : null}
            <span>{t('articles.publishedOn', { date: formatDate(a.publishedAt) })}</span>
            <span>{t('articles.readingTime', { minutes: a.readingMinutes })}</span>
            {a.translation ? (
              <Link to={a.translation.path} hrefLang={a.translation.language} lang={a.translation.language} className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline">
                <Languages size={16} aria-hidden />
                {t('articles.otherLanguage', { language: languageLabel(a.translation.language) })}
              </Link>
            ) : null}
          </div>
          {share ? <div className="mt-4">{share}</div> : null}
        </header>

        {a.video ? (
          <VideoFacade article={a} nonce={nonce} />
        ) : a.cover ? (
          <figure className="mt-6">
            <ArticlePicture image={a.cover} sizes="(min-width: 768px) 768px, 100vw" eager className="h-auto w-full rounded-xl" />
          </figure>
        ) : null}

        <div className="article-body mt-6" dangerouslySetInnerHTML={{ __html: a.bodyHtml }} />

        {a.gallery.length ? (
          <section aria-labelledby="gallery-heading" className="mt-8">
            <h2 id="gallery-heading" className="text-xl font-semibold text-brand-900">
              {t('articles.gallery')}
            </h2>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2">
              {a.gallery.map((g) => (
                <li key={g.id}>
                  <figure>
                    <ArticlePicture image={g} sizes="(min-width: 640px) 384px, 100vw" className="h-auto w-full rounded-lg" />
                    <figcaption className="mt-1 text-sm text-muted">{g.alt}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <p className="mt-8 rounded-lg border border-saffron-500/40 bg-saffron-100/50 p-4 text-sm text-ink/80">{t('articles.disclaimer')}</p>
      </article>

      <div className="mx-auto mt-10 grid max-w-5xl gap-8 lg:grid-cols-2">
        <RelatedLinks id="related-doctors" title={t('articles.relatedDoctors')} items={a.relatedDoctors.map((d) => ({ path: d.path, name: d.name, note: [d.specialization, d.city].filter(Boolean).join(' · ') }))} />
        <RelatedLinks id="related-medicines" title={t('articles.relatedMedicines')} items={a.relatedMedicines.map((m) => ({ path: m.path, name: m.name, note: m.brand }))} />
      </div>

      {a.related.length ? (
        <section aria-labelledby="related-articles" className="mt-10">
          <h2 id="related-articles" className="text-xl font-semibold text-brand-900">
            {t('articles.related')}
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {a.related.map((r) => (
              <ArticleCard key={r.id} article={r} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}

/** A titled list of links with a line under each (the article's doctors and medicines); nothing when empty. */
function RelatedLinks({ id, title, items }: { id: string; title: string; items: Array<{ path: string; name: string; note: string }> }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
        {items.map((i) => (
          <li key={i.path} className="p-3">
            <Link to={i.path} className="font-medium text-brand-800 hover:underline">
              {i.name}
            </Link>
            <p className="text-sm text-muted">{i.note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
