/**
 * Issue 20 part 8 (decision 046): the demo articles. At least 40 across the five media types and both languages, the
 * pairs linked both ways, no cure claims, every video link passing the video-link rule, and each picture a drawn
 * scene of its own that the image route renders.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_MEDIA_TYPES, videoIdOf } from '@nirog/shared/schemas/articles';
import { createTestApp, json, type TestApp } from '../../test-support/test-app.ts';
import { articles, articleImages } from './articles.tables.ts';
import { DEMO_ARTICLES } from './articles-demo.data.ts';
import { seedDemoArticles } from './articles.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoArticles(t.db.database, t.clock.now);
  // Seeding twice changes nothing (a demo start reseeds when the data changes).
  await seedDemoArticles(t.db.database, t.clock.now);
}, 180_000);
afterAll(async () => t?.close());

describe('demo articles', () => {
  it('at least 40, in every media type and both languages, honest wording, valid video links', async () => {
    const rows = await t.db.database.db.select().from(articles);
    expect(rows.length).toBe(DEMO_ARTICLES.length);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const m of ARTICLE_MEDIA_TYPES) for (const l of ['en', 'hi']) expect(rows.some((r) => r.mediaType === m && r.language === l), `${m}/${l}`).toBe(true);
    for (const r of rows) {
      expect(r.bodyText).not.toMatch(/\bcures?\b|guarantee|permanent(ly)? (relief|cure)|इलाज की गारंटी/i);
      if (r.mediaType === 'videos' || r.mediaType === 'shorts') expect(videoIdOf(r.videoUrl ?? '')).not.toBeNull();
      if (r.mediaType === 'photos') expect(r.galleryImageIds.length).toBeGreaterThanOrEqual(3);
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    const linked = rows.filter((r) => r.translationId);
    expect(linked.length).toBeGreaterThanOrEqual(8);
    for (const r of linked) {
      const twin = byId.get(r.translationId!)!;
      expect(twin.translationId).toBe(r.id);
      expect(twin.language).not.toBe(r.language);
    }
  });

  it('each picture is its own drawn scene, rendered on first request', async () => {
    const images = await t.db.database.db.select().from(articleImages);
    expect(new Set(images.map((i) => i.id)).size).toBe(images.length);
    const first = json(await t.app.inject({ method: 'GET', url: '/api/pub/v1/articles/photos/en' })).entity.items[0];
    const copy = await t.app.inject({ method: 'GET', url: first.cover.src });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(960);
    // An id nobody seeded is not drawn.
    expect((await t.app.inject({ method: 'GET', url: '/api/images/articles/00000000-0000-8000-8000-000000000000/960.webp' })).statusCode).toBe(404);
  });
});
