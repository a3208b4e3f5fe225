/**
 * The professional feed (issue 22, decision 060): posts with tags, mentions and media; only the owner edits or
 * deletes (another's → 404, nothing changes); the edit window; Feed read access refused with the alert popup's words;
 * unverified practitioners refused; practitioners-only posts never in the public listing; pages stable while posts
 * arrive; rate limits; reports → a moderator hides → the author is told.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readOnlyAlert } from '@nirog/shared/codes/access';
import { t as msg } from '@nirog/shared/messages/catalogue';
import { FEED_RULES } from '@nirog/shared/schemas/feeds';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { doctorProfiles, profileEntries } from '../profile/profile.tables.ts';
import { DEMO_FEED_POSTS, demoPdf, seedDemoFeed } from './feeds.seed.ts';

let t: TestApp;
let seq = 0;
const mobile = () => `95${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Member = Awaited<ReturnType<typeof member>>;
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

async function member(fullName: string, userType = 2, verification: number | null = 1) {
  const s = await signUp(t, mobile(), userType === 1 ? { fullName } : { userType, salutation: 2, fullName });
  if (verification !== null && userType !== 1) {
    await t.db.database.db
      .insert(doctorProfiles)
      .values({ userId: s.user.id, isVerified: verification, createdBy: s.user.id, updatedBy: s.user.id })
      .onConflictDoUpdate({ target: doctorProfiles.userId, set: { isVerified: verification } });
  }
  const call = (method: Method, url: string, payload?: object) => t.app.inject({ method, url, headers: { 'access-token': s.token }, ...(payload ? { payload } : {}) });
  return { id: s.user.id as number, name: fullName, call, post: (body: object) => call('POST', '/api/v1/feeds', body) };
}
const q = async (query: ReturnType<typeof sql>) => ((await t.db.database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const tick = (minutes: number) => (t.clock.now = new Date(t.clock.now.getTime() + minutes * 60_000));
const kindsFor = async (userId: number) => (await q(sql`SELECT kind FROM notifications WHERE user_id = ${userId} ORDER BY id`)).map((r) => r.kind);

let asha: Member;
let ravi: Member;
let meera: Member;

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000, otpSendsPerNumber: 100 });
  asha = await member('Asha Rao');
  ravi = await member('Ravi Kumar');
  meera = await member('Meera Iyer', 3);
}, 90_000);
afterAll(() => t.close());

describe('posts', () => {
  it('reads tags and resolves mentions, and tells the mentioned member', async () => {
    const res = await asha.post({ text: `A case of #PCOS treated with #panchakarma.\nThanks @[${ravi.name}](${ravi.id}) for the referral.` });
    expect(res.statusCode, res.body).toBe(201);
    const p = json(res).entity;
    expect(p.tags).toEqual(['pcos', 'panchakarma']);
    expect(p.mentions).toEqual([{ id: ravi.id, name: ravi.name }]);
    expect(p.text).toContain('\n');
    expect(p.author).toMatchObject({ id: asha.id, name: 'Asha Rao', verified: true });
    expect(p.me).toMatchObject({ canEdit: true, canDelete: true, liked: false });
    expect(await kindsFor(ravi.id)).toContain('feedMentioned');
    // A mention of nobody is refused.
    const bad = await asha.post({ text: 'Hello @[Nobody](999999)' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message.fields.text).toBe(msg('feeds.rule.mention'));
    tick(2);
  });

  it('takes photos through uploads, one video link under the video-link rule, or a PDF', async () => {
    const slot = json(await asha.call('POST', '/api/v1/uploads/presign', { purpose: 'feed_image', fileName: 'case.png' })).entity;
    expect((await t.app.inject({ method: 'PUT', url: slot.uploadUrl, headers: { 'content-type': 'application/octet-stream' }, payload: png })).statusCode).toBe(200);
    const withImage = await asha.post({ text: 'Before and after', imageUploadIds: [slot.uploadId] });
    expect(withImage.statusCode, withImage.body).toBe(201);
    const media = json(withImage).entity.media;
    expect(media.type).toBe('image');
    expect((await t.app.inject({ method: 'GET', url: media.images[0].url })).statusCode).toBe(200);
    expect(media.images[0]).toMatchObject({ width: 1, height: 1 });
    // A wide photo is scaled down server-side, in its own format.
    const sharp = (await import('sharp')).default;
    const wide = await sharp({ create: { width: 2400, height: 300, channels: 3, background: '#88aa66' } }).png().toBuffer();
    const wideSlot = json(await asha.call('POST', '/api/v1/uploads/presign', { purpose: 'feed_image', fileName: 'wide.png' })).entity;
    expect((await t.app.inject({ method: 'PUT', url: wideSlot.uploadUrl, headers: { 'content-type': 'application/octet-stream' }, payload: wide })).statusCode).toBe(200);
    tick(1);
    const widePost = await asha.post({ text: 'Panorama of the herb garden', imageUploadIds: [wideSlot.uploadId] });
    expect(widePost.statusCode, widePost.body).toBe(201);
    const wideImage = json(widePost).entity.media.images[0];
    expect(wideImage).toMatchObject({ width: FEED_RULES.imageMaxWidth, height: 200 });
    const served = await t.app.inject({ method: 'GET', url: wideImage.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(FEED_RULES.imageMaxWidth);
    // Someone else's upload is refused.
    const stolen = await ravi.post({ text: 'Mine now', imageUploadIds: [slot.uploadId] });
    expect(stolen.statusCode).toBe(400);

    const badVideo = await ravi.post({ text: 'Watch', videoLink: 'https://example.com/watch?v=abc' });
    expect(badVideo.statusCode).toBe(400);
    expect(json(badVideo).message.fields.videoLink).toBe(msg('feeds.rule.videoLink'));
    const video = await ravi.post({ text: 'Watch this', videoLink: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(video.statusCode, video.body).toBe(201);
    expect(json(video).entity.media).toMatchObject({ type: 'video', video: { videoId: 'dQw4w9WgXcQ' } });
    expect(json(video).entity.media.video.embedUrl).toContain('/embed/dQw4w9WgXcQ');

    const both = await ravi.post({ text: 'Both', videoLink: 'https://youtu.be/dQw4w9WgXcQ', imageUploadIds: [slot.uploadId] });
    expect(both.statusCode).toBe(400);
    expect(json(both).message.fields.imageUploadIds).toBe(msg('feeds.rule.oneMediaKind'));

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const doc = json(await meera.call('POST', '/api/v1/uploads/presign', { purpose: 'feed_document', fileName: 'protocol.pdf' })).entity;
    expect((await t.app.inject({ method: 'PUT', url: doc.uploadUrl, headers: { 'content-type': 'application/octet-stream' }, payload: pdf })).statusCode).toBe(200);
    const withDoc = await meera.post({ text: 'Our clinic protocol', documentUploadId: doc.uploadId });
    expect(withDoc.statusCode, withDoc.body).toBe(201);
    expect(json(withDoc).entity.media).toMatchObject({ type: 'document', document: { name: 'protocol.pdf', previewUrl: null } });
    tick(2);
  });

  it('refuses characters outside the free-text rule, changing nothing', async () => {
    const before = (await q(sql`SELECT count(*)::int AS n FROM feed_posts`))[0]!.n;
    const res = await asha.post({ text: 'Hello ☺ world' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message.fields.text).toBe(msg('error.freeTextChars'));
    const extra = await asha.post({ text: 'Hello', authorId: ravi.id });
    expect(extra.statusCode).toBe(400);
    expect((await q(sql`SELECT count(*)::int AS n FROM feed_posts`))[0]!.n).toBe(before);
  });
});

describe('PDF previews and shared pictures (decision 064)', () => {
  const upload = async (who: Member, purpose: string, fileName: string, bytes: Buffer) => {
    const slot = json(await who.call('POST', '/api/v1/uploads/presign', { purpose, fileName })).entity;
    expect((await t.app.inject({ method: 'PUT', url: slot.uploadUrl, headers: { 'content-type': 'application/octet-stream' }, payload: bytes })).statusCode).toBe(200);
    return slot.uploadId as string;
  };
  const share = async (who: Member, id: number) => json(await who.call('POST', '/api/v1/share-links', { parameters: { entityType: 'feed', entityId: id }, title: 'A post' })).entity;
  const opened = async (code: string) => json(await t.app.inject({ method: 'GET', url: `/api/pub/v1/share-links/${code}` })).entity;

  it("draws a posted PDF's first page off the request path; the post then shows it; a broken PDF keeps the file card", async () => {
    const real = await upload(meera, 'feed_document', 'abhyanga.pdf', demoPdf('Abhyanga protocol', ['Warm sesame oil, 20 minutes', 'Then Swedana for 10 minutes']));
    const made = await meera.post({ text: 'Our Abhyanga protocol', documentUploadId: real });
    expect(made.statusCode, made.body).toBe(201);
    const id = json(made).entity.id as number;
    // The post answers at once, before any picture exists.
    expect(json(made).entity.media.document).toMatchObject({ previewUrl: null, pages: null });
    tick(1);
    const broken = await upload(meera, 'feed_document', 'broken.pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
    const brokenPost = json(await meera.post({ text: 'A damaged file', documentUploadId: broken })).entity.id as number;
    tick(2);

    expect(await t.app.jobs.tick()).toBeGreaterThanOrEqual(2);
    const doc = json(await ravi.call('GET', `/api/v1/feeds/post/${id}`)).entity.media.document;
    expect(doc).toMatchObject({ pages: 1, previewWidth: 800, previewHeight: 1035 });
    expect(doc.previewUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    const picture = await t.app.inject({ method: 'GET', url: doc.previewUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1035 });
    // Not a blank page: the title's dark letters are drawn.
    expect((await sharp(picture.rawPayload).stats()).channels[0]!.min).toBeLessThan(100);
    // Stored beside the PDF, through the storage provider.
    const [stored] = await q(sql`SELECT d.storage_key AS doc, p.storage_key AS pic, p.purpose FROM feed_document_previews v JOIN uploads d ON d.id = v.document_upload_id JOIN uploads p ON p.id = v.preview_upload_id WHERE v.document_upload_id = ${real}`);
    expect(stored).toEqual({ doc: expect.any(String), pic: `${stored!.doc}-preview`, purpose: 'feed_preview' });
    // The listing carries it too.
    const listed = json(await ravi.call('GET', `/api/v1/feeds/${ravi.id}?authorId=${meera.id}`)).entity.items.find((p: { id: number }) => p.id === id);
    expect(listed.media.document.previewUrl).toMatch(/^\/api\/files\//);

    // The broken file: no preview, recorded (not retried), and its post is served as before.
    expect(await q(sql`SELECT status FROM feed_document_previews WHERE document_upload_id = ${broken}`)).toEqual([{ status: 'failed' }]);
    const brokenView = await ravi.call('GET', `/api/v1/feeds/post/${brokenPost}`);
    expect(brokenView.statusCode).toBe(200);
    expect(json(brokenView).entity.media.document).toMatchObject({ name: 'broken.pdf', previewUrl: null });
    expect(await q(sql`SELECT status FROM jobs WHERE key = ${`feeds.pdf-preview:${broken}`}`)).toEqual([{ status: 'done' }]);
    expect(await t.app.jobs.tick()).toBe(0);

    // Shared: the card's picture is the PDF's first page.
    const link = await share(ravi, id);
    const previewId = new URL(doc.previewUrl, 'http://x').pathname.split('/').pop();
    expect((await opened(link.code)).imageUrl).toMatch(new RegExp(`^/api/files/${previewId}\\?exp=`));
  });

  it("a shared post's card shows its first photo; a practitioners-only post's never does", async () => {
    const sharp = (await import('sharp')).default;
    const photo = async (colour: string) => upload(asha, 'feed_image', 'photo.png', await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } }).png().toBuffer());
    const first = await photo('#aa6644');
    const second = await photo('#4466aa');
    const open = json(await asha.post({ text: 'Two photos of the garden', imageUploadIds: [first, second] })).entity.id as number;
    tick(1);
    const secret = json(await asha.post({ text: 'Lab values of a case', imageUploadIds: [await photo('#448844')], practitionersOnly: true })).entity.id as number;
    tick(2);
    const card = await opened((await share(ravi, open)).code);
    expect(card.imageUrl).toMatch(new RegExp(`^/api/files/${first}\\?exp=\\d+&sig=`));
    expect((await t.app.inject({ method: 'GET', url: card.imageUrl })).statusCode).toBe(200);
    const hidden = await share(ravi, secret);
    expect(hidden.imageUrl).toBeNull();
    expect((await opened(hidden.code)).imageUrl).toBeNull();
  });
});

describe('people search (/connect-peers)', () => {
  it('finds members by name, city, specialization or qualification; every word must match; never patients or oneself', async () => {
    const vaidya = await member('Nandini Kulkarni');
    await t.db.database.db.update(doctorProfiles).set({ city: 'Nashik' }).where(sql`user_id = ${vaidya.id}`);
    await t.db.database.db.insert(profileEntries).values([
      { userId: vaidya.id, section: 'specializations', data: { name: 'Kayachikitsa' } },
      { userId: vaidya.id, section: 'education', data: { degree: 'MD (Ayurveda)', institution: 'Tilak Ayurveda Mahavidyalaya', year: 2015 } },
    ]);
    const patient = await member('Nashik Patient', 1);
    const find = async (search: string) => {
      const res = await asha.call('GET', `/api/v1/feeds/people?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, res.body).toBe(200);
      return json(res).entity.items.map((p: { id: number }) => p.id) as number[];
    };
    for (const search of ['Nandini', 'nashik', 'kayachikitsa', 'MD (Ayur', 'kaya nashik']) expect(await find(search), search).toContain(vaidya.id);
    expect(await find('kayachikitsa pune')).not.toContain(vaidya.id);
    expect(await find('Nashik')).not.toContain(patient.id);
    expect(await find('Asha')).not.toContain(asha.id);
    // With whether I follow them.
    await asha.call('POST', `/api/v1/feeds/users/${vaidya.id}/follow`);
    const [row] = json(await asha.call('GET', '/api/v1/feeds/people?search=kayachikitsa')).entity.items;
    expect(row).toMatchObject({ id: vaidya.id, city: 'Nashik', specialization: 'Kayachikitsa', followedByMe: true });
    expect((await patient.call('GET', '/api/v1/feeds/people?search=nashik')).statusCode).toBe(403);
  });
});

describe('owners', () => {
  it("another member cannot edit or delete a post or comment (404), nothing changes; the post's author may delete comments on it", async () => {
    const post = json(await asha.post({ text: 'My case notes' })).entity;
    const comment = json(await ravi.call('POST', `/api/v1/feeds/post/${post.id}/comments`, { text: 'Great case' })).entity;
    const meeraComment = json(await meera.call('POST', `/api/v1/feeds/post/${post.id}/comments`, { text: 'Agreed' })).entity;

    const edit = await ravi.call('PUT', `/api/v1/feeds/post/${post.id}`, { text: 'Hijacked' });
    expect(edit.statusCode).toBe(404);
    expect(json(edit).message.error).toBe(msg('feeds.error.notFound'));
    expect((await ravi.call('DELETE', `/api/v1/feeds/post/${post.id}`)).statusCode).toBe(404);
    expect((await asha.call('PUT', `/api/v1/feeds/comments/${comment.id}`, { text: 'Changed' })).statusCode).toBe(404);
    expect((await meera.call('DELETE', `/api/v1/feeds/comments/${comment.id}`)).statusCode).toBe(404);
    const [row] = await q(sql`SELECT text FROM feed_posts WHERE id = ${post.id}`);
    expect(row!.text).toBe('My case notes');
    expect((await q(sql`SELECT text FROM feed_comments WHERE id = ${comment.id}`))[0]!.text).toBe('Great case');

    // The post's author removes a comment on her post; its author edits his own.
    expect((await asha.call('DELETE', `/api/v1/feeds/comments/${meeraComment.id}`)).statusCode).toBe(200);
    const own = await ravi.call('PUT', `/api/v1/feeds/comments/${comment.id}`, { text: 'Great case, thanks' });
    expect(own.statusCode, own.body).toBe(200);
    expect(json(own).entity.editedAt).not.toBeNull();
    const view = json(await asha.call('GET', `/api/v1/feeds/post/${post.id}`)).entity;
    expect(view.counts.comments).toBe(1);
    expect(await kindsFor(asha.id)).toContain('feedCommented');
    tick(2);
  });

  it('edits only within the edit window', async () => {
    const post = json(await asha.post({ text: 'Draft thoughts' })).entity;
    const early = await asha.call('PUT', `/api/v1/feeds/post/${post.id}`, { text: 'Draft thoughts #ayurveda' });
    expect(early.statusCode, early.body).toBe(200);
    expect(json(early).entity.tags).toEqual(['ayurveda']);
    tick(FEED_RULES.editWindowMinutes + 1);
    const late = await asha.call('PUT', `/api/v1/feeds/post/${post.id}`, { text: 'Too late' });
    expect(late.statusCode).toBe(422);
    expect(json(late).message.error).toBe(msg('feeds.error.editWindow', { minutes: FEED_RULES.editWindowMinutes }));
    expect(json(await asha.call('GET', `/api/v1/feeds/post/${post.id}`)).entity.me.canEdit).toBe(false);
    // Deleting stays possible.
    expect((await asha.call('DELETE', `/api/v1/feeds/post/${post.id}`)).statusCode).toBe(200);
    expect((await asha.call('GET', `/api/v1/feeds/post/${post.id}`)).statusCode).toBe(404);
  });
});

describe('comments and replies', () => {
  it('a reply to a reply joins the thread; the comment author is told', async () => {
    const post = json(await meera.post({ text: 'Dosha question' })).entity;
    const c = json(await asha.call('POST', `/api/v1/feeds/post/${post.id}/comments`, { text: 'Vata, I think' })).entity;
    const r1 = await ravi.call('POST', `/api/v1/feeds/comments/${c.id}/subcomments`, { text: 'Or Pitta' });
    expect(r1.statusCode, r1.body).toBe(201);
    const r2 = json(await asha.call('POST', `/api/v1/feeds/comments/${json(r1).entity.id}/subcomments`, { text: 'Fair point' })).entity;
    expect(r2.parentId).toBe(c.id);
    const list = json(await meera.call('GET', `/api/v1/feeds/post/${post.id}/comments`)).entity;
    expect(list.total).toBe(1);
    expect(list.items[0].replies.map((r: { text: string }) => r.text)).toEqual(['Or Pitta', 'Fair point']);
    expect(list.items[0].me.canDelete).toBe(true); // the post's author
    expect(await kindsFor(asha.id)).toContain('feedReplied');
    const liked = json(await meera.call('POST', `/api/v1/feeds/comments/${c.id}/like`)).entity;
    expect(liked).toEqual({ liked: true, likes: 1 });
    tick(2);
  });
});

describe('likes, bookmarks and follows', () => {
  it('counts stay exact when repeated; the author is told once', async () => {
    const post = json(await asha.post({ text: 'Like me' })).entity;
    for (let i = 0; i < 2; i++) expect(json(await ravi.call('POST', `/api/v1/feeds/post/${post.id}/like`)).entity).toEqual({ liked: true, likes: 1 });
    expect(json(await ravi.call('DELETE', `/api/v1/feeds/post/${post.id}/like`)).entity).toEqual({ liked: false, likes: 0 });
    expect(json(await ravi.call('DELETE', `/api/v1/feeds/post/${post.id}/like`)).entity).toEqual({ liked: false, likes: 0 });
    await ravi.call('POST', `/api/v1/feeds/post/${post.id}/like`);
    expect((await kindsFor(asha.id)).filter((k) => k === 'feedPostLiked')).toHaveLength(1);
    const likers = json(await asha.call('GET', `/api/v1/feeds/post/${post.id}/likes`)).entity;
    expect(likers.items.map((p: { id: number }) => p.id)).toEqual([ravi.id]);

    expect(json(await ravi.call('POST', `/api/v1/feeds/post/${post.id}/bookmark`)).entity).toEqual({ bookmarked: true, bookmarks: 1 });
    const saved = json(await ravi.call('GET', '/api/v1/feeds/me/bookmarks')).entity;
    expect(saved.items.map((p: { id: number }) => p.id)).toEqual([post.id]);
    expect(saved.items[0].me).toMatchObject({ liked: true, bookmarked: true });

    expect(json(await ravi.call('POST', `/api/v1/feeds/users/${asha.id}/follow`)).entity).toEqual({ following: true, followers: 1 });
    expect(json(await ravi.call('POST', `/api/v1/feeds/users/${asha.id}/follow`)).entity).toEqual({ following: true, followers: 1 });
    expect((await ravi.call('POST', `/api/v1/feeds/users/${ravi.id}/follow`)).statusCode).toBe(400);
    const followers = json(await t.app.inject({ method: 'GET', url: `/api/pub/v1/feeds/users/${asha.id}/followers` })).entity;
    expect(followers.items.map((p: { id: number }) => p.id)).toEqual([ravi.id]);
    const mine = json(await ravi.call('GET', '/api/v1/feeds/me/followings')).entity;
    expect(mine.items[0]).toMatchObject({ id: asha.id, followedByMe: true });
    const card = json(await ravi.call('GET', `/api/pub/v1/feeds/users/${asha.id}`)).entity;
    expect(card.me).toEqual({ following: true, followsMe: false, self: false });
    // The following feed holds the authors he follows (and his own posts).
    const following = json(await ravi.call('GET', `/api/v1/feeds/${ravi.id}?following=1&limit=100`)).entity;
    expect(new Set(following.items.map((p: { author: { id: number } }) => p.author.id))).toEqual(new Set([asha.id, ravi.id]));
    expect(await kindsFor(asha.id)).toContain('feedFollowed');
    // Another's feed id is not his to read.
    expect((await ravi.call('GET', `/api/v1/feeds/${asha.id}`)).statusCode).toBe(404);
  });
});

describe('access and verification', () => {
  it('a read-only member (trade) reads the feed but is refused actions with the alert popup', async () => {
    const retailer = await member('Kiran Shah', 5, null);
    const post = json(await asha.post({ text: 'For the trade to read' })).entity;
    expect((await retailer.call('GET', `/api/v1/feeds/${retailer.id}`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', `/api/v1/feeds/post/${post.id}/like`],
      ['POST', `/api/v1/feeds/post/${post.id}/comments`, { text: 'Hi' }],
      ['POST', '/api/v1/feeds', { text: 'Hello' }],
      ['POST', `/api/v1/feeds/users/${asha.id}/follow`],
    ] as Array<[Method, string, object?]>) {
      const res = await retailer.call(method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(json(res).message.error).toBe(readOnlyAlert('Feed').message);
      expect(json(res).message.alert, 'the popup payload').toEqual(readOnlyAlert('Feed'));
    }
    expect(json(await asha.call('GET', `/api/v1/feeds/post/${post.id}`)).entity.counts).toEqual({ likes: 0, comments: 0, bookmarks: 0 });
    tick(2);
  });

  it('a patient (no Feed access) is refused the members\' feed', async () => {
    const patient = await member('Sunita Devi', 1);
    const res = await patient.call('GET', `/api/v1/feeds/${patient.id}`);
    expect(res.statusCode).toBe(403);
    expect(json(res).message.error).toBe(msg('feeds.error.noAccess'));
  });

  it('an unverified doctor (status 0, 2, 4) may read but not post, comment, like or follow', async () => {
    const post = json(await asha.post({ text: 'Verified only' })).entity;
    for (const status of [0, 2, 4]) {
      const doc = await member('Vikram Sen', 2, status);
      expect((await doc.call('GET', `/api/v1/feeds/${doc.id}`)).statusCode).toBe(200);
      for (const res of [await doc.post({ text: 'Hello' }), await doc.call('POST', `/api/v1/feeds/post/${post.id}/like`), await doc.call('POST', `/api/v1/feeds/post/${post.id}/comments`, { text: 'Hi' })]) {
        expect(res.statusCode).toBe(403);
        expect(json(res).message.error).toBe(msg('feeds.error.verifyFirst'));
      }
    }
    tick(2);
  });
});

describe('visitors', () => {
  it('practitioners-only posts never reach the public listing, the public post, its likers or the tags', async () => {
    const secret = json(await ravi.post({ text: 'Clinical photos #confidentialcase', practitionersOnly: true })).entity;
    const open = json(await ravi.post({ text: 'Open to all #wellness' })).entity;
    const all: number[] = [];
    for (let before: number | null | undefined, i = 0; i < 20; i++) {
      const page = json(await t.app.inject({ method: 'GET', url: `/api/pub/v1/feeds?limit=5${before ? `&before=${before}` : ''}` })).entity;
      all.push(...page.items.map((p: { id: number; practitionersOnly: boolean }) => (expect(p.practitionersOnly).toBe(false), p.id)));
      before = page.nextBefore;
      if (!before) break;
    }
    expect(all).toContain(open.id);
    expect(all).not.toContain(secret.id);
    const tagged = json(await t.app.inject({ method: 'GET', url: '/api/pub/v1/feeds?tagNames=confidentialcase' })).entity;
    expect(tagged.total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/pub/v1/feeds/post/${secret.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/pub/v1/feeds/post/${secret.id}/likes` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/pub/v1/feeds/post/${open.id}` })).statusCode).toBe(200);
    const tags = json(await t.app.inject({ method: 'GET', url: '/api/pub/v1/feeds/tags' })).entity.items.map((x: { name: string }) => x.name);
    expect(tags).toContain('wellness');
    expect(tags).not.toContain('confidentialcase');
    // Members see it.
    expect(json(await asha.call('GET', `/api/v1/feeds/${asha.id}?postIds=${secret.id}`)).entity.items).toHaveLength(1);
    tick(2);
  });
});

describe('pagination', () => {
  it('stays stable while new posts arrive: no duplicates, no gaps', async () => {
    const poster = await member('Nisha Gupta');
    for (let i = 0; i < 7; i++) {
      expect((await poster.post({ text: `Old post ${i}` })).statusCode).toBe(201);
      tick(1);
    }
    const url = (extra: string) => `/api/v1/feeds/${asha.id}?authorId=${poster.id}&limit=3${extra}`;
    const first = json(await asha.call('GET', url(''))).entity;
    expect(first.items.map((p: { text: string }) => p.text)).toEqual(['Old post 6', 'Old post 5', 'Old post 4']);
    // Two new posts arrive while the reader scrolls.
    for (const text of ['New post A', 'New post B']) {
      expect((await poster.post({ text })).statusCode).toBe(201);
      tick(1);
    }
    const seen = [...first.items.map((p: { text: string }) => p.text)];
    let before = first.nextBefore;
    while (before) {
      const page = json(await asha.call('GET', url(`&before=${before}`))).entity;
      seen.push(...page.items.map((p: { text: string }) => p.text));
      before = page.nextBefore;
    }
    expect(seen).toEqual(['Old post 6', 'Old post 5', 'Old post 4', 'Old post 3', 'Old post 2', 'Old post 1', 'Old post 0']);
    // Skip-based paging still answers, the new posts first.
    expect(json(await asha.call('GET', url(''))).entity.items[0].text).toBe('New post B');
  });

  it('trending pages by skip at the first page\'s asOf: no duplicates, no gaps while likes, comments and posts arrive', async () => {
    const author = await member('Tara Bose');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(json(await author.post({ text: `Trend ${i}` })).entity.id);
      if (i % 2) tick(1);
    }
    tick(1);
    // Engagement now: post 4 has two comments (4), post 3 three likes (3), post 2 two likes (2), post 1 one like (1), post 0 none.
    for (const m of [asha, ravi]) await m.call('POST', `/api/v1/feeds/post/${ids[4]}/comments`, { text: 'Seen it' });
    for (const m of [asha, ravi, meera]) await m.call('POST', `/api/v1/feeds/post/${ids[3]}/like`);
    for (const m of [asha, ravi]) await m.call('POST', `/api/v1/feeds/post/${ids[2]}/like`);
    await asha.call('POST', `/api/v1/feeds/post/${ids[1]}/like`);
    const url = (extra: string) => `/api/v1/feeds/${asha.id}?sortingPostsByTrending=true&authorId=${author.id}&limit=2${extra}`;
    const first = json(await asha.call('GET', url(''))).entity;
    expect(first.items.map((p: { id: number }) => p.id)).toEqual([ids[4], ids[3]]);
    expect(first.nextBefore).toBeNull();
    expect(first.asOf).toBe(t.clock.now.toISOString());

    // While the reader scrolls, the quiet post gets busy and a new post arrives.
    tick(1);
    for (const m of [asha, ravi, meera]) await m.call('POST', `/api/v1/feeds/post/${ids[0]}/comments`, { text: 'Interesting' });
    const late = json(await author.post({ text: 'Trend late' })).entity.id as number;
    for (const m of [asha, ravi]) await m.call('POST', `/api/v1/feeds/post/${late}/like`);
    // Ranked afresh, the quiet post now leads...
    expect(json(await asha.call('GET', url(''))).entity.items[0].id).toBe(ids[0]);
    // ...but the pages of the first ranking keep its order: every post of it once, nothing new.
    const seen = first.items.map((p: { id: number }) => p.id);
    for (let skip = 2; skip < first.total; skip += 2) {
      const page = json(await asha.call('GET', url(`&skip=${skip}&asOf=${encodeURIComponent(first.asOf)}`))).entity;
      expect(page.asOf).toBe(first.asOf);
      expect(page.total).toBe(first.total);
      seen.push(...page.items.map((p: { id: number }) => p.id));
    }
    expect(seen).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]]);
    // A time to come counts as now; a time that is not one is refused.
    const future = json(await asha.call('GET', url(`&asOf=${encodeURIComponent(new Date(t.clock.now.getTime() + 86_400_000).toISOString())}`))).entity;
    expect(future.asOf).toBe(t.clock.now.toISOString());
    const bad = await asha.call('GET', url('&asOf=yesterday'));
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message.fields.asOf).toBe(msg('feeds.rule.asOf'));
    tick(2);
  });

  it('rate-limits posting and commenting per minute', async () => {
    const busy = await member('Arjun Das');
    for (let i = 0; i < FEED_RULES.postsPerMinute; i++) expect((await busy.post({ text: `Quick ${i}` })).statusCode).toBe(201);
    const over = await busy.post({ text: 'One too many' });
    expect(over.statusCode).toBe(429);
    expect(json(over).message.error).toBe(msg('feeds.error.tooManyPosts'));
    tick(1.5);
    const post = json(await busy.post({ text: 'After a pause' })).entity;
    expect(post.id).toBeGreaterThan(0);
    for (let i = 0; i < FEED_RULES.commentsPerMinute; i++) expect((await busy.call('POST', `/api/v1/feeds/post/${post.id}/comments`, { text: `c${i}` })).statusCode).toBe(201);
    expect((await busy.call('POST', `/api/v1/feeds/post/${post.id}/comments`, { text: 'again' })).statusCode).toBe(429);
    tick(2);
  });

  it('trending ranks recent engagement; featured lists what moderators picked', async () => {
    const author = await member('Kavya Nair');
    const quiet = json(await author.post({ text: 'Quiet post' })).entity;
    const busy = json(await author.post({ text: 'Busy post' })).entity;
    await asha.call('POST', `/api/v1/feeds/post/${busy.id}/like`);
    await ravi.call('POST', `/api/v1/feeds/post/${busy.id}/like`);
    const trending = json(await asha.call('GET', `/api/v1/feeds/${asha.id}?sortingPostsByTrending=true&authorId=${author.id}`)).entity;
    expect(trending.items[0].id).toBe(busy.id);
    expect(trending.items.map((p: { id: number }) => p.id)).toContain(quiet.id);
    const mod = await member('Office Moderator', 1);
    await makeOperator(t.db.database.db, mod.id, ['moderator']);
    expect(json(await mod.call('POST', `/api/v1/admin/feeds/posts/${quiet.id}/feature`, { featured: true })).entity).toMatchObject({ featured: true });
    const featured = json(await asha.call('GET', `/api/v1/feeds/${asha.id}?fetchingFeaturedPosts=true`)).entity;
    expect(featured.items.map((p: { id: number }) => p.id)).toEqual([quiet.id]);
    expect(await kindsFor(author.id)).toContain('feedFeatured');
    tick(2);
  });
});

describe('moderation', () => {
  it('a report hides the post after a moderator decides; the author is told why; a blocked author cannot post', async () => {
    const troll = await member('Rohan Mehta');
    const post = json(await troll.post({ text: 'Buy my miracle cure now' })).entity;
    const rep = await asha.call('POST', `/api/v1/feeds/post/${post.id}/report`, { reason: 'spam', note: 'Selling pills' });
    expect(rep.statusCode, rep.body).toBe(201);
    expect((await asha.call('POST', `/api/v1/feeds/post/${post.id}/report`, { reason: 'spam' })).statusCode).toBe(409);
    await ravi.call('POST', `/api/v1/feeds/post/${post.id}/report`, { reason: 'promotion' });
    // A customer is not a moderator.
    expect((await asha.call('GET', '/api/v1/admin/feeds/reports')).statusCode).toBe(403);

    const mod = await member('Second Moderator', 1);
    await makeOperator(t.db.database.db, mod.id, ['moderator']);
    // A moderator (here a customer account without Feed access) reads the reported post and its comments.
    await ravi.call('POST', `/api/v1/feeds/post/${post.id}/comments`, { text: 'Not a cure' });
    expect(json(await mod.call('GET', `/api/v1/feeds/post/${post.id}/comments`)).entity.items.map((c: { text: string }) => c.text)).toEqual(['Not a cure']);
    const customer = await member('Plain Customer', 1);
    expect((await customer.call('GET', `/api/v1/feeds/post/${post.id}/comments`)).statusCode).toBe(403);
    const queue = json(await mod.call('GET', '/api/v1/admin/feeds/reports')).entity;
    const item = queue.items.find((r: { postId: number }) => r.postId === post.id);
    expect(item).toMatchObject({ target: 'post', reason: 'spam', openReports: 2, targetHidden: false, status: 'open', author: { id: troll.id } });
    const hidden = await mod.call('POST', `/api/v1/admin/feeds/reports/${item.id}/hide`, { note: 'Advertising medicines' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(json(hidden).entity).toMatchObject({ status: 'hidden', targetHidden: true, openReports: 0 });
    expect((await mod.call('POST', `/api/v1/admin/feeds/reports/${item.id}/dismiss`)).statusCode).toBe(409);

    expect((await asha.call('GET', `/api/v1/feeds/post/${post.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/pub/v1/feeds/post/${post.id}` })).statusCode).toBe(404);
    const own = json(await troll.call('GET', `/api/v1/feeds/post/${post.id}`)).entity;
    expect(own).toMatchObject({ hidden: true, hiddenNote: 'Advertising medicines' });
    const [n] = await q(sql`SELECT kind, params FROM notifications WHERE user_id = ${troll.id} AND kind = 'feedPostHidden'`);
    expect(n!.params).toMatchObject({ note: 'Advertising medicines' });

    expect((await mod.call('POST', `/api/v1/admin/feeds/authors/${troll.id}/block`, { blocked: true, note: 'Repeated spam' })).statusCode).toBe(200);
    tick(2);
    const blocked = await troll.post({ text: 'Another one' });
    expect(blocked.statusCode).toBe(403);
    expect(json(blocked).message.error).toBe(msg('feeds.error.blocked'));
    expect(json(await mod.call('GET', '/api/v1/admin/feeds/blocked')).entity.items.map((b: { id: number }) => b.id)).toContain(troll.id);
    expect(await kindsFor(troll.id)).toEqual(expect.arrayContaining(['feedPostHidden', 'feedBlocked']));
    const restored = await mod.call('POST', `/api/v1/admin/feeds/posts/${post.id}/restore`);
    expect(json(restored).entity).toMatchObject({ hidden: false });
    expect((await asha.call('GET', `/api/v1/feeds/post/${post.id}`)).statusCode).toBe(200);

    // A comment is reported and hidden the same way; its author is told why; others no longer see it.
    const rude = json(await meera.call('POST', `/api/v1/feeds/post/${post.id}/comments`, { text: 'You are all fools' })).entity;
    const commentReport = await asha.call('POST', `/api/v1/feeds/comments/${rude.id}/report`, { reason: 'abuse' });
    expect(commentReport.statusCode, commentReport.body).toBe(201);
    const queued = json(await mod.call('GET', '/api/v1/admin/feeds/reports')).entity.items.find((r: { commentId: number | null }) => r.commentId === rude.id);
    expect(queued).toMatchObject({ target: 'comment', postId: post.id, reason: 'abuse', author: { id: meera.id } });
    expect((await mod.call('POST', `/api/v1/admin/feeds/reports/${queued.id}/hide`, { note: 'Be civil' })).statusCode).toBe(200);
    const seen = json(await asha.call('GET', `/api/v1/feeds/post/${post.id}/comments`)).entity.items.map((c: { id: number }) => c.id);
    expect(seen).not.toContain(rude.id);
    const [told] = await q(sql`SELECT params FROM notifications WHERE user_id = ${meera.id} AND kind = 'feedCommentHidden'`);
    expect(told!.params).toMatchObject({ note: 'Be civil' });
  });
});

describe('demo feed', () => {
  it('seeds posts of every media kind with comments, replies, likes and follows; counters equal the rows; once only', async () => {
    await q(sql`DELETE FROM feed_posts`);
    expect(await seedDemoFeed(t.db.database, t.clock.now)).toEqual({ posts: DEMO_FEED_POSTS });
    const [kinds] = await q(sql`SELECT count(*) FILTER (WHERE media_type = 'image')::int AS image, count(*) FILTER (WHERE media_type = 'video')::int AS video,
      count(*) FILTER (WHERE media_type = 'document')::int AS document, count(*) FILTER (WHERE media_type IS NULL)::int AS text,
      (SELECT count(*)::int FROM feed_comments WHERE parent_id IS NOT NULL) AS replies, (SELECT count(*)::int FROM feed_follows) AS follows FROM feed_posts`);
    for (const k of ['image', 'video', 'document', 'text', 'replies', 'follows']) expect(Number(kinds![k]), k).toBeGreaterThan(0);
    const wrong = await q(sql`SELECT id FROM feed_posts p WHERE likes_count <> (SELECT count(*) FROM feed_likes l WHERE l.post_id = p.id)
      OR comments_count <> (SELECT count(*) FROM feed_comments c WHERE c.post_id = p.id) OR bookmarks_count <> (SELECT count(*) FROM feed_bookmarks b WHERE b.post_id = p.id)`);
    expect(wrong).toEqual([]);
    // Every seeded video link passes the video-link rule; the listing serves them.
    const page = json(await asha.call('GET', `/api/v1/feeds/${asha.id}?limit=100`)).entity;
    expect(page.total).toBe(DEMO_FEED_POSTS);
    expect(await seedDemoFeed(t.db.database, t.clock.now)).toEqual({ posts: 0 });
  });
});
