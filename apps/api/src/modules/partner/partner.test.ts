/**
 * Nirog Partner (issue 25 parts 1-5, decision 070): joining, patients and carts per partner, partner prices and
 * commission exact in paise, payment links (own mobile only, expiring, bound to one order, used once), prescriptions.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionOf, partnerUnitPrice } from '@nirog/shared/partner';
import { json, signUp } from '../../test-support/test-app.ts';
import { createOrderKit, DELHI, MUMBAI, type OrderKit } from '../orders/order-test-kit.ts';
import { seedDemoPartners } from './partner.seed.ts';

let kit: OrderKit;
let seq = 0;
const freshMobile = () => `84${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;

beforeAll(async () => {
  kit = await createOrderKit('83');
});
afterAll(async () => kit.t.close());

async function partner(category = 0, verified = true) {
  const d = await kit.buyer(2, { address: null, verified, signUp: { salutation: 1, fullName: 'Meera Rao' } });
  await kit.q(sql`UPDATE users SET doctor_category = ${category} WHERE id = ${d.id}`);
  return d;
}

/** A partner who joined, with one patient (fresh mobile) who has a delivery address. */
async function partnerWithPatient(category = 0) {
  const d = await partner(category);
  expect((await d.call('POST', '/api/v0/reseller/join')).statusCode).toBe(200);
  const mobile = freshMobile();
  const p = await d.call('POST', '/api/v0/reseller/patients', { fullName: 'Kiran Shah', mobile });
  expect(p.statusCode, p.body).toBe(201);
  const patientId = json(p).entity.patientAssociationId as number;
  const a = await d.call('POST', `/api/v0/reseller/patients/${patientId}/addresses`, { ...DELHI, contact_person_name: 'Kiran Shah', contact_person_phone: mobile });
  expect(a.statusCode, a.body).toBe(201);
  expect(json(a).entity.selectedAddressId).toBe(json(a).entity.items[0].id);
  return { d, patientId, mobile };
}

async function retailOf(packageId: number) {
  const [row] = await kit.q(sql`SELECT p.slug FROM packages k JOIN products p ON p.id = k.product_id WHERE k.id = ${packageId}`);
  const res = await kit.t.app.inject({ method: 'GET', url: `/api/v0/products/${row.slug}` });
  return json(res).entity.packages.find((k: { id: number }) => k.id === packageId).price as number;
}

const lastLinkToken = (mobile: string) => {
  const m = [...kit.t.sms.sent].reverse().find((s) => s.to === mobile && s.template === 'partner_payment_link');
  return m!.body.match(/\/reseller\/([A-Za-z0-9_-]{43})/)![1]!;
};

async function send(d: Awaited<ReturnType<typeof partner>>, patientId: number, quantity = 3) {
  await d.call('POST', '/api/v0/reseller/cart', { patientId, packageId: kit.pack, quantity });
  const cart = json(await d.call('GET', `/api/v0/reseller/cart?patientId=${patientId}`)).entity;
  const res = await d.call('POST', '/api/v0/reseller/orders', { patientId, diagnosis: 'Amlapitta', advice: 'Twice a day after meals', expectedTotalPaise: cart.itemsTotalPaise });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).entity as { id: number; commissionPaise: number; itemsTotalPaise: number };
}

async function patientSession(mobile: string) {
  const s = await signUp(kit.t, mobile, { fullName: 'Kiran Shah' });
  return (method: 'GET' | 'POST', url: string, payload?: object) => kit.t.app.inject({ method, url, headers: { 'access-token': s.token }, ...(payload ? { payload } : {}) });
}

describe('joining (spec section 6: NirogPartner access; verification required)', () => {
  it('an unverified doctor and a patient cannot join; a verified doctor can, once', async () => {
    const pending = await partner(0, false);
    const refused = await pending.call('POST', '/api/v0/reseller/join');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message.error).toBe('You need to be verified user in order to place orders.');
    const patient = await kit.buyer(1, { address: null });
    expect((await patient.call('POST', '/api/v0/reseller/join')).statusCode).toBe(403);
    const d = await partner();
    expect((await d.call('GET', '/api/v0/reseller/patients')).statusCode).toBe(403);
    expect(json(await d.call('POST', '/api/v0/reseller/join')).entity).toMatchObject({ member: true, verified: true, tier: 1 });
    expect((await d.call('POST', '/api/v0/reseller/join')).statusCode).toBe(200);
  });
});

