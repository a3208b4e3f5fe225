/**
 * The knowledge section (issue 20 parts 2 and 5; decisions 048 and 049): glossary entries, treatment categories with
 * their conditions, services, their search and their sitemap list. Everything here is public reading; an unknown or
 * malformed slug is 404. Links between entries are slugs resolved when read: a link to an entry that does not exist
 * is left out, never shown broken.
 *
 * Search (decision 049): PostgreSQL full-text search over each table's generated `search_vector` (English stemming
 * over the English text, the `simple` configuration over the Devanagari names), OR'd with pg_trgm word similarity on
 * the English name for misspellings ("aswagandha", "pita") and a substring match on the Devanagari name.
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  KNOWLEDGE_SEARCH_LIMIT,
  KNOWLEDGE_SLUG,
  KNOWLEDGE_SLUG_MAX,
  glossaryPath,
  healthConditionPath,
  illustrationPath,
  servicePath,
  treatmentCategoryPath,
  treatmentPath,
  type GlossaryKind,
  type TreatmentCategory,
} from '@nirog/shared/knowledge';
import type {
  CareLinks,
  ConditionCard,
  GlossaryCard,
  KnowledgeSearch,
  ServiceCard,
  TreatmentCategoryCard,
} from '@nirog/shared/schemas/knowledge';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { knowledgeCategories, knowledgeConditions, knowledgeGlossary, knowledgeServices } from './knowledge.tables.ts';

type GlossaryRow = typeof knowledgeGlossary.$inferSelect;
type CategoryRow = typeof knowledgeCategories.$inferSelect;
type ConditionRow = typeof knowledgeConditions.$inferSelect;
type ServiceRow = typeof knowledgeServices.$inferSelect;

/** Word similarity (pg_trgm) above which a name counts as a misspelling of the query. */
export const TYPO_SIMILARITY = 0.5;

const notFound = () => AppError.of('not_found', 'error.notFound');
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
const validSlug = (slug: string) => slug.length <= KNOWLEDGE_SLUG_MAX && KNOWLEDGE_SLUG.test(slug);

const glossaryCard = (r: Pick<GlossaryRow, 'slug' | 'kind' | 'name' | 'devanagari' | 'summary'>): GlossaryCard => ({
  slug: r.slug,
  kind: r.kind as GlossaryKind,
  name: r.name,
  devanagari: r.devanagari,
  summary: r.summary,
  path: glossaryPath(r.slug),
});

const conditionCard = (r: Pick<ConditionRow, 'slug' | 'category' | 'name' | 'nameHi' | 'summary'>): ConditionCard => ({
  slug: r.slug,
  category: r.category as TreatmentCategory,
  name: r.name,
  nameHi: r.nameHi,
  summary: r.summary,
  path: treatmentPath(r.category, r.slug),
  conditionPath: healthConditionPath(r.slug),
});

const serviceCard = (r: Pick<ServiceRow, 'slug' | 'name' | 'nameHi' | 'summary'>): ServiceCard => ({
  slug: r.slug,
  name: r.name,
  nameHi: r.nameHi,
  summary: r.summary,
  path: servicePath(r.slug),
  imageUrl: illustrationPath('services', r.slug),
});

const categoryBase = (r: Pick<CategoryRow, 'slug' | 'name' | 'nameHi' | 'summary'>) => ({
  slug: r.slug as TreatmentCategory,
  name: r.name,
  nameHi: r.nameHi,
  summary: r.summary,
  path: treatmentCategoryPath(r.slug),
  imageUrl: illustrationPath('treatments', r.slug),
});

const linksOf = (r: { specializations: string[]; clinicServices: string[]; medicineCategory?: string | null; ingredients: string[] }): CareLinks => ({
  specializations: r.specializations,
  clinicServices: r.clinicServices,
  medicineCategory: r.medicineCategory ?? null,
  ingredients: r.ingredients,
});

/** Rows of a table whose slug is in the list, in the list's order. */
function inOrder<T extends { slug: string }>(rows: T[], slugs: string[]): T[] {
  const by = new Map(rows.map((r) => [r.slug, r]));
  return slugs.map((s) => by.get(s)).filter((r): r is T => !!r);
}

/** The public page of a glossary entry by id (share links), or null when there is none. */
export async function glossaryPathById(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ slug: knowledgeGlossary.slug }).from(knowledgeGlossary).where(eq(knowledgeGlossary.id, id)).limit(1);
  return row ? glossaryPath(row.slug) : null;
}

export interface KnowledgeDeps {
  db: DbOrTx;
}

