import { useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { entityOr404, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { notFoundMeta, seoMeta } from '../../features/catalog/seo.ts';
import { loadCareExtras } from '../../features/knowledge/knowledge-loaders.server.ts';
import { BrowseKnowledge, CareLinksSection, ConditionList, GlossaryChips, Illustration, KnowledgePage, Prose, Section } from '../../features/knowledge/knowledge-page.tsx';
import { breadcrumbJsonLd, medicalTherapyJsonLd } from '../../features/knowledge/knowledge-seo.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/service';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

/** /services/{slug}: what a service is, a session step by step, and where to get it. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const service = entityOr404(await context.api.get(`/pub/v1/knowledge/services/${encodeURIComponent(params.slug)}`));
  const extras = await loadCareExtras(context.api, service.links);
  return { service, extras, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return notFoundMeta();
  const s = data.service;
  return seoMeta({ title: t('knowledge.service.metaTitle', { name: s.name }), description: s.summary, url: `${data.origin}${s.path}`, image: `${data.origin}${s.imageUrl}` });
};

export default function ServicePage() {
  const { service: s, extras, origin } = useLoaderData<typeof loader>();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const trail = [{ to: '/services', label: t('knowledge.crumb.services') }];
  return (
    <KnowledgePage
      trail={trail}
      title={s.name}
      devanagari={s.nameHi}
      lead={s.summary}
      nonce={nonce}
      jsonLd={[medicalTherapyJsonLd(s, origin), breadcrumbJsonLd(origin, trail, { label: s.name, path: s.path })]}
    >
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <Prose paragraphs={s.body} className="space-y-4 text-[17px] leading-relaxed text-ink" />
          <Section id="steps" title={t('knowledge.service.steps')} className="mt-8">
            <ol className="list-decimal space-y-2 pl-6 text-[17px] text-ink">
              {s.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Section>
          <p className="mt-6 text-sm text-muted">{t('knowledge.service.askClinic')}</p>
        </div>
        <div className="space-y-6">
          <Illustration src={s.imageUrl} alt="" />
          {s.terms.length > 0 && (
            <Section id="terms" title={t('knowledge.condition.terms')} className="">
              <GlossaryChips items={s.terms} />
            </Section>
          )}
        </div>
      </div>
      <CareLinksSection links={s.links} extras={extras} />
      {s.conditions.length > 0 && (
        <Section id="conditions" title={t('knowledge.service.conditions')}>
          <div className="max-w-3xl">
            <ConditionList items={s.conditions} />
          </div>
        </Section>
      )}
      <BrowseKnowledge />
    </KnowledgePage>
  );
}
