/**
 * Seeds the demo articles (DEMO=1; decision 046): upserted by their address, so a reseed brings them back to their
 * demo state; each picture is a drawn scene (article_images.demo_scene) whose id is a hash of what it shows, drawn
 * only when first asked for. Publication dates run back from the day of seeding; one is scheduled ahead.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { htmlToText, readingMinutes, sanitizeArticleHtml } from './article-html.ts';
import { articleImages, articleRevisions, articles } from './articles.tables.ts';
import { DEMO_ARTICLES, type DemoArticle } from './articles-demo.data.ts';
import { DEMO_SCENE_SIZE, type DemoScene } from './demo-illustrations.ts';

const DRAWING_VERSION = 1;
const DEMO_WIDTHS = [480, 960];

function sceneId(scene: DemoScene): string {
  const h = crypto.createHash('sha256').update(JSON.stringify([DRAWING_VERSION, scene])).digest();
  h[6] = (h[6]! & 0x0f) | 0x80;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

const bodyHtmlOf = (a: DemoArticle) => a.body.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n');

export async function seedDemoArticles(database: Database, now: Date = new Date()): Promise<number> {
  const { db } = database;
  const mobiles = [...new Set(DEMO_ARTICLES.flatMap((a) => (a.author ? [a.author] : [])))];
  const authorIds = new Map<string, number>();
  for (const m of mobiles) {
    const [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.mobileNumber, m), eq(users.status, 1)));
    if (u) authorIds.set(m, u.id);
  }
  const ids = new Map<DemoArticle, number>();
  await db.transaction(async (tx) => {
    for (const a of DEMO_ARTICLES) {
      const picture = async (caption: string, i: number) => {
        const scene: DemoScene = { motif: a.category, caption, seed: `${a.slug}|${i}|${caption}` };
        const id = sceneId(scene);
        await tx
          .insert(articleImages)
          .values({ id, alt: caption, width: DEMO_SCENE_SIZE.width, height: DEMO_SCENE_SIZE.height, widths: DEMO_WIDTHS, demoScene: scene })
          .onConflictDoNothing();
        return id;
      };
      const cover = await picture(a.scene, 0);
      const gallery: string[] = [];
      for (const [i, caption] of (a.gallery ?? []).entries()) gallery.push(await picture(caption, i + 1));
      const bodyHtml = sanitizeArticleHtml(bodyHtmlOf(a));
      const bodyText = htmlToText(bodyHtml);
      const publishAt = new Date(now.getTime() - a.daysAgo * 86_400_000);
      const values = {
        mediaType: a.mediaType,
        language: a.language,
        category: a.category,
        slug: a.slug,
        title: a.title,
        summary: a.summary,
        bodyHtml,
        bodyText,
        coverImageId: cover,
        galleryImageIds: gallery,
        videoUrl: a.videoUrl ?? null,
        authorId: a.author ? (authorIds.get(a.author) ?? null) : null,
        seoTitle: a.title.slice(0, 70),
        seoDescription: a.summary.slice(0, 170),
        tags: a.tags ?? [],
        status: a.daysAgo < 0 ? 'scheduled' : 'published',
        publishAt,
        translationId: null,
        readingMinutes: readingMinutes(bodyText, a.language),
        updatedAt: publishAt < now ? publishAt : now,
      };
      const [row] = await tx
        .insert(articles)
        .values(values)
        .onConflictDoUpdate({ target: [articles.mediaType, articles.language, articles.category, articles.slug], set: values })
        .returning();
      ids.set(a, row!.id);
      const [revs] = await tx.select({ n: sql<number>`count(*)::int` }).from(articleRevisions).where(eq(articleRevisions.articleId, row!.id));
      if (!revs?.n) {
        await tx.insert(articleRevisions).values({ articleId: row!.id, savedBy: null, savedAt: publishAt, status: values.status, title: a.title, summary: a.summary, bodyHtml, seoTitle: values.seoTitle, seoDescription: values.seoDescription });
      }
    }
    // Translations, both ways.
    for (const a of DEMO_ARTICLES) {
      if (!a.pair) continue;
      const twin = DEMO_ARTICLES.find((b) => b !== a && b.pair === a.pair && b.language !== a.language);
      if (twin) await tx.update(articles).set({ translationId: ids.get(twin)! }).where(eq(articles.id, ids.get(a)!));
    }
  });
  return DEMO_ARTICLES.length;
}
