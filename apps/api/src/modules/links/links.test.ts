/**
 * Share links (spec section 3: "Share link parameters: entityType, entityId, userId; create takes parameters, title,
 * description, imageUrl"; section 7: "share link create and fetch (two variants by signed-in or anonymous)"), on the
 * demo doctors, clinics and medicines.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as msg } from '@nirog/shared/messages/catalogue';
import { SHARE_ANON_PER_IP, SHARE_ANON_WINDOW_MINUTES, SHARE_DESCRIPTION_MAX, SHARE_IMAGE_URL_MAX, SHARE_TITLE_MAX } from '@nirog/shared/share-links';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { seedDemoCare } from '../care/care.seed.ts';
import { seedDemoCatalog } from '../catalog/catalog.seed.ts';
import { createShareLinkService, hitWindow, newShareCode } from './links.service.ts';
import { shareLinks } from './links.tables.ts';
import { feedPosts } from '../feeds/feeds.tables.ts';
import { users } from '../identity/identity.tables.ts';

const PUBLIC_URL = 'https://nirog.example';
const ANJALI_PATH = '/ayurveda/kochi/doctor/dr-anjali-menon';
const CLINIC_PATH = '/ayurveda/kochi/clinic/kerala-vaidyashala';
let t: TestApp;
const alice = { id: 0, token: '' };
const bob = { id: 0, token: '' };
/** Listed demo doctors (user ids; others than Anjali and Krishnan), a clinic, medicines on sale, and a doctor still under review. */
let anjali: number;
let krishnan: number;
let listedDoctors: number[];
let clinic: number;
let medicine: { id: number; slug: string };
let otherMedicines: number[];
let underReview: number;

type Who = { token: string } | null;
const create = (who: Who, payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: who ? '/api/v1/share-links' : '/api/pub/v1/share-links',
    headers: who ? { 'access-token': who.token } : {},
    payload: payload as object,
    remoteAddress,
  });
const fetchCode = (code: string) => t.app.inject({ method: 'GET', url: `/api/pub/v1/share-links/${code}` });
const rowOf = async (code: string) => (await t.db.database.db.select().from(shareLinks).where(eq(shareLinks.code, code)))[0];
const rowsFor = (entityType: string, entityId: number) =>
  t.db.database.db.select().from(shareLinks).where(and(eq(shareLinks.entityType, entityType), eq(shareLinks.entityId, entityId)));
const countRows = async () => (await t.db.database.db.select({ n: sql<number>`count(*)::int` }).from(shareLinks))[0]!.n;
const q = async <T,>(text: string) => (await t.db.database.query<T>(text)) as T[];

/** A create body for an entity, with a preview. */
const body = (entityType: string, entityId: number, extra: Record<string, unknown> = {}) => ({
  parameters: { entityType, entityId },
  title: 'Dr. Anjali Menon, Panchakarma in Kochi',
  description: 'Kerala treatments and in-patient Panchakarma.',
  imageUrl: '/api/files/abc?exp=1&sig=x',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  await seedDemoCare(t.db.database);
  await seedDemoCatalog(t.db.database);
  for (const [who, mobile] of [[alice, '9600000001'], [bob, '9600000002']] as const) {
    const signed = await signUp(t, mobile);
    who.id = signed.user.id;
    who.token = signed.token;
  }
  const doctors = await q<{ user_id: number; slug: string }>(
    `SELECT d.user_id, d.slug FROM care_doctors d JOIN doctor_profiles dp ON dp.user_id = d.user_id WHERE d.listed AND dp.is_verified IN (1, 3) ORDER BY d.user_id`,
  );
  anjali = doctors.find((d) => d.slug === 'dr-anjali-menon')!.user_id;
  krishnan = doctors.find((d) => d.slug === 'dr-krishnan-namboodiri')!.user_id;
  listedDoctors = doctors.map((d) => d.user_id).filter((id) => id !== anjali && id !== krishnan);
  clinic = (await q<{ id: number }>(`SELECT id FROM care_clinics WHERE slug = 'kerala-vaidyashala'`))[0]!.id;
  const products = await q<{ id: number; slug: string }>(`SELECT id, slug FROM products WHERE active ORDER BY id LIMIT 40`);
  medicine = products[0]!;
  otherMedicines = products.slice(1).map((p) => p.id);
  underReview = (await q<{ id: number }>(`SELECT id FROM users WHERE mobile_number = '9100001028'`))[0]!.id;
  expect(listedDoctors.length).toBeGreaterThan(5);
  expect(otherMedicines.length).toBeGreaterThan(SHARE_ANON_PER_IP + 2);
});
afterAll(async () => t?.close());