describe('partner prices and commission (tier mapping 0-6), exact in paise', () => {
  it('prices by tier, and follow the rates operators set', async () => {
    const retail = await retailOf(kit.pack);
    const a = await partnerWithPatient(0); // tier 1: no discount, 5%
    await a.d.call('POST', '/api/v0/reseller/cart', { patientId: a.patientId, packageId: kit.pack, quantity: 3 });
    const cartA = json(await a.d.call('GET', `/api/v0/reseller/cart?patientId=${a.patientId}`)).entity;
    expect(cartA.lines[0]).toMatchObject({ quantity: 3, retailPaise: retail, pricePaise: retail, lineTotalPaise: retail * 3, commissionBp: 500, commissionPaise: Math.floor((retail * 3 * 500) / 10_000) });

    const b = await partnerWithPatient(3); // gold: tier 4, 4% off, 8%
    await b.d.call('POST', '/api/v0/reseller/cart', { patientId: b.patientId, packageId: kit.pack, quantity: 2 });
    let line = json(await b.d.call('GET', `/api/v0/reseller/cart?patientId=${b.patientId}`)).entity.lines[0];
    const price4 = Math.round((retail * 9600) / 10_000);
    expect(line).toMatchObject({ pricePaise: price4, lineTotalPaise: price4 * 2, commissionPaise: Math.floor((price4 * 2 * 800) / 10_000) });

    const op = await kit.operator();
    expect((await op.call('PUT', '/api/v1/admin/reseller/rates/4', { discountBp: 250, commissionBp: 1234 })).statusCode).toBe(200);
    expect((await b.d.call('PUT', '/api/v1/admin/reseller/rates/4', { discountBp: 0, commissionBp: 5000 })).statusCode).toBe(403);
    line = json(await b.d.call('GET', `/api/v0/reseller/cart?patientId=${b.patientId}`)).entity.lines[0];
    const p = partnerUnitPrice(retail, 250);
    expect(line).toMatchObject({ pricePaise: p, lineTotalPaise: p * 2, commissionBp: 1234, commissionPaise: commissionOf(p * 2, 1234) });
    expect(commissionOf(p * 2, 1234)).toBe(Math.floor((p * 2 * 1234) / 10_000));

    // The catalog's reseller listing shows the same unit price, and the patient's cart with memberPatient.
    const [named] = await kit.q(sql`SELECT p.name FROM packages k JOIN products p ON p.id = k.product_id WHERE k.id = ${kit.pack}`);
    const listed = json(await b.d.call('GET', `/api/pub/v3/products?reseller=1&memberPatient=${b.patientId}&limit=100&search=${encodeURIComponent(String(named.name))}`)).entity;
    const pack = listed.items.flatMap((i: { packages: Array<{ id: number }> }) => i.packages).find((k: { id: number }) => k.id === kit.pack);
    expect(pack.partner).toMatchObject({ tier: 4, pricePaise: p, commissionBp: 1234, commissionPaise: commissionOf(p, 1234), inCart: 2 });
    expect((await a.d.call('GET', `/api/pub/v3/products?reseller=1&memberPatient=${b.patientId}`)).statusCode).toBe(404);
  });
});

