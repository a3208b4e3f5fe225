import { expect, test } from './test.ts';
import { freshMobile, lastOutboxId, readOtp } from './support.ts';

test('a new user gets ₹100 nirog money: the welcome modal says so and /nirogmoney shows the balance and the entry', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/sign-up-individual');
  await page.getByLabel('Full name').fill('Kavya Iyer');
  await page.getByLabel('Mobile number').fill(mobile);
  const before = lastOutboxId();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  const modal = page.getByRole('dialog', { name: 'Welcome to Nirog, Kavya!' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('₹100', { exact: true })).toBeVisible();
  await modal.getByRole('button', { name: 'Skip' }).click();
  await expect(modal).toHaveCount(0);

  // The account menu leads to the wallet.
  await page.getByRole('banner').getByText('Kavya', { exact: true }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Nirog money' }).click();
  await expect(page).toHaveURL(/\/nirogmoney$/);
  await expect(page.getByRole('heading', { name: 'Nirog money', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹100');
  await expect(page.getByText('NirogMoney is not applicable to Kottakal medicines if added to your cart.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Welcome reward' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('+₹100');
});

test('/nirogmoney needs a session', async ({ page }) => {
  await page.goto('/nirogmoney');
  await expect(page).toHaveURL(/\/login-individual\?redirectTo=%2Fnirogmoney/);
});
