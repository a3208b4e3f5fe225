/**
 * Issue 25 parts 6-8 (decision 072): bank details (spec section 3: bankAccount, upiId; verification 0/1/2), the
 * earnings ledger, consultation fees, payouts with TDS under section 194H, statements, and the back office.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { throughLocalCheckout } from '../payments/payment-test-kit.ts';
import type { LocalGateway } from '../../providers/payments/local-gateway.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { call, ist, makeDoctor, makePatient, type Actor } from '../care/care-test-kit.ts';
import { earn, expectConsistent, saveMethod } from './payouts-test-kit.ts';

let t: TestApp;
let doctor: Actor;
let partner: Actor;
let other: Actor;
let patient: Actor;
let finance: Actor;
const touched = new Set<number>();
const HOUR = 3_600_000;
const advance = (ms: number) => (t.clock.now = new Date(t.clock.now.getTime() + ms));
let operators = 0;
/** Operator sessions are short: a fresh finance operator after the clock has moved. */
async function financeNow() {
  const a = await makePatient(t, `984441${String(++operators).padStart(4, '0')}`, 'Finance Operator');
  await makeOperator(t.db.database.db, a.id, ['finance']);
  return a;
}

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000 });
  t.clock.now = ist('2030-01-06', '10:00');
  doctor = await makeDoctor(t, '9844400001', { fullName: 'Vikram Joshi' });
  partner = await makeDoctor(t, '9844400002', { fullName: 'Meera Nair' });
  other = await makeDoctor(t, '9844400003', { fullName: 'Other Doctor' });
  patient = await makePatient(t, '9844400004', 'Asha Verma');
  finance = await financeNow();
  for (const a of [doctor, partner, other]) touched.add(a.id);
});
afterAll(async () => t?.close());
afterEach(async () => {
  for (const id of touched) await expectConsistent(t, id);
});