describe('partner A sees none of partner B’s patients, carts, orders or prescriptions', () => {
  it('answers 404 for every foreign id', async () => {
    const a = await partnerWithPatient();
    const b = await partnerWithPatient();
    const order = await send(b.d, b.patientId);
    const listA = json(await a.d.call('GET', '/api/v0/reseller/patients?limit=100')).entity;
    expect(listA.items.map((x: { patientAssociationId: number }) => x.patientAssociationId)).not.toContain(b.patientId);
    expect((await a.d.call('GET', `/api/v0/reseller/patients/${b.patientId}/addresses`)).statusCode).toBe(404);
    expect((await a.d.call('POST', `/api/v0/reseller/patients/${b.patientId}/addresses`, MUMBAI)).statusCode).toBe(404);
    expect((await a.d.call('GET', `/api/v0/reseller/cart?patientId=${b.patientId}`)).statusCode).toBe(404);
    expect((await a.d.call('POST', '/api/v0/reseller/cart', { patientId: b.patientId, packageId: kit.pack, quantity: 1 })).statusCode).toBe(404);
    expect((await a.d.call('POST', '/api/v0/reseller/orders', { patientId: b.patientId, diagnosis: 'x y', expectedTotalPaise: 0 })).statusCode).toBe(404);
    expect(json(await a.d.call('GET', '/api/v0/reseller/orders')).entity.items.map((x: { id: number }) => x.id)).not.toContain(order.id);
    expect((await a.d.call('POST', `/api/v0/reseller/orders/${order.id}/resend`)).statusCode).toBe(404);
    expect((await a.d.call('POST', `/api/v0/reseller/orders/${order.id}/cancel`)).statusCode).toBe(404);
    expect((await a.d.call('GET', `/api/pub/v0/reseller/prescription/${order.id}`)).statusCode).toBe(404);
    expect((await kit.t.app.inject({ method: 'GET', url: `/api/pub/v0/reseller/prescription/${order.id}` })).statusCode).toBe(404);
    const own = await b.d.call('GET', `/api/pub/v0/reseller/prescription/${order.id}`);
    expect(own.statusCode).toBe(200);
    expect(json(own).entity).toMatchObject({ doctorName: 'Dr. Meera Rao', diagnosis: 'Amlapitta', deliveryAddress: { pincode: '110024' } });
  });
});