describe('share links: create, signed in and anonymous', () => {
  it('a signed-in user gets a short code for a doctor; the server finds the page, and the sharer is the session user', async () => {
    const res = await create(alice, body('doctor', anjali));
    expect(res.statusCode, res.body).toBe(200);
    const entity = json(res).entity;
    expect(entity.code).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(entity).toEqual({
      code: entity.code,
      url: `${PUBLIC_URL}/dl/${entity.code}`,
      path: ANJALI_PATH,
      parameters: { entityType: 'doctor', entityId: anjali, userId: alice.id },
      title: 'Dr. Anjali Menon, Panchakarma in Kochi',
      description: 'Kerala treatments and in-patient Panchakarma.',
      imageUrl: '/api/files/abc?exp=1&sig=x',
    });
    expect(await rowOf(entity.code)).toMatchObject({ entityType: 'doctor', entityId: anjali, sharedBy: alice.id, hitCount: 0, lastHitAt: null });
    // Naming oneself as the sharer is the same call.
    const named = await create(alice, body('doctor', anjali, { parameters: { entityType: 'doctor', entityId: anjali, userId: alice.id } }));
    expect(named.statusCode).toBe(200);
    expect(json(named).entity.code).toBe(entity.code);
  });

  it('a signed-in user cannot share in the name of someone else', async () => {
    const before = await countRows();
    const res = await create(alice, body('doctor', krishnan, { parameters: { entityType: 'doctor', entityId: krishnan, userId: bob.id } }));
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ status: false, message: { code: 'forbidden', error: msg('share.error.notYou') } });
    expect(await countRows()).toBe(before);
  });

  it('anyone may share a clinic or a medicine without signing in; no sharer is recorded, and none may be named', async () => {
    const clinicRes = await create(null, body('clinic', clinic, { title: 'Kerala Vaidyashala, Kochi', description: undefined, imageUrl: undefined }));
    expect(clinicRes.statusCode, clinicRes.body).toBe(200);
    const c = json(clinicRes).entity;
    expect(c).toEqual({
      code: c.code,
      url: `${PUBLIC_URL}/dl/${c.code}`,
      path: CLINIC_PATH,
      parameters: { entityType: 'clinic', entityId: clinic, userId: null },
      title: 'Kerala Vaidyashala, Kochi',
      description: null,
      imageUrl: null,
    });
    expect(await rowOf(c.code)).toMatchObject({ sharedBy: null, description: null, imageUrl: null });

    const medRes = await create(null, body('medicine', medicine.id, { imageUrl: 'https://cdn.example/med.png' }));
    expect(medRes.statusCode, medRes.body).toBe(200);
    expect(json(medRes).entity).toMatchObject({ path: `/medicines/${medicine.slug}`, parameters: { entityType: 'medicine', entityId: medicine.id, userId: null }, imageUrl: 'https://cdn.example/med.png' });
    // The code table's name for it, medicineDetails, shares the same medicine page.
    const details = await create(null, body('medicineDetails', medicine.id, { imageUrl: 'https://cdn.example/med.png' }));
    expect(details.statusCode).toBe(200);
    expect(json(details).entity).toMatchObject({ code: json(medRes).entity.code, path: `/medicines/${medicine.slug}`, parameters: { entityType: 'medicine' } });

    const before = await countRows();
    for (const userId of [alice.id, null]) {
      const named = await create(null, body('doctor', anjali, { parameters: { entityType: 'doctor', entityId: anjali, userId } }));
      expect(named.statusCode).toBe(400);
      expect(json(named).message).toEqual({ code: 'validation_failed', error: msg('error.validation'), fields: { 'parameters.userId': msg('share.error.userIdAnonymous') } });
    }
    expect(await countRows()).toBe(before);
  });

  it('the signed-in variant needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/share-links', payload: body('doctor', anjali) });
    expect(res.statusCode).toBe(401);
    expect(json(res).message.code).toBe('unauthenticated');
  });

  it('one code per entity and sharer: the same sharer gets the same code again (with the new preview), others their own', async () => {
    const doctor = listedDoctors[2]!;
    const first = json(await create(alice, body('doctor', doctor))).entity;
    const again = json(await create(alice, body('doctor', doctor, { title: 'A better title', description: 'New words', imageUrl: undefined }))).entity;
    const byBob = json(await create(bob, body('doctor', doctor))).entity.code;
    const anonymous = json(await create(null, body('doctor', doctor))).entity.code;
    const anonymousAgain = json(await create(null, body('doctor', doctor))).entity.code;
    const otherEntity = json(await create(alice, body('doctor', listedDoctors[3]!))).entity.code;
    expect(again.code).toBe(first.code);
    expect(again).toMatchObject({ title: 'A better title', description: 'New words', imageUrl: null });
    expect(await rowOf(first.code)).toMatchObject({ title: 'A better title', description: 'New words', imageUrl: null, sharedBy: alice.id });
    expect(anonymousAgain).toBe(anonymous);
    expect(new Set([first.code, byBob, anonymous, otherEntity]).size).toBe(4);
    const rows = await rowsFor('doctor', doctor);
    expect(rows.map((r) => r.sharedBy).sort()).toEqual([alice.id, bob.id, null].sort());
    // The same id as another kind of entity is another link.
    expect(json(await create(alice, body('clinic', clinic))).entity.code).not.toBe(json(await create(alice, body('doctor', anjali))).entity.code);
  });

  it('parallel creates make one code per sharer', async () => {
    const doctor = listedDoctors[4]!;
    const who = [alice, bob, null];
    const results = await Promise.all(Array.from({ length: 18 }, (_, i) => create(who[i % 3]!, body('doctor', doctor), '10.20.0.1')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(18).fill(200));
    const codes = results.map((r) => json(r).entity.code as string);
    for (let k = 0; k < 3; k++) expect(new Set(codes.filter((_, i) => i % 3 === k)).size).toBe(1);
    expect(new Set(codes).size).toBe(3);
    expect(await rowsFor('doctor', doctor)).toHaveLength(3);
  });

  it('an unknown entity, a doctor who is not listed or a medicine off sale is a 404, and nothing is stored', async () => {
    const before = await countRows();
    await t.db.database.exec(`UPDATE products SET active = false WHERE id = ${otherMedicines[0]}`);
    try {
      const cases: Array<[string, number]> = [
        ['doctor', 999_999],
        ['clinic', 999_999],
        ['medicine', 999_999],
        ['doctor', underReview],
        ['doctor', alice.id],
        ['medicine', otherMedicines[0]!],
      ];
      for (const [entityType, entityId] of cases) {
        for (const who of [alice, null]) {
          const res = await create(who, body(entityType, entityId), '10.20.0.3');
          expect(res.statusCode, `${entityType} ${entityId}`).toBe(404);
          expect(json(res)).toEqual({ status: false, message: { code: 'not_found', error: msg('share.error.entityNotFound') } });
        }
      }
    } finally {
      await t.db.database.exec(`UPDATE products SET active = true WHERE id = ${otherMedicines[0]}`);
    }
    expect(await countRows()).toBe(before);
  });

  it('takes only parameters, title, description and imageUrl: other keys, the old path shape and wrong types are refused', async () => {
    const before = await countRows();
    const p = { entityType: 'doctor', entityId: anjali };
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ path: ANJALI_PATH }, { _: msg('share.error.unknownKeys', { keys: 'path' }), parameters: msg('share.error.parametersRequired'), title: msg('share.error.titleRequired') }],
      [{ ...body('doctor', anjali), path: '//evil.example' }, { _: msg('share.error.unknownKeys', { keys: 'path' }) }],
      [{ ...body('doctor', anjali), code: 'AAAAAAAA', hitCount: 9 }, { _: msg('share.error.unknownKeys', { keys: 'code, hitCount' }) }],
      [body('doctor', anjali, { parameters: { ...p, path: 'https://evil.example' } }), { parameters: msg('share.error.unknownKeys', { keys: 'path' }) }],
      [body('doctor', anjali, { parameters: { ...p, entityType: 'page' } }), { 'parameters.entityType': msg('share.error.entityType') }],
      [body('doctor', anjali, { parameters: { ...p, entityType: undefined } }), { 'parameters.entityType': msg('share.error.entityType') }],
      // The spec's deep-link entities without a page yet get a 400 that names them (the code table lists them all).
      [body('doctor', anjali, { parameters: { ...p, entityId: String(anjali) } }), { 'parameters.entityId': msg('share.error.entityId') }],
      [body('doctor', anjali, { parameters: { ...p, entityId: 1.5 } }), { 'parameters.entityId': msg('share.error.entityId') }],
      [body('doctor', anjali, { parameters: { ...p, entityId: 0 } }), { 'parameters.entityId': msg('share.error.entityId') }],
      [body('doctor', anjali, { parameters: { ...p, entityId: 2 ** 31 } }), { 'parameters.entityId': msg('share.error.entityId') }],
      [body('doctor', anjali, { parameters: 'doctor' }), { parameters: msg('share.error.parametersRequired') }],
      [{ parameters: p }, { title: msg('share.error.titleRequired') }],
    ];
    for (const [payload, fields] of cases) {
      for (const who of [alice, null]) {
        const res = await create(who, payload, '10.20.0.4');
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(json(res).message, JSON.stringify(payload)).toEqual({ code: 'validation_failed', error: msg('error.validation'), fields });
      }
    }
    // Signed in, userId must be a user id.
    const badUser = await create(alice, body('doctor', anjali, { parameters: { ...p, userId: 'me' } }));
    expect(json(badUser).message.fields).toEqual({ 'parameters.userId': msg('share.error.userId') });
    expect(await countRows()).toBe(before);
  });

  it('keeps the preview within its limits: title, description and image', async () => {
    const before = await countRows();
    const titleTooLong = msg('share.error.titleTooLong', { max: SHARE_TITLE_MAX });
    const imageBad = msg('share.error.imageUrl', { max: SHARE_IMAGE_URL_MAX });
    const refused: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ title: 'x'.repeat(SHARE_TITLE_MAX + 1) }, { title: titleTooLong }],
      [{ title: '   \n ' }, { title: msg('share.error.titleRequired') }],
      [{ title: 42 }, { title: msg('share.error.titleRequired') }],
      // NUL is refused at the edge for every route, with its own message; other control characters by this rule.
      [{ title: 'Dr.\u0000Menon' }, { title: msg('error.nulCharacter') }],
      [{ description: 'y'.repeat(SHARE_DESCRIPTION_MAX + 1) }, { description: msg('share.error.descriptionTooLong', { max: SHARE_DESCRIPTION_MAX }) }],
      [{ description: ['a'] }, { description: msg('share.error.descriptionText') }],
      [{ description: 'bell\u0007' }, { description: msg('share.error.controlChars') }],
      ...['//evil.example/x.png', 'http://evil.example/x.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '/\\evil.example', 'https://', 'https://user:pw@evil.example/x.png', 'https://evil.example/a b.png', 'x.png', '', `/${'i'.repeat(SHARE_IMAGE_URL_MAX)}`].map(
        (imageUrl): [Record<string, unknown>, Record<string, string>] => [{ imageUrl }, { imageUrl: imageBad }],
      ),
    ];
    for (const [extra, fields] of refused) {
      const res = await create(alice, body('doctor', anjali, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(json(res).message.fields, JSON.stringify(extra)).toEqual(fields);
    }
    expect(await countRows()).toBe(before);

    // At the limits, and white space tidied.
    const atLimit = {
      title: `  ${'T'.repeat(SHARE_TITLE_MAX - 4)}\n\t  end `,
      description: 'd'.repeat(SHARE_DESCRIPTION_MAX),
      imageUrl: `https://cdn.example/${'i'.repeat(SHARE_IMAGE_URL_MAX - 'https://cdn.example/'.length)}`,
    };
    const res = await create(bob, body('doctor', anjali, atLimit));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).entity).toMatchObject({ title: `${'T'.repeat(SHARE_TITLE_MAX - 4)} end`, description: atLimit.description, imageUrl: atLimit.imageUrl });
    const empty = await create(bob, body('doctor', anjali, { description: '', imageUrl: undefined }));
    expect(json(empty).entity).toMatchObject({ description: null, imageUrl: null });
  });
});

