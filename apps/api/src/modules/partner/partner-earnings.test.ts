/**
 * Issue 25 part 7 (decision 076): a partner order's commission is pending from delivery, available when the return
 * window closes (the orders' settlement), cancelled by a return within the window (re-pended on the units kept), and
 * the partner's balances never go negative; the payout calls follow the partner area's access and verification rules.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, signUp } from '../../test-support/test-app.ts';
import { createOrderKit, DELHI, type Buyer, type OrderKit } from '../orders/order-test-kit.ts';

let kit: OrderKit;
let op: Awaited<ReturnType<OrderKit['operator']>>;
let seq = 0;
const freshMobile = () => `85${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
const DAY = 86_400_000;

beforeAll(async () => {
  kit = await createOrderKit('86');
  op = await kit.operator();
});
afterAll(async () => kit.t.close());

/** A verified partner sends an order of `quantity` packs to a new patient, who places it (cash on delivery). */
async function placedPartnerOrder(quantity = 4) {
  const d = await kit.buyer(2, { address: null, verified: true, signUp: { salutation: 1, fullName: 'Meera Rao' } });
  expect((await d.call('POST', '/api/v0/reseller/join')).statusCode).toBe(200);
  const mobile = freshMobile();
  const patientId = json(await d.call('POST', '/api/v0/reseller/patients', { fullName: 'Kiran Shah', mobile })).entity.patientAssociationId as number;
  expect((await d.call('POST', `/api/v0/reseller/patients/${patientId}/addresses`, { ...DELHI, contact_person_name: 'Kiran Shah', contact_person_phone: mobile })).statusCode).toBe(201);
  await d.call('POST', '/api/v0/reseller/cart', { patientId, packageId: kit.pack, quantity });
  const cart = json(await d.call('GET', `/api/v0/reseller/cart?patientId=${patientId}`)).entity;
  const sent = json(await d.call('POST', '/api/v0/reseller/orders', { patientId, diagnosis: 'Amlapitta', expectedTotalPaise: cart.itemsTotalPaise })).entity as { id: number; commissionPaise: number };
  const sms = [...kit.t.sms.sent].reverse().find((s) => s.to === mobile && s.template === 'partner_payment_link')!;
  const token = sms.body.match(/\/reseller\/([A-Za-z0-9_-]{43})/)![1]!;
  const s = await signUp(kit.t, mobile, { fullName: 'Kiran Shah' });
  const patient = (method: 'GET' | 'POST', url: string, payload?: object) => kit.t.app.inject({ method, url, headers: { 'access-token': s.token }, ...(payload ? { payload } : {}) });
  const placed = await patient('POST', `/api/v0/reseller/links/${token}/pay`, { paymentMethod: 1 });
  expect(placed.statusCode, placed.body).toBe(201);
  expect(sent.commissionPaise).toBeGreaterThan(0);
  return { d, patient, orderId: json(placed).entity.orderId as number, commissionPaise: sent.commissionPaise };
}

