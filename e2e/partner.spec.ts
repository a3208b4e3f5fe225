/**
 * Issue 25 parts 1-5 (decision 070): a verified doctor joins Nirog Partner, adds a patient with an address, builds a
 * cart for them at partner prices and sends the payment link; the patient opens the SMS link on their own phone,
 * signs up with an OTP to that number, and pays at the gateway; the doctor sees the paid order in /reseller/orders.
 */
import { expect, test } from './test.ts';
import { addPartnerPatient, freshMobile, lastOutboxId, logInDemo, payAtLocalGateway, readOtp, readPaymentLink } from './support.ts';

const DOCTOR = '9000001001'; // Dr. Vikram Joshi (README, demo logins)

test('a doctor joins, orders for a new patient and sends the link; the patient signs up and pays online', async ({ page, browser }) => {
  const mobile = freshMobile();

  // The doctor joins from the programme page.
  await logInDemo(page, DOCTOR, '/reseller');
  await expect(page.getByRole('heading', { name: 'Nirog Partner', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Join Nirog Partner' }).click();
  await expect(page).toHaveURL(/\/reseller\/selectPatientAddress/);

  // A new patient, then their address (the first one is where their medicines go).
  await addPartnerPatient(page, { name: 'Sunita Devi', mobile, street: 'House 21, Lajpat Nagar II', pincode: '110024' });
  await expect(page.getByRole('heading', { name: 'Medicines for Sunita Devi' })).toBeVisible();
  await page.getByLabel('Search medicines').fill('ashwagandha');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/You earn ₹/).first()).toBeVisible();
  await page.getByRole('button', { name: /^Add: / }).first().click();
  await expect(page.getByText('1 in cart')).toBeVisible();

  // The cart: the prescription, then the link goes out by SMS.
  await page.getByRole('navigation', { name: 'Nirog Partner' }).getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Cart for Sunita Devi' })).toBeVisible();
  await expect(page.getByText(/Commission ₹/)).toBeVisible();
  await page.getByLabel('Diagnosis').fill('Anidra (insomnia)');
  await page.getByLabel('Advice and dosage').fill('One tablet at bedtime with warm milk for 30 days.');
  const before = lastOutboxId();
  await page.getByRole('button', { name: 'Send payment link' }).click();
  await expect(page).toHaveURL(/\/reseller\/orders/);
  await expect(page.getByText('Payment link sent to the patient by SMS.')).toBeVisible();
  const order = page.getByRole('listitem').filter({ hasText: 'Sunita Devi' });
  await expect(order.getByText('Link sent')).toBeVisible();
  const link = await readPaymentLink(mobile, before);

  // The patient, on their own phone: the link asks them to log in; a new number signs up and comes back to it.
  const phone = await browser.newContext();
  const patient = await phone.newPage();
  await patient.goto(link);
  await expect(patient).toHaveURL(/\/login-individual\?redirectTo=/);
  await patient.goto(`/sign-up-individual?redirectTo=${encodeURIComponent(link)}`);
  await patient.getByLabel('Full name').fill('Sunita Devi');
  await patient.getByLabel('Mobile number').fill(mobile);
  const otpAfter = lastOutboxId();
  await patient.getByRole('button', { name: 'Send OTP' }).click();
  await patient.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, otpAfter));
  await patient.getByRole('button', { name: 'Verify and create account' }).click();
  await patient.getByRole('dialog', { name: /Welcome to Nirog/ }).getByRole('button', { name: 'Skip' }).click();
  await expect(patient.getByRole('heading', { name: 'Your medicines from Dr. Vikram Joshi' })).toBeVisible();
  await expect(patient.getByText('Anidra (insomnia)')).toBeVisible();
  await expect(patient.getByText(/House 21, Lajpat Nagar II/)).toBeVisible();
  await patient.getByRole('button', { name: 'Pay online' }).click();
  await payAtLocalGateway(patient);
  await expect(patient).toHaveURL(/\/myorders\/\d+/);
  await phone.close();

  // The doctor sees the order, paid, with the commission.
  await page.goto('/reseller/orders');
  await expect(order.getByText(/^NA\d{4}-\d{6}/)).toBeVisible();
  await expect(order.getByText('Link sent')).toHaveCount(0);
  await expect(order.getByText(/Commission: ₹/)).toBeVisible();

  // Leaving the partner area forgets the chosen patient (spec section 2): on a client-side step as on a page load.
  const chosen = async () => (await page.context().cookies()).some((c) => c.name === 'reseller_patient' && c.value !== '');
  expect(await chosen()).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Medicines', exact: true }).first().click();
  await expect(page).toHaveURL(/\/medicines$/);
  await expect.poll(chosen).toBe(false);
});
