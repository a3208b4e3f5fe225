/**
 * Issue 22: like, unlike and bookmark counters, and the posting and commenting rate limits (decision 064), stay exact
 * under parallel requests. Meant for PostgreSQL
 * (TEST_DATABASE_URL), where the requests really run at once; also runs on PGlite. The counter moves only with a row
 * really inserted or deleted, so it always equals the rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { FEED_RULES } from '@nirog/shared/schemas/feeds';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { doctorProfiles } from '../profile/profile.tables.ts';

let t: TestApp;
type Doc = { id: number; call: (method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object) => Promise<LightMyRequestResponse> };
let author: Doc;
let docs: Doc[];

async function doctor(mobile: string, name: string): Promise<Doc> {
  const s = await signUp(t, mobile, { userType: 2, salutation: 2, fullName: name });
  await t.db.database.db.insert(doctorProfiles).values({ userId: s.user.id, isVerified: 1, createdBy: s.user.id, updatedBy: s.user.id }).onConflictDoUpdate({ target: doctorProfiles.userId, set: { isVerified: 1 } });
  return { id: s.user.id, call: (method, url, payload) => t.app.inject({ method, url, headers: { 'access-token': s.token }, ...(payload ? { payload } : {}) }) };
}
const one = async (query: ReturnType<typeof sql>) => ((await t.db.database.db.execute(query)) as unknown as { rows: Array<Record<string, number>> }).rows[0]!;

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  author = await doctor('9834400000', 'Parallel Author');
  docs = [];
  for (let i = 0; i < 50; i++) docs.push(await doctor(`98345${String(100000 + i).slice(1)}`, `Doctor ${String.fromCharCode(65 + (i % 26))}`));
}, 180_000);
afterAll(() => t.close());

async function freshPost(text: string) {
  const res = await author.call('POST', '/api/v1/feeds', { text });
  expect(res.statusCode, res.body).toBe(201);
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  return json(res).entity.id as number;
}

describe('parallel likes and unlikes', () => {
  it('50 parallel likes by 50 members: exactly 50', async () => {
    const postId = await freshPost('Like me in parallel');
    const results = await Promise.all(docs.map((d) => d.call('POST', `/api/v1/feeds/post/${postId}/like`)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const row = await one(sql`SELECT likes_count AS c, (SELECT count(*)::int FROM feed_likes WHERE post_id = ${postId}) AS n FROM feed_posts WHERE id = ${postId}`);
    expect(row).toEqual({ c: 50, n: 50 });
  });

  it('50 parallel requests mixing likes, repeated likes and unlikes leave the count equal to the likes', async () => {
    const postId = await freshPost('Mixed traffic');
    // The first 20 members already like it.
    for (const d of docs.slice(0, 20)) await d.call('POST', `/api/v1/feeds/post/${postId}/like`);
    // Now, at once: 0-9 unlike, 10-19 like again (no change), 20-39 like, 40-49 like and unlike at the same time (25 + 25 requests below).
    const requests = [
      ...docs.slice(0, 10).map((d) => d.call('DELETE', `/api/v1/feeds/post/${postId}/like`)),
      ...docs.slice(10, 20).map((d) => d.call('POST', `/api/v1/feeds/post/${postId}/like`)),
      ...docs.slice(20, 40).map((d) => d.call('POST', `/api/v1/feeds/post/${postId}/like`)),
      ...docs.slice(40, 45).map((d) => d.call('POST', `/api/v1/feeds/post/${postId}/like`)),
      ...docs.slice(40, 45).map((d) => d.call('DELETE', `/api/v1/feeds/post/${postId}/like`)),
    ];
    expect(requests).toHaveLength(50);
    const results = await Promise.all(requests);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const row = await one(sql`SELECT likes_count AS c, (SELECT count(*)::int FROM feed_likes WHERE post_id = ${postId}) AS n FROM feed_posts WHERE id = ${postId}`);
    expect(row.c).toBe(row.n);
    // 10-39 surely like it; 40-44 each either do or do not.
    expect(row.n).toBeGreaterThanOrEqual(30);
    expect(row.n).toBeLessThanOrEqual(35);
    const view = json(await author.call('GET', `/api/v1/feeds/post/${postId}`)).entity;
    expect(view.counts.likes).toBe(row.n);
  });

  it('50 parallel unlikes of 50 likes leave zero; bookmarks the same', async () => {
    const postId = await freshPost('Come and go');
    await Promise.all(docs.map((d) => d.call('POST', `/api/v1/feeds/post/${postId}/like`)));
    await Promise.all(docs.map((d) => d.call('POST', `/api/v1/feeds/post/${postId}/bookmark`)));
    const results = await Promise.all([
      ...docs.slice(0, 25).flatMap((d) => [d.call('DELETE', `/api/v1/feeds/post/${postId}/like`), d.call('DELETE', `/api/v1/feeds/post/${postId}/like`)]),
      ...docs.slice(25).flatMap((d) => [d.call('DELETE', `/api/v1/feeds/post/${postId}/bookmark`), d.call('POST', `/api/v1/feeds/post/${postId}/bookmark`)]),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const row = await one(sql`SELECT likes_count AS l, bookmarks_count AS b,
      (SELECT count(*)::int FROM feed_likes WHERE post_id = ${postId}) AS nl, (SELECT count(*)::int FROM feed_bookmarks WHERE post_id = ${postId}) AS nb FROM feed_posts WHERE id = ${postId}`);
    expect(row.l).toBe(25);
    expect(row.nl).toBe(25);
    expect(row.b).toBe(row.nb);
    expect(row.nb).toBeGreaterThanOrEqual(25);
  });

  it('50 parallel likes and unlikes on a comment leave the count equal to the likes', async () => {
    const postId = await freshPost('Comment here');
    const c = json(await author.call('POST', `/api/v1/feeds/post/${postId}/comments`, { text: 'Like this comment' })).entity;
    const results = await Promise.all(docs.map((d, i) => d.call(i % 5 === 0 ? 'DELETE' : 'POST', `/api/v1/feeds/comments/${c.id}/like`)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const row = await one(sql`SELECT likes_count AS c, (SELECT count(*)::int FROM feed_comment_likes WHERE comment_id = ${c.id}) AS n FROM feed_comments WHERE id = ${c.id}`);
    expect(row).toEqual({ c: 40, n: 40 });
  });
});

describe('rate limits under a burst of parallel requests', () => {
  it('one author posting 8 at once gets exactly the per-minute limit through, the rest 429; comments the same', async () => {
    const hasty = await doctor('9834499999', 'Hasty Author');
    const burst = 8;
    const posts = await Promise.all(Array.from({ length: burst }, (_, i) => hasty.call('POST', '/api/v1/feeds', { text: `Burst ${i}` })));
    const codes = posts.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(FEED_RULES.postsPerMinute);
    expect(codes.filter((c) => c === 429)).toHaveLength(burst - FEED_RULES.postsPerMinute);
    expect((await one(sql`SELECT count(*)::int AS n FROM feed_posts WHERE author_id = ${hasty.id}`)).n).toBe(FEED_RULES.postsPerMinute);

    const postId = json(posts.find((r) => r.statusCode === 201)!).entity.id as number;
    const comments = await Promise.all(Array.from({ length: FEED_RULES.commentsPerMinute + 4 }, (_, i) => hasty.call('POST', `/api/v1/feeds/post/${postId}/comments`, { text: `Quick ${i}` })));
    expect(comments.filter((r) => r.statusCode === 201)).toHaveLength(FEED_RULES.commentsPerMinute);
    expect(comments.filter((r) => r.statusCode === 429)).toHaveLength(4);
    expect((await one(sql`SELECT count(*)::int AS n FROM feed_comments WHERE author_id = ${hasty.id}`)).n).toBe(FEED_RULES.commentsPerMinute);
    expect((await one(sql`SELECT comments_count AS n FROM feed_posts WHERE id = ${postId}`)).n).toBe(FEED_RULES.commentsPerMinute);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  });
});
