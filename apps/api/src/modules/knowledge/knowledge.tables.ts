import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sqlTextList } from '@nirog/shared/codes/code-table';
import { GLOSSARY_KINDS, TREATMENT_CATEGORIES } from '@nirog/shared/knowledge';

/**
 * The knowledge section (issue 20 part 2; decision 048). Four kinds of reading page, each a row found by its slug:
 * glossary entries, the eight treatment categories of spec section 2, the conditions under each category (one row
 * is both the treatment page /treatments/{category}/{slug} and the health-condition page /health-conditions/{slug}),
 * and services. Slugs are unique per table and well-formed (CHECK); a category is one of the spec's eight (CHECK),
 * and a condition belongs to one (foreign key). Links to other entries are by slug, resolved when a page is read,
 * so an entry that is missing is simply not linked.
 *
 * Each table carries a generated `search_vector`: English stemming over the English text and the `simple`
 * configuration over the Devanagari names (PostgreSQL has no Hindi configuration), weighted name > summary > body.
 * Misspellings are caught by pg_trgm similarity on the names (decision 049).
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const slugCheck = (table: string) => check(`${table}_slug_ck`, sql.raw(`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`));

export const knowledgeGlossary = pgTable(
  'knowledge_glossary',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    devanagari: varchar('devanagari', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    /** Paragraphs separated by a blank line. */
    body: text('body').notNull(),
    /** Slugs of related entries. */
    related: text('related').array().notNull().default(sql`'{}'`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('simple', devanagari), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', body), 'C')`,
    ),
  },
  (t) => [
    slugCheck('knowledge_glossary'),
    check('knowledge_glossary_kind_ck', sql.raw(`kind IN (${sqlTextList(GLOSSARY_KINDS)})`)),
    index('knowledge_glossary_search_idx').using('gin', t.searchVector),
    index('knowledge_glossary_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const knowledgeCategories = pgTable(
  'knowledge_categories',
  {
    slug: varchar('slug', { length: 40 }).primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    nameHi: varchar('name_hi', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    body: text('body').notNull(),
    specializations: text('specializations').array().notNull().default(sql`'{}'`),
    clinicServices: text('clinic_services').array().notNull().default(sql`'{}'`),
    /** A catalog category slug (by-concern). */
    medicineCategory: varchar('medicine_category', { length: 80 }),
    ingredients: text('ingredients').array().notNull().default(sql`'{}'`),
    sortOrder: integer('sort_order').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('simple', name_hi), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', body), 'C')`,
    ),
  },
  (t) => [
    check('knowledge_categories_slug_ck', sql.raw(`slug IN (${sqlTextList(TREATMENT_CATEGORIES)})`)),
    index('knowledge_categories_search_idx').using('gin', t.searchVector),
  ],
);

export const knowledgeConditions = pgTable(
  'knowledge_conditions',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    category: varchar('category', { length: 40 })
      .notNull()
      .references(() => knowledgeCategories.slug),
    name: varchar('name', { length: 120 }).notNull(),
    nameHi: varchar('name_hi', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    /** What the condition is: paragraphs separated by a blank line. */
    about: text('about').notNull(),
    /** How Ayurveda looks at it and what care may involve. */
    care: text('care').notNull(),
    seeDoctor: text('see_doctor').notNull(),
    specializations: text('specializations').array().notNull().default(sql`'{}'`),
    clinicServices: text('clinic_services').array().notNull().default(sql`'{}'`),
    medicineCategory: varchar('medicine_category', { length: 80 }),
    ingredients: text('ingredients').array().notNull().default(sql`'{}'`),
    /** Glossary slugs. */
    terms: text('terms').array().notNull().default(sql`'{}'`),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('simple', name_hi), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', about || ' ' || care), 'C')`,
    ),
  },
  (t) => [
    slugCheck('knowledge_conditions'),
    index('knowledge_conditions_category_idx').on(t.category),
    index('knowledge_conditions_search_idx').using('gin', t.searchVector),
    index('knowledge_conditions_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const knowledgeServices = pgTable(
  'knowledge_services',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    nameHi: varchar('name_hi', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    body: text('body').notNull(),
    /** What a session is like: one step a line. */
    steps: text('steps').notNull(),
    specializations: text('specializations').array().notNull().default(sql`'{}'`),
    clinicServices: text('clinic_services').array().notNull().default(sql`'{}'`),
    ingredients: text('ingredients').array().notNull().default(sql`'{}'`),
    /** Condition slugs it is often part of the care for. */
    conditions: text('conditions').array().notNull().default(sql`'{}'`),
    terms: text('terms').array().notNull().default(sql`'{}'`),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('simple', name_hi), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', body), 'C')`,
    ),
  },
  (t) => [
    slugCheck('knowledge_services'),
    index('knowledge_services_search_idx').using('gin', t.searchVector),
    index('knowledge_services_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