describe('share links: fetch', () => {
  it('returns what the code stands for and the page it opens, and counts each visit', async () => {
    const created = json(await create(alice, body('clinic', clinic))).entity;
    const firstAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
    const secondAt = new Date(firstAt.getTime() + 3_600_000);
    try {
      t.clock.now = firstAt;
      const first = await fetchCode(created.code);
      expect(first.statusCode).toBe(200);
      expect(json(first).entity).toEqual({
        code: created.code,
        parameters: { entityType: 'clinic', entityId: clinic, userId: alice.id },
        title: created.title,
        description: created.description,
        imageUrl: created.imageUrl,
        path: CLINIC_PATH,
      });
      expect(first.headers['cache-control']).toBe('no-store');
      expect(await rowOf(created.code)).toMatchObject({ hitCount: 1, lastHitAt: firstAt });
      t.clock.now = secondAt;
      await fetchCode(created.code);
      expect(await rowOf(created.code)).toMatchObject({ hitCount: 2, lastHitAt: secondAt });
    } finally {
      t.clock.now = new Date();
    }
  });

  it('a link to a doctor who is no longer listed is not found (and not counted) until the doctor is listed again', async () => {
    const doctor = listedDoctors[5]!;
    const { code } = json(await create(null, body('doctor', doctor))).entity;
    expect((await fetchCode(code)).statusCode).toBe(200);
    await t.db.database.exec(`UPDATE care_doctors SET listed = false WHERE user_id = ${doctor}`);
    try {
      const gone = await fetchCode(code);
      expect(gone.statusCode).toBe(404);
      expect(json(gone)).toEqual({ status: false, message: { code: 'not_found', error: msg('share.error.notFound') } });
      expect(await rowOf(code)).toMatchObject({ hitCount: 1 });
    } finally {
      await t.db.database.exec(`UPDATE care_doctors SET listed = true WHERE user_id = ${doctor}`);
    }
    expect((await fetchCode(code)).statusCode).toBe(200);
    expect(await rowOf(code)).toMatchObject({ hitCount: 2 });
  });

  it('the page follows the entity: a renamed doctor page is where the old link goes', async () => {
    const doctor = listedDoctors[1]!;
    const { code } = json(await create(null, body('doctor', doctor))).entity;
    const [{ slug, city_slug }] = await q<{ slug: string; city_slug: string }>(`SELECT slug, city_slug FROM care_doctors WHERE user_id = ${doctor}`);
    await t.db.database.exec(`UPDATE care_doctors SET slug = 'dr-renamed-for-test' WHERE user_id = ${doctor}`);
    try {
      expect(json(await fetchCode(code)).entity.path).toBe(`/ayurveda/${city_slug}/doctor/dr-renamed-for-test`);
    } finally {
      await t.db.database.exec(`UPDATE care_doctors SET slug = '${slug}' WHERE user_id = ${doctor}`);
    }
  });

  it('an unknown or malformed code is a 404 in the envelope', async () => {
    for (const code of ['zzzzzzzz', 'abc', 'abcdefgh1', '%2F%2Fevil']) {
      const res = await fetchCode(code);
      expect(res.statusCode, code).toBe(404);
      expect(json(res)).toEqual({ status: false, message: { code: 'not_found', error: msg('share.error.notFound') } });
    }
  });
});

