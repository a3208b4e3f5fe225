/**
 * Issue 20 parts 1, 4, 5 and 7 (decisions 046, 047): articles. Only an editor (or admin) writes; a `<script>` or
 * an event handler in an editor's HTML is never stored nor served; a scheduled article is invisible before its time
 * and listed after; a Hindi article and its English twin link each other; listings page by 10 and the search gives
 * at most 20 (spec section 9); a misspelt word still finds its article; pictures are resized; articles are shared.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as msg } from '@nirog/shared/messages/catalogue';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { eq } from 'drizzle-orm';
import { articles } from './articles.tables.ts';

let t: TestApp;
const tok: Record<'editor' | 'admin' | 'catalog' | 'customer', string> = { editor: '', admin: '', catalog: '', customer: '' };

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000 });
  const mobiles = { editor: '9430000001', admin: '9430000002', catalog: '9430000003', customer: '9430000004' } as const;
  for (const [who, mobile] of Object.entries(mobiles) as Array<[keyof typeof mobiles, string]>) {
    const s = await signUp(t, mobile);
    tok[who] = s.token;
    if (who !== 'customer') await makeOperator(t.db.database.db, s.user.id, [who]);
  }
}, 180_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? { 'access-token': token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

let n = 0;
const article = (over: Record<string, unknown> = {}) => ({
  mediaType: 'blogs',
  language: 'en',
  category: 'digestion',
  slug: `article-${++n}-${Math.random().toString(36).slice(2, 7)}`,
  title: 'Eating by the seasons',
  summary: 'How Ayurveda suggests changing meals through the year.',
  bodyHtml: '<p>Warm, freshly cooked food suits most people in winter.</p>',
  ...over,
});

async function created(over: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/v1/admin/articles', tok.editor, article(over));
  expect(res.statusCode, res.body).toBe(201);
  return json(res).entity as { id: number; path: string; status: string; bodyHtml: string; slug: string };
}
async function published(over: Record<string, unknown> = {}) {
  const a = await created(over);
  const res = await call('PUT', `/api/v1/admin/articles/${a.id}/publish`, tok.editor);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).entity as { id: number; path: string; status: string };
}
const page = (path: string) => t.app.inject({ method: 'GET', url: `/api/pub/v1/articles${path}` });

describe('articles: who may write (decision 032 roles)', () => {
  it('a visitor gets 401, a customer and a catalog operator 403; an editor and an admin write', async () => {
    expect((await call('POST', '/api/v1/admin/articles', null, article())).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/admin/articles', tok.customer, article())).statusCode).toBe(403);
    const catalog = await call('POST', '/api/v1/admin/articles', tok.catalog, article());
    expect(catalog.statusCode).toBe(403);
    expect(json(catalog).message.error).toBe(msg('error.roleRequired'));
    expect((await call('GET', '/api/v1/admin/articles', tok.catalog)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/admin/articles', tok.editor, article())).statusCode).toBe(201);
    const byAdmin = await call('POST', '/api/v1/admin/articles', tok.admin, article());
    expect(byAdmin.statusCode).toBe(201);
    // Writes are in the audit trail.
    const trail = await t.db.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(json(byAdmin).entity.id)));
    expect(trail.some((e) => e.entity === 'article' && e.action === 'create')).toBe(true);
  });

  it('a video article needs a link that passes the video-link rule (spec section 5)', async () => {
    const bad = await call('POST', '/api/v1/admin/articles', tok.editor, article({ mediaType: 'videos', videoUrl: 'https://example.com/watch?v=dQw4w9WgXcQ' }));
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message.fields.videoUrl).toBe(msg('articles.error.videoUrl'));
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/v/dQw4w9WgXcQ']) {
      expect((await call('POST', '/api/v1/admin/articles', tok.editor, article({ mediaType: 'videos', videoUrl: url }))).statusCode).toBe(201);
    }
  });
});

describe('articles: sanitised HTML (decision 046)', () => {
  it('a <script>, an onerror= and a javascript: link in the editor HTML are never stored nor served', async () => {
    const dirty =
      '<p onclick="steal()">Hello <strong>reader</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a><a href="https://example.org/x">ok</a><iframe src="https://evil.example"></iframe><h1 style="color:red">Top</h1>';
    const a = await created({ bodyHtml: dirty });
    for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<iframe', 'style=']) expect(a.bodyHtml).not.toContain(bad);
    expect(a.bodyHtml).toContain('<strong>reader</strong>');
    expect(a.bodyHtml).toContain('<h2>Top</h2>');
    expect(a.bodyHtml).toContain('rel="noopener noreferrer nofollow"');
    await call('PUT', `/api/v1/admin/articles/${a.id}/publish`, tok.editor);
    const served = json(await page(a.path.replace(/^/, ''))).entity;
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:']) expect(served.bodyHtml).not.toContain(bad);
  });
});

describe('articles: scheduling by the clock', () => {
  it('a scheduled article is invisible before its time and listed after', async () => {
    const a = await created({ category: 'sleep-stress', title: 'Winding down at night' });
    const at = new Date(t.clock.now.getTime() + 2 * 3600_000);
    expect((await call('PUT', `/api/v1/admin/articles/${a.id}/schedule`, tok.editor, { publishAt: at.toISOString() })).statusCode).toBe(200);
    const listed = async () => (json(await page('/blogs/en?category=sleep-stress')).entity.items as Array<{ id: number }>).some((i) => i.id === a.id);
    expect(await listed()).toBe(false);
    expect((await page(a.path)).statusCode).toBe(404);
    const before = t.clock.now;
    t.clock.now = new Date(at.getTime() + 1000);
    try {
      expect(await listed()).toBe(true);
      expect((await page(a.path)).statusCode).toBe(200);
    } finally {
      t.clock.now = before;
    }
  });

  it('a time in the past is refused; a draft is never shown', async () => {
    const a = await created();
    const past = await call('PUT', `/api/v1/admin/articles/${a.id}/schedule`, tok.editor, { publishAt: new Date(t.clock.now.getTime() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect((await page(a.path)).statusCode).toBe(404);
  });
});

describe('articles: translations', () => {
  it('a Hindi article links its English twin both ways, and relinking unlinks the old twin', async () => {
    const en = await published({ category: 'digestion', title: 'Acidity and your meals' });
    const hi = await published({ language: 'hi', category: 'digestion', title: 'एसिडिटी और आपका भोजन', summary: 'भोजन के समय का असर।', bodyHtml: '<p>समय पर भोजन करें।</p>' });
    const link = await call('PUT', `/api/v1/admin/articles/${hi.id}/translation`, tok.editor, { translationId: en.id });
    expect(link.statusCode, link.body).toBe(200);
    const hiPage = json(await page(hi.path)).entity;
    const enPage = json(await page(en.path)).entity;
    expect(hiPage.translation).toEqual({ language: 'en', path: en.path, title: 'Acidity and your meals' });
    expect(enPage.translation).toEqual({ language: 'hi', path: hi.path, title: 'एसिडिटी और आपका भोजन' });
    // Same language is refused.
    const other = await published();
    expect((await call('PUT', `/api/v1/admin/articles/${other.id}/translation`, tok.editor, { translationId: en.id })).statusCode).toBe(400);
    // A second Hindi article takes the English one: the first Hindi one is unlinked.
    const hi2 = await published({ language: 'hi', title: 'अम्लपित्त', summary: 'सारांश', bodyHtml: '<p>पाठ</p>' });
    expect((await call('PUT', `/api/v1/admin/articles/${hi2.id}/translation`, tok.editor, { translationId: en.id })).statusCode).toBe(200);
    expect(json(await page(hi.path)).entity.translation).toBeNull();
    expect(json(await page(en.path)).entity.translation.path).toBe(hi2.path);
  });
});

describe('articles: listings, search (spec section 9), sitemap', () => {
  it('listings page by 10; the search gives at most 20 a page; a misspelt word still finds its article', async () => {
    for (let i = 0; i < 23; i++) await published({ mediaType: 'news', category: 'seasonal-care', title: `Turmeric note ${i}`, bodyHtml: `<p>Turmeric in winter, note ${i}.</p>` });
    const first = json(await page('/news/en?category=seasonal-care')).entity;
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(23);
    expect(json(await page('/news/en?category=seasonal-care&skip=20')).entity.items).toHaveLength(3);
    const search = json(await t.app.inject({ method: 'GET', url: '/api/pub/v1/content/search?q=turmeric&limit=50' })).entity;
    expect(search.sections.articles.items).toHaveLength(20);
    expect(search.sections.articles.total).toBe(23);

    const target = await published({ category: 'sleep-stress', title: 'Ashwagandha and restful sleep', bodyHtml: '<p>Ashwagandha is a classical rasayana herb.</p>' });
    const typo = json(await t.app.inject({ method: 'GET', url: `/api/pub/v1/content/search?q=${encodeURIComponent('ashwaganda sleep')}` })).entity;
    expect(typo.sections.articles.items.map((i: { id: number }) => i.id)).toContain(target.id);
  });

  it('the sitemap lists published articles of a language with their last change', async () => {
    const draft = await created();
    const live = await published();
    const items = json(await page('/sitemap?lang=en')).entity.items as Array<{ path: string; lastmod: string }>;
    expect(items.some((i) => i.path === live.path)).toBe(true);
    expect(items.some((i) => i.path === draft.path)).toBe(false);
    expect(items.every((i) => !Number.isNaN(Date.parse(i.lastmod)))).toBe(true);
  });
});

describe('articles: pictures, revisions, sharing', () => {
  it('an uploaded picture is resized to its widths, and only our pictures survive in the HTML', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a7' } }).png().toBuffer();
    const slot = json(await call('POST', '/api/v1/uploads/presign', tok.editor, { purpose: 'article_image' })).entity;
    expect((await t.app.inject({ method: 'PUT', url: slot.uploadUrl, headers: { 'content-type': 'application/octet-stream' }, payload: png })).statusCode).toBe(200);
    const img = await call('POST', '/api/v1/admin/article-images', tok.editor, { uploadId: slot.uploadId, alt: 'A green test picture' });
    expect(img.statusCode, img.body).toBe(201);
    const pic = json(img).entity;
    expect(pic.height).toBe(810);
    for (const w of [480, 960, 1440]) {
      const copy = await t.app.inject({ method: 'GET', url: `/api/images/articles/${pic.id}/${w}.webp` });
      expect(copy.statusCode).toBe(200);
      expect((await sharp(copy.rawPayload).metadata()).width).toBe(w);
    }
    const a = await created({ bodyHtml: `<p>x</p><img src="${pic.src}" srcset="${pic.srcset}" alt="A green test picture"><img src="https://evil.example/p.png">`, coverImageId: pic.id });
    expect(a.bodyHtml).toContain(pic.src);
    expect(a.bodyHtml).not.toContain('evil.example');
  });

  it('each save keeps a revision that can be read back', async () => {
    const a = await created({ title: 'First title' });
    await call('PUT', `/api/v1/admin/articles/${a.id}`, tok.editor, article({ slug: a.slug, title: 'Second title' }));
    const list = json(await call('GET', `/api/v1/admin/articles/${a.id}/revisions`, tok.editor)).entity;
    expect(list.items.map((r: { title: string }) => r.title)).toEqual(['Second title', 'First title']);
    const first = json(await call('GET', `/api/v1/admin/articles/${a.id}/revisions/${list.items[1].id}`, tok.editor)).entity;
    expect(first.title).toBe('First title');
  });

  it('a published article can be shared and its short link opens it; a draft cannot be shared', async () => {
    const live = await published({ title: 'Sharing test' });
    const share = await t.app.inject({ method: 'POST', url: '/api/pub/v1/share-links', payload: { parameters: { entityType: 'article', entityId: live.id }, title: 'Sharing test' } });
    expect(share.statusCode, share.body).toBe(200);
    const opened = json(await t.app.inject({ method: 'GET', url: `/api/pub/v1/share-links/${json(share).entity.code}` })).entity;
    expect(opened.path).toBe(live.path);
    const draft = await created();
    const refused = await t.app.inject({ method: 'POST', url: '/api/pub/v1/share-links', payload: { parameters: { entityType: 'article', entityId: draft.id }, title: 'Draft' } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.db.database.db.$count(articles)).toBeGreaterThan(0);
  });
});
