/**
 * Issue 18 parts 2 and 4 (decision 034): the back office's catalog. Role matrix, validation that saves nothing, a
 * product live at once in the shop, pictures resized to every width in WebP and JPEG, a non-image refused, audit.
 */
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as msg } from '@nirog/shared/messages/catalogue';
import { PRODUCT_IMAGE_WIDTHS } from '@nirog/shared/schemas/catalog-admin';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { warehouses } from '../location/location.tables.ts';
import { inventory, packages, products } from './catalog.tables.ts';

let t: TestApp;
const tok: Record<'catalog' | 'admin' | 'stock' | 'customer', string> = { catalog: '', admin: '', stock: '', customer: '' };
let catalogOperatorId = 0;
let brandId = 0;
let categoryId = 0;

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000 });
  const mobiles = { catalog: '9420000001', admin: '9420000002', stock: '9420000003', customer: '9420000004' } as const;
  for (const [who, mobile] of Object.entries(mobiles) as Array<[keyof typeof mobiles, string]>) {
    const s = await signUp(t, mobile);
    tok[who] = s.token;
    if (who !== 'customer') await makeOperator(t.db.database.db, s.user.id, [who]);
    if (who === 'catalog') catalogOperatorId = s.user.id;
  }
  const b = await call('POST', '/api/v1/admin/brands', tok.catalog, { name: 'Vaidya Ratnam', manufacturer: 'Vaidyaratnam Oushadhasala' });
  expect(b.statusCode, b.body).toBe(201);
  brandId = json(b).entity.id;
  const c = await call('POST', '/api/v1/admin/categories', tok.catalog, { name: 'Digestive care' });
  expect(c.statusCode, c.body).toBe(201);
  categoryId = json(c).entity.id;
}, 180_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { 'access-token': token }, ...(payload === undefined ? {} : { payload: payload as object }) });

const product = (over: Record<string, unknown> = {}) => ({
  name: 'Hingwashtak Churna',
  brandId,
  categoryIds: [categoryId],
  form: 'churna',
  kind: 'classical',
  composition: [{ ingredient: 'Hingu', botanical: 'Ferula asafoetida', quantity: '1 part' }],
  indications: 'Indigestion, bloating and loss of appetite',
  dosage: '1-3 g with the first morsel of food',
  contraindications: 'Pregnancy; gastric ulcers',
  description: 'A classical digestive powder of eight ingredients.',
  prescriptionRequired: false,
  otc: true,
  returnWindowDays: 7,
  gstRatePercent: 12,
  hsnCode: '30049011',
  packs: [{ label: '50 g', sku: 'HW-50', mrp: 9500, price: 8900, maxPerOrder: 3 }],
  ...over,
});

const countOf = async (table: typeof products | typeof packages) => Number((await t.db.database.db.select({ n: count() }).from(table))[0].n);

describe('back-office catalog: roles (decision 032 matrix)', () => {
  // Valid bodies, so the refusals are the role check's (a body is checked before the handler runs).
  const apis: Array<[string, 'GET' | 'POST' | 'PUT', string, (() => unknown)?]> = [
    ['list products', 'GET', '/api/v1/admin/products'],
    ['create product', 'POST', '/api/v1/admin/products', () => product({ name: `Matrix Vati ${Math.random().toString(36).slice(2, 8)}`, packs: [{ label: '10 tabs', sku: `MX-${Math.random().toString(36).slice(2, 8)}`, mrp: 1000, price: 900 }] })],
    ['list brands', 'GET', '/api/v1/admin/brands'],
    ['create brand', 'POST', '/api/v1/admin/brands', () => ({ name: `Matrix ${Math.random().toString(36).slice(2, 8)}`, manufacturer: 'Matrix Labs' })],
    ['list categories', 'GET', '/api/v1/admin/categories'],
    ['create category', 'POST', '/api/v1/admin/categories', () => ({ name: `Matrix ${Math.random().toString(36).slice(2, 8)}` })],
  ];
  it.each(apis)('%s: a customer and a stock operator are refused; catalog and admin get in', async (_name, method, url, body) => {
    expect((await call(method, url, tok.customer, body?.())).statusCode).toBe(403);
    const stock = await call(method, url, tok.stock, body?.());
    expect(stock.statusCode).toBe(403);
    expect(json(stock).message.error).toBe(msg('error.roleRequired'));
    for (const role of ['catalog', 'admin'] as const) {
      const res = await call(method, url, tok[role], body?.());
      expect(res.statusCode, `${role} ${res.body}`).toBe(method === 'GET' ? 200 : 201);
    }
  });
});

