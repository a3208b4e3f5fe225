/**
 * Issue 18 parts 1 and 6 (decision 037): the admin finds a new user by mobile number, deactivates the account with a
 * reason (the user sees the spec's blocking "deactivated" modal), reactivates it, then makes the user an operator with
 * one role; the new operator's back-office nav shows only what that role opens.
 */
import { expect, test } from './test.ts';
import { expectLoggedInAs, freshMobile, lastOutboxId, logInDemo, readOtp } from './support.ts';

const ADMIN = '9000000009'; // the demo operator (admin)

test('the admin deactivates and reactivates a user by mobile number, then makes them a finance operator', async ({ page, browser }) => {
  // Two people, three logins and eight page changes.
  test.setTimeout(150_000);
  // Kavya signs up in her own browser.
  const mobile = freshMobile();
  await page.goto('/sign-up-individual');
  await page.getByLabel('Full name').fill('Kavya Rao');
  await page.getByLabel('Mobile number').fill(mobile);
  let before = lastOutboxId();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await page.getByRole('dialog', { name: /Welcome/ }).getByRole('button', { name: 'Close' }).click();
  await expectLoggedInAs(page, 'Kavya');

  // The admin finds her by mobile number and opens her page.
  const admin = await (await browser.newContext()).newPage();
  await logInDemo(admin, ADMIN, '/admin/users');
  await admin.getByLabel('Mobile, name or email').fill(mobile);
  await admin.getByRole('button', { name: 'Apply' }).click();
  await expect(admin.getByText('1-1 of 1')).toBeVisible();
  await admin.getByRole('link', { name: 'Kavya Rao' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Kavya Rao' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(admin.getByText('Support tickets are not in the platform yet')).toBeVisible();

  // A deactivation needs a reason; with one, it is done and kept in the history.
  await admin.getByRole('button', { name: 'Deactivate account' }).click();
  await expect(admin.getByText('Please give a reason.')).toBeVisible();
  await admin.getByLabel('Reason', { exact: true }).fill('Abusive messages to a doctor');
  await admin.getByRole('button', { name: 'Deactivate account' }).click();
  await expect(admin.getByText('Account deactivated. The user has been logged out.')).toBeVisible();
  const history = admin.getByRole('region', { name: 'History' });
  await expect(history).toContainText('deactivate');
  await expect(history).toContainText('Abusive messages to a doctor');

  // Kavya's next page shows the spec's blocking modal.
  await page.goto('/');
  const blocking = page.getByRole('dialog', { name: 'Your account has been deactivated' });
  await expect(blocking).toBeVisible();

  // The admin reactivates her; she logs out of the modal and logs in again.
  await admin.getByLabel('Reason', { exact: true }).fill('Apologised on the phone');
  await admin.getByRole('button', { name: 'Reactivate account' }).click();
  await expect(admin.getByText('Account reactivated. The user can log in again.')).toBeVisible();
  await blocking.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/login-individual');
  await page.getByLabel('Mobile number').fill(mobile);
  before = lastOutboxId();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(mobile, before));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expectLoggedInAs(page, 'Kavya');

  // An unknown number is refused with a clear message; Kavya's number with the Finance role makes her an operator.
  await admin.getByRole('link', { name: 'Operators' }).click();
  const add = admin.locator('form').filter({ has: admin.getByRole('button', { name: 'Add operator' }) });
  await add.getByLabel('Mobile number').fill('6999999999');
  await add.getByLabel(/^Finance/).check();
  await add.getByRole('button', { name: 'Add operator' }).click();
  await expect(admin.getByText('No account has this mobile number.')).toBeVisible();
  await add.getByLabel('Mobile number').fill(mobile);
  await add.getByRole('button', { name: 'Add operator' }).click();
  await expect(admin.getByText('Operator added.')).toBeVisible();
  const card = admin.getByTestId('operator-card').filter({ has: admin.getByRole('heading', { name: 'Kavya Rao' }) }).filter({ hasText: mobile });
  await expect(card).toContainText('Holds: Finance');
  await card.getByText('History (1)').click();
  await expect(card).toContainText('create');

  // Kavya's back office shows the dashboard every operator has, Sales, which opens on Payments and lists finance's
  // sections under it (Payments, the partners' Payouts, decision 072, the cash-on-delivery confirmation amount, decision
  // 056, and Nirog Partners, decision 076), and System for
  // the audit trail every operator reads (one section: nothing listed under it).
  await page.goto('/admin/payments');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Sales', 'System', 'Payments', 'Payouts', 'Cash on delivery', 'Nirog Partners']);
  await expect(nav.getByRole('link', { name: 'Cash on delivery' })).toHaveAttribute('href', '/admin/cod-confirmation');
  await expect(nav.getByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/admin/payments');
  await expect(nav.getByRole('link', { name: 'System' })).toHaveAttribute('href', '/admin/audit');
  const res = await page.goto('/admin/users');
  expect(res?.status()).toBe(404);
});