describe('share links: anonymous rate limit per IP', () => {
  it(`allows ${SHARE_ANON_PER_IP} anonymous creates per IP in ${SHARE_ANON_WINDOW_MINUTES} minutes, then 429 until the window ends`, async () => {
    const ip = '10.99.0.1';
    const share = (i: number) => body('medicine', otherMedicines[1 + i]!);
    // Sessions follow the same clock, so the test stays within minutes of now.
    const start = new Date();
    t.clock.now = start;
    try {
      for (let i = 0; i < SHARE_ANON_PER_IP; i++) {
        const res = await create(null, share(i), ip);
        expect(res.statusCode, `create ${i + 1}`).toBe(200);
      }
      const over = await create(null, share(SHARE_ANON_PER_IP), ip);
      expect(over.statusCode).toBe(429);
      expect(json(over).message).toEqual({ code: 'rate_limited', error: msg('share.error.tooMany', { minutes: SHARE_ANON_WINDOW_MINUTES }) });
      expect(over.headers['retry-after']).toBe(String(SHARE_ANON_WINDOW_MINUTES * 60));
      // Sharing an entity again counts too: the limit is on calls.
      expect((await create(null, share(0), ip)).statusCode).toBe(429);
      // Another IP and signed-in users are not affected.
      expect((await create(null, share(SHARE_ANON_PER_IP), '10.99.0.2')).statusCode).toBe(200);
      const signedIn = await create(alice, share(0), ip);
      expect(signedIn.statusCode).toBe(200);
      // Fetching is not limited by it.
      expect((await fetchCode(json(signedIn).entity.code)).statusCode).toBe(200);
      t.clock.now = new Date(start.getTime() + SHARE_ANON_WINDOW_MINUTES * 60_000 - 1000);
      expect((await create(null, share(SHARE_ANON_PER_IP), ip)).statusCode).toBe(429);
      t.clock.now = new Date(start.getTime() + SHARE_ANON_WINDOW_MINUTES * 60_000);
      expect((await create(null, share(SHARE_ANON_PER_IP), ip)).statusCode).toBe(200);
    } finally {
      t.clock.now = new Date();
    }
  });

  it('the count lives in the database: parallel calls (from any process) are counted exactly', async () => {
    const at = new Date();
    const results = await Promise.all(Array.from({ length: 20 }, () => hitWindow(t.db.database.db, '10.99.0.9', at, { limit: 5, windowMs: 60_000 })));
    expect(results.filter((r) => r === null)).toHaveLength(5);
    expect(results.filter((r) => r === 60)).toHaveLength(15);
    // The window ends a minute after its first call.
    expect(await hitWindow(t.db.database.db, '10.99.0.9', new Date(at.getTime() + 60_000), { limit: 5, windowMs: 60_000 })).toBeNull();
  });
});

