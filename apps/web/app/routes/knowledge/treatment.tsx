import { useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { entityOr404, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { notFoundMeta, seoMeta } from '../../features/catalog/seo.ts';
import { ConditionView } from '../../features/knowledge/condition-view.tsx';
import { loadCareExtras } from '../../features/knowledge/knowledge-loaders.server.ts';
import { KnowledgePage } from '../../features/knowledge/knowledge-page.tsx';
import { breadcrumbJsonLd, medicalConditionJsonLd } from '../../features/knowledge/knowledge-seo.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/treatment';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

/** /treatments/{category}/{condition}: a condition under its category (404 under another). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const condition = entityOr404(await context.api.get(`/pub/v1/knowledge/treatments/${encodeURIComponent(params.category)}/${encodeURIComponent(params.condition)}`));
  const extras = await loadCareExtras(context.api, condition.links);
  return { condition, extras, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return notFoundMeta();
  const c = data.condition;
  return seoMeta({ title: t('knowledge.condition.metaTitle', { name: c.name }), description: c.summary, url: `${data.origin}${c.path}`, image: `${data.origin}${c.imageUrl}` });
};

export default function TreatmentPage() {
  const { condition: c, extras, origin } = useLoaderData<typeof loader>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const trail = [
    { to: '/treatments', label: t('knowledge.crumb.treatments') },
    { to: `/treatments/${c.category}`, label: c.categoryName },
  ];
  return (
    <KnowledgePage
      trail={trail}
      title={c.name}
      devanagari={c.nameHi}
      lead={c.summary}
      nonce={nonce}
      jsonLd={[medicalConditionJsonLd(c, origin, c.path), breadcrumbJsonLd(origin, trail, { label: c.name, path: c.path })]}
    >
      <ConditionView condition={c} extras={extras} view="treatment" />
    </KnowledgePage>
  );
}
