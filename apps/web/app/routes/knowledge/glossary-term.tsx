import { Share2 } from 'lucide-react';
import { Form, useActionData, useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { GLOSSARY_INDEX_PATH } from '@nirog/shared/knowledge';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { entityOr404, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { notFoundMeta, seoMeta } from '../../features/catalog/seo.ts';
import { breadcrumbJsonLd, definedTermJsonLd } from '../../features/knowledge/knowledge-seo.ts';
import { BrowseKnowledge, ConditionList, GlossaryChips, KnowledgePage, Prose, Section, ServiceGrid } from '../../features/knowledge/knowledge-page.tsx';
import { shareGlossaryTerm } from '../../features/knowledge/share.server.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/glossary-term';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

/** A glossary entry: /ayurveda/glossary/{slug}. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const term = entityOr404(await context.api.get(`/pub/v1/knowledge/glossary/${encodeURIComponent(params.slug)}`));
  return { term, origin: originOf(request) };
}

/** Share: the entry's short link, shown on the page to copy. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const term = entityOr404(await context.api.get(`/pub/v1/knowledge/glossary/${encodeURIComponent(params.slug)}`));
  return shareGlossaryTerm(context.api, request, term);
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return notFoundMeta();
  const { term } = data;
  return seoMeta({ title: t('knowledge.term.metaTitle', { name: term.name, devanagari: term.devanagari }), description: term.summary, url: `${data.origin}${term.path}` });
};

export default function GlossaryTermPage() {
  const { term, origin } = useLoaderData<typeof loader>();
  const shared = useActionData<typeof action>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const trail = [
    { to: '/ayurveda', label: t('knowledge.crumb.ayurveda') },
    { to: GLOSSARY_INDEX_PATH, label: t('knowledge.crumb.glossary') },
  ];
  return (
    <KnowledgePage
      trail={trail}
      title={term.name}
      devanagari={term.devanagari}
      badge={t(`knowledge.kindOne.${term.kind}`)}
      lead={term.summary}
      nonce={nonce}
      jsonLd={[definedTermJsonLd(term, origin), breadcrumbJsonLd(origin, trail, { label: term.name, path: term.path })]}
    >
      <Form method="post" className="mt-4">
        <button type="submit" className={buttonClass('secondary', 'sm')} aria-label={t('knowledge.share.label')}>
          <Share2 size={16} aria-hidden />
          {t('knowledge.share.button')}
        </button>
      </Form>
      {shared && 'shareUrl' in shared && (
        <div className="mt-3 max-w-xl" role="status">
          <label htmlFor="share-link" className="text-sm text-ink">
            {t('knowledge.share.ready')}
          </label>
          <input id="share-link" readOnly value={shared.shareUrl} aria-label={t('knowledge.share.linkLabel')} className="mt-1 block h-11 w-full rounded-lg border border-line bg-white px-3 text-sm" />
        </div>
      )}
      {shared && 'shareError' in shared && (
        <Alert tone="error" className="mt-3 max-w-xl">
          {t('knowledge.share.failed', { error: shared.shareError })}
        </Alert>
      )}
      <Prose paragraphs={term.body} className="mt-6 max-w-3xl space-y-4 text-[17px] leading-relaxed text-ink" />
      <p className="mt-6 max-w-3xl text-sm text-muted">{t('knowledge.term.disclaimer')}</p>
      {term.related.length > 0 && (
        <Section id="related" title={t('knowledge.term.related')}>
          <GlossaryChips items={term.related} />
        </Section>
      )}
      {term.conditions.length > 0 && (
        <Section id="conditions" title={t('knowledge.term.conditions')}>
          <div className="max-w-3xl">
            <ConditionList items={term.conditions} />
          </div>
        </Section>
      )}
      {term.services.length > 0 && (
        <Section id="services" title={t('knowledge.term.services')}>
          <ServiceGrid items={term.services} />
        </Section>
      )}
      <BrowseKnowledge />
    </KnowledgePage>
  );
}
