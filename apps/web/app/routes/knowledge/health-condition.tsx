import { useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { entityOr404, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { notFoundMeta, seoMeta } from '../../features/catalog/seo.ts';
import { ConditionView } from '../../features/knowledge/condition-view.tsx';
import { loadCareExtras } from '../../features/knowledge/knowledge-loaders.server.ts';
import { KnowledgePage } from '../../features/knowledge/knowledge-page.tsx';
import { breadcrumbJsonLd, medicalConditionJsonLd } from '../../features/knowledge/knowledge-seo.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/health-condition';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

/** /health-conditions/{slug}: what a condition is (the same entry as its treatment page; decision 048). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const condition = entityOr404(await context.api.get(`/pub/v1/knowledge/conditions/${encodeURIComponent(params.slug)}`));
  const extras = await loadCareExtras(context.api, condition.links);
  return { condition, extras, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return notFoundMeta();
  const c = data.condition;
  return seoMeta({ title: t('knowledge.condition.healthMetaTitle', { name: c.name }), description: c.summary, url: `${data.origin}${c.conditionPath}` });
};

export default function HealthConditionPage() {
  const { condition: c, extras, origin } = useLoaderData<typeof loader>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const trail = [{ to: '/health-conditions', label: t('knowledge.crumb.conditions') }];
  return (
    <KnowledgePage
      trail={trail}
      title={c.name}
      devanagari={c.nameHi}
      lead={c.summary}
      nonce={nonce}
      jsonLd={[medicalConditionJsonLd(c, origin, c.conditionPath), breadcrumbJsonLd(origin, trail, { label: c.name, path: c.conditionPath })]}
    >
      <ConditionView condition={c} extras={extras} view="condition" />
    </KnowledgePage>
  );
}
