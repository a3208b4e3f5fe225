/**
 * The building blocks of the knowledge pages (issue 20 part 2): a calm reading column with breadcrumbs and the
 * page's JSON-LD, paragraphs, the "where to get help" block (doctors by specialization, clinics by service,
 * medicines by category or ingredient; decision 048), lists of entries and the section's search form. No state and
 * no effects: these pages read the same without JavaScript.
 */
import { ArrowRight, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { GLOSSARY_INDEX_PATH, clinicsWith, doctorsWith, medicinesInCategory, medicinesWith } from '@nirog/shared/knowledge';
import type { CareLinks, ConditionCard, GlossaryCard, KnowledgeSearch, ServiceCard } from '@nirog/shared/schemas/knowledge';
import { Container } from '../../components/ui/card.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { CatalogBreadcrumbs } from '../catalog/catalog-breadcrumbs.tsx';
import { jsonForScript } from '../catalog/seo.ts';
import type { CareExtras } from './knowledge-loaders.server.ts';
import type { Crumb } from './knowledge-seo.ts';

export function JsonLd({ data, nonce }: { data: unknown; nonce?: string }) {
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}

/** A page of the section: breadcrumbs, the title with its Devanagari name, a lead, and the page's JSON-LD. */
export function KnowledgePage({
  trail,
  title,
  devanagari,
  lead,
  jsonLd,
  nonce,
  badge,
  wide = false,
  children,
}: {
  trail: Crumb[];
  title: string;
  devanagari?: string;
  lead?: string;
  jsonLd: unknown[];
  nonce?: string;
  badge?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Container className="py-6 sm:py-8">
      {jsonLd.map((d, i) => (
        <JsonLd key={i} data={d} nonce={nonce} />
      ))}
      <CatalogBreadcrumbs trail={trail} current={title} />
      <div className={wide ? 'mt-3' : 'mt-3 max-w-3xl'}>
        {badge && <p className="text-sm font-medium tracking-wide text-saffron-700 uppercase">{badge}</p>}
        <h1 className="mt-1 text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        {devanagari && (
          <p lang="hi" className="mt-1 text-lg text-muted">
            {devanagari}
          </p>
        )}
        {lead && <p className="mt-3 text-lg leading-relaxed text-ink">{lead}</p>}
      </div>
      {children}
    </Container>
  );
}

