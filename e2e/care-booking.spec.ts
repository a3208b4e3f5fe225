/**
 * Issue 8, parts 4-5: a visitor finds a doctor in a city, picks a free video slot, logs in and comes back to it, adds
 * a family member and books for them paying online (a failed attempt first, then paid at the gateway); the
 * confirmation shows the rules, an SMS arrives, and the booked slot is no longer offered. Then the booking is
 * cancelled and the fee refunded. An in-clinic booking is paid at the clinic.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './test.ts';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { payAtLocalGateway } from './support.ts';

const PATIENT = '9000000001'; // Asha Verma (README, demo logins)

function smsTo(mobile: string): Array<{ template: string; body: string }> {
  const file = path.resolve(E2E_DATA_DIR, 'outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim().endsWith('}'))
    .map((l) => JSON.parse(l))
    .filter((m) => m.channel === 'sms' && m.to === mobile);
}

test('find a doctor in New Delhi, book a video slot for a family member, pay online, then cancel for a refund', async ({ page }) => {
  await page.goto('/ayurveda/new-delhi/doctors');
  await page.getByRole('link', { name: 'Dr. Vikram Joshi', exact: true }).click();
  await expect(page).toHaveURL('/ayurveda/new-delhi/doctor/dr-vikram-joshi');
  const panel = page.getByTestId('booking-panel');
  await expect(panel.getByRole('heading', { name: 'Book a consultation' })).toBeVisible();
  await expect(panel.getByTestId('booking-rules')).toHaveText(
    'Free cancellation until 4 hours before the appointment; you can reschedule until 4 hours before. Cancelled appointments paid online are refunded in full to the way you paid.',
  );

  // Video, on the second day shown (the doctor consults by video every day), first free time.
  await panel.getByRole('navigation', { name: 'Consultation type' }).getByRole('link', { name: /Video/ }).click();
  await expect(panel.getByRole('navigation', { name: 'Consultation type' }).getByRole('link', { name: /Video/ })).toHaveAttribute('aria-current', 'true');
  const dates = panel.getByRole('navigation', { name: 'Date' }).getByRole('link');
  await dates.nth(1).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await expect(dates.nth(1)).toHaveAttribute('aria-current', 'date');
  const slots = panel.getByRole('group', { name: 'Choose a time (India time)' }).locator('label');
  const firstTime = (await slots.first().innerText()).trim();
  await slots.first().click();

  // Not logged in: log in, and come back to the same slot.
  await panel.getByRole('button', { name: 'Log in to book' }).click();
  await expect(page).toHaveURL(/\/login-individual\?redirectTo=/);
  await page.getByLabel('Mobile number').fill(PATIENT);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/ayurveda\/new-delhi\/doctor\/dr-vikram-joshi\?.*slot=/);
  await expect(panel.getByRole('radio', { name: firstTime })).toBeChecked();

  // A family member, added on the spot, is chosen for the appointment.
  await panel.getByText('Add a family member').click();
  await panel.getByLabel('Full name').fill('Kabir Verma');
  await panel.getByLabel('Relation').selectOption('child');
  await panel.getByLabel('Gender (optional)').selectOption('1');
  await panel.getByRole('button', { name: 'Save family member' }).click();
  await expect(panel.getByLabel('Appointment for')).toHaveValue(/\d+/);
  await expect(panel.getByLabel('Appointment for').locator('option:checked')).toHaveText('Kabir Verma (Child)');
  await expect(panel.getByRole('radio', { name: firstTime })).toBeChecked();

  await panel.getByLabel('What would you like to consult about? (optional)').fill('Cough that keeps coming back every winter.');
  await expect(panel.getByText('Pay the doctor directly after the consultation')).toBeVisible();
  await expect(panel.getByRole('radio', { name: /Pay online now/ })).toBeChecked();
  const confirmationsBefore = smsTo(PATIENT).filter((m) => m.template === 'appointment_booked').length;
  await panel.getByRole('button', { name: 'Book appointment' }).click();

  // A video consultation needs the patient's age for the prescription: Kabir's date of birth is asked for, once.
  const identity = panel.getByTestId('patient-identity-fields');
  await expect(identity).toContainText('Enter the patient’s date of birth: a video consultation needs their age for the prescription.');
  await expect(panel.getByRole('radio', { name: firstTime })).toBeChecked();
  await identity.getByLabel('Patient’s date of birth').fill('2019-04-02');
  await panel.getByRole('button', { name: 'Book appointment' }).click();

  // At the gateway the first attempt fails: back on the confirmation page the slot is still held, with a way to pay again.
  await page.getByRole('button', { name: 'Fail payment' }).click();
  const done = page.getByTestId('booking-confirmation');
  await expect(done.getByRole('heading', { name: 'Complete the payment to confirm' })).toBeVisible();
  await expect(done).toContainText('The payment did not go through.');
  await expect(done).toContainText('This slot is held for you until');
  expect(smsTo(PATIENT).filter((m) => m.template === 'appointment_booked').length).toBe(confirmationsBefore);
  await done.getByRole('button', { name: 'Pay ₹500 now' }).click();
  await payAtLocalGateway(page);

  await expect(page).toHaveURL(/\/my-appointments\/\d+\?toast=paymentReceived$/);
  await expect(done.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();
  await expect(done).toContainText('Kabir Verma');
  await expect(done).toContainText('Video consultation');
  await expect(done).toContainText('₹500 · Paid online');
  await expect(done).toContainText('Free cancellation until 4 hours before the appointment');
  await expect.poll(() => smsTo(PATIENT).filter((m) => m.template === 'appointment_booked').length).toBe(confirmationsBefore + 1);
  const confirmation = smsTo(PATIENT).filter((m) => m.template === 'appointment_booked').pop()!.body;
  expect(confirmation).toContain('Kabir Verma with Dr. Vikram Joshi');
  expect(confirmation).toContain('Fee paid online');

  // The slot is no longer offered to anyone.
  const bookingUrl = new URL(page.url());
  const id = await done.locator('dd').last().innerText();
  const appt = await (await page.request.get(`/api/v3/appointments/${id.trim()}`)).json();
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(appt.entity.startsAt));
  const free = await (await page.request.get(`/api/pub/v3/appointment/slots?doctorId=${appt.entity.doctor.id}&from=${date}&days=1&mode=0`)).json();
  expect(free.entity.days[0].slots.map((s: { startsAt: string }) => s.startsAt)).not.toContain(appt.entity.startsAt);
  expect(bookingUrl.pathname).toBe(`/my-appointments/${id.trim()}`);

  // Cancelled well before the notice: allowed, the fee goes back to the way it was paid, and the slot is free again.
  await done.getByText('Cancel this appointment').click();
  await done.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(done.getByText('Appointment cancelled', { exact: true })).toBeVisible();
  const cancelled = await (await page.request.get(`/api/v3/appointments/${id.trim()}`)).json();
  expect(cancelled.entity).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  const again = await (await page.request.get(`/api/pub/v3/appointment/slots?doctorId=${appt.entity.doctor.id}&from=${date}&days=1&mode=0`)).json();
  expect(again.entity.days[0].slots.map((s: { startsAt: string }) => s.startsAt)).toContain(appt.entity.startsAt);
});

test('an in-clinic booking for oneself shows the clinic address in the confirmation', async ({ page }) => {
  await page.goto(`/login-individual?redirectTo=${encodeURIComponent('/ayurveda/new-delhi/doctor/dr-vikram-joshi?mode=1')}`);
  await page.getByLabel('Mobile number').fill(PATIENT);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  const panel = page.getByTestId('booking-panel');
  await expect(panel.getByText('At Dhanvantari Ayurveda Clinic')).toBeVisible();
  // The first date with a free slot is chosen already; Sundays are days the clinic timings skip.
  const slots = panel.getByRole('group', { name: 'Choose a time (India time)' }).locator('label');
  await slots.last().click();
  await expect(panel.getByLabel('Appointment for')).toHaveValue('self');
  await panel.getByRole('radio', { name: 'Pay at the clinic' }).check();
  await panel.getByRole('button', { name: 'Book appointment' }).click();
  const done = page.getByTestId('booking-confirmation');
  await expect(done).toContainText('In-clinic consultation');
  await expect(done).toContainText('Dhanvantari Ayurveda Clinic, B-14, Lajpat Nagar II, near Central Market, New Delhi 110024');
  await expect(done).toContainText('Asha Verma');
  await expect(done).toContainText('₹800 · Pay at the clinic');
});
