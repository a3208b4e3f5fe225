/**
 * Issue 25 parts 6-7 (decision 072): Dr. Vikram Joshi sees his consultation earnings in every state and his past
 * payout, changes his payout details to a UPI id with an OTP, and sees payouts held for 24 hours.
 */
import { expect, test } from './test.ts';
import { lastOutboxId, logInDemo, readOtp } from './support.ts';

const DOCTOR = '9000001001'; // Dr. Vikram Joshi (demo earnings, README)

test('a doctor sees his earnings and a payout, adds a UPI id with an OTP and sees the 24-hour hold', async ({ page }) => {
  await logInDemo(page, DOCTOR, '/reseller/earnings');
  await expect(page.getByRole('heading', { name: 'Earnings and payouts' })).toBeVisible();
  // The demo ledger: fees earned (pending, available, cancelled by a refund) less the platform's part, and a paid payout.
  const ledger = page.getByRole('region', { name: 'Ledger' });
  await expect(ledger.getByText('Pending', { exact: true })).toBeVisible();
  await expect(ledger.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(ledger.getByText(/fee ₹\d+ of ₹500/).first()).toBeVisible();
  const payouts = page.getByRole('region', { name: 'Payouts' });
  await expect(payouts.getByText(/Paid/).first()).toBeVisible();
  await expect(payouts.getByText(/Ref\. HDFCN52026110412/)).toBeVisible();
  await expect(payouts.getByText(/Amount ₹900 · TDS ₹0 \(2%, 194H\)/)).toBeVisible();

  // Payout details: a UPI id this time. A malformed id is refused before any OTP is sent.
  await page.getByRole('link', { name: 'Bank details' }).click();
  await expect(page.getByRole('heading', { name: 'Bank details', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'UPI id' }).check();
  await page.getByLabel('Account holder name').fill('Vikram Joshi');
  await page.getByRole('textbox', { name: 'UPI id' }).fill('vikram.joshi-okicici');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Enter a valid UPI id, for example name@okbank.')).toBeVisible();
  await page.getByRole('textbox', { name: 'UPI id' }).fill('vikram.joshi@okicici');
  const after = lastOutboxId();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Successfully sent Otp!')).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(DOCTOR, after));
  await page.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByText('Payout details saved. Payouts are held for 24 hours.')).toBeVisible();
  await expect(page.getByText('UPI id: vikram.joshi@okicici')).toBeVisible();
  await expect(page.getByText(/Payouts on hold until/)).toBeVisible();

  // Back on the earnings page the hold is explained and no payout can be requested.
  await page.getByRole('link', { name: 'See your earnings' }).click();
  await expect(page.getByText('Your payout details changed recently. Payouts resume 24 hours after the change.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Request payout/ })).toHaveCount(0);
});