export function Prose({ paragraphs, className }: { paragraphs: string[]; className?: string }) {
  return (
    <div className={className ?? 'mt-4 max-w-3xl space-y-4 text-[17px] leading-relaxed text-ink'}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

export function Section({ id, title, children, className = 'mt-10' }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Illustration({ src, alt, className }: { src: string; alt: string; className?: string }) {
  return <img src={src} alt={alt} width={640} height={360} loading="lazy" className={className ?? 'aspect-[16/9] w-full rounded-xl border border-line object-cover'} />;
}

const pill = 'inline-flex min-h-11 items-center rounded-full border border-line bg-white px-3 py-1 text-sm text-brand-800 hover:bg-brand-50 sm:min-h-9';

export function GlossaryChips({ items }: { items: GlossaryCard[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((g) => (
        <li key={g.slug}>
          <Link to={g.path} className={pill}>
            {g.name}
            <span lang="hi" className="ml-1.5 text-muted">
              {g.devanagari}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Conditions with their summaries; `to` picks the treatment page or the health-condition page. */
export function ConditionList({ items, to = 'path' }: { items: ConditionCard[]; to?: 'path' | 'conditionPath' }) {
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-white">
      {items.map((c) => (
        <li key={c.slug} className="p-4">
          <Link to={c[to]} className="font-semibold text-brand-800 hover:underline">
            {c.name}
          </Link>
          <span lang="hi" className="ml-2 text-sm text-muted">
            {c.nameHi}
          </span>
          <p className="mt-1 text-sm text-ink">{c.summary}</p>
        </li>
      ))}
    </ul>
  );
}

export function ServiceGrid({ items }: { items: ServiceCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((s) => (
        <li key={s.slug} className="overflow-hidden rounded-xl border border-line bg-white shadow-sm">
          <Illustration src={s.imageUrl} alt="" className="aspect-[16/9] w-full object-cover" />
          <div className="p-4">
            <h3 className="font-semibold text-brand-900">
              <Link to={s.path} className="hover:underline">
                {s.name}
              </Link>
              <span lang="hi" className="ml-2 text-sm font-normal text-muted">
                {s.nameHi}
              </span>
            </h3>
            <p className="mt-1 text-sm text-ink">{s.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

const more = 'inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline';

/**
 * Where to get help: a few doctors (by the first specialization), clinics (by the first service) and medicines (by
 * category, else ingredient), each with the link to the full list with that filter, and links for the others.
 */
export function CareLinksSection({ links, extras }: { links: CareLinks; extras: CareExtras }) {
  const hasAny = links.specializations.length || links.clinicServices.length || links.medicineCategory || links.ingredients.length;
  if (!hasAny) return null;
  return (
    <Section id="care-links" title={t('knowledge.links.title')}>
      <div className="grid gap-6 lg:grid-cols-3">
        {links.specializations.length > 0 && (
          <section aria-labelledby="care-doctors">
            <h3 id="care-doctors" className="font-semibold text-brand-900">
              {t('knowledge.links.doctors')}
            </h3>
            {extras.doctors.length > 0 && (
              <ul className="mt-2 space-y-2">
                {extras.doctors.map((d) => (
                  <li key={d.id} className="rounded-lg border border-line bg-white p-3">
                    <Link to={d.path} className="font-medium text-brand-800 hover:underline">
                      {d.displayName}
                    </Link>
                    <p className="text-sm text-muted">{[d.specializations.slice(0, 3).join(', '), d.city].filter(Boolean).join(' · ')}</p>
                  </li>
                ))}
              </ul>
            )}
            <ul className="mt-2 space-y-1">
              {links.specializations.map((s) => (
                <li key={s}>
                  <Link to={doctorsWith(s)} className={more}>
                    {t('knowledge.links.doctorsIn', { specialization: s })}
                    <ArrowRight size={15} aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {links.clinicServices.length > 0 && (
          <section aria-labelledby="care-clinics">
            <h3 id="care-clinics" className="font-semibold text-brand-900">
              {t('knowledge.links.clinics')}
            </h3>
            {extras.clinics.length > 0 && (
              <ul className="mt-2 space-y-2">
                {extras.clinics.map((c) => (
                  <li key={c.id} className="rounded-lg border border-line bg-white p-3">
                    <Link to={c.path} className="font-medium text-brand-800 hover:underline">
                      {c.name}
                    </Link>
                    <p className="text-sm text-muted">{c.city}</p>
                  </li>
                ))}
              </ul>
            )}
            <ul className="mt-2 space-y-1">
              {links.clinicServices.map((s) => (
                <li key={s}>
                  <Link to={clinicsWith(s)} className={more}>
                    {t('knowledge.links.clinicsWith', { service: s })}
                    <ArrowRight size={15} aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {(links.medicineCategory || links.ingredients.length > 0) && (
          <section aria-labelledby="care-medicines">
            <h3 id="care-medicines" className="font-semibold text-brand-900">
              {t('knowledge.links.medicines')}
            </h3>
            {extras.medicines.length > 0 && (
              <ul className="mt-2 space-y-2">
                {extras.medicines.map((m) => (
                  <li key={m.id} className="rounded-lg border border-line bg-white p-3">
                    <Link to={`/medicines/${m.slug}`} className="font-medium text-brand-800 hover:underline">
                      {m.name}
                    </Link>
                    <p className="text-sm text-muted">{m.brand.name}</p>
                  </li>
                ))}
              </ul>
            )}
            <ul className="mt-2 space-y-1">
              {links.medicineCategory && (
                <li>
                  <Link to={medicinesInCategory(links.medicineCategory)} className={more}>
                    {t('knowledge.links.medicinesInCategory')}
                    <ArrowRight size={15} aria-hidden />
                  </Link>
                </li>
              )}
              {links.ingredients.map((i) => (
                <li key={i}>
                  <Link to={medicinesWith(i)} className={more}>
                    {t('knowledge.links.medicinesWith', { ingredient: i })}
                    <ArrowRight size={15} aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-muted">{t('knowledge.links.medicinesNote')}</p>
          </section>
        )}
      </div>
    </Section>
  );
}

/** The section's search: a plain GET form to the glossary index, which shows the results by section. */
export function KnowledgeSearchForm({ q = '' }: { q?: string }) {
  return (
    <form method="get" action={GLOSSARY_INDEX_PATH} role="search" className="mt-5 flex max-w-xl gap-2">
      <label htmlFor="knowledge-q" className="sr-only">
        {t('knowledge.search.label')}
      </label>
      <input
        id="knowledge-q"
        name="q"
        type="search"
        defaultValue={q}
        maxLength={100}
        placeholder={t('knowledge.search.placeholder')}
        className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-[15px]"
      />
      <button type="submit" className={buttonClass('primary', 'md')}>
        <Search size={16} aria-hidden />
        {t('knowledge.search.submit')}
      </button>
    </form>
  );
}

/** Links to the section's four indexes, at the foot of each page. */
export function BrowseKnowledge() {
  const links = [
    { to: GLOSSARY_INDEX_PATH, label: t('knowledge.browse.glossary') },
    { to: '/treatments', label: t('knowledge.browse.treatments') },
    { to: '/services', label: t('knowledge.browse.services') },
    { to: '/health-conditions', label: t('knowledge.browse.conditions') },
  ];
  return (
    <nav aria-labelledby="browse-knowledge" className="mt-12 border-t border-line pt-6">
      <h2 id="browse-knowledge" className="text-sm font-semibold text-muted uppercase">
        {t('knowledge.browse.title')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={pill}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What the knowledge search found, by kind (glossary, conditions, treatments, services); empty kinds are left out. */
export function KnowledgeResults({ results }: { results: KnowledgeSearch }) {
  return (
    <>
    {results.glossary.length > 0 && (
      <Section id="results-glossary" title={t('knowledge.search.glossary')} className="mt-5">
        <GlossaryChips items={results.glossary} />
      </Section>
    )}
    {results.conditions.length > 0 && (
      <Section id="results-conditions" title={t('knowledge.search.conditions')} className="mt-5">
        <ConditionList items={results.conditions} />
      </Section>
    )}
    {results.treatments.length > 0 && (
      <Section id="results-treatments" title={t('knowledge.search.treatments')} className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {results.treatments.map((c) => (
            <li key={c.slug}>
              <Link to={c.path} className="font-medium text-brand-800 hover:underline">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    )}
    {results.services.length > 0 && (
      <Section id="results-services" title={t('knowledge.search.services')} className="mt-5">
        <ServiceGrid items={results.services} />
      </Section>
    )}
    </>
  );
}
