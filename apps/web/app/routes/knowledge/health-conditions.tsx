import { Link, useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { entityOr404, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { seoMeta } from '../../features/catalog/seo.ts';
import { BrowseKnowledge, ConditionList, KnowledgePage, KnowledgeSearchForm, Section } from '../../features/knowledge/knowledge-page.tsx';
import { breadcrumbJsonLd, collectionJsonLd } from '../../features/knowledge/knowledge-seo.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/health-conditions';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

const PATH = '/health-conditions';

/** /health-conditions: every condition, grouped by treatment category. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { categories: entityOr404(await context.api.get('/pub/v1/knowledge/treatments')).items, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta({ title: t('knowledge.conditions.title'), description: t('knowledge.conditions.metaDescription'), url: `${data.origin}${PATH}` }) : [];

export default function HealthConditions() {
  const { categories, origin } = useLoaderData<typeof loader>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const trail = [{ to: '/', label: t('knowledge.crumb.home') }];
  const title = t('knowledge.conditions.title');
  const all = categories.flatMap((c) => c.conditions.map((x) => ({ name: x.name, path: x.conditionPath })));
  return (
    <KnowledgePage
      trail={trail}
      title={title}
      lead={t('knowledge.conditions.lead')}
      nonce={nonce}
      jsonLd={[collectionJsonLd(origin, PATH, title, t('knowledge.conditions.metaDescription'), all), breadcrumbJsonLd(origin, trail, { label: title, path: PATH })]}
    >
      <KnowledgeSearchForm />
      <div className="max-w-3xl">
        {categories.map((c) => (
          <Section key={c.slug} id={`cat-${c.slug}`} title={c.name}>
            <ConditionList items={c.conditions} to="conditionPath" />
            <p className="mt-2">
              <Link to={c.path} className="text-sm font-medium text-brand-700 hover:underline">
                {t('knowledge.category.metaTitle', { name: c.name })}
              </Link>
            </p>
          </Section>
        ))}
      </div>
      <BrowseKnowledge />
    </KnowledgePage>
  );
}
