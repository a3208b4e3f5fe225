/**
 * Response schemas of the knowledge section (issue 20 parts 2 and 5; decision 048): glossary entries, treatment
 * categories with their conditions, services, search and the sitemap list.
 */
import { z } from 'zod';
import { GLOSSARY_KINDS, KNOWLEDGE_SITEMAP_KINDS, TREATMENT_CATEGORIES } from '../knowledge.ts';
import { int, isoDateTime, pageOf } from './envelope.ts';

const glossaryKind = z.enum(GLOSSARY_KINDS);
const category = z.enum(TREATMENT_CATEGORIES);

/** A glossary entry in a list: enough for the A-Z index and a link. */
export const glossaryCard = z.object({
  slug: z.string(),
  kind: glossaryKind,
  name: z.string(),
  /** The name in Devanagari (Sanskrit or Hindi). */
  devanagari: z.string(),
  summary: z.string(),
  path: z.string(),
});
export type GlossaryCard = z.output<typeof glossaryCard>;

/** A condition in a list (a category page, the health-conditions index, a related list). */
export const conditionCard = z.object({
  slug: z.string(),
  category,
  name: z.string(),
  nameHi: z.string(),
  summary: z.string(),
  /** The treatment page: /treatments/{category}/{slug}. */
  path: z.string(),
  /** The condition page: /health-conditions/{slug}. */
  conditionPath: z.string(),
});
export type ConditionCard = z.output<typeof conditionCard>;

export const serviceCard = z.object({
  slug: z.string(),
  name: z.string(),
  nameHi: z.string(),
  summary: z.string(),
  path: z.string(),
  imageUrl: z.string(),
});
export type ServiceCard = z.output<typeof serviceCard>;

export const treatmentCategoryCard = z.object({
  slug: category,
  name: z.string(),
  nameHi: z.string(),
  summary: z.string(),
  path: z.string(),
  imageUrl: z.string(),
  conditions: z.array(conditionCard),
});
export type TreatmentCategoryCard = z.output<typeof treatmentCategoryCard>;

/**
 * What a page of this section links to elsewhere: doctors by specialization (care directory), clinics by service and
 * medicines by catalog category or ingredient (decision 048). The web asks the directory and the catalog for a few
 * of each to show inline.
 */
export const careLinks = z.object({
  specializations: z.array(z.string()),
  clinicServices: z.array(z.string()),
  medicineCategory: z.string().nullable(),
  ingredients: z.array(z.string()),
});
export type CareLinks = z.output<typeof careLinks>;

export const glossaryTerm = glossaryCard.extend({
  /** What a share link names (entityType glossary). */
  id: int,
  /** Paragraphs. */
  body: z.array(z.string()),
  related: z.array(glossaryCard),
  /** Conditions and services whose pages name this entry. */
  conditions: z.array(conditionCard),
  services: z.array(serviceCard),
  updatedAt: isoDateTime,
});
export type GlossaryTerm = z.output<typeof glossaryTerm>;

export const treatmentCategoryDetail = treatmentCategoryCard.extend({
  body: z.array(z.string()),
  links: careLinks,
  updatedAt: isoDateTime,
});
export type TreatmentCategoryDetail = z.output<typeof treatmentCategoryDetail>;

export const conditionDetail = conditionCard.extend({
  categoryName: z.string(),
  /** What the condition is (the health-conditions page). */
  about: z.array(z.string()),
  /** How Ayurveda looks at it and what care may involve (the treatment page). */
  care: z.array(z.string()),
  /** When to see a doctor, always shown. */
  seeDoctor: z.string(),
  links: careLinks,
  terms: z.array(glossaryCard),
  services: z.array(serviceCard),
  related: z.array(conditionCard),
  imageUrl: z.string(),
  updatedAt: isoDateTime,
});
export type ConditionDetail = z.output<typeof conditionDetail>;

export const serviceDetail = serviceCard.extend({
  body: z.array(z.string()),
  /** What a session is like, step by step. */
  steps: z.array(z.string()),
  links: careLinks,
  terms: z.array(glossaryCard),
  conditions: z.array(conditionCard),
  updatedAt: isoDateTime,
});
export type ServiceDetail = z.output<typeof serviceDetail>;

/** Search hits by section, each at most KNOWLEDGE_SEARCH_LIMIT. */
export const knowledgeSearch = z.object({
  query: z.string(),
  glossary: z.array(glossaryCard),
  conditions: z.array(conditionCard),
  treatments: z.array(treatmentCategoryCard.omit({ conditions: true })),
  services: z.array(serviceCard),
});
export type KnowledgeSearch = z.output<typeof knowledgeSearch>;

export const knowledgeSitemap = z.object({
  items: z.array(z.object({ path: z.string(), lastmod: isoDateTime, kind: z.enum(KNOWLEDGE_SITEMAP_KINDS) })),
});

export const KNOWLEDGE_ROUTES = {
  'GET /pub/v1/knowledge/glossary': pageOf(glossaryCard),
  'GET /pub/v1/knowledge/glossary/:slug': glossaryTerm,
  'GET /pub/v1/knowledge/treatments': pageOf(treatmentCategoryCard),
  'GET /pub/v1/knowledge/treatments/:category': treatmentCategoryDetail,
  'GET /pub/v1/knowledge/treatments/:category/:condition': conditionDetail,
  'GET /pub/v1/knowledge/conditions': pageOf(conditionCard),
  'GET /pub/v1/knowledge/conditions/:slug': conditionDetail,
  'GET /pub/v1/knowledge/services': pageOf(serviceCard),
  'GET /pub/v1/knowledge/services/:slug': serviceDetail,
  'GET /pub/v1/knowledge/search': knowledgeSearch,
  'GET /pub/v1/knowledge/sitemap': knowledgeSitemap,
} as const;


