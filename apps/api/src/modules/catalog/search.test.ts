import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test-support/test-app.ts';
import { seedDemoCatalog } from './catalog.seed.ts';
import { closestWord, dictionaryOf, didYouMean, editDistance } from './spelling.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalog(t.db.database);
});
afterAll(async () => t?.close());

type Page = { items: Array<{ id: number; name: string; brand: { slug: string } }>; total: number; didYouMean: string | null };
const search = async (q: string, extra = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/pub/v3/products?search=${encodeURIComponent(q)}&limit=100${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).entity as Page;
};
/** Products whose ingredients name the herb, straight from the database. */
async function containing(word: string) {
  const { rows } = (await t.db.database.db.execute(sql`SELECT id FROM products WHERE active AND composition::text ILIKE ${`%${word}%`}`)) as unknown as { rows: Array<{ id: number }> };
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

describe('search: misspellings and ranking (decision 041)', () => {
  it('finds every Ashwagandha product for "aswagandha", the named ones first, and offers the spelling', async () => {
    const all = await containing('ashwagandha');
    expect(all.length).toBe(28);
    const typo = await search('aswagandha');
    expect(typo.didYouMean).toBe('ashwagandha');
    expect(typo.total).toBe(all.length);
    expect(typo.items.map((p) => p.id).sort((a, b) => a - b)).toEqual(all);
    // Named after the herb (any spelling) before the products that only contain it.
    const named = typo.items.map((p) => /a(s|sh)[wv]agandha/i.test(p.name));
    const firstUnnamed = named.indexOf(false);
    expect(firstUnnamed).toBeGreaterThanOrEqual(9);
    expect(named.slice(firstUnnamed).every((n) => !n)).toBe(true);
    expect(typo.items.slice(0, 4).every((p) => /Ashwagandha/.test(p.name))).toBe(true);
    // The correct spelling: the same products, nothing to suggest.
    const right = await search('ashwagandha');
    expect(right.didYouMean).toBeNull();
    expect(right.items.map((p) => p.id).sort((a, b) => a - b)).toEqual(all);
  });

  it('corrects a misspelt word among right ones, and brands', async () => {
    expect((await search('aswagandha churna')).didYouMean).toBe('ashwagandha churna');
    expect((await search('aswagandha churna')).items[0].name).toBe('Ashwagandha Churna');
    const himalaya = await search('himalya');
    expect(himalaya.didYouMean).toBe('himalaya');
    expect(himalaya.items.length).toBeGreaterThan(10);
    expect(himalaya.items.every((p) => p.brand.slug === 'himalaya')).toBe(true);
    expect((await search('chyawanprsh')).items[0].name).toMatch(/^Chyawanprash/);
  });

  it('ranks the brand or the name searched before loose matches, and suggests nothing for a known or unknowable word', async () => {
    const dabur = await search('dabur');
    expect(dabur.didYouMean).toBeNull();
    // Every Dabur product, then a name that only looks like it ("Majoon Dabeed-ul-ward").
    const isDabur = dabur.items.map((p) => p.brand.slug === 'dabur');
    expect(isDabur.filter(Boolean).length).toBeGreaterThanOrEqual(25);
    expect(isDabur.slice(0, isDabur.filter(Boolean).length).every(Boolean)).toBe(true);
    expect((await search('triphala')).items.slice(0, 5).every((p) => /Triphala/.test(p.name))).toBe(true);
    const nothing = await search('zzqqxx');
    expect([nothing.total, nothing.didYouMean]).toEqual([0, null]);
    // Short words are not "corrected" into other words.
    expect((await search('ras')).didYouMean).toBeNull();
    // Other sorts keep the same matches.
    expect((await search('aswagandha', '&sort=price_asc')).total).toBe(28);
  });
});

describe('spelling: the edit distance and the dictionary', () => {
  const dict = dictionaryOf([
    { word: 'ashwagandha', ndoc: 28 },
    { word: 'ashvagandha', ndoc: 1 },
    { word: 'triphala', ndoc: 11 },
    { word: 'triphula', ndoc: 1 },
    { word: 'churna', ndoc: 49 },
    { word: 'cough', ndoc: 20 },
  ]);
  it('counts insertions, deletions, substitutions and swapped neighbours, and stops past the limit', () => {
    expect(editDistance('aswagandha', 'ashwagandha', 2)).toBe(1);
    expect(editDistance('triphla', 'triphala', 2)).toBe(1);
    expect(editDistance('chrnua', 'churna', 2)).toBe(2);
    expect(editDistance('churan', 'churna', 2)).toBe(1);
    expect(editDistance('abc', 'xyzxyz', 2)).toBe(3);
  });
  it('picks the closest word, then the commonest, and leaves short or far words alone', () => {
    expect(closestWord(dict, 'aswagandha')).toBe('ashwagandha');
    expect(closestWord(dict, 'asvagandha')).toBe('ashvagandha');
    expect(closestWord(dict, 'triphla')).toBe('triphala');
    expect(closestWord(dict, 'coguh')).toBe('cough');
    expect(closestWord(dict, 'cofee')).toBeNull();
    expect(closestWord(dict, 'zzzzzzzzz')).toBeNull();
    expect(didYouMean(dict, 'Aswagandha  CHURAN')).toBe('ashwagandha churna');
    expect(didYouMean(dict, 'ashwagandha churna')).toBeNull();
    expect(didYouMean(dict, 'sleep')).toBeNull();
  });
});