describe('share codes', () => {
  it('are 8 random base62 characters', () => {
    const codes = Array.from({ length: 2000 }, () => newShareCode());
    for (const c of codes) expect(c).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up (no bias towards a few).
    expect(new Set(codes.join('')).size).toBe(62);
  });

  it('a code already taken by another link is drawn again', async () => {
    const taken = json(await create(alice, body('medicine', medicine.id))).entity.code as string;
    const draws = [taken, taken, 'Fresh123'];
    const service = createShareLinkService({ db: t.db.database.db, publicUrl: null, newCode: () => draws.shift()! });
    const made = await service.create({ parameters: { entityType: 'medicine', entityId: medicine.id }, title: 'Shared by Bob' }, bob.id);
    expect(made).toMatchObject({ code: 'Fresh123', url: '/dl/Fresh123', parameters: { userId: bob.id }, path: `/medicines/${medicine.slug}` });
    expect(draws).toEqual([]);
    expect(await rowOf(taken)).toMatchObject({ sharedBy: alice.id, entityId: medicine.id });
  });
});

describe('share links: feed posts (issue 22 part 4)', () => {
  const post = async (text: string, practitionersOnly = false) =>
    (await t.db.database.db.insert(feedPosts).values({ authorId: alice.id, text, practitionersOnly }).returning({ id: feedPosts.id }))[0]!.id;

  it("a post's card is made from the post, whatever the sharer's page sent; it opens the post's page", async () => {
    const [{ fullName }] = await t.db.database.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, alice.id));
    const id = await post(`Triphala at night helped three patients with constipation. Thanks @[Bob](${bob.id}) #digestion`);
    const made = json(await create(null, body('feed', id, { title: 'Something else entirely', description: 'Not from the post' })));
    expect(made.entity).toMatchObject({
      title: msg('feeds.share.title', { name: fullName }),
      description: 'Triphala at night helped three patients with constipation. Thanks @Bob #digestion',
      imageUrl: null,
      path: `/feeds/${id}`,
    });
    expect(json(await fetchCode(made.entity.code)).entity.path).toBe(`/feeds/${id}`);
  });

  it('a practitioners-only post shows nothing of itself in its card', async () => {
    const id = await post('Case: 34-year-old with PCOS, details of the Panchakarma protocol and her lab values.', true);
    const made = json(await create(alice, body('feed', id))).entity;
    expect(made).toMatchObject({ title: msg('feeds.share.practitionersTitle'), description: msg('feeds.share.practitionersDescription'), imageUrl: null });
    expect(JSON.stringify(json(await fetchCode(made.code)).entity)).not.toMatch(/PCOS|Panchakarma|Dr\. Anjali/);
  });

  it('a hidden post cannot be shared, and its links stop opening once it is hidden', async () => {
    const id = await post('A post a moderator will hide.');
    const made = json(await create(alice, body('feed', id))).entity;
    await t.db.database.db.update(feedPosts).set({ hiddenAt: new Date() }).where(eq(feedPosts.id, id));
    expect((await fetchCode(made.code)).statusCode).toBe(404);
    const refused = await create(bob, body('feed', id));
    expect(refused.statusCode).toBe(404);
    expect(await rowsFor('feed', id)).toHaveLength(1);
  });
});
