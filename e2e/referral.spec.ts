/**
 * Issue 21, part 5 (decision 057): a doctor copies their referral link; a colleague signs up through it (the code
 * kept through the OTP steps) and shows in the doctor's referral history as signed up.
 */
import { expect, test } from './test.ts';
import { freshMobile, lastOutboxId, logInDemo, readOtp } from './support.ts';

const DOCTOR = '9000001001'; // Dr. Vikram Joshi (README, demo logins)

test('a doctor shares the referral link; a colleague signs up with it and appears in the history', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The doctor opens Refer and earn from the account menu's page and copies the link.
  await logInDemo(page, DOCTOR, '/referral');
  await expect(page.getByRole('heading', { name: 'Refer and earn', level: 1 })).toBeVisible();
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/sign-up\\?ref=${code}$`));

  // A colleague, in another browser, opens it and signs up as a patient; the code stays through the OTP step.
  const friend = await (await browser.newContext()).newPage();
  await friend.goto(link);
  await friend.getByRole('link', { name: /patient or caregiver/ }).click();
  await expect(friend).toHaveURL(new RegExp(`/sign-up-individual\\?ref=${code}$`));
  await expect(friend.getByText(`Referral code ${code} applied.`)).toBeVisible();
  const mobile = freshMobile();
  await friend.getByLabel('Full name').fill('Lata Referred');
  await friend.getByLabel('Mobile number').fill(mobile);
  const before = lastOutboxId();
  await friend.getByRole('button', { name: 'Send OTP' }).click();
  await expect(friend.getByText('Successfully sent Otp!')).toBeVisible();
  await friend.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
  await friend.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(friend).toHaveURL(/welcome=1/);

  // The doctor's history shows her, signed up, no reward yet.
  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: 'Lata Referred' }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Signed up')).toBeVisible();
});

test('a short referral link /r/<code> lands on sign-up with the code kept', async ({ page }) => {
  await page.goto('/r/ABCDEFGH');
  await expect(page).toHaveURL(/\/sign-up\?ref=ABCDEFGH$/);
  await page.getByRole('link', { name: /practitioner or in the trade/ }).click();
  await expect(page.getByText('Referral code ABCDEFGH applied.')).toBeVisible();
});
