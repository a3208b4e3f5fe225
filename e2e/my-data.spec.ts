/**
 * Issue 13, item 11 (DPDP): from the profile a person downloads their data and deletes their account with an OTP;
 * afterwards they are logged out and the number signs up afresh.
 */
import { expect, test } from './test.ts';
import { expectLoggedInAs, freshMobile, lastOutboxId, readOtp } from './support.ts';

test('download my data, then delete my account with the OTP sent to my number', async ({ page }) => {
  test.setTimeout(60_000);
  const mobile = freshMobile();
  await page.goto('/sign-up-individual');
  await page.getByLabel('Full name').fill('Meera Pillai');
  await page.getByLabel('Mobile number').fill(mobile);
  let before = lastOutboxId();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expectLoggedInAs(page, 'Meera');

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  const download = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download as JSON' }).click();
  const file = await download;
  const data = JSON.parse((await (await file.createReadStream()).toArray()).join(''));
  expect(data.entity.profile).toMatchObject({ fullName: 'Meera Pillai', mobileNumber: mobile });
  const pdf = await page.request.get('/api/v1/users/me/data.pdf');
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await section.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/profile\/delete-account$/);
  await expect(page.getByRole('heading', { name: 'Delete your account', level: 1 })).toBeVisible();
  before = lastOutboxId();
  await page.getByRole('button', { name: 'Send OTP to confirm' }).click();
  await expect(page.getByText('We have sent an OTP to your mobile number to confirm the deletion.')).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('The OTP you entered is incorrect.')).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/\?deleted=1$/);
  await expect(page.getByText('Your account has been deleted. We are sorry to see you go.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  const me = await page.request.get('/api/v1/users/me');
  expect(me.status()).toBe(401);
});
