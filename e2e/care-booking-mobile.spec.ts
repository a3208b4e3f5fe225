/**
 * Issue 19, items 7-9 on a 360 px phone (decision 044): the "Book · ₹fee" bar jumps to the slot picker, which comes
 * before the long profile sections; booking lands on the confirmation page at its top, with the time in India time,
 * what to do next and an .ics file; after paying online the patient lands on the same page; only the patient sees
 * it. A doctor's photo shows where they uploaded one (initials otherwise); the desk calendar opens on today.
 */
import fs from 'node:fs';
import { expect, test } from './test.ts';
import { logInDemo } from './support.ts';
import { signUpFresh } from './checkout-support.ts';

const DOCTOR_PAGE = '/ayurveda/new-delhi/doctor/dr-vikram-joshi';
const CLINIC_PAGE = '/ayurveda/new-delhi/clinic/dhanvantari-ayurveda-clinic';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('the book bar reaches the slot picker; booking lands on the confirmation at the top, with an .ics file', async ({ page, browser }) => {
  await signUpFresh(page, 'Meera Pillai', DOCTOR_PAGE);
  const panel = page.getByTestId('booking-panel');
  const picker = panel.getByRole('group', { name: 'Choose a time (India time)' });
  // The picker comes before the long profile sections.
  const pickerTop = (await picker.boundingBox())!.y;
  expect(pickerTop).toBeLessThan((await page.getByRole('heading', { name: 'Consultation timings' }).boundingBox())!.y);
  expect(pickerTop).toBeLessThan((await page.getByRole('heading', { name: 'Patient reviews' }).boundingBox())!.y);

  // The bar names the fee and jumps to the picker.
  const bar = page.getByTestId('book-bar').getByRole('link', { name: 'Book · ₹500' });
  await expect(bar).toBeVisible();
  await bar.click();
  await expect(page).toHaveURL(/#book$/);
  await expect(picker).toBeInViewport();
  // With the panel on screen the bar steps aside: it never covers the panel's own button.
  await expect(page.getByTestId('book-bar')).toHaveAttribute('aria-hidden', 'true');

  // Video, on the sixth day shown, its first free time, paid to the doctor.
  const sixth = panel.getByRole('navigation', { name: 'Date' }).getByRole('link').nth(5);
  await sixth.click();
  await expect(page).toHaveURL(/date=/);
  // The day's own times are read once that day is the one shown (the address changes before the picker redraws).
  await expect(sixth).toHaveAttribute('aria-current', 'date');
  const slot = picker.locator('label').first();
  const time = (await slot.innerText()).trim();
  await slot.click();
  await panel.getByRole('radio', { name: 'Pay the doctor directly after the consultation' }).check();
  await panel.getByRole('button', { name: 'Book appointment' }).click();
  // A first video consultation asks for the patient's gender and age (for the prescription).
  const identity = panel.getByTestId('patient-identity-fields');
  await identity.getByLabel('Patient’s gender').selectOption({ label: 'Female' });
  await identity.getByLabel('Patient’s date of birth').fill('1990-03-14');
  await panel.getByRole('button', { name: 'Book appointment' }).click();

  // The confirmation page, at its top.
  await expect(page).toHaveURL(/\/my-appointments\/\d+$/);
  const done = page.getByTestId('booking-confirmation');
  const heading = done.getByRole('heading', { name: 'Appointment booked', level: 1 });
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(done).toContainText('Dr. Vikram Joshi');
  await expect(done).toContainText('Video consultation');
  await expect(done).toContainText('Meera Pillai');
  await expect(done.getByTestId('confirmation-when')).toContainText(new RegExp(`${time.replace(/\s+/g, '\\s*')} \\(India time\\)`, 'i'));
  const id = (await done.getByTestId('booking-id').innerText()).trim();
  await expect(done.getByRole('link', { name: 'Join the video consultation' })).toHaveAttribute('href', `/appointment-consultation/${id}`);
  await expect(done.getByRole('link', { name: 'Reschedule' })).toHaveAttribute('href', `/my-appointments/reschedule/${id}`);
  await expect(done.getByText('Cancel this appointment')).toBeVisible();

  // Add to calendar: an .ics file whose start is the slot's instant in UTC.
  const [download] = await Promise.all([page.waitForEvent('download'), done.getByRole('link', { name: 'Add to calendar' }).click()]);
  expect(download.suggestedFilename()).toBe(`appointment-${id}.ics`);
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  const appt = (await (await page.request.get(`/api/v3/appointments/${id}`)).json()).entity;
  const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(`\r\nDTSTART:${utc(appt.startsAt)}\r\n`);
  expect(ics).toContain(`\r\nUID:appointment-${id}@`);
  expect(ics).toContain('SUMMARY:Video consultation with Dr. Vikram Joshi');

  // Another patient cannot open it.
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const otherPage = await other.newPage();
  await logInDemo(otherPage, '9000000001', '/my-appointments');
  const res = await otherPage.goto(`/my-appointments/${id}`);
  expect(res!.status()).toBe(404);
  await other.close();
});

test('booking a paid consultation from the clinic page: after paying the patient lands on the confirmation page', async ({ page }) => {
  await signUpFresh(page, 'Farhan Qureshi', CLINIC_PAGE);
  const bar = page.getByTestId('book-bar').getByRole('link', { name: /^Book · ₹\d/ });
  const fee = (await bar.innerText()).replace(/^.*Book · /, '').trim();
  await bar.click();
  const panel = page.getByTestId('booking-panel');
  const times = panel.getByRole('group', { name: 'Choose a time (India time)' }).getByRole('link');
  await expect(times.first()).toBeInViewport();
  // The second time of a day is chosen (the doctor's page must carry the choice, not its default); late in the day
  // the first day shown may have only one time left, so go to the first day with two or more.
  if ((await times.count()) < 2) {
    const later = panel.getByRole('navigation', { name: 'Date' }).getByRole('link', { name: /, ([2-9]|\d\d+) free slots$/ }).first();
    await later.click();
    await expect(later).toHaveAttribute('aria-current', 'date');
  }
  // A time on the clinic page continues on the doctor's page with it chosen, in-clinic at this clinic.
  const time = (await times.nth(1).innerText()).trim();
  await times.nth(1).click();
  await expect(page).toHaveURL(/\/doctor\/.*mode=1.*slot=/);
  const booking = page.getByTestId('booking-panel');
  await expect(booking.getByRole('radio', { name: time })).toBeChecked();
  await expect(booking.getByRole('radio', { name: /Pay online now/ })).toBeChecked();
  await booking.getByRole('button', { name: 'Book appointment' }).click();

  // At the gateway, then back on the confirmation page, at its top.
  await page.getByRole('button', { name: new RegExp(`^Pay ${fee.replace('₹', '₹\\s*')}`) }).click();
  await expect(page).toHaveURL(/\/my-appointments\/\d+\?toast=paymentReceived$/);
  const done = page.getByTestId('booking-confirmation');
  await expect(done.getByRole('heading', { name: 'Appointment booked', level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(done).toContainText('In-clinic consultation');
  await expect(done).toContainText('Dhanvantari Ayurveda Clinic');
  await expect(done).toContainText(`${fee} · Paid online`);
  await expect(done.getByRole('link', { name: 'Open the clinic in Google Maps' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Dhanvantari%20Ayurveda%20Clinic/);
  await expect(done.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
});

test('a doctor photo shows where the doctor uploaded one, initials otherwise', async ({ page }) => {
  // Dr. Anjali Menon (README, demo logins) uploads a photo on her profile.
  await logInDemo(page, '9000001002', '/profile');
  await page.getByRole('link', { name: /Add a picture|Change picture/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Your profile picture' });
  await dialog.getByLabel('Picture').setInputFiles({ name: 'anjali.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByText('Your profile picture has been updated')).toBeVisible();

  await page.goto('/ayurveda/kochi/doctors');
  const card = page.getByTestId('doctor-card').filter({ hasText: 'Dr. Anjali Menon' });
  const photo = card.getByTestId('doctor-photo');
  await expect(photo).toHaveAttribute('width', '64');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(card.getByTestId('doctor-initials')).toHaveCount(0);
  // A doctor without a photo shows initials.
  await page.goto('/ayurveda/new-delhi/doctors');
  const vikram = page.getByTestId('doctor-card').filter({ hasText: 'Dr. Vikram Joshi' });
  await expect(vikram.getByTestId('doctor-initials')).toHaveText('VJ');
  await expect(vikram.getByTestId('doctor-photo')).toHaveCount(0);
  // And her own page shows it large.
  await page.goto('/ayurveda/kochi/doctors');
  await page.getByRole('link', { name: 'Dr. Anjali Menon', exact: true }).click();
  await expect(page.getByRole('main').getByTestId('doctor-photo')).toHaveAttribute('width', '96');
});

test('the desk calendar opens on today’s day view on a phone', async ({ page }) => {
  await logInDemo(page, '9000001001', '/appointment-calendar');
  const phone = page.getByTestId('calendar-phone');
  await expect(phone).toBeVisible();
  await expect(page.getByTestId('calendar-desktop')).toBeHidden();
  await expect(phone.getByRole('link', { name: 'Day', exact: true })).toHaveAttribute('aria-current', 'page');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await expect(phone.getByRole('link', { name: 'Today' })).toHaveAttribute('href', `/appointment-calendar?view=day&date=${today}`);
  // One day column: today's.
  await expect(phone.getByRole('region')).toHaveCount(1);
  await expect(phone.getByRole('region')).toBeInViewport({ ratio: 0.01 });
});