export function createKnowledgeService({ db }: KnowledgeDeps) {
  async function glossaryByslugs(slugs: string[]): Promise<GlossaryCard[]> {
    if (!slugs.length) return [];
    const rows = await db.select().from(knowledgeGlossary).where(inArray(knowledgeGlossary.slug, slugs));
    return inOrder(rows, slugs).map(glossaryCard);
  }

  async function conditionsBySlugs(slugs: string[]): Promise<ConditionCard[]> {
    if (!slugs.length) return [];
    const rows = await db.select().from(knowledgeConditions).where(inArray(knowledgeConditions.slug, slugs));
    return inOrder(rows, slugs).map(conditionCard);
  }

  async function servicesWhere(where: SQL): Promise<ServiceCard[]> {
    const rows = await db.select().from(knowledgeServices).where(where).orderBy(asc(knowledgeServices.sortOrder), asc(knowledgeServices.name));
    return rows.map(serviceCard);
  }

  async function conditionDetail(row: ConditionRow) {
    const [[category], siblings, terms, services] = await Promise.all([
      db.select().from(knowledgeCategories).where(eq(knowledgeCategories.slug, row.category)),
      db
        .select()
        .from(knowledgeConditions)
        .where(sql`${knowledgeConditions.category} = ${row.category} AND ${knowledgeConditions.slug} <> ${row.slug}`)
        .orderBy(asc(knowledgeConditions.sortOrder), asc(knowledgeConditions.name)),
      glossaryByslugs(row.terms),
      servicesWhere(sql`${row.slug} = ANY(${knowledgeServices.conditions})`),
    ]);
    return {
      ...conditionCard(row),
      categoryName: category!.name,
      about: paragraphs(row.about),
      care: paragraphs(row.care),
      seeDoctor: row.seeDoctor,
      links: linksOf(row),
      terms,
      services,
      related: siblings.map(conditionCard),
      imageUrl: illustrationPath('treatments', row.category),
      updatedAt: row.updatedAt,
    };
  }

  async function conditionRow(slug: string): Promise<ConditionRow> {
    if (!validSlug(slug)) throw notFound();
    const [row] = await db.select().from(knowledgeConditions).where(eq(knowledgeConditions.slug, slug)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** Each section's hits: full-text matches first (by rank), then names within a typo of the query. */
  function searchWhere(table: { searchVector: unknown; name: unknown; hi: unknown }, q: string) {
    const tsq = sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q}))`;
    const vector = table.searchVector as SQL;
    const name = table.name as SQL;
    const hi = table.hi as SQL;
    const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    return {
      where: sql`(${vector} @@ ${tsq} OR word_similarity(lower(${q}), lower(${name})) >= ${TYPO_SIMILARITY} OR ${hi} ILIKE ${like})`,
      order: sql`(${vector} @@ ${tsq}) DESC, ts_rank(${vector}, ${tsq}) DESC, word_similarity(lower(${q}), lower(${name})) DESC, ${name}`,
    };
  }

  return {
    async glossary(kind?: GlossaryKind): Promise<{ items: GlossaryCard[]; total: number }> {
      const rows = await db
        .select()
        .from(knowledgeGlossary)
        .where(kind ? eq(knowledgeGlossary.kind, kind) : undefined)
        .orderBy(asc(knowledgeGlossary.name));
      return { items: rows.map(glossaryCard), total: rows.length };
    },

    async glossaryTerm(slug: string) {
      if (!validSlug(slug)) throw notFound();
      const [row] = await db.select().from(knowledgeGlossary).where(eq(knowledgeGlossary.slug, slug)).limit(1);
      if (!row) throw notFound();
      const conditions = await db
        .select()
        .from(knowledgeConditions)
        .where(sql`${slug} = ANY(${knowledgeConditions.terms})`)
        .orderBy(asc(knowledgeConditions.name));
      return {
        ...glossaryCard(row),
        id: row.id,
        body: paragraphs(row.body),
        related: await glossaryByslugs(row.related),
        conditions: conditions.map(conditionCard),
        services: await servicesWhere(sql`${slug} = ANY(${knowledgeServices.terms})`),
        updatedAt: row.updatedAt,
      };
    },

    async categories(): Promise<{ items: TreatmentCategoryCard[]; total: number }> {
      const [cats, conds] = await Promise.all([
        db.select().from(knowledgeCategories).orderBy(asc(knowledgeCategories.sortOrder)),
        db.select().from(knowledgeConditions).orderBy(asc(knowledgeConditions.sortOrder), asc(knowledgeConditions.name)),
      ]);
      const items = cats.map((c) => ({ ...categoryBase(c), conditions: conds.filter((x) => x.category === c.slug).map(conditionCard) }));
      return { items, total: items.length };
    },

    async category(slug: string) {
      if (!validSlug(slug)) throw notFound();
      const [row] = await db.select().from(knowledgeCategories).where(eq(knowledgeCategories.slug, slug)).limit(1);
      if (!row) throw notFound();
      const conds = await db.select().from(knowledgeConditions).where(eq(knowledgeConditions.category, slug)).orderBy(asc(knowledgeConditions.sortOrder), asc(knowledgeConditions.name));
      return { ...categoryBase(row), conditions: conds.map(conditionCard), body: paragraphs(row.body), links: linksOf(row), updatedAt: row.updatedAt };
    },

    /** A condition as a treatment page: 404 unless it is under that category. */
    async treatment(category: string, slug: string) {
      const row = await conditionRow(slug);
      if (row.category !== category) throw notFound();
      return conditionDetail(row);
    },

    async conditions(): Promise<{ items: ConditionCard[]; total: number }> {
      const rows = await db.select().from(knowledgeConditions).orderBy(asc(knowledgeConditions.name));
      return { items: rows.map(conditionCard), total: rows.length };
    },

    async condition(slug: string) {
      return conditionDetail(await conditionRow(slug));
    },

    async services(): Promise<{ items: ServiceCard[]; total: number }> {
      const items = await servicesWhere(sql`true`);
      return { items, total: items.length };
    },

    async service(slug: string) {
      if (!validSlug(slug)) throw notFound();
      const [row] = await db.select().from(knowledgeServices).where(eq(knowledgeServices.slug, slug)).limit(1);
      if (!row) throw notFound();
      return {
        ...serviceCard(row),
        body: paragraphs(row.body),
        steps: row.steps.split('\n').map((s) => s.trim()).filter(Boolean),
        links: linksOf({ ...row, medicineCategory: null }),
        terms: await glossaryByslugs(row.terms),
        conditions: await conditionsBySlugs(row.conditions),
        updatedAt: row.updatedAt,
      };
    },

    async search(query: string): Promise<KnowledgeSearch> {
      const q = query.replace(/\s+/g, ' ').trim();
      const g = searchWhere({ searchVector: knowledgeGlossary.searchVector, name: knowledgeGlossary.name, hi: knowledgeGlossary.devanagari }, q);
      const c = searchWhere({ searchVector: knowledgeConditions.searchVector, name: knowledgeConditions.name, hi: knowledgeConditions.nameHi }, q);
      const t = searchWhere({ searchVector: knowledgeCategories.searchVector, name: knowledgeCategories.name, hi: knowledgeCategories.nameHi }, q);
      const s = searchWhere({ searchVector: knowledgeServices.searchVector, name: knowledgeServices.name, hi: knowledgeServices.nameHi }, q);
      const glossary = await db.select().from(knowledgeGlossary).where(g.where).orderBy(g.order).limit(KNOWLEDGE_SEARCH_LIMIT);
      const conditions = await db.select().from(knowledgeConditions).where(c.where).orderBy(c.order).limit(KNOWLEDGE_SEARCH_LIMIT);
      const treatments = await db.select().from(knowledgeCategories).where(t.where).orderBy(t.order).limit(KNOWLEDGE_SEARCH_LIMIT);
      const services = await db.select().from(knowledgeServices).where(s.where).orderBy(s.order).limit(KNOWLEDGE_SEARCH_LIMIT);
      return {
        query: q,
        glossary: glossary.map(glossaryCard),
        conditions: conditions.map(conditionCard),
        treatments: treatments.map(categoryBase),
        services: services.map(serviceCard),
      };
    },

    /** Every page of the section with the time its content last changed (an index page: its newest entry). */
    async sitemap() {
      const [terms, cats, conds, servs] = await Promise.all([
        db.select({ slug: knowledgeGlossary.slug, updatedAt: knowledgeGlossary.updatedAt }).from(knowledgeGlossary).orderBy(asc(knowledgeGlossary.slug)),
        db.select({ slug: knowledgeCategories.slug, updatedAt: knowledgeCategories.updatedAt }).from(knowledgeCategories).orderBy(asc(knowledgeCategories.sortOrder)),
        db.select({ slug: knowledgeConditions.slug, category: knowledgeConditions.category, updatedAt: knowledgeConditions.updatedAt }).from(knowledgeConditions).orderBy(asc(knowledgeConditions.slug)),
        db.select({ slug: knowledgeServices.slug, updatedAt: knowledgeServices.updatedAt }).from(knowledgeServices).orderBy(asc(knowledgeServices.sortOrder)),
      ]);
      const newest = (rows: Array<{ updatedAt: Date }>) => rows.reduce((m, r) => (r.updatedAt > m ? r.updatedAt : m), new Date(0));
      const items: Array<{ path: string; lastmod: Date; kind: 'glossary' | 'treatments' | 'services' | 'conditions' }> = [];
      if (terms.length) items.push({ path: '/ayurveda/glossary', lastmod: newest(terms), kind: 'glossary' });
      for (const r of terms) items.push({ path: glossaryPath(r.slug), lastmod: r.updatedAt, kind: 'glossary' });
      if (cats.length) items.push({ path: '/treatments', lastmod: newest([...cats, ...conds]), kind: 'treatments' });
      for (const c of cats) {
        const under = conds.filter((x) => x.category === c.slug);
        items.push({ path: treatmentCategoryPath(c.slug), lastmod: newest([c, ...under]), kind: 'treatments' });
        for (const x of under) items.push({ path: treatmentPath(c.slug, x.slug), lastmod: x.updatedAt, kind: 'treatments' });
      }
      if (servs.length) items.push({ path: '/services', lastmod: newest(servs), kind: 'services' });
      for (const r of servs) items.push({ path: servicePath(r.slug), lastmod: r.updatedAt, kind: 'services' });
      if (conds.length) items.push({ path: '/health-conditions', lastmod: newest(conds), kind: 'conditions' });
      for (const r of conds) items.push({ path: healthConditionPath(r.slug), lastmod: r.updatedAt, kind: 'conditions' });
      return { items };
    },
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
