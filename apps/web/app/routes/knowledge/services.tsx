import { useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { entityOr404, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { seoMeta } from '../../features/catalog/seo.ts';
import { BrowseKnowledge, KnowledgePage, KnowledgeSearchForm, ServiceGrid } from '../../features/knowledge/knowledge-page.tsx';
import { breadcrumbJsonLd, collectionJsonLd } from '../../features/knowledge/knowledge-seo.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/services';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

const PATH = '/services';

/** /services: Panchakarma, Shirodhara, Abhyanga and the other services. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { services: entityOr404(await context.api.get('/pub/v1/knowledge/services')).items, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta({ title: t('knowledge.services.title'), description: t('knowledge.services.metaDescription'), url: `${data.origin}${PATH}` }) : [];

export default function Services() {
  const { services, origin } = useLoaderData<typeof loader>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const trail = [{ to: '/', label: t('knowledge.crumb.home') }];
  const title = t('knowledge.services.title');
  return (
    <KnowledgePage
      trail={trail}
      title={title}
      lead={t('knowledge.services.lead')}
      nonce={nonce}
      wide
      jsonLd={[collectionJsonLd(origin, PATH, title, t('knowledge.services.metaDescription'), services), breadcrumbJsonLd(origin, trail, { label: title, path: PATH })]}
    >
      <KnowledgeSearchForm />
      <div className="mt-8">
        <ServiceGrid items={services} />
      </div>
      <BrowseKnowledge />
    </KnowledgePage>
  );
}
