/**
 * schema.org data of the knowledge pages (issue 20 part 2): DefinedTerm for a glossary entry (in the glossary's
 * DefinedTermSet), MedicalCondition for a condition (its therapies as possibleTreatment), MedicalTherapy for a
 * service, and a BreadcrumbList on every page. Pure functions; the loader supplies the origin.
 */
import { t } from '@nirog/shared/messages/catalogue';
import { GLOSSARY_INDEX_PATH } from '@nirog/shared/knowledge';
import type { ConditionDetail, GlossaryCard, GlossaryTerm, ServiceCard, ServiceDetail } from '@nirog/shared/schemas/knowledge';

export interface Crumb {
  to: string;
  label: string;
}

const CONTEXT = 'https://schema.org';

export function breadcrumbJsonLd(origin: string, trail: Crumb[], current: { label: string; path: string }) {
  const all = [...trail, { to: current.path, label: current.label }];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: all.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: `${origin}${c.to}` })),
  };
}

const termSet = (origin: string) => ({ '@type': 'DefinedTermSet', '@id': `${origin}${GLOSSARY_INDEX_PATH}`, name: t('knowledge.glossary.title'), url: `${origin}${GLOSSARY_INDEX_PATH}` });

export function definedTermJsonLd(term: GlossaryTerm, origin: string) {
  const url = `${origin}${term.path}`;
  return {
    '@context': CONTEXT,
    '@type': 'DefinedTerm',
    '@id': url,
    name: term.name,
    alternateName: term.devanagari,
    termCode: term.slug,
    description: term.summary,
    url,
    inDefinedTermSet: termSet(origin),
  };
}

export function definedTermSetJsonLd(items: GlossaryCard[], origin: string) {
  return {
    '@context': CONTEXT,
    ...termSet(origin),
    description: t('knowledge.glossary.metaDescription'),
    hasDefinedTerm: items.map((g) => ({ '@type': 'DefinedTerm', name: g.name, alternateName: g.devanagari, url: `${origin}${g.path}` })),
  };
}

const therapy = (s: ServiceCard, origin: string) => ({ '@type': 'MedicalTherapy', name: s.name, url: `${origin}${s.path}` });

/** A condition's page, either of its two addresses (`path` is the one shown). */
export function medicalConditionJsonLd(c: ConditionDetail, origin: string, path: string) {
  const url = `${origin}${path}`;
  return {
    '@context': CONTEXT,
    '@type': 'MedicalCondition',
    '@id': url,
    name: c.name,
    alternateName: c.nameHi,
    description: c.summary,
    url,
    ...(c.services.length ? { possibleTreatment: c.services.map((s) => therapy(s, origin)) } : {}),
    ...(c.links.specializations.length ? { relevantSpecialty: c.links.specializations.map((name) => ({ '@type': 'MedicalSpecialty', name })) } : {}),
  };
}

export function medicalTherapyJsonLd(s: ServiceDetail, origin: string) {
  const url = `${origin}${s.path}`;
  return {
    '@context': CONTEXT,
    '@type': 'MedicalTherapy',
    '@id': url,
    name: s.name,
    alternateName: s.nameHi,
    description: s.summary,
    url,
    image: `${origin}${s.imageUrl}`,
    ...(s.links.specializations.length ? { relevantSpecialty: s.links.specializations.map((name) => ({ '@type': 'MedicalSpecialty', name })) } : {}),
  };
}

/** An index page: a CollectionPage listing what it links to. */
export function collectionJsonLd(origin: string, path: string, name: string, description: string, items: Array<{ name: string; path: string }>) {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    '@id': `${origin}${path}`,
    name,
    description,
    url: `${origin}${path}`,
    mainEntity: { '@type': 'ItemList', itemListElement: items.map((i, n) => ({ '@type': 'ListItem', position: n + 1, name: i.name, url: `${origin}${i.path}` })) },
  };
}
