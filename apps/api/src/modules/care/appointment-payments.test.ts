/**
 * Issue 8, part 5: paying for an appointment online (order type 4). The slot is held while the patient pays through
 * the gateway; the capture books it; an unpaid hold lapses and frees the slot; cancelling a paid appointment (by either
 * side) refunds the fee to the way it was paid; the consultation fee never enters the medicine pipeline or invoices.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalGateway } from '../../providers/payments/local-gateway.ts';
import { throughLocalCheckout } from '../payments/payment-test-kit.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, ist, makeDoctor, makePatient, type Actor } from './care-test-kit.ts';
import { makeOperator } from '../../test-support/operators.ts';

const MON = '2030-01-07';
let t: TestApp;
let doctor: Actor;
let patient: Actor;
let other: Actor;
let operator: Actor;
let memberId: number;

const inject = (opts: InjectOptions) => t.app.inject(opts);
const q = async (query: ReturnType<typeof sql>) => ((await t.db.database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const book = (who: Actor, body: Record<string, unknown>) =>
  call(t, who, 'POST', '/api/v3/appointment', { doctorId: doctor.id, mode: 0, clinicId: null, memberPatientId: null, payment: 'online', ...body });
const free = async () => ((await call(t, null, 'GET', `/api/pub/v3/appointment/slots?doctorId=${doctor.id}&from=${MON}&days=1`)).body.entity.days[0].slots as Array<{ startsAt: string }>).map((s) => s.startsAt);
const orderOf = async (id: number) => (await q(sql`SELECT * FROM orders WHERE id = ${id}`))[0]!;

/** The patient's browser: start the payment, press Pay (or Fail) on the local checkout, follow the form back to us. */
async function pay(who: Actor, orderId: number, button: 'pay' | 'fail' = 'pay') {
  const start = await call(t, who, 'POST', '/api/v2/orders/payment/online', { orderId });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const { callback } = await throughLocalCheckout(inject, start.body.entity.checkout, button);
  await (t.app.paymentGateway as LocalGateway).settled();
  return callback;
}

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000 });
  t.clock.now = ist('2030-01-06', '10:00');
  doctor = await makeDoctor(t, '9833300001', { fullName: 'Vikram Joshi' });
  expect((await call(t, doctor, 'PUT', '/api/v3/appointment/settings', { feeVideoPaise: 50000, feeClinicPaise: null, cancelBeforeHours: 4, rescheduleBeforeHours: 2 })).status).toBe(200);
  const timings = [{ mode: 0, clinicId: null, weekday: 1, start: '10:00', end: '13:00', slotMinutes: 30 }];
  expect((await call(t, doctor, 'PUT', '/api/v3/appointment/timings', { timings })).status).toBe(200);
  patient = await makePatient(t, '9833300002', 'Asha Verma');
  other = await makePatient(t, '9833300003', 'Rohit Gupta');
  operator = await makePatient(t, '9833300004', 'Office Operator');
  await makeOperator(t.db.database.db, operator.id);
  const m = await call(t, patient, 'POST', '/api/v2/patients/member-patient', { fullName: 'Kabir Verma', relation: 'child', gender: 1, dateOfBirth: '2019-04-02' });
  memberId = m.body.entity.id;
});
afterAll(async () => t?.close());

