/**
 * Issue 25 part 4 (decision 070): a payment link is used once, however many requests race for it. Meant for
 * PostgreSQL (TEST_DATABASE_URL), where the requests really run at once: the conditional UPDATE of the link and the
 * order's unique idempotency key decide, not the code's check before them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, signUp } from '../../test-support/test-app.ts';
import { partnerOrders } from './partner.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { createOrderKit, DELHI, type OrderKit } from '../orders/order-test-kit.ts';
import { eq } from 'drizzle-orm';

let kit: OrderKit;
beforeAll(async () => {
  kit = await createOrderKit('85');
}, 180_000);
afterAll(async () => kit.t.close());

let seq = 0;
/** A partner order sent to a fresh patient who has signed up; returns the link's token and the patient's caller. */
async function sentOrder() {
  const d = await kit.buyer(2, { address: null, signUp: { salutation: 1, fullName: 'Race Doctor' } });
  await d.call('POST', '/api/v0/reseller/join');
  const mobile = `86${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
  const patientId = json(await d.call('POST', '/api/v0/reseller/patients', { fullName: 'Race Patient', mobile })).entity.patientAssociationId;
  await d.call('POST', `/api/v0/reseller/patients/${patientId}/addresses`, { ...DELHI, contact_person_phone: mobile });
  await d.call('POST', '/api/v0/reseller/cart', { patientId, packageId: kit.pack, quantity: 1 });
  const cart = json(await d.call('GET', `/api/v0/reseller/cart?patientId=${patientId}`)).entity;
  const sent = json(await d.call('POST', '/api/v0/reseller/orders', { patientId, diagnosis: 'Amlapitta', expectedTotalPaise: cart.itemsTotalPaise })).entity;
  const sms = [...kit.t.sms.sent].reverse().find((s) => s.to === mobile && s.template === 'partner_payment_link')!;
  const token = sms.body.match(/\/reseller\/([A-Za-z0-9_-]{43})/)![1]!;
  const s = await signUp(kit.t, mobile, { fullName: 'Race Patient' });
  const patient = (method: 'POST', url: string, payload: object) => kit.t.app.inject({ method, url, headers: { 'access-token': s.token }, payload });
  return { d, token, patient, partnerOrderId: sent.id as number };
}

describe('parallel use of one payment link', () => {
  it('50 parallel attempts: exactly one order, the others are told the link was used', async () => {
    const { token, patient, partnerOrderId } = await sentOrder();
    const stock = await kit.stockOf(kit.pack);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => patient('POST', `/api/v0/reseller/links/${token}/pay`, { paymentMethod: i % 2 ? 1 : 2 })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const lost = results.filter((r) => r.statusCode !== 201);
    expect(lost).toHaveLength(49);
    for (const r of lost) {
      expect(r.statusCode).toBe(409);
      expect(json(r).message.error).toBe('This link has already been used.');
    }
    const [po] = await kit.t.db.database.db.select().from(partnerOrders).where(eq(partnerOrders.id, partnerOrderId));
    const made = await kit.t.db.database.db.select().from(orders).where(sql`${orders.idempotencyKey} LIKE ${`partner-${partnerOrderId}-%`}`);
    expect(made).toHaveLength(1);
    expect(po!.orderId).toBe(made[0]!.id);
    expect(await kit.stockOf(kit.pack)).toBe(stock - 1);
  });

  it('the partner withdrawing while the patient pays: one of the two wins, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const { d, token, patient, partnerOrderId } = await sentOrder();
      const [paid, cancelled] = await Promise.all([patient('POST', `/api/v0/reseller/links/${token}/pay`, { paymentMethod: 1 }), d.call('POST', `/api/v0/reseller/orders/${partnerOrderId}/cancel`)]);
      expect([paid.statusCode === 201, cancelled.statusCode === 200].filter(Boolean)).toHaveLength(1);
      const [po] = await kit.t.db.database.db.select().from(partnerOrders).where(eq(partnerOrders.id, partnerOrderId));
      expect(po!.state).toBe(paid.statusCode === 201 ? 'placed' : 'cancelled');
    }
  });
});