describe('back-office catalog: products', () => {
  it('refuses a bad GST rate, a price above MRP, a duplicate SKU or page address with field messages, and saves nothing', async () => {
    const before = { products: await countOf(products), packages: await countOf(packages) };
    const gst = await call('POST', '/api/v1/admin/products', tok.catalog, product({ gstRatePercent: 7 }));
    expect(gst.statusCode).toBe(400);
    expect(json(gst).message.fields.gstRatePercent).toBe(msg('office.product.gstInvalid'));
    const price = await call('POST', '/api/v1/admin/products', tok.catalog, product({ packs: [{ label: '50 g', sku: 'HW-X', mrp: 9500, price: 9600 }] }));
    expect(price.statusCode).toBe(400);
    expect(json(price).message.fields['packs.0.price']).toBe(msg('office.pack.priceAboveMrp'));

    const first = await call('POST', '/api/v1/admin/products', tok.catalog, product({ name: 'Avipattikar Churna', slug: 'avipattikar-churna-vr', packs: [{ label: '100 g', sku: 'AV-100', mrp: 12000, price: 11000 }] }));
    expect(first.statusCode, first.body).toBe(201);
    const mid = { products: await countOf(products), packages: await countOf(packages) };
    const dupSku = await call('POST', '/api/v1/admin/products', tok.catalog, product({ packs: [{ label: '100 g', sku: 'av-100', mrp: 12000, price: 11000 }] }));
    expect(dupSku.statusCode).toBe(400);
    expect(json(dupSku).message.fields['packs.0.sku']).toBe(msg('office.pack.skuTaken'));
    const dupSlug = await call('POST', '/api/v1/admin/products', tok.catalog, product({ slug: 'avipattikar-churna-vr' }));
    expect(dupSlug.statusCode).toBe(400);
    expect(json(dupSlug).message.fields.slug).toBe(msg('office.product.slugTaken'));
    expect({ products: await countOf(products), packages: await countOf(packages) }).toEqual(mid);
    expect(mid).toEqual({ products: before.products + 1, packages: before.packages + 1 });
  });

  it('a new product is live at once: listed, searchable by its uses, on its page, with its lowest price; edits and unpublishing are audited', async () => {
    // A listing read first, so the listing cache holds the old answer.
    await t.app.inject({ method: 'GET', url: '/api/pub/v3/products?search=bloating' });
    const res = await call('POST', '/api/v1/admin/products', tok.catalog, product());
    expect(res.statusCode, res.body).toBe(201);
    const created = json(res).entity;
    expect(created).toMatchObject({ slug: 'hingwashtak-churna-vaidya-ratnam', active: true, gstRatePercent: 12, packs: [{ sku: 'HW-50', maxPerOrder: 3, active: true }] });
    const listed = json(await t.app.inject({ method: 'GET', url: '/api/pub/v3/products?search=bloating' })).entity;
    expect(listed.items.map((p: { slug: string }) => p.slug)).toContain(created.slug);
    const [row] = await t.db.database.db.select({ min: products.minPricePaise, text: products.searchText }).from(products).where(eq(products.id, created.id));
    expect(row.min).toBe(8900);
    expect(row.text).toContain('Vaidya Ratnam');
    expect((await t.app.inject({ method: 'GET', url: `/api/v0/products/${created.slug}` })).statusCode).toBe(200);

    // Edit: a second pack, the first one's price lowered; then the first pack removed (kept inactive).
    const edited = await call('PUT', `/api/v1/admin/products/${created.id}`, tok.catalog, product({ packs: [{ id: created.packs[0].id, label: '50 g', sku: 'HW-50', mrp: 9500, price: 8000 }, { label: '100 g', sku: 'HW-100', mrp: 17000, price: 15000 }] }));
    expect(edited.statusCode, edited.body).toBe(200);
    const dropped = await call('PUT', `/api/v1/admin/products/${created.id}`, tok.catalog, product({ packs: [{ id: json(edited).entity.packs[1].id, label: '100 g', sku: 'HW-100', mrp: 17000, price: 15000 }] }));
    expect(json(dropped).entity.packs.map((k: { sku: string; active: boolean }) => [k.sku, k.active])).toEqual([['HW-100', true], ['HW-50', false]]);
    const [after] = await t.db.database.db.select({ min: products.minPricePaise }).from(products).where(eq(products.id, created.id));
    expect(after.min).toBe(15000);

    const hidden = await call('PUT', `/api/v1/admin/products/${created.id}/publish`, tok.catalog, { active: false });
    expect(json(hidden).entity.active).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/v0/products/${created.slug}` })).statusCode).toBe(404);
    const audit = await t.db.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(created.id)));
    expect(audit.filter((a) => a.entity === 'product').map((a) => a.action).sort()).toEqual(['create', 'unpublish', 'update', 'update']);
    expect(audit.every((a) => a.actorId === catalogOperatorId)).toBe(true);
  });

  it('the cart holds at most the pack’s per-order cap', async () => {
    const res = await call('POST', '/api/v1/admin/products', tok.catalog, product({ name: 'Lavan Bhaskar Churna', packs: [{ label: '60 g', sku: 'LB-60', mrp: 6000, price: 5500, maxPerOrder: 2 }] }));
    const pack = json(res).entity.packs[0];
    await t.db.database.db.insert(warehouses).values({ id: 91, name: 'Test warehouse', pincode: '110001' }).onConflictDoNothing();
    await t.db.database.db.insert(inventory).values({ packageId: pack.id, warehouseId: 91, quantity: 50 });
    const buyer = await signUp(t, '9420000099');
    const three = await t.app.inject({ method: 'POST', url: '/api/v2/cart', headers: { 'access-token': buyer.token }, payload: { packageId: pack.id, quantity: 3 } });
    expect(three.statusCode, three.body).toBe(400);
    expect(json(three).message.fields.quantity).toBe(msg('cart.maxPerOrder', { max: 2 }));
  });
});

describe('back-office catalog: pictures', () => {
  async function upload(token: string, bytes: Buffer) {
    const slot = json(await call('POST', '/api/v1/uploads/presign', token, { purpose: 'product_image' })).entity;
    return { slot, put: await t.app.inject({ method: 'PUT', url: slot.uploadUrl, headers: { 'content-type': 'application/octet-stream' }, payload: bytes }) };
  }

  it('a non-image is refused at upload, whatever it is called', async () => {
    const { put } = await upload(tok.catalog, Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'));
    expect(put.statusCode).toBe(400);
    expect(json(put).message.fields.file).toBe('Upload a JPEG, PNG or WebP picture.');
    // Bytes that only start like a PNG are refused when the picture is decoded.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const p = json(await call('POST', '/api/v1/admin/products', tok.catalog, product({ name: 'Chitrakadi Vati', packs: [{ label: '40 tabs', sku: 'CV-40', mrp: 9000, price: 8000 }] }))).entity;
    const { slot, put: ok } = await upload(tok.catalog, fake);
    expect(ok.statusCode).toBe(200);
    const attach = await call('POST', `/api/v1/admin/products/${p.id}/images`, tok.catalog, { uploadId: slot.uploadId, alt: 'Chitrakadi vati bottle' });
    expect(attach.statusCode).toBe(400);
    expect(json(attach).message.fields.file).toBe('Upload a JPEG, PNG or WebP picture.');
    expect(json(await call('GET', `/api/v1/admin/products/${p.id}`, tok.catalog)).entity.pictures).toEqual([]);
  });

  it('a picture is resized to every width in WebP and JPEG, served with a year of cache, shown on cards; alt required, order, removal', async () => {
    const p = json(await call('POST', '/api/v1/admin/products', tok.catalog, product({ name: 'Shankh Vati', packs: [{ label: '30 tabs', sku: 'SV-30', mrp: 7000, price: 6500 }] }))).entity;
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f7d32' } }).jpeg().toBuffer();
    const { slot } = await upload(tok.catalog, photo);
    const noAlt = await call('POST', `/api/v1/admin/products/${p.id}/images`, tok.catalog, { uploadId: slot.uploadId, alt: '  ' });
    expect(noAlt.statusCode).toBe(400);
    expect(Object.keys(json(noAlt).message.fields)).toEqual(['alt']);
    const added = await call('POST', `/api/v1/admin/products/${p.id}/images`, tok.catalog, { uploadId: slot.uploadId, alt: 'Shankh vati, 30 tablets' });
    expect(added.statusCode, added.body).toBe(201);
    const pic = json(added).entity.pictures[0];
    expect(pic.widths).toEqual([...PRODUCT_IMAGE_WIDTHS]);
    for (const w of PRODUCT_IMAGE_WIDTHS) {
      for (const [ext, type, format] of [['webp', 'image/webp', 'webp'], ['jpg', 'image/jpeg', 'jpeg']] as const) {
        const res = await t.app.inject({ method: 'GET', url: `/api/images/products/${pic.id}/${w}.${ext}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, w, w]);
      }
    }
    // A small original is not enlarged: only the widths it covers (at least the smallest).
    const small = await upload(tok.catalog, await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ffffff00' } }).png().toBuffer());
    const two = json(await call('POST', `/api/v1/admin/products/${p.id}/images`, tok.catalog, { uploadId: small.slot.uploadId, alt: 'Shankh vati, back label' })).entity.pictures;
    expect(two.map((i: { widths: number[] }) => i.widths)).toEqual([[...PRODUCT_IMAGE_WIDTHS], [160]]);

    const card = json(await t.app.inject({ method: 'GET', url: '/api/pub/v3/products?search=Shankh' })).entity.items.find((i: { id: number }) => i.id === p.id);
    expect(card.picture).toEqual({ id: pic.id, alt: 'Shankh vati, 30 tablets', widths: [...PRODUCT_IMAGE_WIDTHS] });

    const reordered = await call('PUT', `/api/v1/admin/products/${p.id}/images/order`, tok.catalog, { ids: [two[1].id, two[0].id] });
    expect(json(reordered).entity.pictures.map((i: { id: string }) => i.id)).toEqual([two[1].id, two[0].id]);
    const removed = await call('DELETE', `/api/v1/admin/products/${p.id}/images/${pic.id}`, tok.catalog);
    expect(json(removed).entity.pictures.map((i: { id: string }) => i.id)).toEqual([two[1].id]);
    expect((await t.app.inject({ method: 'GET', url: `/api/images/products/${pic.id}/160.webp` })).statusCode).toBe(404);
    const actions = (await t.db.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(p.id)))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['image.add', 'image.order', 'image.remove']));
  });
});