describe('bank details (part 6)', () => {
  it('checks the IFSC offline and names the bank from its code', async () => {
    const ok = await call(t, partner, 'GET', '/api/v0/payout/ifsc/sbin0000001');
    expect(ok.status).toBe(200);
    expect(ok.body.entity).toEqual({ ifsc: 'SBIN0000001', bankCode: 'SBIN', bankName: 'State Bank of India' });
    const bad = await call(t, partner, 'GET', '/api/v0/payout/ifsc/SBIN1000001');
    expect(bad.status).toBe(400);
    expect(bad.body.message.fields.ifsc).toBe('Enter a valid 11 character IFSC, for example SBIN0000001.');
    const unknown = await call(t, partner, 'GET', '/api/v0/payout/ifsc/ZZZZ0000001');
    expect(unknown.body.message.fields.ifsc).toBe('This IFSC does not belong to any bank branch we know.');
  });

  it('refuses a malformed UPI id, mismatched account numbers and a wrong OTP, and saves nothing', async () => {
    const upi = await call(t, partner, 'PUT', '/api/v0/payout/method', { type: 'upiId', accountHolder: 'Meera Nair', upiId: 'meera-at-okaxis', otp: '123456' });
    expect(upi.status).toBe(400);
    expect(upi.body.message.fields.upiId).toBe('Enter a valid UPI id, for example name@okbank.');
    expect((await call(t, partner, 'POST', '/api/v0/payout/method/otp', {})).status).toBe(200);
    const mismatch = await call(t, partner, 'PUT', '/api/v0/payout/method', { type: 'bankAccount', accountHolder: 'Meera Nair', accountNumber: '123456789012', confirmAccountNumber: '123456789013', ifsc: 'HDFC0000001', otp: t.sms.lastOtp('9844400002') });
    expect(mismatch.body.message.fields.confirmAccountNumber).toBe('The account numbers do not match.');
    const wrongOtp = await call(t, partner, 'PUT', '/api/v0/payout/method', { type: 'upiId', accountHolder: 'Meera Nair', upiId: 'meera@okaxis', otp: '000000' });
    expect(wrongOtp.status).toBe(400);
    expect(wrongOtp.body.message.fields.otp).toBeTruthy();
    expect((await call(t, partner, 'GET', '/api/v0/payout')).body.entity.method).toBeNull();
  });

  it('a penny drop that finds no account (0) refuses; an inconclusive one (2) is saved as 2 and cannot be paid', async () => {
    const invalid = await saveMethod(t, partner, '9844400002', { type: 'bankAccount', accountHolder: 'Meera Nair', accountNumber: '123456789000', confirmAccountNumber: '123456789000', ifsc: 'HDFC0000001' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message.fields.accountNumber).toBe('The bank says this account does not exist. Please check the details.');
    const unsure = await saveMethod(t, partner, '9844400002', { type: 'bankAccount', accountHolder: 'Meera Nair', accountNumber: '123456789999', confirmAccountNumber: '123456789999', ifsc: 'HDFC0000001' });
    expect(unsure.status).toBe(200);
    expect(unsure.body.entity).toMatchObject({ type: 'bankAccount', verification: 2, bankName: 'HDFC Bank', accountNumberMasked: 'XXXXXXXX9999', onHold: true });
  });

  it('a change needs the OTP and holds payouts for 24 hours; then the payout goes', async () => {
    await earn(t, partner.id, 50_000, 9001);
    const saved = await saveMethod(t, partner, '9844400002', { type: 'bankAccount', accountHolder: 'Meera Nair', accountNumber: '123456789012', confirmAccountNumber: '123456789012', ifsc: 'HDFC0000001', pan: 'abcde1234f' });
    expect(saved.status).toBe(200);
    expect(saved.body.entity).toMatchObject({ verification: 1, verifiedName: 'MEERA NAIR', hasPan: true, onHold: true });
    expect(new Date(saved.body.entity.holdUntil).getTime()).toBe(t.clock.now.getTime() + 24 * HOUR);
    // The partner is told (account module), in case the change was not theirs.
    const inbox = (await call(t, partner, 'GET', '/api/v1/notification')).body.entity.items.filter((n: { kind: string }) => n.kind === 'payoutDetailsChanged');
    expect(inbox[0]).toMatchObject({ module: 14, title: 'Your payout details were changed', link: '/reseller/bankdetails' });
    const held = await call(t, partner, 'POST', '/api/v0/payout', { idempotencyKey: 'partner-held-1' });
    expect(held.status).toBe(422);
    expect(held.body.message.error).toBe('Your payout details changed recently. Payouts resume 24 hours after the change.');
    advance(24 * HOUR + 1000);
    const paid = await call(t, partner, 'POST', '/api/v0/payout', { idempotencyKey: 'partner-first-1' });
    expect(paid.status).toBe(201);
    expect(paid.body.entity.payout).toMatchObject({ status: 'requested', grossPaise: 50_000, tdsPaise: 0, netPaise: 50_000 });
    const again = await call(t, partner, 'POST', '/api/v0/payout', { idempotencyKey: 'partner-first-1' });
    expect(again.status).toBe(200);
    expect(again.body.entity).toMatchObject({ created: false, payout: { id: paid.body.entity.payout.id } });
    expect((await call(t, partner, 'GET', '/api/v0/payout')).body.entity).toMatchObject({ availablePaise: 0, inFlightPaise: 50_000 });
  });
});

describe('ownership', () => {
  it("another person's payout answers 404 and their ledger is never listed", async () => {
    const mine = (await call(t, partner, 'GET', '/api/v0/payout')).body.entity.payouts[0];
    expect((await call(t, other, 'GET', `/api/v0/payout/${mine.id}`)).status).toBe(404);
    expect((await call(t, partner, 'GET', `/api/v0/payout/${mine.id}`)).status).toBe(200);
    const ledger = await call(t, other, 'GET', '/api/v0/payout/ledger');
    expect(ledger.body.entity).toEqual({ items: [], total: 0 });
    const otherSummary = (await call(t, other, 'GET', '/api/v0/payout')).body.entity;
    expect(otherSummary).toMatchObject({ pendingPaise: 0, availablePaise: 0, method: null, payouts: [] });
    // A payout key is the payer's: another's key does not reveal or reuse their payout.
    await earn(t, other.id, 20_000, 9002);
    await saveMethod(t, other, '9844400003');
    advance(25 * HOUR);
    expect((await call(t, other, 'POST', '/api/v0/payout', { idempotencyKey: 'partner-first-1' })).status).toBe(409);
    // Not an operator: the back office is closed.
    expect((await call(t, other, 'GET', '/api/v0/admin/payouts')).status).toBe(403);
  });
});

describe('consultation fees (the same ledger)', () => {
  it('an online-paid consultation, once completed, is pending for the doctor less the platform fee; available after the hold', async () => {
    finance = await financeNow();
    expect((await call(t, finance, 'PUT', '/api/v0/admin/payout-settings', { consultationFeeBps: 1500, consultationHoldDays: 1, tdsRateBps: 200, tdsNoPanRateBps: 2000, tdsThresholdPaise: 2_000_000 })).status).toBe(200);
    expect((await call(t, doctor, 'PUT', '/api/v3/appointment/settings', { feeVideoPaise: 50000, feeClinicPaise: null, cancelBeforeHours: 4, rescheduleBeforeHours: 2 })).status).toBe(200);
    const day = new Date(t.clock.now.getTime() + 24 * HOUR);
    const weekday = new Date(day.getTime() + 330 * 60_000).getUTCDay();
    const date = new Date(day.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await call(t, doctor, 'PUT', '/api/v3/appointment/timings', { timings: [{ mode: 0, clinicId: null, weekday, start: '10:00', end: '13:00', slotMinutes: 30 }] })).status).toBe(200);
    const booked = await call(t, patient, 'POST', '/api/v3/appointment', { doctorId: doctor.id, mode: 0, clinicId: null, memberPatientId: null, payment: 'online', startsAt: ist(date, '10:00').toISOString() });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const start = await call(t, patient, 'POST', '/api/v2/orders/payment/online', { orderId: booked.body.entity.orderId });
    await throughLocalCheckout((o) => t.app.inject(o), start.body.entity.checkout, 'pay');
    await (t.app.paymentGateway as LocalGateway).settled();
    t.clock.now = ist(date, '10:40');
    const closed = await call(t, doctor, 'POST', `/api/v3/appointments/${booked.body.entity.id}/complete`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    // ₹500 less 15 %: ₹425 pending.
    let s = (await call(t, doctor, 'GET', '/api/v0/payout')).body.entity;
    expect(s).toMatchObject({ pendingPaise: 42_500, availablePaise: 0 });
    const ledger = (await call(t, doctor, 'GET', '/api/v0/payout/ledger')).body.entity.items;
    expect(ledger[0]).toMatchObject({ kind: 'pending', source: 'consultation', sourceId: booked.body.entity.id, amountPaise: 42_500, grossPaise: 50_000, feePaise: 7_500, state: 'pending' });
    // Before the hold has passed the release job moves nothing; after it, the fee is available.
    expect(await t.app.earnings.releaseDue()).toBe(0);
    advance(24 * HOUR);
    expect(await t.app.earnings.releaseDue()).toBe(1);
    s = (await call(t, doctor, 'GET', '/api/v0/payout')).body.entity;
    expect(s).toMatchObject({ pendingPaise: 0, availablePaise: 42_500 });
    expect((await call(t, doctor, 'GET', '/api/v0/payout/ledger')).body.entity.items[1]).toMatchObject({ kind: 'pending', state: 'available' });
  });

  it('a pending earning cancelled by a refund goes back once; after release a cancellation changes nothing', async () => {
    await t.db.database.db.transaction(async (tx) => {
      await t.app.earnings.recordPendingWithin(tx, { earnerId: other.id, paise: 8_500, grossPaise: 10_000, feePaise: 1_500, source: 'consultation', sourceId: 777, availableAt: new Date(t.clock.now.getTime() + HOUR), idempotencyKey: 'consultation:777' });
    });
    const before = await t.app.earnings.balances(other.id);
    const r1 = await t.db.database.db.transaction((tx) => t.app.earnings.cancelPendingWithin(tx, { source: 'consultation', sourceId: 777, reason: 'refunded' }));
    const r2 = await t.db.database.db.transaction((tx) => t.app.earnings.cancelPendingWithin(tx, { source: 'consultation', sourceId: 777, reason: 'refunded again' }));
    expect(r1.cancelledPaise).toBe(8_500);
    expect(r2.cancelledPaise).toBe(0);
    expect(await t.app.earnings.balances(other.id)).toEqual({ ...before, pendingPaise: before.pendingPaise - 8_500 });
    await earn(t, other.id, 5_000, 778);
    const late = await t.db.database.db.transaction((tx) => t.app.earnings.cancelPendingWithin(tx, { source: 'partner_order', sourceId: 778, reason: 'returned late' }));
    expect(late.cancelledPaise).toBe(0);
    // A partner order settled with no earning recorded at delivery: one call records and releases the kept commission.
    const b = await t.app.earnings.balances(other.id);
    const settle = () => t.db.database.db.transaction((tx) => t.app.earnings.settleWithin(tx, { source: 'partner_order', sourceId: 779, keepPaise: 3_000, earnerId: other.id, reason: 'settled' }));
    expect((await settle()).releasedPaise).toBe(3_000);
    expect((await settle()).releasedPaise).toBe(0);
    expect((await t.app.earnings.balances(other.id)).availablePaise).toBe(b.availablePaise + 3_000);
  });
});

describe('TDS under section 194H, statements and the back office (parts 7 and 8)', () => {
  it('withholds TDS once the year passes the threshold, at 20 % without a PAN, and shows it on the payout and statement', async () => {
    finance = await financeNow();
    expect((await call(t, finance, 'PUT', '/api/v0/admin/payout-settings', { consultationFeeBps: 1500, consultationHoldDays: 1, tdsRateBps: 200, tdsNoPanRateBps: 2000, tdsThresholdPaise: 30_000 })).status).toBe(200);
    // The doctor has ₹425 available and a UPI id without a PAN.
    await saveMethod(t, doctor, '9844400001', { type: 'upiId', accountHolder: 'Vikram Joshi', upiId: 'vikram.joshi@okicici' });
    advance(25 * HOUR);
    const p = await call(t, doctor, 'POST', '/api/v0/payout', { idempotencyKey: 'doctor-payout-1' });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    // ₹425 is above the ₹300 threshold: 20 % of it.
    expect(p.body.entity.payout).toMatchObject({ grossPaise: 42_500, tdsPaise: 8_500, netPaise: 34_000, tdsRateBps: 2000 });
    const month = new Date(t.clock.now.getTime() + 330 * 60_000).toISOString().slice(0, 7);
    const csv = await t.app.inject({ method: 'GET', url: `/api/v0/payout/statements/${month}?format=csv`, headers: { 'access-token': doctor.token } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('TDS 194H at 20%');
    expect(csv.body).toMatch(/payout:\d+,payout,payout,\d+,TDS 194H at 20%,-42500,42500,,8500,34000,requested,/);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v0/payout/statements/${month}`, headers: { 'access-token': doctor.token } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('operators approve, mark paid with a bank reference, fail (money back) and retry', async () => {
    finance = await financeNow();
    const list = await call(t, finance, 'GET', '/api/v0/admin/payouts?status=requested');
    expect(list.status).toBe(200);
    const mine = list.body.entity.items.find((i: { userId: number }) => i.userId === doctor.id);
    expect(mine.destination).toBe('vikram.joshi@okicici');
    expect((await call(t, finance, 'POST', `/api/v0/admin/payouts/${mine.id}/paid`, { bankReference: 'UTR12345' })).status).toBe(409);
    expect((await call(t, finance, 'POST', `/api/v0/admin/payouts/${mine.id}/approve`)).status).toBe(200);
    const failed = await call(t, finance, 'POST', `/api/v0/admin/payouts/${mine.id}/fail`, { reason: 'UPI id closed' });
    expect(failed.body.entity).toMatchObject({ status: 'failed', failureReason: 'UPI id closed' });
    expect((await call(t, doctor, 'GET', '/api/v0/payout')).body.entity.availablePaise).toBe(42_500);
    const retried = await call(t, finance, 'POST', `/api/v0/admin/payouts/${mine.id}/retry`);
    expect(retried.body.entity.status).toBe('requested');
    expect((await call(t, doctor, 'GET', '/api/v0/payout')).body.entity.availablePaise).toBe(0);
    await call(t, finance, 'POST', `/api/v0/admin/payouts/${mine.id}/approve`);
    const paid = await call(t, finance, 'POST', `/api/v0/admin/payouts/${mine.id}/paid`, { bankReference: 'UTR12345' });
    expect(paid.body.entity).toMatchObject({ status: 'paid', bankReference: 'UTR12345' });
    const told = (await call(t, doctor, 'GET', '/api/v1/notification')).body.entity.items.filter((n: { kind: string }) => n.kind.startsWith('payout'));
    expect(told.map((n: { kind: string }) => n.kind).sort()).toEqual(['payoutDetailsChanged', 'payoutFailed', 'payoutPaid']);
    expect(told.find((n: { kind: string }) => n.kind === 'payoutPaid').body).toBe('Your payout of ₹340 was sent to your account. Bank reference UTR12345.');
    const earners = (await call(t, finance, 'GET', '/api/v0/admin/earners')).body.entity.items;
    expect(earners.find((e: { userId: number }) => e.userId === doctor.id)).toMatchObject({ availablePaise: 0, method: { type: 'upiId' } });
  });

  it('adjustments need a reason and never take the balance below zero', async () => {
    const take = await call(t, finance, 'POST', `/api/v0/admin/earners/${doctor.id}/adjust`, { amountPaise: -100, reason: 'Correction', idempotencyKey: 'adjust-doctor-1' });
    expect(take.status).toBe(422);
    expect(take.body.message.error).toBe('This is more than your available balance.');
    const give = await call(t, finance, 'POST', `/api/v0/admin/earners/${doctor.id}/adjust`, { amountPaise: 2_000, reason: 'Goodwill for a late payout', idempotencyKey: 'adjust-doctor-2' });
    expect(give.status).toBe(201);
    expect((await call(t, finance, 'POST', `/api/v0/admin/earners/${doctor.id}/adjust`, { amountPaise: 2_000, reason: 'Goodwill for a late payout', idempotencyKey: 'adjust-doctor-2' })).status).toBe(200);
    expect((await call(t, doctor, 'GET', '/api/v0/payout')).body.entity.availablePaise).toBe(2_000);
    expect((await call(t, finance, 'POST', `/api/v0/admin/earners/${doctor.id}/adjust`, { amountPaise: 2_000, reason: '', idempotencyKey: 'adjust-doctor-3' })).status).toBe(400);
  });

  it('the weekly job pays every earner with enough available and settled details, once per week', async () => {
    await earn(t, partner.id, 30_000, 9010);
    // The partner's earlier payout is still in flight: paid first.
    const inFlight = (await call(t, finance, 'GET', '/api/v0/admin/payouts?status=requested')).body.entity.items.filter((i: { userId: number }) => i.userId === partner.id);
    for (const p of inFlight) {
      await call(t, finance, 'POST', `/api/v0/admin/payouts/${p.id}/approve`);
      await call(t, finance, 'POST', `/api/v0/admin/payouts/${p.id}/paid`, { bankReference: `NEFT${p.id}X` });
    }
    // One pass of the queue runs the week's job (and the release job): one payout for the partner, none for the
    // doctor (nothing available); a second pass in the same week makes nothing more.
    await t.app.jobs.enqueue('payouts.weekly', {}, { key: 'test-week-1' });
    await t.app.jobs.tick();
    const after = (await call(t, partner, 'GET', '/api/v0/payout')).body.entity;
    expect(after).toMatchObject({ availablePaise: 0, inFlightPaise: 30_000 });
    expect(after.payouts[0]).toMatchObject({ status: 'requested', grossPaise: 30_000 });
    await t.app.earnings.adjust(finance.id, partner.id, 20_000, 'test: more', 'test-more-1');
    await t.app.jobs.enqueue('payouts.weekly', {}, { key: 'test-week-2' });
    await t.app.jobs.tick();
    // A payout still in flight: the job waits for it rather than stacking another.
    expect((await call(t, partner, 'GET', '/api/v0/payout')).body.entity).toMatchObject({ availablePaise: 20_000, inFlightPaise: 30_000 });
  });
});