describe('payment links', () => {
  it('open for the patient’s own mobile only; the token shows its own prescription and no other', async () => {
    const a = await partnerWithPatient();
    const first = await send(a.d, a.patientId);
    const tokenA = lastLinkToken(a.mobile);
    const b = await partnerWithPatient();
    const other = await send(b.d, b.patientId);

    // The prescription with the link's token: this order only, and without the patient's address.
    const rx = await kit.t.app.inject({ method: 'GET', url: `/api/pub/v0/reseller/prescription/${first.id}?token=${tokenA}` });
    expect(rx.statusCode).toBe(200);
    expect(json(rx).entity.deliveryAddress).toBeNull();
    expect((await kit.t.app.inject({ method: 'GET', url: `/api/pub/v0/reseller/prescription/${other.id}?token=${tokenA}` })).statusCode).toBe(404);

    expect((await kit.t.app.inject({ method: 'GET', url: `/api/v0/reseller/links/${tokenA}` })).statusCode).toBe(401);
    const stranger = await patientSession(freshMobile());
    expect((await stranger('GET', `/api/v0/reseller/links/${tokenA}`)).statusCode).toBe(404);
    expect((await stranger('POST', `/api/v0/reseller/links/${tokenA}/pay`, { paymentMethod: 1 })).statusCode).toBe(404);
    const patient = await patientSession(a.mobile);
    const view = json(await patient('GET', `/api/v0/reseller/links/${tokenA}`)).entity;
    expect(view).toMatchObject({ id: first.id, doctorName: 'Dr. Meera Rao', itemsTotalPaise: first.itemsTotalPaise, problem: null, placed: null, deliveryAddress: { pincode: '110024' } });
    // One character changed to another (setting the last one to a fixed letter left 1 token in 16 unchanged).
    const forged = `${tokenA.slice(0, 10)}${tokenA[10] === 'A' ? 'B' : 'A'}${tokenA.slice(11)}`;
    expect(forged).not.toBe(tokenA);
    expect((await patient('GET', `/api/v0/reseller/links/${forged}`)).statusCode).toBe(404);
  });

  it('is used once: the order is the patient’s, with the partner and commission per line recorded', async () => {
    const a = await partnerWithPatient();
    const sent = await send(a.d, a.patientId, 2);
    const token = lastLinkToken(a.mobile);
    const patient = await patientSession(a.mobile);
    const stockBefore = await kit.stockOf(kit.pack);
    const [one, two] = await Promise.all([
      patient('POST', `/api/v0/reseller/links/${token}/pay`, { paymentMethod: 1 }),
      patient('POST', `/api/v0/reseller/links/${token}/pay`, { paymentMethod: 1 }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    const placed = json(one.statusCode === 201 ? one : two).entity;
    expect(await kit.stockOf(kit.pack)).toBe(stockBefore - 2);
    expect((await patient('POST', `/api/v0/reseller/links/${token}/pay`, { paymentMethod: 2 })).statusCode).toBe(409);
    expect(json(await patient('GET', `/api/v0/reseller/links/${token}`)).entity.placed).toEqual({ orderId: placed.orderId });

    // The order is the patient's own, at the partner price, in the usual pipeline.
    const mine = json(await patient('GET', `/api/v3/orders/${placed.orderId}`));
    expect(mine.entity).toMatchObject({ status: 'placed', paymentMethod: 1 });
    const listed = json(await a.d.call('GET', '/api/v0/reseller/orders')).entity.items.find((x: { id: number }) => x.id === sent.id);
    expect(listed).toMatchObject({ state: 'placed', commissionPaise: sent.commissionPaise, order: { id: placed.orderId, status: 'placed' } });
    const commission = await kit.t.app.partner.commissionOfOrder(placed.orderId);
    expect(commission).toMatchObject({ partnerUserId: a.d.id, partnerOrderId: sent.id, commissionPaise: sent.commissionPaise, keptCommissionPaise: sent.commissionPaise });
    expect(commission!.lines).toHaveLength(1);
    expect(await kit.t.app.partner.commissionOfOrder(999_999)).toBeNull();
    // The partner is told in their inbox.
    const inbox = await kit.q(sql`SELECT kind, link FROM notifications WHERE user_id = ${a.d.id}`);
    expect(inbox).toEqual([{ kind: 'partnerOrderPlaced', link: '/reseller/orders' }]);
    // Sent orders can no longer be withdrawn once placed.
    expect((await a.d.call('POST', `/api/v0/reseller/orders/${sent.id}/cancel`)).statusCode).toBe(422);
  });

  it('cannot be opened after expiry; a resent link replaces it; a cancelled order’s link is dead', async () => {
    const a = await partnerWithPatient();
    const sent = await send(a.d, a.patientId, 1);
    const old = lastLinkToken(a.mobile);
    const patient = await patientSession(a.mobile);
    const start = kit.t.clock.now;
    kit.t.clock.now = new Date(start.getTime() + 73 * 3_600_000);
    try {
      expect(json(await patient('GET', `/api/v0/reseller/links/${old}`)).entity.problem).toBe('This link has expired. Ask your doctor to send a new one.');
      const late = await patient('POST', `/api/v0/reseller/links/${old}/pay`, { paymentMethod: 1 });
      expect(late.statusCode).toBe(422);
      expect((await kit.t.app.inject({ method: 'GET', url: `/api/pub/v0/reseller/prescription/${sent.id}?token=${old}` })).statusCode).toBe(404);
      expect(json(await a.d.call('GET', '/api/v0/reseller/orders')).entity.items.find((x: { id: number }) => x.id === sent.id).linkExpired).toBe(true);

      expect((await a.d.call('POST', `/api/v0/reseller/orders/${sent.id}/resend`)).statusCode).toBe(200);
      const fresh = lastLinkToken(a.mobile);
      expect(fresh).not.toBe(old);
      expect(json(await patient('GET', `/api/v0/reseller/links/${old}`)).entity.problem).toBe('Your doctor has withdrawn this link.');
      expect(json(await patient('GET', `/api/v0/reseller/links/${fresh}`)).entity.problem).toBeNull();

      expect((await a.d.call('POST', `/api/v0/reseller/orders/${sent.id}/cancel`)).statusCode).toBe(200);
      expect((await patient('POST', `/api/v0/reseller/links/${fresh}/pay`, { paymentMethod: 1 })).statusCode).toBe(422);
    } finally {
      kit.t.clock.now = start;
    }
  });

  it('refuses a stale total and an empty cart; the cart is per patient', async () => {
    const a = await partnerWithPatient();
    const p2 = json(await a.d.call('POST', '/api/v0/reseller/patients', { fullName: 'Lata Iyer', mobile: freshMobile() })).entity.patientAssociationId;
    await a.d.call('POST', '/api/v0/reseller/cart', { patientId: a.patientId, packageId: kit.pack, quantity: 2 });
    expect(json(await a.d.call('GET', `/api/v0/reseller/cart?patientId=${p2}`)).entity.lines).toHaveLength(0);
    const stale = await a.d.call('POST', '/api/v0/reseller/orders', { patientId: a.patientId, diagnosis: 'Amlapitta', expectedTotalPaise: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await a.d.call('POST', '/api/v0/reseller/orders', { patientId: p2, diagnosis: 'Amlapitta', expectedTotalPaise: 0 })).statusCode).toBe(400);
  });
});

describe('demo data (part 9)', () => {
  it('two partners with patients and orders in every state, commission recorded; seeding again adds nothing', async () => {
    const doctors = [];
    for (const mobile of ['9100001002', '9100001003']) {
      const s = await signUp(kit.t, mobile, { userType: 2, salutation: 1, fullName: 'Demo Partner' });
      await kit.q(sql`INSERT INTO doctor_profiles (user_id, is_verified, created_by, updated_by) VALUES (${s.user.id}, 1, ${s.user.id}, ${s.user.id}) ON CONFLICT (user_id) DO UPDATE SET is_verified = 1`);
      doctors.push((url: string) => kit.t.app.inject({ method: 'GET', url, headers: { 'access-token': s.token } }));
    }
    expect(await seedDemoPartners(kit.t.db.database, kit.t.clock.now)).toBe(7);
    expect(await seedDemoPartners(kit.t.db.database, kit.t.clock.now)).toBe(0);
    const first = json(await doctors[0]!('/api/v0/reseller/orders')).entity.items as Array<{ state: string; linkExpired: boolean; commissionPaise: number; order: { id: number; status: string } | null }>;
    const second = json(await doctors[1]!('/api/v0/reseller/orders')).entity.items as typeof first;
    const all = [...first, ...second];
    expect(all.map((o) => (o.order ? o.order.status : o.state === 'sent' && o.linkExpired ? 'expired' : o.state)).sort()).toEqual(['cancelled', 'delivered', 'delivered', 'expired', 'placed', 'sent', 'shipped']);
    const delivered = all.find((o) => o.order?.status === 'delivered')!;
    const commission = (await kit.t.app.partner.commissionOfOrder(delivered.order!.id))!;
    expect(commission.commissionPaise).toBe(delivered.commissionPaise);
    // When the delivered order settles, its commission becomes the partner's available earnings, once (decision 072).
    const before = await kit.t.app.earnings.balances(commission.partnerUserId);
    expect(await kit.t.app.settlement.settleOne(delivered.order!.id)).toBe(true);
    expect(await kit.t.app.settlement.settleOne(delivered.order!.id)).toBe(false);
    const after = await kit.t.app.earnings.balances(commission.partnerUserId);
    expect(after.availablePaise - before.availablePaise).toBe(commission.keptCommissionPaise);
    expect(commission.keptCommissionPaise).toBeGreaterThan(0);
    const ledger = await kit.t.app.earnings.verifyLedger(commission.partnerUserId);
    expect(ledger).toMatchObject({ availableEntriesPaise: after.availablePaise, pendingEntriesPaise: after.pendingPaise, unbalancedTransactions: [] });
    expect(json(await doctors[0]!('/api/v0/reseller/patients')).entity.total).toBe(2);
  });
});