describe('back-office catalog: brands and categories', () => {
  it('edits a brand and a category, refuses a taken address and a third level, and audits', async () => {
    const dup = await call('POST', '/api/v1/admin/brands', tok.catalog, { name: 'Vaidya Ratnam', manufacturer: 'Someone else' });
    expect(dup.statusCode).toBe(400);
    expect(json(dup).message.fields.slug).toBe(msg('office.product.slugTaken'));
    const edit = await call('PUT', `/api/v1/admin/brands/${brandId}`, tok.catalog, { name: 'Vaidya Ratnam', slug: 'vaidya-ratnam', manufacturer: 'Vaidyaratnam Oushadhasala Pvt Ltd', noNirogMoney: true });
    expect(json(edit).entity).toMatchObject({ manufacturer: 'Vaidyaratnam Oushadhasala Pvt Ltd', noNirogMoney: true });
    const child = json(await call('POST', '/api/v1/admin/categories', tok.catalog, { name: 'Churnas', parentId: categoryId })).entity;
    expect(child.parentName).toBe('Digestive care');
    const third = await call('POST', '/api/v1/admin/categories', tok.catalog, { name: 'Fine churnas', parentId: child.id });
    expect(json(third).message.fields.parentId).toBe(msg('office.category.parentInvalid'));
    const listed = json(await call('GET', '/api/v1/admin/brands?q=vaidya', tok.catalog)).entity;
    expect(listed.items[0]).toMatchObject({ id: brandId, noNirogMoney: true });
    expect(listed.items[0].productCount).toBeGreaterThan(0);
    const audit = (await t.db.database.db.select().from(auditLog).where(eq(auditLog.entity, 'brand'))).filter((a) => a.entityId === String(brandId));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });
});
