/**
 * Issue 8, part 7: the doctor's desk. A signed-in patient asks Dr. Vikram Joshi for a consultation (no OTP for their
 * own number); he books it, finds it in his calendar and My appointments, and keeps the patient's file: details,
 * delivery address, notes and a medical record. The clinic edits its hours and adds a doctor.
 */
import { expect, test, type Page } from './test.ts';
import { logInDemo } from './support.ts';

const DOCTOR = '9000001001'; // Dr. Vikram Joshi
const PATIENT = '9000000001'; // Asha Verma
const CLINIC = '9000000003'; // Dhanvantari Ayurveda Clinic
const REMOVE_DOCTOR = 'Remove';

/** A date some days ahead, in India. */
const indiaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('the doctor books a patient\'s request and keeps their file', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const found = await page.request.get('/api/pub/v2/doctors?search=Vikram%20Joshi');
  const doctorId = (await found.json()).entity.items[0].id as number;

  // The patient, signed in, asks for themself: no OTP.
  await logInDemo(page, PATIENT, `/request-appointment?doctorId=${doctorId}`);
  await expect(page.getByLabel('Patient name')).toHaveValue('Asha Verma');
  await expect(page.getByLabel('Mobile number')).toHaveValue(PATIENT);
  await page.getByLabel('Pincode').fill('110024');
  await page.getByLabel('Health problem').fill('Stiff lower back every morning for a year.');
  await page.getByLabel('In-clinic').check();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment request has been sent.' })).toBeVisible();
  await page.getByRole('link', { name: 'My appointments' }).click();
  await expect(page.getByRole('region', { name: 'My appointment requests' })).toContainText('Dr. Vikram Joshi');

  // The doctor books it at the clinic in four days, 10:20.
  const doctor = await (await browser.newContext()).newPage();
  await logInDemo(doctor, DOCTOR, '/appointment-requests');
  const request = card(doctor, 'Asha Verma').filter({ hasText: 'Stiff lower back' });
  await request.getByText('Fix a time now (optional)').click();
  const day = indiaDate(4);
  await request.getByLabel('Date').fill(day);
  await request.getByLabel('Time (India)').fill('10:20');
  await request.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(doctor.getByText('Request accepted and the appointment is booked.')).toBeVisible();

  // It is in his day view at 10:20 and among his upcoming appointments.
  await doctor.goto(`/appointment-calendar?view=day&date=${day}`);
  await expect(doctor.getByRole('link', { name: /10:20 AM Asha Verma/ })).toBeVisible();
  await doctor.getByRole('link', { name: 'Week' }).click();
  await expect(doctor.getByRole('link', { name: /10:20 AM Asha Verma/ })).toBeVisible();
  await doctor.goto('/my-appointments');
  const appt = doctor.getByRole('listitem').filter({ hasText: 'Stiff lower back' });
  await expect(appt).toContainText('Dhanvantari Ayurveda Clinic');
  await expect(appt).toContainText('Booked');

  // The patient's file: details, address, a note, a record.
  await appt.getByRole('link', { name: 'Open patient' }).click();
  await expect(doctor.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
  await doctor.getByRole('link', { name: 'Edit' }).click();
  await expect(doctor).toHaveURL(/\/my-patients\/edit\/\d+$/);
  await doctor.getByLabel('Gender').selectOption({ label: 'Female' });
  await doctor.getByLabel('Date of birth').fill('1985-07-14');
  await doctor.getByRole('button', { name: 'Save' }).click();
  await expect(doctor.getByText('Patient details saved.')).toBeVisible();
  await expect(doctor.getByText(/\d+ years · Female/)).toBeVisible();

  await doctor.getByRole('link', { name: 'Choose address' }).click();
  await doctor.getByRole('link', { name: 'Add an address' }).click();
  const dialog = doctor.getByRole('dialog', { name: /address/i });
  await dialog.getByLabel('Full name').fill('Asha Verma');
  await dialog.getByLabel('Mobile number').fill('9876543210');
  await dialog.getByLabel('House / flat no., building, street').fill('House 12, Lajpat Nagar II');
  await dialog.getByLabel('Pincode').fill('110024');
  await expect(dialog.getByLabel('City')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(doctor.getByText('Delivery address chosen.')).toBeVisible();
  await expect(doctor.getByText('House 12, Lajpat Nagar II')).toBeVisible();

  await doctor.getByLabel('New note').fill('Lumbar stiffness, Vata. Advised Kati Basti.');
  await doctor.getByRole('button', { name: 'Save note' }).click();
  await expect(doctor.getByText('Note saved.')).toBeVisible();
  await expect(doctor.getByRole('paragraph').filter({ hasText: 'Lumbar stiffness, Vata. Advised Kati Basti.' })).toBeVisible();

  await doctor.getByLabel('Title').fill('X-ray lumbar spine');
  await doctor.getByLabel('File', { exact: true }).setInputFiles({ name: 'xray.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
  await doctor.getByRole('button', { name: 'Add record' }).click();
  await expect(doctor.getByText('Medical record added.')).toBeVisible();
  const record = doctor.getByRole('link', { name: 'X-ray lumbar spine' });
  await expect(record).toBeVisible();
  const file = await doctor.request.get(await record.getAttribute('href') as string);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');

  // The patient sees the record the doctor who treats her added, among her own.
  await page.goto('/my-appointments');
  await expect(page.getByRole('link', { name: 'X-ray lumbar spine' })).toBeVisible();
  await expect(page.getByText('added by Dr. Vikram Joshi')).toBeVisible();

  // My patients lists her with the coming visit.
  await doctor.goto('/my-patients?searchType=upcoming');
  await expect(doctor.getByRole('link', { name: 'Asha Verma' })).toBeVisible();
});

test('the clinic keeps its hours and doctors at /myclinic', async ({ page }) => {
  await logInDemo(page, CLINIC, '/myclinic');
  await expect(page.getByRole('heading', { name: 'Dhanvantari Ayurveda Clinic' })).toBeVisible();
  await page.getByLabel('Sunday, span 1: opens').fill('10:00');
  await page.getByLabel('Sunday, span 1: closes').fill('13:00');
  await page.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('Opening hours saved.')).toBeVisible();
  await expect(page.getByLabel('Sunday, span 1: opens')).toHaveValue('10:00');

  await page.getByLabel("Doctor's mobile number").fill('9000000001');
  await page.getByRole('button', { name: 'Add doctor' }).click();
  await expect(page.getByText('No verified doctor on Nirog uses this mobile number.')).toBeVisible();
  await page.getByLabel("Doctor's mobile number").fill('9000001002');
  await page.getByRole('button', { name: 'Add doctor' }).click();
  await expect(page.getByText('Doctor added to the clinic.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dr. Anjali Menon' })).toBeVisible();

  // Put the demo clinic back as it was (the directory journeys read its hours and doctors).
  await page.getByRole('listitem').filter({ hasText: 'Dr. Anjali Menon' }).getByRole('button', { name: REMOVE_DOCTOR }).click();
  await expect(page.getByRole('link', { name: 'Dr. Anjali Menon' })).toHaveCount(0);
  await page.getByLabel('Sunday, span 1: opens').fill('');
  await page.getByLabel('Sunday, span 1: closes').fill('');
  await page.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('Opening hours saved.')).toBeVisible();
  await expect(page.getByLabel('Sunday, span 1: opens')).toHaveValue('');
});
