/**
 * Issue 8, part 6: a visitor leaves an appointment request with an OTP-confirmed number; the doctor accepts it (and
 * fixes a time), and a lead near the doctor is taken from /my-leads.
 */
import { expect, test, type Page } from './test.ts';
import { freshMobile, logInDemo, readOtp } from './support.ts';

const DOCTOR = '9000001001'; // Dr. Vikram Joshi, New Delhi (README, demo logins)

async function leaveRequest(page: Page, path: string, who: { name: string; mobile: string; pin: string; problem: string; type: 'Online (video)' | 'In-clinic' }) {
  await page.goto(path);
  await page.getByLabel('Patient name').fill(who.name);
  await page.getByLabel('Mobile number').fill(who.mobile);
  await page.getByLabel('Pincode').fill(who.pin);
  await page.getByLabel('Health problem').fill(who.problem);
  await page.getByLabel(who.type).check();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Successfully sent Otp!')).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(who.mobile));
  await page.getByRole('button', { name: 'Confirm and send request' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment request has been sent.' })).toBeVisible();
}

test('a visitor asks Dr. Vikram Joshi for a video consultation; he accepts and fixes a time', async ({ page, browser, request }) => {
  const found = await request.get('/api/pub/v2/doctors?search=Vikram%20Joshi');
  const doctorId = (await found.json()).entity.items[0].id as number;
  const mobile = freshMobile();

  // From the doctor's page, the visitor asks to be called instead of picking a slot.
  await page.goto('/ayurveda/new-delhi/doctor/dr-vikram-joshi');
  await page.getByTestId('booking-panel').getByRole('link', { name: 'Request an appointment' }).click();
  await expect(page).toHaveURL(`/request-appointment?doctorId=${doctorId}`);
  // A wrong OTP is refused on its field; the right one sends the request.
  await expect(page.getByRole('heading', { name: 'Request an appointment with Dr. Vikram Joshi' })).toBeVisible();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Full Name is Required')).toBeVisible();
  await page.getByLabel('Patient name').fill('Savitri Bai');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Pincode').fill('110017');
  await page.getByLabel('Health problem').fill('Joint pain in both knees for six months, worse in winter.');
  await page.getByLabel('Online (video)').check();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Successfully sent Otp!')).toBeVisible();
  const otp = await readOtp(mobile);
  await page.getByLabel('OTP', { exact: true }).fill(otp === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm and send request' }).click();
  await expect(page.getByText('The OTP you entered is incorrect.')).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(otp);
  await page.getByRole('button', { name: 'Confirm and send request' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment request has been sent.' })).toBeVisible();
  await expect(page.getByText('Dr. Vikram Joshi will call you to fix a time.')).toBeVisible();

  // The doctor, in another browser, finds it among new requests and books it for tomorrow at 11:30.
  const doctor = await (await browser.newContext()).newPage();
  await logInDemo(doctor, DOCTOR, '/appointment-requests');
  const card = doctor.getByRole('listitem').filter({ has: doctor.getByRole('heading', { name: 'Savitri Bai' }) });
  await expect(card).toContainText('Joint pain in both knees');
  await expect(card).toContainText('Online (video)');
  await expect(card.getByRole('link', { name: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` })).toBeVisible();
  await card.getByText('Fix a time now (optional)').click();
  // Tomorrow's date in India.
  const tomorrow = new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  await card.getByLabel('Date').fill(tomorrow);
  await card.getByLabel('Time (India)').fill('11:30');
  await card.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(doctor.getByText('Request accepted and the appointment is booked.')).toBeVisible();

  await doctor.goto('/appointment-requests?status=accepted');
  const accepted = doctor.getByRole('listitem').filter({ has: doctor.getByRole('heading', { name: 'Savitri Bai' }) });
  await expect(accepted).toContainText('Accepted');
  await expect(accepted).toContainText(/Video consultation on .*11:30/i);
  await expect(accepted.getByRole('link', { name: 'Open patient' })).toBeVisible();
});

test('a lead near the doctor shows in My leads with the number hidden until he takes it', async ({ page, browser }) => {
  const mobile = freshMobile();
  await leaveRequest(page, '/request-appointment', { name: 'Harish Chand', mobile, pin: '110024', problem: 'Acidity and bloating after every meal.', type: 'In-clinic' });
  await expect(page.getByText('Verified Ayurvedic doctors near you can see it now')).toBeVisible();

  const doctor = await (await browser.newContext()).newPage();
  await logInDemo(doctor, DOCTOR, '/my-leads');
  const card = doctor.getByRole('listitem').filter({ has: doctor.getByRole('heading', { name: 'Harish Chand' }) });
  await expect(card).toContainText(`${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`);
  await expect(card).toContainText('The full number shows once you accept the lead.');
  await card.getByRole('button', { name: 'Accept lead' }).click();
  await expect(doctor.getByText('Lead accepted. The patient is now in My patients.')).toBeVisible();
  await expect(doctor.getByRole('heading', { name: 'Harish Chand' })).toHaveCount(0);

  await doctor.goto('/appointment-requests?status=accepted');
  const mine = doctor.getByRole('listitem').filter({ has: doctor.getByRole('heading', { name: 'Harish Chand' }) });
  await expect(mine.getByRole('link', { name: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` })).toBeVisible();
});
