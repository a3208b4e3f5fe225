import { Link, useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { entityOr404, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { seoMeta } from '../../features/catalog/seo.ts';
import { breadcrumbJsonLd, collectionJsonLd } from '../../features/knowledge/knowledge-seo.ts';
import { BrowseKnowledge, Illustration, KnowledgePage, KnowledgeSearchForm } from '../../features/knowledge/knowledge-page.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/treatments';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

const PATH = '/treatments';

/** /treatments: the eight categories of spec section 2, each with its conditions. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { categories: entityOr404(await context.api.get('/pub/v1/knowledge/treatments')).items, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta({ title: t('knowledge.treatments.title'), description: t('knowledge.treatments.metaDescription'), url: `${data.origin}${PATH}` }) : [];

export default function Treatments() {
  const { categories, origin } = useLoaderData<typeof loader>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const trail = [{ to: '/', label: t('knowledge.crumb.home') }];
  const title = t('knowledge.treatments.title');
  return (
    <KnowledgePage
      trail={trail}
      title={title}
      lead={t('knowledge.treatments.lead')}
      nonce={nonce}
      wide
      jsonLd={[collectionJsonLd(origin, PATH, title, t('knowledge.treatments.metaDescription'), categories), breadcrumbJsonLd(origin, trail, { label: title, path: PATH })]}
    >
      <KnowledgeSearchForm />
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((c) => (
          <li key={c.slug} className="flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
            <Illustration src={c.imageUrl} alt="" className="aspect-[16/9] w-full object-cover" />
            <div className="flex flex-1 flex-col p-4">
              <h2 className="text-lg font-semibold text-brand-900">
                <Link to={c.path} className="hover:underline">
                  {c.name}
                </Link>
              </h2>
              <p lang="hi" className="text-sm text-muted">
                {c.nameHi}
              </p>
              <p className="mt-2 text-sm text-ink">{c.summary}</p>
              <ul className="mt-3 space-y-1 text-sm">
                {c.conditions.map((x) => (
                  <li key={x.slug}>
                    <Link to={x.path} className="text-brand-700 hover:underline">
                      {x.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      <BrowseKnowledge />
    </KnowledgePage>
  );
}
