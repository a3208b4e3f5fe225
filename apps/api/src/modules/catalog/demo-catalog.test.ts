import { describe, expect, it } from 'vitest';
import { productSlug } from './catalog.seed.ts';
import { loadDemoCatalog } from './demo-catalog.ts';

describe('the demo catalogue data file', () => {
  const demo = loadDemoCatalog();

  it('passes its schema and holds the brands, categories and products the demo shows', () => {
    expect(demo.brands.length).toBe(14);
    expect(demo.categories.length).toBe(30);
    expect(demo.products.length).toBe(391);
  });

  it('names only brands and categories it defines, so the seed links every product', () => {
    const brands = new Set(demo.brands.map((b) => b.slug));
    const categories = new Set(demo.categories.map((c) => c.slug));
    expect(demo.products.filter((p) => !brands.has(p.brand)).map((p) => p.name)).toEqual([]);
    expect(demo.products.flatMap((p) => p.categories).filter((c) => !categories.has(c))).toEqual([]);
    expect(demo.categories.filter((c) => c.parent !== null && !categories.has(c.parent)).map((c) => c.slug)).toEqual([]);
  });

  it('gives every product its own slug, so none is silently dropped by the seed', () => {
    const slugs = demo.products.map(productSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
