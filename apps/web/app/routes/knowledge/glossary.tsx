import { Link, useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { GLOSSARY_INDEX_PATH, GLOSSARY_KINDS, type GlossaryKind } from '@nirog/shared/knowledge';
import type { GlossaryCard } from '@nirog/shared/schemas/knowledge';
import { entityOr404, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { seoMeta } from '../../features/catalog/seo.ts';
import { breadcrumbJsonLd, definedTermSetJsonLd } from '../../features/knowledge/knowledge-seo.ts';
import { BrowseKnowledge, GlossaryChips, KnowledgePage, KnowledgeResults, KnowledgeSearchForm } from '../../features/knowledge/knowledge-page.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/glossary';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

/** /ayurveda/glossary: every entry A-Z, by kind (?kind=), and the section's search results (?q=). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
  const kindParam = url.searchParams.get('kind') ?? '';
  const kind = (GLOSSARY_KINDS as readonly string[]).includes(kindParam) ? (kindParam as GlossaryKind) : null;
  const [list, results] = await Promise.all([
    context.api.get(kind ? `/pub/v1/knowledge/glossary?kind=${kind}` : '/pub/v1/knowledge/glossary'),
    q ? context.api.get(`/pub/v1/knowledge/search?q=${encodeURIComponent(q)}`) : null,
  ]);
  return { q, kind, items: entityOr404(list).items, results: results ? entityOr404(results) : null, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const title = data.kind ? t('knowledge.glossary.kindTitle', { kind: t(`knowledge.kind.${data.kind}`) }) : t('knowledge.glossary.title');
  const tags = seoMeta({ title, description: t('knowledge.glossary.metaDescription'), url: `${data.origin}${GLOSSARY_INDEX_PATH}${data.kind ? `?kind=${data.kind}` : ''}` });
  // Search results are for people; the lists are what search engines index.
  return data.q ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
};

const letterOf = (name: string) => name[0]!.toUpperCase();

export default function GlossaryIndex() {
  const { q, kind, items, results, origin } = useLoaderData<typeof loader>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const byLetter = new Map<string, GlossaryCard[]>();
  for (const g of items) byLetter.set(letterOf(g.name), [...(byLetter.get(letterOf(g.name)) ?? []), g]);
  const trail = [{ to: '/ayurveda', label: t('knowledge.crumb.ayurveda') }];
  const found = results ? results.glossary.length + results.conditions.length + results.treatments.length + results.services.length : 0;
  return (
    <KnowledgePage
      trail={trail}
      title={t('knowledge.glossary.title')}
      lead={t('knowledge.glossary.lead')}
      nonce={nonce}
      wide
      jsonLd={[definedTermSetJsonLd(items, origin), breadcrumbJsonLd(origin, trail, { label: t('knowledge.glossary.title'), path: GLOSSARY_INDEX_PATH })]}
    >
      <KnowledgeSearchForm q={q} />
      {results && (
        <section aria-labelledby="search-results" className="mt-8">
          <h2 id="search-results" className="text-xl font-semibold text-brand-900">
            {t('knowledge.search.title', { q })}
          </h2>
          {found === 0 && <p className="mt-2 text-ink">{t('knowledge.search.none', { q })}</p>}
          <KnowledgeResults results={results} />
        </section>
      )}
      <nav aria-labelledby="glossary-kinds" className="mt-8">
        <h2 id="glossary-kinds" className="text-sm font-semibold text-muted uppercase">
          {t('knowledge.glossary.kinds')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {[null, ...GLOSSARY_KINDS].map((k) => (
            <li key={k ?? 'all'}>
              <Link
                to={k ? `${GLOSSARY_INDEX_PATH}?kind=${k}` : GLOSSARY_INDEX_PATH}
                aria-current={k === kind ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-3 text-sm sm:min-h-9 ${k === kind ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-brand-800 hover:bg-brand-50'}`}
              >
                {k ? t(`knowledge.kind.${k}`) : t('knowledge.glossary.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('knowledge.glossary.letters')} className="mt-6">
        <ul className="flex flex-wrap gap-1">
          {[...byLetter.keys()].map((l) => (
            <li key={l}>
              <a href={`#letter-${l}`} className="inline-flex h-11 w-11 items-center justify-center rounded-lg border border-line bg-white font-semibold text-brand-800 hover:bg-brand-50 sm:h-9 sm:w-9">
                {l}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-sm text-muted">{t('knowledge.glossary.count', { count: items.length })}</p>
      <div className="mt-2 grid gap-x-8 gap-y-6 md:grid-cols-2">
        {[...byLetter.entries()].map(([letter, terms]) => (
          <section key={letter} aria-labelledby={`letter-${letter}`}>
            <h2 id={`letter-${letter}`} className="border-b border-line pb-1 text-lg font-bold text-brand-900">
              {letter}
            </h2>
            <ul className="mt-2 space-y-3">
              {terms.map((g) => (
                <li key={g.slug}>
                  <Link to={g.path} className="font-semibold text-brand-800 hover:underline">
                    {g.name}
                  </Link>
                  <span lang="hi" className="ml-2 text-muted">
                    {g.devanagari}
                  </span>
                  <span className="ml-2 text-xs text-muted">· {t(`knowledge.kindOne.${g.kind}`)}</span>
                  <p className="text-sm text-ink">{g.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <BrowseKnowledge />
    </KnowledgePage>
  );
}
