/**
 * Demo knowledge content (issue 20 part 8): the glossary, the eight treatment categories with their conditions, and
 * the services. Idempotent, by slug: a row whose content is unchanged keeps its `updated_at` (the sitemap's lastmod),
 * a changed row takes the new content and the time. Rows not in the demo data are left alone.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DEMO_GLOSSARY } from './knowledge-glossary.data.ts';
import { DEMO_CATEGORIES, DEMO_CONDITIONS, DEMO_SERVICES } from './knowledge-care.data.ts';
import { knowledgeCategories, knowledgeConditions, knowledgeGlossary, knowledgeServices } from './knowledge.tables.ts';

/** SET for the content columns, and the condition that one of them changed (then updated_at moves too). */
function changed(table: string, columns: string[]): { set: Record<string, SQL>; where: SQL } {
  const set: Record<string, SQL> = {};
  for (const c of columns) set[c.replace(/_([a-z])/g, (_, l: string) => l.toUpperCase())] = sql.raw(`excluded.${c}`);
  set.updatedAt = sql`now()`;
  const list = columns.map((c) => `${table}.${c}`).join(', ');
  return { set, where: sql.raw(`(${list}) IS DISTINCT FROM (${columns.map((c) => `excluded.${c}`).join(', ')})`) };
}

export async function seedDemoKnowledge(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    const cat = changed('knowledge_categories', ['name', 'name_hi', 'summary', 'body', 'specializations', 'clinic_services', 'medicine_category', 'ingredients', 'sort_order']);
    for (const [i, c] of DEMO_CATEGORIES.entries()) {
      await tx
        .insert(knowledgeCategories)
        .values({ slug: c.slug, name: c.name, nameHi: c.nameHi, summary: c.summary, body: c.body, specializations: c.specializations, clinicServices: c.clinicServices, medicineCategory: c.medicineCategory, ingredients: c.ingredients, sortOrder: i })
        .onConflictDoUpdate({ target: knowledgeCategories.slug, set: cat.set, setWhere: cat.where });
    }
    const cond = changed('knowledge_conditions', ['category', 'name', 'name_hi', 'summary', 'about', 'care', 'see_doctor', 'specializations', 'clinic_services', 'medicine_category', 'ingredients', 'terms', 'sort_order']);
    for (const [i, c] of DEMO_CONDITIONS.entries()) {
      await tx
        .insert(knowledgeConditions)
        .values({ ...c, sortOrder: i })
        .onConflictDoUpdate({ target: knowledgeConditions.slug, set: cond.set, setWhere: cond.where });
    }
    const term = changed('knowledge_glossary', ['kind', 'name', 'devanagari', 'summary', 'body', 'related']);
    for (const g of DEMO_GLOSSARY) {
      await tx.insert(knowledgeGlossary).values(g).onConflictDoUpdate({ target: knowledgeGlossary.slug, set: term.set, setWhere: term.where });
    }
    const serv = changed('knowledge_services', ['name', 'name_hi', 'summary', 'body', 'steps', 'specializations', 'clinic_services', 'ingredients', 'conditions', 'terms', 'sort_order']);
    for (const [i, s] of DEMO_SERVICES.entries()) {
      const { art: _art, steps, ...rest } = s;
      await tx
        .insert(knowledgeServices)
        .values({ ...rest, steps: steps.join('\n'), sortOrder: i })
        .onConflictDoUpdate({ target: knowledgeServices.slug, set: serv.set, setWhere: serv.where });
    }
  });
}
