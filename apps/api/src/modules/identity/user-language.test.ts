/**
 * Issue 15, parts 2-3: the language a user reads is kept with the account (the switch while logged in saves it, a
 * login brings it back to the browser), and what is sent to them in the background or by someone else (an operator's
 * order step, the other party of an appointment, a reminder job) is in their language, not the sender's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { call, ist, makeDoctor, makePatient } from '../care/care-test-kit.ts';
import { createOrderKit, type OrderKit } from '../orders/order-test-kit.ts';
import { users } from './identity.tables.ts';

let k: OrderKit;
let t: TestApp;
beforeAll(async () => {
  k = await createOrderKit('94');
  t = k.t;
});
afterAll(async () => t?.close());

const langCookie = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === 'lang')?.value;
async function login(mobileNumber: string, cookie?: string) {
  await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber } });
  return t.app.inject({ method: 'POST', url: '/api/pub/users/login/mobile', payload: { mobileNumber, otp: t.sms.lastOtp(mobileNumber) }, headers: cookie ? { cookie } : {} });
}
const languageIn = async (id: number) => (await t.db.database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]!.language;

describe('the language on record', () => {
  it('is saved by the switch while logged in, refused when unknown, and set in the browser at the next login', async () => {
    const b = await k.buyer();
    expect(b.user.language).toBe('en'); // signed up on an English page
    const refused = await b.call('PUT', '/api/v1/users/language', { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(await languageIn(b.id)).toBe('en');
    const saved = await b.call('PUT', '/api/v1/users/language', { language: 'hi' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).entity.user.language).toBe('hi');
    expect(langCookie(saved)).toBe('hi');
    // On another device (no cookie, or an English one) the saved choice wins.
    const res = await login(b.user.mobileNumber, 'lang=en');
    expect(langCookie(res)).toBe('hi');
    expect(json(res).entity.user.language).toBe('hi');
  });

  it('a sign-up keeps the language it was made in; an account that never chose takes the browser’s at login', async () => {
    const { user, res } = await signUp(t, '9400000901', {});
    expect(user.language).toBe('en');
    const hindi = await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/register', payload: { mobileNumber: '9400000902' } });
    expect(hindi.statusCode).toBe(200);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/pub/users/verifyOtp/mobile',
      payload: { mobileNumber: '9400000902', otp: t.sms.lastOtp('9400000902'), userType: 1, fullName: 'Sita Devi' },
      headers: { cookie: 'lang=hi' },
    });
    expect(json(made).entity.user.language).toBe('hi');
    expect(langCookie(made)).toBe('hi');
    // An account from before the choice existed (language null) takes this browser's choice and keeps it.
    await t.db.database.db.update(users).set({ language: null }).where(eq(users.id, user.id));
    expect(langCookie(await login(user.mobileNumber))).toBeUndefined();
    expect(await languageIn(user.id)).toBeNull();
    expect(langCookie(await login(user.mobileNumber, 'lang=hi'))).toBe('hi');
    expect(await languageIn(user.id)).toBe('hi');
    expect(res.statusCode).toBe(201);
  });
});

describe('messages in the recipient’s language', () => {
  it('an operator working in English confirms a Hindi buyer’s order: the buyer’s SMS is in Hindi', async () => {
    const op = await k.operator();
    const b = await k.buyer();
    expect((await b.call('PUT', '/api/v1/users/language', { language: 'hi' })).statusCode).toBe(200);
    await b.add(k.pack, 1);
    const placed = await b.order(1);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json(placed).entity.order;
    const moved = await op.call('POST', `/api/v1/admin/orders/${order.id}/status`, { to: 'approved' }, { cookie: 'lang=en' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved).message).not.toMatch(/[\u0900-\u097F]/); // the operator's answer stays English
    const sms = t.sms.sent.filter((m) => m.to === b.user.mobileNumber && m.template === 'order.sms.approved');
    expect(sms.map((m) => m.body)).toEqual([`Nirog: आपके ऑर्डर ${order.orderNumber} की पुष्टि हो गई है और इसे तैयार किया जा रहा है। ट्रैक करें: /myorders/${order.hashedId}`]);
  });

  it('a Hindi patient books an English doctor: each gets the booking SMS in their own language, and the reminder job writes Hindi', async () => {
    t.clock.now = ist('2030-01-06', '10:00');
    const doctor = await makeDoctor(t, '9400000911', { fullName: 'Vikram Joshi' });
    expect((await call(t, doctor, 'PUT', '/api/v3/appointment/settings', { feeVideoPaise: 50000, feeClinicPaise: null, cancelBeforeHours: 4, rescheduleBeforeHours: 2 })).status).toBe(200);
    const timings = { timings: [{ mode: 0, clinicId: null, weekday: 1, start: '10:00', end: '12:00', slotMinutes: 30 }] };
    expect((await call(t, doctor, 'PUT', '/api/v3/appointment/timings', timings)).status).toBe(200);
    const patient = await makePatient(t, '9400000912', 'Asha Verma');
    expect((await call(t, patient, 'PUT', '/api/v1/users/language', { language: 'hi' })).status).toBe(200);
    // The patient books from a browser left in English: the texts follow each recipient's saved language.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/appointment',
      headers: { 'access-token': patient.token, cookie: 'lang=en' },
      payload: { doctorId: doctor.id, mode: 0, clinicId: null, memberPatientId: null, payment: 'clinic', startsAt: ist('2030-01-07', '11:00').toISOString() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = json(res).entity.id as number;
    const to = (mobile: string) => t.sms.sent.filter((m) => m.to === mobile).map((m) => m.body);
    expect(to('9400000912').at(-1)).toBe(`पक्का: Asha Verma का Dr. Vikram Joshi के साथ सोम, 7 जन॰ 2030, 11:00 am को। वीडियो परामर्श: समय पर Nirog पर "मेरे अपॉइंटमेंट" से शामिल हों। बुकिंग ${id}। भुगतान क्लिनिक पर करें। - Nirog`);
    expect(to('9400000911').at(-1)).toMatch(/^New appointment: Asha Verma on Mon, 7 Jan 2030, 11:00 AM\. Video consultation/);
    // The reminder goes out from a background job, with no reader at all.
    t.clock.now = ist('2030-01-07', '09:30');
    await t.app.jobs.enqueue('care.appointment-reminder', { appointmentId: id }, { key: `test-reminder:${id}` });
    await t.app.jobs.tick();
    expect(to('9400000912').at(-1)).toBe(`याद दिलाना: Asha Verma का Dr. Vikram Joshi के साथ सोम, 7 जन॰ 2030, 11:00 am को। वीडियो परामर्श: समय पर Nirog पर "मेरे अपॉइंटमेंट" से शामिल हों। बुकिंग ${id}। - Nirog`);
  });
});