describe('booking and paying online', () => {
  it('holds the slot for a family member while the patient pays, with an appointment order of type 4 for the fee', async () => {
    const startsAt = ist(MON, '10:00').toISOString();
    const sentBefore = t.sms.sent.length;
    const res = await book(patient, { startsAt, memberPatientId: memberId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const a = res.body.entity;
    expect(a).toMatchObject({ status: 'pending_payment', payment: 'online', feePaise: 50000, paymentStatus: 'pending', canPay: true, canReschedule: false, canCancel: true });
    expect(a.payBy).toBe(new Date(t.clock.now.getTime() + 30 * 60_000).toISOString());
    expect(await free()).not.toContain(startsAt);
    // No confirmation yet: it goes out with the payment.
    expect(t.sms.sent.length).toBe(sentBefore);

    const o = await orderOf(a.orderId);
    expect(o).toMatchObject({ order_type: 4, user_id: patient.id, status: 'pending_payment', payment_method: 2, payment_status: 'pending', total_paise: 50000, taxable_paise: 50000, cgst_paise: 0, igst_paise: 0, delivery_address: null, warehouse_id: null });
    // The fee is shown with the appointment, not among medicine orders; others cannot pay it or see it.
    expect((await call(t, patient, 'GET', '/api/v3/orders')).body.entity.items.map((x: { id: number }) => x.id)).not.toContain(a.orderId);
    expect((await call(t, other, 'POST', '/api/v2/orders/payment/online', { orderId: a.orderId })).status).toBe(404);
    expect((await call(t, doctor, 'GET', `/api/v3/appointments/${a.id}`)).body.entity).toMatchObject({ status: 'pending_payment', canPay: false });
    // Paid first, then moved.
    const moved = await call(t, patient, 'POST', `/api/v3/appointments/${a.id}/reschedule`, { startsAt: ist(MON, '12:00').toISOString() });
    expect(moved.status).toBe(422);
    expect(moved.body.message.error).toBe('Please complete the payment before rescheduling this appointment.');
  });

  it('a failed attempt leaves the slot held and payable; paying books it, returns to the confirmation page and sends the confirmations', async () => {
    const [a] = (await call(t, patient, 'GET', '/api/v3/appointments?role=patient')).body.entity.items;
    const failed = await pay(patient, a.orderId, 'fail');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(`/my-appointments/${a.id}?toast=paymentFailed`);
    expect((await call(t, patient, 'GET', `/api/v3/appointments/${a.id}`)).body.entity).toMatchObject({ status: 'pending_payment', paymentStatus: 'failed', canPay: true });

    const paid = await pay(patient, a.orderId);
    expect(paid.headers.location).toBe(`/my-appointments/${a.id}?toast=paymentReceived`);
    const after = (await call(t, patient, 'GET', `/api/v3/appointments/${a.id}`)).body.entity;
    expect(after).toMatchObject({ status: 'booked', paymentStatus: 'paid', canPay: false, payBy: null, canReschedule: true });
    expect(await orderOf(a.orderId)).toMatchObject({ status: 'placed', payment_status: 'paid' });
    const toPatient = t.sms.sent.filter((m) => m.to === '9833300002').at(-1)!;
    expect(toPatient.template).toBe('appointment_booked');
    expect(toPatient.body).toContain('Kabir Verma with Dr. Vikram Joshi on Mon, 7 Jan 2030, 10:00 AM');
    expect(toPatient.body).toContain('Fee paid online');
    expect(t.sms.sent.filter((m) => m.to === '9833300001').at(-1)!.body).toContain('New appointment: Kabir Verma');
    // Paying twice is refused.
    expect((await call(t, patient, 'POST', '/api/v2/orders/payment/online', { orderId: a.orderId })).status).toBe(422);
  });

  it('never enters the medicine pipeline, and has no tax invoice', async () => {
    const [a] = (await call(t, patient, 'GET', '/api/v3/appointments?role=patient')).body.entity.items;
    const step = await call(t, operator, 'POST', `/api/v1/admin/orders/${a.orderId}/status`, { to: 'approved' });
    expect(step.status).toBe(422);
    expect(step.body.message.error).toBe('This order is a consultation fee: it is not packed or shipped.');
    const list = await call(t, operator, 'GET', '/api/v1/admin/orders');
    expect(list.status).toBe(200);
    expect(list.body.entity.items.find((x: { id: number }) => x.id === a.orderId)).toMatchObject({ orderType: 4, city: null });
    const invoice = await call(t, patient, 'GET', `/api/v1/orders/${a.orderId}/invoice/meta`);
    expect(invoice.status).toBe(422);
    expect(invoice.body.message.error).toContain('Consultation fees are exempt from GST');
  });

  it('an unpaid hold lapses after the payment window: the appointment is cancelled and the slot is free again', async () => {
    const startsAt = ist(MON, '11:00').toISOString();
    const a = (await book(other, { startsAt })).body.entity;
    expect(a.status).toBe('pending_payment');
    expect(await free()).not.toContain(startsAt);
    t.clock.now = new Date(t.clock.now.getTime() + 31 * 60_000);
    // The next booking of the slot gives back the lapsed hold first (the sweeper does it every minute as well).
    const again = await book(patient, { startsAt, payment: 'clinic' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const lapsed = (await call(t, other, 'GET', `/api/v3/appointments/${a.id}`)).body.entity;
    expect(lapsed).toMatchObject({ status: 'cancelled', cancelReason: 'Not paid within 30 minutes', canPay: false });
    expect(await orderOf(a.orderId)).toMatchObject({ status: 'cancelled' });
    // Too late to pay now.
    expect((await call(t, other, 'POST', '/api/v2/orders/payment/online', { orderId: a.orderId })).status).toBe(422);
    expect((await call(t, patient, 'POST', `/api/v3/appointments/${again.body.entity.id}/cancel`, {})).status).toBe(200);
  });
});

describe('cancelling an appointment paid online', () => {
  async function paidAppointment(who: Actor, hhmm: string) {
    const a = (await book(who, { startsAt: ist(MON, hhmm).toISOString() })).body.entity;
    await pay(who, a.orderId);
    expect((await call(t, who, 'GET', `/api/v3/appointments/${a.id}`)).body.entity.status).toBe('booked');
    return a as { id: number; orderId: number };
  }
  const refundsOf = (orderId: number) => q(sql`SELECT destination, amount_paise, status FROM refunds WHERE order_id = ${orderId} ORDER BY id`);

  it('the patient cancels within the rules: the whole fee goes back to the way it was paid, once', async () => {
    const a = await paidAppointment(other, '11:30');
    const res = await call(t, other, 'POST', `/api/v3/appointments/${a.id}/cancel`, { reason: 'Feeling better' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entity).toMatchObject({ status: 'cancelled', cancelReason: 'Feeling better' });
    expect(await refundsOf(a.orderId)).toEqual([{ destination: 'original', amount_paise: 50000, status: 'processed' }]);
    expect(await orderOf(a.orderId)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(t.sms.sent.filter((m) => m.to === '9833300001').at(-1)!.template).toBe('appointment_cancelled_by_patient');
    expect((await call(t, other, 'POST', `/api/v3/appointments/${a.id}/cancel`, {})).status).toBe(422);
    expect(await refundsOf(a.orderId)).toHaveLength(1);
    expect(await free()).toContain(ist(MON, '11:30').toISOString());
  });

  it('a rescheduled paid appointment keeps its payment; the doctor cancelling it refunds the patient', async () => {
    const a = await paidAppointment(other, '12:00');
    const moved = await call(t, other, 'POST', `/api/v3/appointments/${a.id}/reschedule`, { startsAt: ist(MON, '12:30').toISOString() });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.entity).toMatchObject({ status: 'booked', orderId: a.orderId, paymentStatus: 'paid' });
    const res = await call(t, doctor, 'POST', `/api/v3/appointments/${moved.body.entity.id}/cancel`, { reason: 'Called away' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await refundsOf(a.orderId)).toEqual([{ destination: 'original', amount_paise: 50000, status: 'processed' }]);
    const patientSms = t.sms.sent.filter((m) => m.to === '9833300003').at(-1)!;
    expect(patientSms.template).toBe('appointment_cancelled_by_doctor');
  });

  it('a refund the gateway cannot make now stays pending for the back office; the cancellation still stands', async () => {
    const a = await paidAppointment(other, '11:30');
    const refunder = t.app.onlineRefunder;
    t.app.onlineRefunder = null;
    try {
      const res = await call(t, other, 'POST', `/api/v3/appointments/${a.id}/cancel`, {});
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.entity.status).toBe('cancelled');
    } finally {
      t.app.onlineRefunder = refunder;
    }
    expect(await refundsOf(a.orderId)).toEqual([{ destination: 'original', amount_paise: 50000, status: 'pending' }]);
    expect(await orderOf(a.orderId)).toMatchObject({ status: 'cancelled', payment_status: 'paid' });
    expect(await free()).toContain(ist(MON, '11:30').toISOString());

    // The back office sees it waiting; the sweeper sends it again once it is a few minutes old.
    const pending = await call(t, operator, 'GET', '/api/v1/admin/refunds');
    expect(pending.body.entity.items).toEqual([expect.objectContaining({ orderId: a.orderId, orderType: 4, amountPaise: 50000, destination: 'original', accepted: false })]);
    expect((await call(t, patient, 'GET', '/api/v1/admin/refunds')).status).toBe(403);
    expect(await t.app.afterOrder.retryStaleRefunds()).toBe(0);
    t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
    expect(await t.app.afterOrder.retryStaleRefunds()).toBe(1);
    expect(await refundsOf(a.orderId)).toEqual([{ destination: 'original', amount_paise: 50000, status: 'processed' }]);
    expect(await orderOf(a.orderId)).toMatchObject({ payment_status: 'refunded' });
    expect((await call(t, operator, 'GET', '/api/v1/admin/refunds')).body.entity.items).toEqual([]);
    const [{ id: refundId }] = (await q(sql`SELECT id FROM refunds WHERE order_id = ${a.orderId}`)) as Array<{ id: number }>;
    const again = await call(t, operator, 'POST', `/api/v1/admin/refunds/${refundId}/retry`, {});
    expect(again.status).toBe(422);
    expect(again.body.message.error).toBe('This refund is not waiting to be sent again.');
  });

  it('an operator sends a refund the gateway did not take again, at once', async () => {
    const a = await paidAppointment(other, '11:30');
    const refunder = t.app.onlineRefunder;
    t.app.onlineRefunder = null;
    try {
      expect((await call(t, doctor, 'POST', `/api/v3/appointments/${a.id}/cancel`, {})).status).toBe(200);
    } finally {
      t.app.onlineRefunder = refunder;
    }
    const [item] = (await call(t, operator, 'GET', '/api/v1/admin/refunds')).body.entity.items;
    const res = await call(t, operator, 'POST', `/api/v1/admin/refunds/${item.id}/retry`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entity.status).toBe('processed');
    expect(await refundsOf(a.orderId)).toEqual([{ destination: 'original', amount_paise: 50000, status: 'processed' }]);
  });

  it('cancelling before paying cancels the order; a payment that arrives afterwards is flagged, not booked', async () => {
    const a = (await book(other, { startsAt: ist(MON, '12:00').toISOString() })).body.entity;
    const start = await call(t, other, 'POST', '/api/v2/orders/payment/online', { orderId: a.orderId });
    expect(start.status).toBe(200);
    expect((await call(t, other, 'POST', `/api/v3/appointments/${a.id}/cancel`, {})).status).toBe(200);
    expect(await orderOf(a.orderId)).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    expect(await refundsOf(a.orderId)).toEqual([]);
    expect((await call(t, other, 'GET', `/api/v3/appointments/${a.id}`)).body.entity.status).toBe('cancelled');
  });
});
