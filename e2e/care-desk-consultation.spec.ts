/**
 * Issue 8, part 8: a visitor asks Dr. Anjali Menon for an online consultation; she accepts it for right now; both
 * join the video room in two browser contexts (Chromium's fake camera and microphone) and see each other; she writes
 * a note and a prescription from the catalog; the patient sees it at once, downloads the PDF and adds it to the cart.
 */
import { expect, test, type Page } from './test.ts';
import { freshMobile, lastOutboxId, logInDemo, readOtp } from './support.ts';

const DOCTOR = '9000001002'; // Dr. Anjali Menon, Kochi (README, demo logins)

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      // Both browsers run on this machine: let them use their real local addresses as ICE candidates.
      '--disable-features=WebRtcHideLocalIpsWithMdns',
    ],
  },
  permissions: ['camera', 'microphone'],
});

/** The India date and the next five-minute mark from now (HH:MM), for an appointment that starts at once. */
function nowInIndia() {
  const ist = new Date(Date.now() + 330 * 60_000);
  let minutes = Math.ceil((ist.getUTCHours() * 60 + ist.getUTCMinutes() + 1) / 5) * 5;
  let day = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
  if (minutes >= 1440) {
    minutes -= 1440;
    day = new Date(day.getTime() + 86_400_000);
  }
  return { date: day.toISOString().slice(0, 10), time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` };
}

async function logInWithOtp(page: Page, mobile: string, redirectTo: string) {
  await page.goto(`/login-individual?redirectTo=${encodeURIComponent(redirectTo)}`);
  const after = lastOutboxId();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, after));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL((u) => u.pathname === redirectTo);
}

const remoteVideoWidth = (page: Page) => page.evaluate(() => (document.querySelector('[data-testid="remote-video"]') as HTMLVideoElement | null)?.videoWidth ?? 0);

test('doctor and patient meet in the video room; the patient buys the prescription in one click', async ({ page, browser, request }) => {
  // Two browsers with video; as the first journey of a shard it also meets the server cold (CI measured 2.6 min once).
  test.setTimeout(240_000);
  const found = await request.get('/api/pub/v2/doctors?search=Anjali%20Menon');
  const doctorId = (await found.json()).entity.items[0].id as number;
  const mobile = freshMobile();

  // The visitor's request, with the OTP from their SMS.
  await page.goto(`/request-appointment?doctorId=${doctorId}`);
  await page.getByLabel('Patient name').fill('Lakshmi Nair');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Pincode').fill('682016');
  await page.getByLabel('Health problem').fill('Dry eyes and headaches after screen work for two months.');
  await page.getByLabel('Online (video)').check();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile));
  await page.getByRole('button', { name: 'Confirm and send request' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment request has been sent.' })).toBeVisible();

  // The doctor accepts it for the next five-minute mark: the room is open at once.
  const doctor = await (await browser.newContext({ permissions: ['camera', 'microphone'] })).newPage();
  await logInDemo(doctor, DOCTOR, '/appointment-requests');
  const card = doctor.getByRole('listitem').filter({ has: doctor.getByRole('heading', { name: 'Lakshmi Nair' }) });
  await card.getByText('Fix a time now (optional)').click();
  const when = nowInIndia();
  await card.getByLabel('Date').fill(when.date);
  await card.getByLabel('Time (India)').fill(when.time);
  await card.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(doctor.getByText('Request accepted and the appointment is booked.')).toBeVisible();

  // The patient now has an account with that number; both open the consultation from My appointments.
  await logInWithOtp(page, mobile, '/my-appointments');
  await page.getByRole('link', { name: 'Join video consultation' }).click();
  await expect(page.getByRole('heading', { name: 'Consultation with Dr. Anjali Menon' })).toBeVisible();
  const apptPath = new URL(page.url()).pathname;

  await doctor.goto('/my-appointments');
  await doctor.getByRole('listitem').filter({ hasText: 'Lakshmi Nair' }).getByRole('link', { name: 'Join video consultation' }).click();
  await expect(doctor.getByRole('heading', { name: 'Consultation with Lakshmi Nair' })).toBeVisible();
  expect(new URL(doctor.url()).pathname).toBe(apptPath);

  // Before starting, the doctor sees who the patient is, and that they have not yet consented.
  await expect(doctor.getByTestId('patient-identity')).toContainText('Lakshmi Nair');
  await expect(doctor.getByTestId('patient-identity')).toContainText('The patient has not yet given consent to the video consultation.');
  await doctor.getByRole('button', { name: 'Join video' }).click();
  await expect(doctor.getByText('Waiting for Lakshmi Nair to join…')).toBeVisible();
  // The patient consents (Telemedicine Practice Guidelines) before the room is offered.
  await expect(page.getByRole('button', { name: 'Join video' })).toHaveCount(0);
  await expect(page.getByTestId('consent')).toContainText('I agree to consult Dr. Anjali Menon by video.');
  await page.getByRole('button', { name: 'I agree, let me join' }).click();
  await page.getByRole('button', { name: 'Join video' }).click();
  await expect(page.locator('section[data-state="connected"]')).toBeVisible({ timeout: 30_000 });
  await expect(doctor.locator('section[data-state="connected"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Connected with Dr. Anjali Menon')).toBeVisible();
  // Real frames arrive on both sides (the fake camera's picture).
  await expect.poll(() => remoteVideoWidth(page), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => remoteVideoWidth(doctor), { timeout: 20_000 }).toBeGreaterThan(0);

  // Nobody else gets in: another patient is refused the room.
  const other = await (await browser.newContext()).newPage();
  await logInDemo(other, '9000000001', '/my-appointments');
  const refused = await other.goto(apptPath);
  expect(refused?.status()).toBe(404);

  // The doctor writes a note and the prescription while the call runs.
  await doctor.getByLabel('New note').fill('Computer vision strain. Pitta aggravation of the eyes.');
  await doctor.getByRole('button', { name: 'Save note' }).click();
  await expect(doctor.getByText('Note saved.')).toBeVisible();
  await doctor.getByLabel('Search medicines').fill('Triphala Guggulu');
  await doctor.getByRole('button', { name: 'Search', exact: true }).click();
  const result = doctor.getByRole('form', { name: /^Prescribe Triphala Guggulu/ }).first();
  // Each match opens to its prescribing form (a single match is open already): decided once the matches are shown.
  const matches = doctor.getByRole('list', { name: 'Matching medicines' });
  await expect(matches).toBeVisible();
  if (!(await result.isVisible())) await matches.getByText('Triphala Guggulu').first().click();
  await result.getByLabel('Dose').fill('2 tablets twice a day');
  await result.getByLabel('Duration').fill('30 days');
  await result.getByLabel('Instructions').fill('After food, with warm water');
  await result.getByRole('button', { name: 'Add to prescription' }).click();
  await expect(doctor.getByText('Medicine added to the prescription.')).toBeVisible();
  await doctor.getByLabel('Diagnosis').fill('Netra Pitta (eye strain)');
  await doctor.getByLabel('Advice').fill('Palming and blinking exercises every hour.\nTriphala eye wash in the morning.');
  await doctor.getByRole('button', { name: 'Save diagnosis and advice' }).click();
  await expect(doctor.getByText('Prescription saved.')).toBeVisible();
  // The video kept running through the doctor's saves.
  await expect(doctor.locator('section[data-state="connected"]')).toBeVisible();

  // The patient's page updates by itself, with the shared note and the prescription.
  const rx = page.locator('#prescription');
  await expect(rx).toContainText('Triphala Guggulu', { timeout: 15_000 });
  await expect(rx).toContainText('2 tablets twice a day · 30 days');
  await expect(rx).toContainText('Netra Pitta (eye strain)');
  // The prescriber's registration and council, and the patient, as the Telemedicine Practice Guidelines require.
  await expect(rx.getByTestId('rx-parties')).toContainText('Reg. no. 32/AYU/1002, Kerala State Board of Indian Medicine');
  await expect(rx.getByTestId('rx-parties')).toContainText('Lakshmi Nair');
  await expect(page.getByText('Computer vision strain. Pitta aggravation of the eyes.')).toBeVisible();

  const download = page.waitForEvent('download');
  await rx.getByRole('link', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^RX-\d{6}\.pdf$/);

  await rx.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByText('1 medicine added to your cart.')).toBeVisible();
  await expect(page.locator('section[data-state="connected"]')).toBeVisible();
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page.getByText(/Triphala Guggulu/).first()).toBeVisible();

  // Leaving: the doctor sees the patient go.
  await page.goto('/my-appointments');
  await expect(doctor.getByText('Waiting for Lakshmi Nair to join…')).toBeVisible({ timeout: 15_000 });
});
