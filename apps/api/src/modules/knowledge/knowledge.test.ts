/**
 * Issue 20 parts 2, 5 and 7 (decisions 048, 049): glossary, treatments, health conditions and services on the demo
 * content: index and detail of each kind, 404 for an unknown slug, search with misspellings and in Hindi, the
 * sitemap list, the drawn illustrations, and share links for glossary entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TREATMENT_CATEGORIES } from '@nirog/shared/knowledge';
import { createTestApp, json, type TestApp } from '../../test-support/test-app.ts';
import { seedDemoKnowledge } from './knowledge.seed.ts';
import { DEMO_GLOSSARY } from './knowledge-glossary.data.ts';
import { DEMO_CONDITIONS, DEMO_SERVICES } from './knowledge-care.data.ts';
import { knowledgeGlossary } from './knowledge.tables.ts';

let t: TestApp;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/pub/v1/knowledge${url}` });
  return { status: res.statusCode, body: json(res), res };
};
const entity = async (url: string) => {
  const r = await get(url);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.entity;
};
const search = async (q: string) => entity(`/search?q=${encodeURIComponent(q)}`);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoKnowledge(t.db.database);
});
afterAll(() => t.close());

describe('glossary', () => {
  it('lists every entry A-Z, at least 60, and by kind', async () => {
    const all = await entity('/glossary');
    expect(all.total).toBe(DEMO_GLOSSARY.length);
    expect(all.total).toBeGreaterThanOrEqual(60);
    const names = all.items.map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const doshas = await entity('/glossary?kind=dosha');
    expect(doshas.items.map((i: { slug: string }) => i.slug).sort()).toEqual(['kapha', 'pitta', 'vata']);
    expect((await entity('/glossary?kind=dhatu')).total).toBe(7);
    expect((await entity('/glossary?kind=mala')).total).toBe(3);
    expect((await get('/glossary?kind=planet')).status).toBe(400);
  });

  it('an entry has its body, related entries and the conditions and services that name it', async () => {
    const pitta = await entity('/glossary/pitta');
    expect(pitta).toMatchObject({ slug: 'pitta', kind: 'dosha', name: 'Pitta', devanagari: 'पित्त', path: '/ayurveda/glossary/pitta' });
    expect(pitta.body.length).toBeGreaterThanOrEqual(2);
    expect(pitta.related.map((r: { slug: string }) => r.slug)).toContain('vata');
    expect(pitta.conditions.map((c: { slug: string }) => c.slug)).toContain('acidity');
    const abhyanga = await entity('/glossary/abhyanga');
    expect(abhyanga.services.map((s: { path: string }) => s.path)).toContain('/services/abhyanga');
  });

  it('an unknown or malformed slug is 404', async () => {
    expect((await get('/glossary/no-such-term')).status).toBe(404);
    expect((await get('/glossary/Pitta')).status).toBe(404);
    expect((await get('/glossary/..%2Fetc')).status).toBe(404);
  });
});

describe('treatments and health conditions', () => {
  it('the index has the eight categories of spec section 2, in order, each with three or more conditions', async () => {
    const list = await entity('/treatments');
    expect(list.items.map((c: { slug: string }) => c.slug)).toEqual([...TREATMENT_CATEGORIES]);
    for (const c of list.items) {
      expect(c.conditions.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(c.imageUrl).toBe(`/api/images/knowledge/treatments/${c.slug}.png`);
    }
  });

  it('a category page lists its conditions and what it links to', async () => {
    const digestive = await entity('/treatments/digestive-issues');
    expect(digestive.name).toBe('Digestive issues');
    expect(digestive.conditions.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(['acidity', 'constipation', 'irritable-bowel-syndrome']));
    expect(digestive.links.medicineCategory).toBe('digestive-care');
    expect((await get('/treatments/heart-problems')).status).toBe(404);
  });

  it('a condition is one entry: its treatment page under its category, and its health-condition page', async () => {
    const acidity = await entity('/treatments/digestive-issues/acidity');
    expect(acidity).toMatchObject({
      slug: 'acidity',
      category: 'digestive-issues',
      categoryName: 'Digestive issues',
      path: '/treatments/digestive-issues/acidity',
      conditionPath: '/health-conditions/acidity',
      links: { specializations: ['Kayachikitsa'], medicineCategory: 'digestive-care', ingredients: ['Amalaki', 'Yashtimadhu'] },
    });
    expect(acidity.about.length).toBeGreaterThanOrEqual(1);
    expect(acidity.care.length).toBeGreaterThanOrEqual(1);
    expect(acidity.seeDoctor).toMatch(/doctor/);
    expect(acidity.terms.map((g: { slug: string }) => g.slug)).toContain('pitta');
    expect(acidity.services.map((s: { slug: string }) => s.slug)).toContain('virechana');
    expect(acidity.related.map((c: { slug: string }) => c.slug)).toContain('constipation');
    expect(acidity.related.map((c: { slug: string }) => c.slug)).not.toContain('acidity');

    expect(await entity('/conditions/acidity')).toEqual(acidity);
    // Under another category, or unknown: 404.
    expect((await get('/treatments/skin-diseases/acidity')).status).toBe(404);
    expect((await get('/treatments/digestive-issues/no-such-condition')).status).toBe(404);
    expect((await get('/conditions/no-such-condition')).status).toBe(404);
  });

  it('the health-conditions index lists every condition', async () => {
    const all = await entity('/conditions');
    expect(all.total).toBe(DEMO_CONDITIONS.length);
    expect(all.items[0]).toHaveProperty('conditionPath');
  });

  it('no demo text promises a cure', () => {
    const texts = [...DEMO_CONDITIONS.flatMap((c) => [c.summary, c.about, c.care, c.seeDoctor]), ...DEMO_SERVICES.flatMap((s) => [s.summary, s.body]), ...DEMO_GLOSSARY.flatMap((g) => [g.summary, g.body])];
    for (const text of texts) expect(text).not.toMatch(/\b(cures?|cured|guaranteed?|miracle|permanent(ly)? (relief|cure))\b/i);
  });
});

describe('services', () => {
  it('lists the eight services with their own illustrations, and shows one', async () => {
    const list = await entity('/services');
    expect(list.total).toBe(8);
    expect(list.items.map((s: { slug: string }) => s.slug)).toEqual(expect.arrayContaining(['panchakarma', 'shirodhara', 'abhyanga']));
    const shirodhara = await entity('/services/shirodhara');
    expect(shirodhara).toMatchObject({ name: 'Shirodhara', path: '/services/shirodhara', links: { clinicServices: ['Shirodhara'] } });
    expect(shirodhara.steps.length).toBeGreaterThanOrEqual(3);
    expect(shirodhara.conditions.map((c: { slug: string }) => c.slug)).toContain('stress-and-sleep');
    expect((await get('/services/no-such-service')).status).toBe(404);
  });

  it('draws a different picture per service and category, and none for an unknown slug', async () => {
    const png = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
    };
    const a = await png('/api/images/knowledge/services/shirodhara.png');
    const b = await png('/api/images/knowledge/treatments/digestive-issues.png');
    expect(a.status, a.bytes.toString().slice(0, 300)).toBe(200);
    expect(a.type).toBe('image/png');
    expect(a.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(b.status).toBe(200);
    expect(a.bytes.equals(b.bytes)).toBe(false);
    // Served again from storage: the same bytes.
    expect((await png('/api/images/knowledge/services/shirodhara.png')).bytes.equals(a.bytes)).toBe(true);
    expect((await png('/api/images/knowledge/services/no-such.png')).status).toBe(404);
  });
});

describe('search (decision 049)', () => {
  it('finds entries in sections, with misspellings', async () => {
    const ashwagandha = await search('aswagandha');
    expect(ashwagandha.glossary[0].slug).toBe('ashwagandha');
    const pitta = await search('pita');
    expect(pitta.glossary[0].slug).toBe('pitta');
    const acidity = await search('acidity');
    expect(acidity.conditions[0].slug).toBe('acidity');
    const heartburn = await search('heartburn');
    expect(heartburn.conditions.map((c: { slug: string }) => c.slug)).toContain('acidity');
    const digestive = await search('digestive');
    expect(digestive.treatments.map((c: { slug: string }) => c.slug)).toContain('digestive-issues');
    const massage = await search('shirodara');
    expect(massage.services[0].slug).toBe('shirodhara');
  });

  it('finds entries by their Devanagari names', async () => {
    expect((await search('पित्त')).glossary.map((g: { slug: string }) => g.slug)).toContain('pitta');
    expect((await search('एसिडिटी')).conditions.map((c: { slug: string }) => c.slug)).toContain('acidity');
  });

  it('returns at most 20 per section, and nothing for an unrelated word', async () => {
    const wide = await search('doctor');
    for (const section of ['glossary', 'conditions', 'treatments', 'services'] as const) expect(wide[section].length).toBeLessThanOrEqual(20);
    expect(wide.glossary.length).toBe(20);
    const none = await search('zzqxv');
    expect([...none.glossary, ...none.conditions, ...none.treatments, ...none.services]).toEqual([]);
    expect((await get('/search?q=')).status).toBe(400);
  });
});

describe('sitemap', () => {
  it('lists every page with its kind and lastmod, index pages included', async () => {
    const { items } = await entity('/sitemap');
    const paths = items.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['/ayurveda/glossary', '/ayurveda/glossary/pitta', '/treatments', '/treatments/digestive-issues', '/treatments/digestive-issues/acidity', '/services', '/services/panchakarma', '/health-conditions', '/health-conditions/acidity']));
    expect(new Set(paths).size).toBe(paths.length);
    const count = (kind: string) => items.filter((i: { kind: string }) => i.kind === kind).length;
    expect(count('glossary')).toBe(DEMO_GLOSSARY.length + 1);
    expect(count('treatments')).toBe(1 + TREATMENT_CATEGORIES.length + DEMO_CONDITIONS.length);
    expect(count('services')).toBe(DEMO_SERVICES.length + 1);
    expect(count('conditions')).toBe(DEMO_CONDITIONS.length + 1);
    for (const i of items) expect(Number.isNaN(Date.parse(i.lastmod))).toBe(false);
  });

  it('re-seeding unchanged content keeps lastmod; a changed entry gets a new one', async () => {
    const before = (await entity('/sitemap')).items.find((i: { path: string }) => i.path === '/ayurveda/glossary/vata').lastmod;
    await seedDemoKnowledge(t.db.database);
    expect((await entity('/sitemap')).items.find((i: { path: string }) => i.path === '/ayurveda/glossary/vata').lastmod).toBe(before);
    await t.db.database.db.update(knowledgeGlossary).set({ summary: 'changed', updatedAt: new Date('2020-01-01T00:00:00Z') }).where(eq(knowledgeGlossary.slug, 'vata'));
    await seedDemoKnowledge(t.db.database);
    const after = await entity('/glossary/vata');
    expect(after.summary).not.toBe('changed');
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse('2020-01-02T00:00:00Z'));
  });
});

describe('share links for glossary entries (part 7)', () => {
  it('a visitor shares the Pitta entry and the short link opens its page', async () => {
    const [pitta] = await t.db.database.db.select({ id: knowledgeGlossary.id }).from(knowledgeGlossary).where(eq(knowledgeGlossary.slug, 'pitta'));
    const res = await t.app.inject({ method: 'POST', url: '/api/pub/v1/share-links', payload: { parameters: { entityType: 'glossary', entityId: pitta!.id }, title: 'Pitta' } });
    expect(res.statusCode, res.body).toBe(200);
    const code = json(res).entity.code as string;
    const opened = json(await t.app.inject({ method: 'GET', url: `/api/pub/v1/share-links/${code}` }));
    expect(opened.entity.path).toBe('/ayurveda/glossary/pitta');
    const missing = await t.app.inject({ method: 'POST', url: '/api/pub/v1/share-links', payload: { parameters: { entityType: 'glossary', entityId: 999999 }, title: 'Nothing' } });
    expect(missing.statusCode).toBe(404);
  });
});
