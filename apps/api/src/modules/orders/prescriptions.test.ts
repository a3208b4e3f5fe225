/**
 * Prescription-only medicines (issue 13, item 10; decision 019). A patient's cart with such a medicine is ordered only
 * with a prescription: one written in a consultation here that names it (accepted at once), or an uploaded file that
 * an operator checks before the order is approved; rejecting it cancels the order and refunds what was paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemoCatalog } from '../catalog/catalog.seed.ts';
import { createDeskKit, PDF, PNG, type Actor, type DeskKit } from '../care/desk-test-kit.ts';
import { throughLocalCheckout } from '../payments/payment-test-kit.ts';

const DELHI = { contact_person_name: 'Asha Verma', contact_person_phone: '9876543210', address: 'House 12, Lajpat Nagar II', landmark: null, pin_code: '110024', city: 'New Delhi', state: 7 };

let k: DeskKit;
let operator: Actor;
/** A prescription-only pack in stock, and an ordinary one. */
let rx: { packageId: number; productId: number; name: string };
let rx2: { packageId: number; productId: number; name: string };
let plain: number;

async function buyer(name = 'Rx Patient') {
  const p = await k.patient(name);
  const a = await p.call('POST', '/api/v1/address', DELHI);
  expect(a.status, JSON.stringify(a.body)).toBe(201);
  return p;
}
const billing = async (p: Actor) => (await p.call('GET', '/api/v2/orders/billing')).body.entity;
async function place(p: Actor, method: 1 | 2 = 1) {
  const b = await billing(p);
  const res = await k.t.app.inject({
    method: 'POST',
    url: '/api/v3/orders',
    headers: { 'access-token': p.token, 'idempotency-key': `rx-${crypto.randomUUID()}` },
    payload: { paymentMethod: method, deliveryAddressId: b.deliveryAddressId, billingAddressId: b.billingAddressId, expectedTotalPaise: b.totalPaise },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
const stock = async (packageId: number) => Number((await k.q<{ n: number }>(sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM inventory WHERE package_id = ${packageId}`))[0].n);

beforeAll(async () => {
  k = await createDeskKit('953');
  await seedDemoCatalog(k.t.db.database);
  const packs = await k.q<{ package_id: number; product_id: number; name: string }>(sql`SELECT k.id AS package_id, p.id AS product_id, p.name FROM packages k JOIN products p ON p.id = k.product_id
    WHERE p.prescription_required AND k.active AND p.active AND (SELECT min(quantity) FROM inventory i WHERE i.package_id = k.id) >= 10 ORDER BY k.id LIMIT 2`);
  rx = { packageId: packs[0].package_id, productId: packs[0].product_id, name: packs[0].name };
  rx2 = { packageId: packs[1].package_id, productId: packs[1].product_id, name: packs[1].name };
  const [p] = await k.q<{ id: number }>(sql`SELECT k.id FROM packages k JOIN products p ON p.id = k.product_id
    WHERE NOT p.prescription_required AND k.active AND p.active AND (SELECT min(quantity) FROM inventory i WHERE i.package_id = k.id) >= 10 ORDER BY k.id LIMIT 1`);
  plain = p.id;
  operator = await k.patient('Pharmacist On Duty');
  await k.q(sql`UPDATE users SET role = 'operator' WHERE id = ${operator.id}`);
  await k.q(sql`INSERT INTO operator_roles (user_id, role) VALUES (${operator.id}, 'admin')`);
});
afterAll(() => k.close());

describe('a patient ordering a prescription-only medicine', () => {
  it('is told which medicines need a prescription and cannot place the order without one; nothing changes', async () => {
    const p = await buyer();
    await p.call('POST', '/api/v2/cart', { packageId: rx.packageId, quantity: 1 });
    await p.call('POST', '/api/v2/cart', { packageId: plain, quantity: 1 });
    const b = await billing(p);
    expect(b.lines.find((l: any) => l.packageId === rx.packageId).prescriptionRequired).toBe(true);
    expect(b.lines.find((l: any) => l.packageId === plain).prescriptionRequired).toBe(false);
    expect(b.prescription).toEqual({ required: true, medicines: [rx.name], attached: null, fromConsultations: [] });
    expect(b.problems).toContain(`Add a prescription for ${rx.name} to place this order.`);

    const before = await stock(rx.packageId);
    const refused = await place(p);
    expect(refused.status).toBe(422);
    expect(refused.body.message.error).toBe(`Add a prescription for ${rx.name} to place this order.`);
    expect(await stock(rx.packageId)).toBe(before);
    expect((await k.q(sql`SELECT id FROM orders WHERE user_id = ${p.id}`)).length).toBe(0);
    expect((await p.call('GET', `/api/v2/cart/${p.id}`)).body.entity.cartItems).toHaveLength(2);
  });

  it('uploads a prescription; the order waits for the pharmacist, who accepts it before the order is approved', async () => {
    const p = await buyer('Upload Patient');
    await p.call('POST', '/api/v2/cart', { packageId: rx.packageId, quantity: 2 });
    const file = await k.upload(p, PNG, 'prescription');
    const attached = await p.call('PUT', '/api/v1/checkout/prescription', { uploadId: file });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.message).toBe('Prescription added to your order.');
    expect(attached.body.entity.prescription.attached).toEqual({ kind: 'upload', uploadId: file, fileName: null });
    expect(attached.body.entity.problems).toEqual([]);

    const placed = await place(p);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.entity.order.id;
    const detail = (await p.call('GET', `/api/v3/orders/${orderId}`)).body.entity;
    expect(detail.prescription).toMatchObject({ source: 'upload', status: 'pending', uploadId: file, rejectReason: null });
    // The buyer and the operator can open the file; another patient cannot.
    expect((await p.call('GET', `/api/v1/uploads/${file}/url`)).status).toBe(200);
    expect((await operator.call('GET', `/api/v1/uploads/${file}/url`)).status).toBe(200);
    expect((await (await k.patient('Nosy Neighbour')).call('GET', `/api/v1/uploads/${file}/url`)).status).toBe(404);

    const waiting = (await operator.call('GET', '/api/v1/admin/orders?rx=pending&limit=100')).body.entity;
    expect(waiting.items.map((o: any) => o.id)).toContain(orderId);
    expect(waiting.items.find((o: any) => o.id === orderId).rxStatus).toBe('pending');
    expect(waiting.prescriptionsToCheck).toBeGreaterThanOrEqual(1);

    const tooEarly = await operator.call('POST', `/api/v1/admin/orders/${orderId}/status`, { to: 'approved' });
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.body.message.error).toBe('Check the prescription before approving this order.');

    // A buyer is no pharmacist.
    const notPharmacist = await p.call('POST', `/api/v1/admin/orders/${orderId}/prescription/approve`);
    expect(notPharmacist.status, JSON.stringify(notPharmacist.body)).toBe(403);
    const ok = await operator.call('POST', `/api/v1/admin/orders/${orderId}/prescription/approve`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe('Prescription accepted. The order can be approved.');
    const twice = await operator.call('POST', `/api/v1/admin/orders/${orderId}/prescription/reject`, { reason: 'Changed my mind' });
    expect(twice.status).toBe(422);
    expect(twice.body.message.error).toBe('This prescription has already been checked.');

    expect((await operator.call('POST', `/api/v1/admin/orders/${orderId}/status`, { to: 'approved' })).status).toBe(200);
    const after = (await p.call('GET', `/api/v3/orders/${orderId}`)).body.entity;
    expect(after.status).toBe('approved');
    expect(after.prescription.status).toBe('approved');
    expect(after.events.map((e: any) => e.event)).toEqual(expect.arrayContaining(['prescription_approved', 'approved']));
  });

  it('a rejected prescription cancels the paid order, refunds it to the original method, gives the stock back and tells the buyer why', async () => {
    const p = await buyer('Rejected Patient');
    await p.call('POST', '/api/v2/cart', { packageId: rx.packageId, quantity: 1 });
    await p.call('PUT', '/api/v1/checkout/prescription', { uploadId: await k.upload(p, PDF, 'prescription') });
    const before = await stock(rx.packageId);
    const placed = await place(p, 2);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.entity.order.id;
    expect(await stock(rx.packageId)).toBe(before - 1);
    const start = await p.call('POST', '/api/v2/orders/payment/online', { orderId });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    await throughLocalCheckout((o) => k.t.app.inject(o), start.body.entity.checkout, 'pay');
    expect((await p.call('GET', `/api/v3/orders/${orderId}`)).body.entity.paymentStatus).toBe('paid');

    const noReason = await operator.call('POST', `/api/v1/admin/orders/${orderId}/prescription/reject`);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message.fields.reason).toBe('Say why the prescription is not accepted.');
    expect((await p.call('GET', `/api/v3/orders/${orderId}`)).body.entity.prescription.status).toBe('pending');

    const rejected = await operator.call('POST', `/api/v1/admin/orders/${orderId}/prescription/reject`, { reason: 'The prescription is not legible' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.message).toBe('Prescription rejected. The order is cancelled and any amount paid is refunded.');
    const o = (await p.call('GET', `/api/v3/orders/${orderId}`)).body.entity;
    expect(o.status).toBe('cancelled');
    expect(o.cancelReason).toBe('Prescription not accepted: The prescription is not legible');
    expect(o.prescription).toMatchObject({ status: 'rejected', rejectReason: 'The prescription is not legible' });
    expect(o.paymentStatus).toBe('refunded');
    const refunds = await k.q<{ destination: string; amount_paise: number }>(sql`SELECT destination, amount_paise FROM refunds WHERE order_id = ${orderId}`);
    expect(refunds).toEqual([{ destination: 'original', amount_paise: o.totalPaise }]);
    expect(await stock(rx.packageId)).toBe(before);
    const sms = k.t.sms.sent.filter((m) => m.to === p.mobile).map((m) => m.body);
    expect(sms.some((b) => b.includes('was not accepted (The prescription is not legible)'))).toBe(true);
    expect((await operator.call('POST', `/api/v1/admin/orders/${orderId}/prescription/approve`)).status).toBe(422);
  });

  it("a consultation's prescription that names the medicine is accepted at once; one that does not is refused", async () => {
    const doc = await k.doctor({ name: 'Kavya Rao' });
    const p = await buyer('Consulted Patient');
    const appt = await k.appointment({ doctor: doc.id, patient: p.id, startsAt: new Date(k.t.clock.now.getTime() + 5 * 60_000) });
    const added = await doc.call('POST', `/api/v3/consultations/${appt}/prescription/items`, { packageId: rx.packageId, dose: '125 mg twice a day', duration: '30 days', quantity: 1 });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [{ id: rxId }] = await k.q<{ id: number }>(sql`SELECT id FROM care_prescriptions WHERE appointment_id = ${appt}`);

    await p.call('POST', '/api/v2/cart', { packageId: rx.packageId, quantity: 1 });
    await p.call('POST', '/api/v2/cart', { packageId: rx2.packageId, quantity: 1 });
    let b = await billing(p);
    expect(b.prescription.fromConsultations).toEqual([expect.objectContaining({ id: rxId, doctorName: 'Dr. Kavya Rao', covers: false })]);
    b = (await p.call('PUT', '/api/v1/checkout/prescription', { prescriptionId: rxId })).body.entity;
    expect(b.prescription.attached).toMatchObject({ kind: 'consultation', prescriptionId: rxId, covers: false });
    expect(b.problems, JSON.stringify(b.problems)).toContain(`The chosen prescription does not name ${rx2.name}. Choose another or upload one.`);
    expect((await place(p)).status).toBe(422);

    // Without the medicine it does not name, the prescription covers the cart.
    expect((await p.call('POST', `/api/v2/cart/${rx2.packageId}/delete`)).status).toBe(200);
    b = await billing(p);
    expect(b.problems).toEqual([]);
    const placed = await place(p);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const o = (await p.call('GET', `/api/v3/orders/${placed.body.entity.order.id}`)).body.entity;
    expect(o.prescription).toMatchObject({ source: 'consultation', status: 'verified', doctorName: 'Dr. Kavya Rao', number: expect.any(String) });
    expect((await operator.call('POST', `/api/v1/admin/orders/${o.id}/status`, { to: 'approved' })).status).toBe(200);
  });

  it('an order cancelled by its buyer leaves "Prescriptions to check"', async () => {
    const p = await buyer('Changed Mind');
    await p.call('POST', '/api/v2/cart', { packageId: rx.packageId, quantity: 1 });
    await p.call('PUT', '/api/v1/checkout/prescription', { uploadId: await k.upload(p, PNG, 'prescription') });
    const placed = await place(p);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.entity.order.id;
    const listed = async () => (await operator.call('GET', '/api/v1/admin/orders?rx=pending&limit=100')).body.entity;
    const before = await listed();
    expect(before.items.map((o: any) => o.id)).toContain(orderId);
    expect((await p.call('POST', '/api/v1/orders/cancel', { orderId, reason: 'Ordered by mistake' })).status).toBe(200);
    const after = await listed();
    expect(after.items.map((o: any) => o.id)).not.toContain(orderId);
    expect(after.prescriptionsToCheck).toBe(before.prescriptionsToCheck - 1);
    expect(after.total).toBe(after.prescriptionsToCheck);
  });

  it("nobody attaches another person's upload or prescription, or a file uploaded for another purpose", async () => {
    const owner = await buyer('File Owner');
    const file = await k.upload(owner, PNG, 'prescription');
    const other = await buyer('Other Patient');
    const foreign = await other.call('PUT', '/api/v1/checkout/prescription', { uploadId: file });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message.fields.uploadId).toBe('Upload the file first.');
    const doc = await k.upload(other, PNG, 'document');
    expect((await other.call('PUT', '/api/v1/checkout/prescription', { uploadId: doc })).status).toBe(400);
    const notMine = await other.call('PUT', '/api/v1/checkout/prescription', { prescriptionId: 1 });
    expect(notMine.status).toBe(400);
    expect(notMine.body.message.fields.prescriptionId).toBe('Choose one of your own prescriptions.');
    const both = await other.call('PUT', '/api/v1/checkout/prescription', { prescriptionId: 1, uploadId: file });
    expect(both.status).toBe(400);
    expect((await k.q(sql`SELECT rx_upload_id FROM checkout_sessions WHERE user_id = ${other.id} AND (rx_upload_id IS NOT NULL OR rx_prescription_id IS NOT NULL)`)).length).toBe(0);
  });

  it('a verified doctor buys prescription-only medicines on their own licence, without a prescription', async () => {
    const doc = await k.doctor({ name: 'Trade Buyer' });
    expect((await doc.call('POST', '/api/v1/address', DELHI)).status).toBe(201);
    await doc.call('POST', '/api/v2/cart', { packageId: rx.packageId, quantity: 1 });
    const b = await billing(doc);
    expect(b.prescription.required).toBe(false);
    expect(b.problems).toEqual([]);
    const placed = await place(doc);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await doc.call('GET', `/api/v3/orders/${placed.body.entity.order.id}`)).body.entity.prescription).toBeNull();
  });
});
