import { useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { entityOr404, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { notFoundMeta, seoMeta } from '../../features/catalog/seo.ts';
import { loadCareExtras } from '../../features/knowledge/knowledge-loaders.server.ts';
import { breadcrumbJsonLd, collectionJsonLd } from '../../features/knowledge/knowledge-seo.ts';
import { BrowseKnowledge, CareLinksSection, ConditionList, Illustration, KnowledgePage, Prose, Section } from '../../features/knowledge/knowledge-page.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/treatment-category';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

/** /treatments/{category}: one of the eight categories, its conditions and where to get help. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const category = entityOr404(await context.api.get(`/pub/v1/knowledge/treatments/${encodeURIComponent(params.category)}`));
  const extras = await loadCareExtras(context.api, category.links);
  return { category, extras, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return notFoundMeta();
  const c = data.category;
  return seoMeta({ title: t('knowledge.category.metaTitle', { name: c.name }), description: c.summary, url: `${data.origin}${c.path}`, image: `${data.origin}${c.imageUrl}` });
};

export default function TreatmentCategoryPage() {
  const { category: c, extras, origin } = useLoaderData<typeof loader>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const trail = [{ to: '/treatments', label: t('knowledge.crumb.treatments') }];
  return (
    <KnowledgePage
      trail={trail}
      title={c.name}
      devanagari={c.nameHi}
      lead={c.summary}
      nonce={nonce}
      jsonLd={[collectionJsonLd(origin, c.path, c.name, c.summary, c.conditions), breadcrumbJsonLd(origin, trail, { label: c.name, path: c.path })]}
    >
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <Prose paragraphs={c.body} className="space-y-4 text-[17px] leading-relaxed text-ink" />
          <Section id="conditions" title={t('knowledge.category.conditions')} className="mt-8">
            <ConditionList items={c.conditions} />
          </Section>
        </div>
        <Illustration src={c.imageUrl} alt="" />
      </div>
      <CareLinksSection links={c.links} extras={extras} />
      <BrowseKnowledge />
    </KnowledgePage>
  );
}
