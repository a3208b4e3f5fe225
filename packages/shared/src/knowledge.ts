/**
 * The knowledge section (issue 20 parts 2, 5 and 7; decisions 048 and 049): the Ayurveda glossary, treatments by the
 * eight categories of spec section 2 with their conditions, services, and health conditions. No zod here, so the
 * route table and the reading pages can import it without loading a schema library.
 */

/** The treatment categories of spec section 2, in its order: `/treatments/{category}`. */
export const TREATMENT_CATEGORIES = [
  'pain-management',
  'skin-diseases',
  'lifestyle-disorders',
  'kidney-problems',
  'female-health-issues',
  'respiratory-problems',
  'liver-problems',
  'digestive-issues',
] as const;
export type TreatmentCategory = (typeof TREATMENT_CATEGORIES)[number];

export const isTreatmentCategory = (v: string): v is TreatmentCategory => (TREATMENT_CATEGORIES as readonly string[]).includes(v);

/** What a glossary entry is. */
export const GLOSSARY_KINDS = ['dosha', 'dhatu', 'mala', 'herb', 'formulation', 'therapy'] as const;
export type GlossaryKind = (typeof GLOSSARY_KINDS)[number];

/** What a sitemap item of this section is. */
export const KNOWLEDGE_SITEMAP_KINDS = ['glossary', 'treatments', 'services', 'conditions'] as const;
export type KnowledgeSitemapKind = (typeof KNOWLEDGE_SITEMAP_KINDS)[number];

/** Slugs of this section: lower-case words joined by hyphens. */
export const KNOWLEDGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const KNOWLEDGE_SLUG_MAX = 80;

/** Search: at most this many hits per section (spec section 9's content search limit). */
export const KNOWLEDGE_SEARCH_LIMIT = 20;

export const GLOSSARY_INDEX_PATH = '/ayurveda/glossary';
export const glossaryPath = (slug: string) => `${GLOSSARY_INDEX_PATH}/${slug}`;
export const treatmentCategoryPath = (category: string) => `/treatments/${category}`;
export const treatmentPath = (category: string, condition: string) => `/treatments/${category}/${condition}`;
export const healthConditionPath = (slug: string) => `/health-conditions/${slug}`;
export const servicePath = (slug: string) => `/services/${slug}`;

/** What an illustration is drawn for: a treatment category or a service (decision 048). */
export const ILLUSTRATION_KINDS = ['treatments', 'services'] as const;
export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];
/** The drawn picture of a category or service, served by the API (below /api). */
export const illustrationPath = (kind: IllustrationKind, slug: string) => `/api/images/knowledge/${kind}/${slug}.png`;

/** Where the directory and the catalog list what fits (the filters they have). */
export const doctorsWith = (specialization: string) => `/ayurveda/doctors?specialization=${encodeURIComponent(specialization)}`;
export const clinicsWith = (service: string) => `/clinics?service=${encodeURIComponent(service)}`;
export const medicinesInCategory = (category: string) => `/medicines/allMedicines?category=${encodeURIComponent(category)}`;
export const medicinesWith = (ingredient: string) => `/medicines/allMedicines?search=${encodeURIComponent(ingredient)}`;