async function deliver(orderId: number) {
  for (const to of ['approved', 'packed', 'shipped', 'delivered'] as const) {
    const res = await op.call('POST', `/api/v1/admin/orders/${orderId}/status`, to === 'shipped' ? { to, courier: 'Delhivery', awb: `AWB${orderId}X1` } : { to });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function balances(d: Buyer['call']) {
  const s = json(await d('GET', '/api/v0/payout')).entity;
  return { pending: s.pendingPaise as number, available: s.availablePaise as number };
}

async function ledgerOf(partnerId: number) {
  const l = await kit.t.app.earnings.verifyLedger(partnerId);
  expect(l.unbalancedTransactions).toEqual([]);
  expect(l.pendingEntriesPaise).toBe(l.pendingPaise);
  expect(l.availableEntriesPaise).toBe(l.availablePaise);
  expect(l.pendingPaise).toBeGreaterThanOrEqual(0);
  expect(l.availablePaise).toBeGreaterThanOrEqual(0);
  return l;
}

/** Runs the settlement as its job does, `days` after now (the test clock moves, then comes back). */
async function settleAfter(days: number) {
  const start = kit.t.clock.now;
  kit.t.clock.now = new Date(start.getTime() + days * DAY);
  try {
    return await kit.t.app.settlement.settleDue();
  } finally {
    kit.t.clock.now = start;
  }
}

describe('commission from delivery to available (decision 076)', () => {
  it('is pending once delivered (once, however the step is retried), available only when the return window closes', async () => {
    const o = await placedPartnerOrder();
    const partnerId = Number((await kit.q(sql`SELECT partner_user_id FROM partner_orders WHERE order_id = ${o.orderId}`))[0]!.partner_user_id);
    expect(await balances(o.d.call)).toEqual({ pending: 0, available: 0 });
    await deliver(o.orderId);
    expect(await balances(o.d.call)).toEqual({ pending: o.commissionPaise, available: 0 });
    // A second "delivered" is refused by the pipeline and records nothing more.
    expect((await op.call('POST', `/api/v1/admin/orders/${o.orderId}/status`, { to: 'delivered' })).statusCode).toBe(422);
    const ledger = json(await o.d.call('GET', '/api/v0/payout/ledger')).entity.items as Array<{ kind: string; source: string; sourceId: number; state: string | null; amountPaise: number; availableAt: string | null }>;
    const mine = ledger.filter((e) => e.sourceId === o.orderId);
    expect(mine).toMatchObject([{ kind: 'pending', source: 'partner_order', state: 'pending', amountPaise: o.commissionPaise }]);
    // Available on the day the longest return window closes (7 days for the demo catalog).
    const windowDays = Number((await kit.q(sql`SELECT max(p.return_window_days)::int AS d FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = ${o.orderId}`))[0]!.d);
    expect(new Date(mine[0]!.availableAt!).getTime()).toBe(kit.t.clock.now.getTime() + windowDays * DAY);
    // A payout now finds nothing available.
    const early = await o.d.call('POST', '/api/v0/payout', { idempotencyKey: `early-order-${o.orderId}` });
    expect(early.statusCode, early.body).toBe(422);

    // Before the window closes the settlement leaves it pending; after, it is available, once.
    expect(await settleAfter(windowDays - 1)).not.toContain(o.orderId);
    expect(await balances(o.d.call)).toEqual({ pending: o.commissionPaise, available: 0 });
    expect(await settleAfter(windowDays + 1)).toContain(o.orderId);
    expect(await settleAfter(windowDays + 1)).not.toContain(o.orderId);
    expect(await balances(o.d.call)).toEqual({ pending: 0, available: o.commissionPaise });
    const after = (json(await o.d.call('GET', '/api/v0/payout/ledger')).entity.items as typeof ledger).filter((e) => e.sourceId === o.orderId);
    expect(after.map((e) => [e.kind, e.state, e.amountPaise])).toEqual([
      ['release', null, o.commissionPaise],
      ['pending', 'available', o.commissionPaise],
    ]);
    await ledgerOf(partnerId);
  });

  it('a partial return within the window cancels the pending commission and re-pends the kept units’ part; a full return cancels it all', async () => {
    const o = await placedPartnerOrder(4);
    const partnerId = Number((await kit.q(sql`SELECT partner_user_id FROM partner_orders WHERE order_id = ${o.orderId}`))[0]!.partner_user_id);
    await deliver(o.orderId);
    const [item] = await kit.q(sql`SELECT id FROM order_items WHERE order_id = ${o.orderId}`);
    const ret = await o.patient('POST', '/api/v1/orders/return', { orderId: o.orderId, type: 'partialReturn', items: [{ orderItemId: Number(item!.id), quantity: 1 }], reason: 'One pack too many', refundTo: 'nirog_money' });
    expect(ret.statusCode, ret.body).toBe(201);
    const returnId = json(ret).entity.id as number;
    // Requested and approved: nothing changes yet (the units are not back).
    const approved = await op.call('POST', `/api/v1/admin/returns/${returnId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await balances(o.d.call)).toEqual({ pending: o.commissionPaise, available: 0 });
    // While the return is open the order does not settle, even after its window.
    expect(await settleAfter(30)).not.toContain(o.orderId);
    expect((await op.call('POST', `/api/v1/admin/returns/${returnId}/receive`, {})).statusCode).toBe(200);
    const kept = (await kit.t.app.partner.commissionOfOrder(o.orderId))!.keptCommissionPaise;
    expect(kept).toBe(Math.floor((o.commissionPaise * 3) / 4));
    expect(await balances(o.d.call)).toEqual({ pending: kept, available: 0 });
    const items = (json(await o.d.call('GET', '/api/v0/payout/ledger')).entity.items as Array<{ kind: string; sourceId: number; state: string | null; amountPaise: number }>).filter((e) => e.sourceId === o.orderId);
    expect(items.map((e) => [e.kind, e.state, e.amountPaise])).toEqual([
      ['pending', 'pending', kept],
      ['cancel', null, -o.commissionPaise],
      ['pending', 'cancelled', o.commissionPaise],
    ]);
    // The refund, then the settlement: the kept part becomes available, nothing more.
    expect((await op.call('POST', '/api/orders/refund', { returnId })).statusCode).toBe(200);
    expect(await settleAfter(30)).toContain(o.orderId);
    expect(await balances(o.d.call)).toEqual({ pending: 0, available: kept });
    await ledgerOf(partnerId);

    // Another order returned in full: its commission is cancelled when the units are back, and never becomes available.
    const f = await placedPartnerOrder(2);
    await deliver(f.orderId);
    const full = json(await f.patient('POST', '/api/v1/orders/return', { orderId: f.orderId, type: 'fullReturn', reason: 'Not needed any more', refundTo: 'nirog_money' })).entity.id as number;
    await op.call('POST', `/api/v1/admin/returns/${full}/approve`, {});
    await op.call('POST', `/api/v1/admin/returns/${full}/receive`, {});
    expect(await balances(f.d.call)).toEqual({ pending: 0, available: 0 });
    await op.call('POST', '/api/orders/refund', { returnId: full });
    expect(await settleAfter(30)).toContain(f.orderId);
    expect(await balances(f.d.call)).toEqual({ pending: 0, available: 0 });
    await ledgerOf(Number((await kit.q(sql`SELECT partner_user_id FROM partner_orders WHERE order_id = ${f.orderId}`))[0]!.partner_user_id));
  });
});

describe('back office: partners, their orders and settling a due order (decision 076)', () => {
  it('lists partners with their orders and the commission’s ledger state; settles an order only once it is due', async () => {
    const o = await placedPartnerOrder(2);
    const partnerId = Number((await kit.q(sql`SELECT partner_user_id FROM partner_orders WHERE order_id = ${o.orderId}`))[0]!.partner_user_id);
    const poId = Number((await kit.q(sql`SELECT id FROM partner_orders WHERE order_id = ${o.orderId}`))[0]!.id);
    // Not an operator: no back office.
    expect((await o.d.call('GET', '/api/v1/admin/reseller/partners')).statusCode).toBe(403);
    expect((await o.d.call('GET', '/api/v1/admin/reseller/orders')).statusCode).toBe(403);
    const partners = json(await op.call('GET', `/api/v1/admin/reseller/partners?search=${o.d.user.mobileNumber}`)).entity;
    expect(partners.items).toMatchObject([{ userId: partnerId, orders: 1, placed: 1, commissionPaise: o.commissionPaise, pendingPaise: 0, availablePaise: 0 }]);
    const ordersOf = async () => json(await op.call('GET', `/api/v1/admin/reseller/orders?partnerId=${partnerId}`)).entity.items as Array<{ id: number; partner: { userId: number }; commissionPaise: number; order: { status: string }; earning: { pendingPaise: number; availablePaise: number } }>;
    expect(await ordersOf()).toMatchObject([{ id: poId, partner: { userId: partnerId }, commissionPaise: o.commissionPaise, order: { status: 'placed' }, earning: { pendingPaise: 0, availablePaise: 0 }, windowClosesAt: null, settleable: false }]);
    const notDue = await op.call('POST', `/api/v1/admin/reseller/orders/${poId}/settle`, {});
    expect(notDue.statusCode).toBe(422);
    expect(json(notDue).message.error).toBe('This order cannot settle yet: it must be delivered, its return window closed and no return open.');
    await deliver(o.orderId);
    expect((await ordersOf())[0]).toMatchObject({ earning: { pendingPaise: o.commissionPaise, availablePaise: 0 }, settleable: false, windowClosesAt: new Date(kit.t.clock.now.getTime() + 7 * DAY).toISOString() });
    // Delivered but the window is open: still refused, nothing moves.
    expect((await op.call('POST', `/api/v1/admin/reseller/orders/${poId}/settle`, {})).statusCode).toBe(422);
    expect(await balances(o.d.call)).toEqual({ pending: o.commissionPaise, available: 0 });
    const start = kit.t.clock.now;
    kit.t.clock.now = new Date(start.getTime() + 8 * DAY);
    try {
      // Operator sessions are short: a fresh operator once the clock has moved.
      const later = await kit.operator();
      expect(json(await later.call('GET', `/api/v1/admin/reseller/orders?partnerId=${partnerId}`)).entity.items[0].settleable).toBe(true);
      const settled = await later.call('POST', `/api/v1/admin/reseller/orders/${poId}/settle`, {});
      expect(settled.statusCode, settled.body).toBe(200);
      expect(json(settled).entity).toMatchObject({ earning: { pendingPaise: 0, availablePaise: o.commissionPaise }, settleable: false });
      // Once: a second settle finds nothing due.
      expect((await later.call('POST', `/api/v1/admin/reseller/orders/${poId}/settle`, {})).statusCode).toBe(422);
    } finally {
      kit.t.clock.now = start;
    }
    expect(await balances(o.d.call)).toEqual({ pending: 0, available: o.commissionPaise });
    expect(json(await op.call('GET', `/api/v1/admin/reseller/partners?search=${o.d.user.mobileNumber}`)).entity.items[0]).toMatchObject({ pendingPaise: 0, availablePaise: o.commissionPaise });
    expect((await op.call('POST', '/api/v1/admin/reseller/orders/999999/settle', {})).statusCode).toBe(404);
    await ledgerOf(partnerId);
  });
});

describe('payout calls follow the partner area’s rules (decision 076)', () => {
  it('an unverified practitioner is told to get verified; a patient has no access; reading stays open to practitioners', async () => {
    const unverified = await kit.buyer(2, { address: null, verified: false, signUp: { salutation: 1, fullName: 'Arun Das' } });
    const smsBefore = kit.t.sms.sent.filter((s) => s.to === unverified.user.mobileNumber).length;
    for (const [method, url, body] of [
      ['POST', '/api/v0/payout', { idempotencyKey: 'unverified-1' }],
      ['POST', '/api/v0/payout/method/otp', {}],
      ['PUT', '/api/v0/payout/method', { type: 'upiId', accountHolder: 'Arun Das', upiId: 'arun@okicici', otp: '123456' }],
    ] as const) {
      const res = await unverified.call(method as 'POST', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(json(res).message.error).toBe('You need to be verified user in order to place orders.');
    }
    expect((await unverified.call('GET', '/api/v0/payout')).statusCode).toBe(200);
    // A patient (NirogPartner: none) has no earnings area at all.
    const patient = await kit.buyer(1, { address: null });
    expect((await patient.call('GET', '/api/v0/payout')).statusCode).toBe(403);
    expect((await patient.call('POST', '/api/v0/payout', { idempotencyKey: 'patient-one' })).statusCode).toBe(403);
    // No OTP went out to the unverified doctor.
    expect(kit.t.sms.sent.filter((s) => s.to === unverified.user.mobileNumber)).toHaveLength(smsBefore);
  });
});
