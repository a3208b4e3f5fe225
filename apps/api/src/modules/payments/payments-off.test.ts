/**
 * Issue 13, defect 1: payments fail closed. With PAYMENTS=off there is no gateway at all: no local checkout, no
 * callback or webhook, online payment refused for orders and bookings (nothing changes), and the other ways to pay
 * still work. The start refusal and the PAYMENTS=local warning are in payment-gateway.test.ts and platform.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test-support/test-app.ts';
import { call, ist, makeDoctor, makePatient } from '../care/care-test-kit.ts';
import { createOrderKit, type OrderKit } from '../orders/order-test-kit.ts';

const UNAVAILABLE = 'Online payment is not available right now. Please choose another way to pay.';
let k: OrderKit;

beforeAll(async () => {
  k = await createOrderKit('93', { payments: { gateway: 'off' } });
});
afterAll(async () => k?.t.close());

describe('PAYMENTS=off', () => {
  it('serves no local checkout, callback or webhook, and says online payment is unavailable', async () => {
    for (const [method, url] of [
      ['GET', '/api/gateway/local/checkout/order_ABCDEFGHIJKLMN'],
      ['POST', '/api/gateway/local/checkout/order_ABCDEFGHIJKLMN/pay'],
      ['POST', '/api/v2/orders/payment/online/callback'],
      ['POST', '/api/payments/webhook'],
    ] as const) {
      expect((await k.t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(404);
    }
    const pub = await k.t.app.inject({ method: 'GET', url: '/api/pub/v1/payments/online' });
    expect(json(pub).entity).toEqual({ available: false });
  });

  it('offers cash on delivery but not online payment; an online order is refused and changes nothing', async () => {
    const b = await k.buyer();
    await b.add(k.pack, 1);
    const bill = await b.billing();
    expect(bill.paymentMethods).toContainEqual({ code: 2, available: false, reason: UNAVAILABLE });
    expect(bill.paymentMethods).toContainEqual(expect.objectContaining({ code: 1, available: true }));
    const stock = await k.stockOf(k.pack);
    const refused = await b.place('off-online-key', { paymentMethod: 2, deliveryAddressId: b.addressId, billingAddressId: b.addressId, expectedTotalPaise: bill.totalPaise });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message.fields.paymentMethod).toBe(UNAVAILABLE);
    expect(await k.stockOf(k.pack)).toBe(stock);
    expect((await k.q(sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${b.id}`))[0].n).toBe(0);
    expect((await b.billing()).lines).toHaveLength(1);
    // Paying an order online by id is refused too.
    const cod = await b.place('off-cod-key', { paymentMethod: 1, deliveryAddressId: b.addressId, billingAddressId: b.addressId, expectedTotalPaise: bill.totalPaise });
    expect(cod.statusCode).toBe(201);
    const start = await b.call('POST', '/api/v2/orders/payment/online', { orderId: json(cod).entity.order.id });
    expect(start.statusCode).toBe(400);
    expect(json(start).message.error).toBe(UNAVAILABLE);
  });

  it('a video consultation cannot be booked to pay online; paying the doctor still books it', async () => {
    const t = k.t;
    t.clock.now = ist('2030-01-06', '10:00');
    const doctor = await makeDoctor(t, '9344400001', { fullName: 'Off Doctor' });
    expect((await call(t, doctor, 'PUT', '/api/v3/appointment/settings', { feeVideoPaise: 50000, feeClinicPaise: null, cancelBeforeHours: 4, rescheduleBeforeHours: 2 })).status).toBe(200);
    expect((await call(t, doctor, 'PUT', '/api/v3/appointment/timings', { timings: [{ mode: 0, clinicId: null, weekday: 1, start: '10:00', end: '12:00', slotMinutes: 30 }] })).status).toBe(200);
    const patient = await makePatient(t, '9344400002', 'Off Patient');
    const body = { doctorId: doctor.id, mode: 0, clinicId: null, memberPatientId: null, startsAt: ist('2030-01-07', '10:00').toISOString() };
    const online = await call(t, patient, 'POST', '/api/v3/appointment', { ...body, payment: 'online' });
    expect(online.status).toBe(400);
    expect(online.body.message.fields.payment).toBe(UNAVAILABLE);
    expect((await k.q(sql`SELECT count(*)::int AS n FROM care_appointments WHERE patient_user_id = ${patient.id}`))[0].n).toBe(0);
    const atVisit = await call(t, patient, 'POST', '/api/v3/appointment', { ...body, payment: 'clinic' });
    expect(atVisit.status, JSON.stringify(atVisit.body)).toBe(201);
  });
});
